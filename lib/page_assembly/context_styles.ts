/**
 * The styles of page contexts and margin boxes (CSS Paged Media 3 §3.2, §5): a page context
 * inherits from the root element and takes its @page rules' declarations; its margin boxes
 * inherit from it and take theirs. Computed once per page style.
 */
import { inheritFrom, type MarginBoxName, type PageStyle } from "../css/mod.ts";
import type { ComputedStyle } from "../css/types.ts";
import type { DocumentPage } from "../layout/page/mod.ts";

export class PageContextStyles {
  readonly #contexts = new WeakMap<PageStyle, ComputedStyle>();
  readonly #boxes = new WeakMap<PageStyle, Map<MarginBoxName, ComputedStyle>>();
  readonly #footnotes = new WeakMap<PageStyle, ComputedStyle>();

  /** `rootStyle`: the root element's style. */
  constructor(readonly rootStyle: ComputedStyle) {}

  /** The page context's style: the page's @page declarations over the root's. */
  of(page: DocumentPage): ComputedStyle {
    let style = this.#contexts.get(page.style);
    if (!style) {
      style = inheritFrom(this.rootStyle, page.style.context, this.#environment(page));
      this.#contexts.set(page.style, style);
    }
    return style;
  }

  /** A margin box's style: its declarations (default alignment first) over the context's. */
  box(page: DocumentPage, name: MarginBoxName): ComputedStyle {
    let styles = this.#boxes.get(page.style);
    if (!styles) this.#boxes.set(page.style, styles = new Map());
    let style = styles.get(name);
    if (!style) {
      const declarations = page.style.boxes.get(name)?.declarations ?? "";
      style = inheritFrom(this.of(page), declarations, this.#environment(page));
      styles.set(name, style);
    }
    return style;
  }

  /** The footnote area's style: its `@footnote` declarations over the context's (GCPM 3 §3.4). */
  footnote(page: DocumentPage): ComputedStyle {
    let style = this.#footnotes.get(page.style);
    if (!style) {
      style = inheritFrom(this.of(page), page.style.footnote, this.#environment(page));
      this.#footnotes.set(page.style, style);
    }
    return style;
  }

  #environment(page: DocumentPage) {
    return { viewport: page.geometry.area, rootFontSize: this.rootStyle.fontSize };
  }
}
