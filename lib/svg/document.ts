/**
 * An outer `<svg>` element taken out of the document while its styles are known (the box tree
 * keeps no DOM, lib/layout/element_ref.ts): its elements with their attributes, styles and
 * text, each `<use>` holding its instance of the element it references (SVG 2 §5.6.3: a copy
 * whose styles inherit from the `use`, while rules match the original), and the paint servers
 * and clip paths it refers to by URL, resolved where they stand in the document.
 */
import type { Element } from "domhandler";
import { type StyledDocument, SVG_NAMESPACE } from "../css/mod.ts";
import type { ComputedStyle } from "../css/types.ts";
import { type SvgStyle, svgStyle } from "./style.ts";

export interface SvgElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly style: SvgStyle;
  readonly children: readonly SvgNode[];
}

/** Character data of a text content element (SVG 2 §11.2). */
export interface SvgTextNode {
  readonly text: string;
}

export type SvgNode = SvgElement | SvgTextNode;

/** An outer svg element ready to render: no DOM, no style sheets. */
export interface SvgImage {
  readonly root: SvgElement;
  /** Gradients, clip paths and markers referenced by the tree (and by each other), by id. */
  readonly refs: ReadonlyMap<string, SvgElement>;
}

/** Never rendered, and nothing in them is drawn (SVG 2 §5.9, §5.10; foreignObject is HTML). */
const SKIPPED: ReadonlySet<string> = new Set([
  "title",
  "desc",
  "metadata",
  "script",
  "style",
  "foreignObject",
]);

/** Elements whose character data is drawn (SVG 2 §11.2). */
const TEXT_CONTENT: ReadonlySet<string> = new Set(["text", "tspan", "textPath"]);

/**
 * Bounds on what one image may expand into: `use` elements that reference each other can
 * multiply a small file into billions of elements.
 */
const MAX_ELEMENTS = 50_000;
const MAX_USE_DEPTH = 16;

export function isSvgElement(node: SvgNode): node is SvgElement {
  return "name" in node;
}

