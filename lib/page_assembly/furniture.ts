/**
 * A page's furniture (CSS Paged Media 3 §5, GCPM 3): its margin boxes, styled from the page
 * context (which inherits from the root element, §3.2), filled with their content or the
 * request's header and footer templates, laid out by lib/layout and painted.
 */
import { inheritFrom, MARGIN_BOX_NAMES } from "../css/mod.ts";
import type { PageContextStyles } from "./context_styles.ts";
import type { BlockBox, BoxFragment, LayoutContext } from "../layout/mod.ts";
import { translateFragment } from "../layout/translate.ts";
import {
  type DocumentPage,
  type FootnoteArea,
  layoutMarginBoxes,
  marginBoxAround,
  type MarginBoxInput,
  marginBoxOf,
  type MarginContentSources,
} from "../layout/page/mod.ts";
import { paintFlow } from "../paint/paint.ts";
import type { ImageLookup } from "../paint/background.ts";
import type { DisplayItem } from "../paint/types.ts";

/** What the margin boxes of a document's pages are styled and filled from. */
export interface FurnitureSources {
  styles: PageContextStyles;
  /** The request's templates as boxes for page `index`, where given. */
  templates(index: number): { header: BlockBox | null; footer: BlockBox | null };
  /** What `content` functions show on page `index`. */
  content(index: number): MarginContentSources;
  /** Page `index`'s footnote area, laid out, if it has footnotes. */
  footnotes(index: number): FootnoteArea | null;
  /** Lays margin boxes out: unpaginated, with the document's fonts. */
  ctx: LayoutContext;
}

/** The boxes the request's templates take (Chromium's header and footer places). */
const TEMPLATE_BOXES = { header: "top-center", footer: "bottom-center" } as const;

export class PageFurniture {
  constructor(readonly sources: FurnitureSources) {}

  /**
   * Paints the page's margin boxes and footnote area into `out`, their backgrounds' and svgs'
   * images from `images` (loaded before from what `layout` gives).
   */
  paint(page: DocumentPage, out: DisplayItem[], images?: ImageLookup): void {
    const root = this.layout(page);
    if (!root) return;
    const items: DisplayItem[] = [];
    const window = { top: -Infinity, bottom: Infinity, dx: 0, dy: 0, width: page.geometry.width };
    paintFlow(root, window, this.sources.ctx, items, images);
    // Page furniture: its links work, but its ids and headings are not the document's.
    for (const item of items) if (item.kind !== "dest" && item.kind !== "bookmark") out.push(item);
  }

  /** The page's margin boxes and footnote area laid out, hung from one box; null if none. */
  layout(page: DocumentPage): BoxFragment | null {
    const inputs = this.#inputs(page);
    const footnotes = this.sources.footnotes(page.context.index);
    if (inputs.length === 0 && !footnotes) return null;
    const { ctx } = this.sources;
    const fragments = layoutMarginBoxes(page.geometry, inputs, ctx);
    if (footnotes) {
      // At the foot of the page area (GCPM 3 §3.4), below the content.
      const { margins, area } = page.geometry;
      translateFragment(
        footnotes.fragment,
        margins.left,
        margins.top + area.height - footnotes.height,
      );
      fragments.push(footnotes.fragment);
    }
    return this.#canvas(page, fragments);
  }

  #inputs(page: DocumentPage): MarginBoxInput[] {
    const index = page.context.index;
    const templates = this.sources.templates(index);
    const inputs: MarginBoxInput[] = [];
    for (const name of MARGIN_BOX_NAMES) {
      const template = name === TEMPLATE_BOXES.header
        ? templates.header
        : name === TEMPLATE_BOXES.footer
        ? templates.footer
        : null;
      const rule = page.style.boxes.get(name);
      if (!rule && !template) continue;
      const style = this.sources.styles.box(page, name);
      const box = template
        ? marginBoxAround(style, [template])
        : marginBoxOf(style, rule!.content, this.sources.content(index));
      inputs.push({ name, box });
    }
    return inputs;
  }

  /** A box for the margin boxes to hang from: transparent, at the page's origin. */
  #canvas(page: DocumentPage, children: BoxFragment[]): BoxFragment {
    const style = inheritFrom(this.sources.styles.of(page));
    const none = { top: 0, right: 0, bottom: 0, left: 0 };
    return {
      kind: "box",
      style,
      element: null,
      x: 0,
      y: 0,
      width: page.geometry.width,
      height: page.geometry.height,
      border: none,
      padding: none,
      children,
    };
  }
}
