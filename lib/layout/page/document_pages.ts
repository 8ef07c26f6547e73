/**
 * A document's pages as its @page rules make them (CSS Paged Media 3 §4): each page's context
 * — its number, side, named page, blankness and place in its page group — its style, and
 * its geometry, from which page_sequence.ts takes the page areas layout fills.
 */
import {
  type PageContext,
  type PageRuleSource,
  type PageStyle,
  PageStyles,
} from "../../css/mod.ts";
import { type PageGeometry, withPageRule } from "./page_geometry.ts";
import { type PageArea, type PageRequest, type PageSequence, pageSide } from "./page_sequence.ts";

export class DocumentPages {
  readonly #styles: PageStyles;
  /** Per page made, its name and its place in its page group (for `:nth(… of name)`). */
  readonly #groups: Array<{ name: string | null; index: number }> = [];

  /**
   * `base`: the geometry of the options (size and margins) that @page rules override;
   * `reserved`: per page, the room at the bottom of its area content may not fill (its
   * footnote area, footnotes.ts).
   */
  constructor(
    rules: readonly PageRuleSource[],
    readonly base: PageGeometry,
    readonly reserved: readonly number[] = [],
  ) {
    this.#styles = new PageStyles(rules, [base.width, base.height]);
  }

  /** The page area of page `index` made for `request` (the sequence's PageAreas). */
  readonly areas = (index: number, request: PageRequest): PageArea => {
    const previous = index > 0 ? this.#groups[index - 1] : undefined;
    const group = previous && previous.name === request.name ? previous.index + 1 : 0;
    this.#groups[index] = { name: request.name, index: group };
    const area = this.geometry(this.#context(index, request)).area;
    const reserved = this.reserved[index] ?? 0;
    return reserved > 0 ? { width: area.width, height: Math.max(1, area.height - reserved) } : area;
  };

  /** Page `index` of a laid-out sequence: its context, style and geometry. */
  page(sequence: PageSequence, index: number): DocumentPage {
    const context = this.#context(index, sequence.page(index));
    const style = this.#styles.of(context);
    return { context, style, geometry: withPageRule(this.base, style.rule) };
  }

  geometry(context: PageContext): PageGeometry {
    return withPageRule(this.base, this.#styles.of(context).rule);
  }

  #context(index: number, request: PageRequest): PageContext {
    return {
      index,
      name: request.name,
      side: pageSide(index),
      blank: request.blank,
      groupIndex: this.#groups[index]?.index ?? 0,
    };
  }
}

export interface DocumentPage {
  context: PageContext;
  style: PageStyle;
  geometry: PageGeometry;
}