/** The fragment id of a local URL reference (`#id`, `url(#id)`, `url("#id")`), else null. */
export function localId(reference: string | undefined): string | null {
  const match = reference?.trim().match(/^(?:url\(\s*["']?)?#([^"')\s]+)["']?\s*\)?$/);
  return match ? match[1] : null;
}

/** The element a `use`, gradient or pattern points to with `href` (or SVG 1.1's xlink:href). */
export function hrefOf(attrs: Readonly<Record<string, string>>): string | undefined {
  return attrs.href ?? attrs["xlink:href"];
}

/** Whether `element` is an `svg` element of an HTML document's content (an outer svg). */
export function isInlineSvg(element: Element): boolean {
  const parent = element.parent as Element | null;
  return element.name === "svg" && element.namespace === SVG_NAMESPACE &&
    parent?.namespace !== SVG_NAMESPACE;
}

/** The URLs of the raster images the image's `image` elements draw (SVG 2 §5.7). */
export function svgImageUrls(image: SvgImage): string[] {
  const urls: string[] = [];
  const walk = (el: SvgElement) => {
    const href = el.name === "image" ? hrefOf(el.attrs)?.trim() : undefined;
    if (href) urls.push(href);
    for (const child of el.children) if (isSvgElement(child)) walk(child);
  };
  walk(image.root);
  return urls;
}

/** The outer `svg` element as an image, styled as `styled` styles its document. */
export function svgImage(svg: Element, styled: StyledDocument): SvgImage {
  const builder = new Builder(styled, idIndex(svg));
  const root = builder.element(svg, styled.styleOf(svg), false, []);
  builder.resolveRefs();
  return { root, refs: builder.refs };
}

class Builder {
  readonly refs = new Map<string, SvgElement>();
  readonly #styled: StyledDocument;
  readonly #ids: ReadonlyMap<string, Element>;
  readonly #pending: string[] = [];
  #count = 0;

  constructor(styled: StyledDocument, ids: ReadonlyMap<string, Element>) {
    this.#styled = styled;
    this.#ids = ids;
  }

  /**
   * `element` with style `css` and its subtree. Inside a `use` instance, descendants inherit
   * from their instance parents; `uses` are the elements referenced by the `use`s around,
   * which may not reference themselves again.
   */
  element(
    element: Element,
    css: ComputedStyle,
    inInstance: boolean,
    uses: readonly Element[],
  ): SvgElement {
    this.#count++;
    const style = svgStyle(css, this.#styled);
    const children: SvgNode[] = [];
    this.#noteRefs(element, style);
    for (const child of element.children) {
      if (child.type === "text" && TEXT_CONTENT.has(element.name)) {
        children.push({ text: (child as unknown as { data: string }).data });
        continue;
      }
      const el = child as Element;
      if (!("name" in child) || el.namespace !== SVG_NAMESPACE || SKIPPED.has(el.name)) continue;
      if (this.#count >= MAX_ELEMENTS) break;
      const childCss = inInstance ? this.#styled.styleUnder(el, css) : this.#styled.styleOf(el);
      children.push(this.element(el, childCss, inInstance, uses));
    }
    if (element.name === "use") {
      const instance = this.#instance(element, css, uses);
      if (instance) children.push(instance);
    }
    return { name: element.name, attrs: element.attribs, style, children };
  }

  /** The copy of what a `use` references, its styles inheriting from the use's (§5.6.3). */
  #instance(use: Element, css: ComputedStyle, uses: readonly Element[]): SvgElement | null {
    const target = this.#ids.get(localId(hrefOf(use.attribs)) ?? "");
    if (!target || target.namespace !== SVG_NAMESPACE || uses.includes(target)) return null;
    // §5.6.2: a use that references itself or an element around it is in error.
    for (let el: Element | null = use; el; el = el.parent as Element | null) {
      if (el === target) return null;
    }
    if (uses.length >= MAX_USE_DEPTH || this.#count >= MAX_ELEMENTS) return null;
    const targetCss = this.#styled.styleUnder(target, css);
    return this.element(target, targetCss, true, [...uses, target]);
  }

  /** Paint servers, clip paths and masks the element points to, to resolve once the tree is built. */
  #noteRefs(element: Element, style: SvgStyle): void {
    for (const paint of [style.fill, style.stroke]) {
      if (paint.kind === "url") this.#pending.push(localId(paint.url) ?? "");
    }
    for (const marker of [style.markerStart, style.markerMid, style.markerEnd]) {
      if (marker !== "none") this.#pending.push(localId(marker.url) ?? "");
    }
    this.#pending.push(localId(element.attribs["clip-path"]) ?? "");
    this.#pending.push(localId(element.attribs.mask) ?? "");
    if (element.name.endsWith("Gradient") || element.name === "pattern") {
      this.#pending.push(localId(hrefOf(element.attribs)) ?? "");
    }
  }

  /** Each referenced element, styled where it stands, with whatever it references in turn. */
  resolveRefs(): void {
    while (this.#pending.length > 0) {
      const id = this.#pending.pop()!;
      if (id === "" || this.refs.has(id) || this.#count >= MAX_ELEMENTS) continue;
      const target = this.#ids.get(id);
      if (!target || target.namespace !== SVG_NAMESPACE) continue;
      this.refs.set(id, this.element(target, this.#styled.styleOf(target), false, []));
    }
  }
}

/** Per document, its elements by id: the first in tree order wins, as getElementById. */
const indexes = new WeakMap<object, Map<string, Element>>();

function idIndex(element: Element): ReadonlyMap<string, Element> {
  let root: { parent: unknown } = element;
  while (root.parent) root = root.parent as { parent: unknown };
  let index = indexes.get(root);
  if (!index) {
    index = new Map();
    const stack = [root as unknown as Element];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const id = node.attribs?.id;
      if (id && !index.has(id)) index.set(id, node);
      if (!node.children) continue;
      for (let i = node.children.length - 1; i >= 0; i--) {
        const child = node.children[i];
        if ("children" in child) stack.push(child as Element);
      }
    }
    indexes.set(root, index);
  }
  return index;
}
