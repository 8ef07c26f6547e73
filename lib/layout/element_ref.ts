/**
 * What boxes and fragments keep of the element that generated them: its tag name and
 * attributes (links read href, table parts their spans, tests find ids). Not the DOM node:
 * through its parent and children a node holds the whole tree, and the document can go
 * once its boxes are built (a 10,000-row table's DOM is 33 MB).
 */
import type { Element } from "domhandler";
import type { SvgImage } from "../svg/mod.ts";
import type { LoadedImage } from "../document_images/mod.ts";
import type { Widget } from "./form/mod.ts";

export interface ElementRef {
  readonly name: string;
  readonly attribs: Readonly<Record<string, string>>;
  /** An inline svg's drawing, taken out of the document with its styles (lib/svg). */
  readonly svg?: SvgImage;
  /** An img's image, drawn by paint in its content box (lib/paint/image.ts). */
  readonly image?: LoadedImage;
  /** A form control's native look, drawn by paint (lib/layout/form/widget.ts). */
  readonly widget?: Widget;
}

/** Tag names whose attribute-less elements share one reference; past this many, each gets its own. */
const MAX_SHARED_NAMES = 1000;
const bare = new Map<string, ElementRef>();
const NO_ATTRIBUTES: Record<string, string> = Object.freeze(Object.create(null));

function hasAttributes(attribs: Record<string, string>): boolean {
  for (const _name in attribs) return true;
  return false;
}

export function elementRef(element: Element): ElementRef {
  const { name, attribs } = element;
  if (hasAttributes(attribs)) return { name, attribs };
  let ref = bare.get(name);
  if (!ref) {
    ref = Object.freeze({ name, attribs: NO_ATTRIBUTES });
    if (bare.size < MAX_SHARED_NAMES) bare.set(name, ref);
  }
  return ref;
}
