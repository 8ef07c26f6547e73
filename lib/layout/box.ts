/**
 * The box tree (CSS 2.2 §9.2): what the style stage's elements generate.
 * A block container holds either block-level boxes or one inline formatting
 * context, never both — anonymous block boxes wrap inline runs (§9.2.1.1).
 */
import type { ElementRef } from "./element_ref.ts";
import type { ComputedStyle, Display, RGBA } from "../css/types.ts";
import { isTableInternalDisplay } from "../css/mod.ts";
import type { NaturalSize } from "./sizing/mod.ts";
import type { ControlContent } from "./form/mod.ts";

export interface BlockBox {
  kind: "block";
  style: ComputedStyle;
  /** The generating element; null for anonymous boxes. */
  element: ElementRef | null;
  content: BlockContent;
  /** Marker of an outside list item, laid out beside its first line (CSS Lists 3 §3). */
  marker: Marker | null;
  /**
   * An absolutely positioned box that was block-level before blockification (CSS Display 3
   * §2.7): met in inline content, its static position is below the line (CSS 2.2 §10.3.7).
   */
  wasBlockLevel?: boolean;
  /** The used named page (Paged Media 3 §4.4.1, page/page_names.ts); absent: unnamed. */
  pageName?: string;
  /** A fieldset's rendered legend, laid out in its block-start border (lib/layout/form). */
  legend?: BlockBox;
}

/**
 * An outside list marker: text (ordinals, `content` strings) or one of the symbols
 * Chromium draws as a shape rather than a glyph (disc, circle, square).
 */
export type Marker =
  | { kind: "text"; nodes: InlineNode[] }
  | { kind: "symbol"; shape: "disc" | "circle" | "square"; style: ComputedStyle };

export type BlockContent =
  | { type: "blocks"; children: BlockBox[] }
  | { type: "inline"; nodes: InlineNode[] }
  /**
   * A table wrapper box (CSS 2.2 §17.4): its BlockBox carries the margins and the
   * table's place in flow; the table box inside carries borders, padding, background.
   */
  | { type: "table"; table: TableBox }
  /**
   * A flex container's items, and its absolutely positioned children (no items, §4.1), in
   * `order`-modified document order (CSS Flexbox 1 §4, §5.4).
   */
  | { type: "flex"; items: BlockBox[]; positioned: BlockBox[] }
  /**
   * A grid container's items and absolutely positioned children, in `order`-modified
   * document order (CSS Grid 1 §6, §9).
   */
  | { type: "grid"; items: BlockBox[]; positioned: BlockBox[] }
  /**
   * A replaced element (an img): no boxes inside, sized by its natural dimensions and ratio,
   * its width and height and their attributes (CSS 2.2 §10.3.2, §10.6.2; lib/layout/sizing).
   */
  | ReplacedContent;

/**
 * Replaced content. A form control that shows text (`control`) takes its natural size from its
 * font when laid out, and its text is laid out in its content box (lib/layout/form).
 */
export interface ReplacedContent {
  type: "replaced";
  natural: NaturalSize;
  control?: ControlContent;
  /**
   * A list marker showing a gradient (`list-style-image`), which has no natural size: its box
   * is a square half its font's ascent, its background the gradient.
   */
  bullet?: true;
}

/** The table box (CSS 2.2 §17.4) with its captions, columns and row groups. */
export interface TableBox {
  style: ComputedStyle;
  element: ElementRef | null;
  /** One entry per grid column (a `span` of n gives n entries), from col/colgroup. */
  columns: TableColumn[];
  /** In layout order: the header first, then the bodies, then the footer (§17.2). */
  rowGroups: TableRowGroup[];
  captions: BlockBox[];
}

/** A column-group box (§17.2): only its background and width matter to layout. */
export interface TableColumnGroup {
  style: ComputedStyle;
  element: ElementRef | null;
}

export interface TableColumn {
  /** The col's style; null for a column of a colgroup without col children. */
  style: ComputedStyle | null;
  element: ElementRef | null;
  group: TableColumnGroup | null;
}

export interface TableRowGroup {
  kind: "header" | "body" | "footer";
  style: ComputedStyle;
  element: ElementRef | null;
  rows: TableRow[];
}

export interface TableRow {
  style: ComputedStyle;
  element: ElementRef | null;
  cells: TableCell[];
}

export interface TableCell {
  /** The cell is a block container and a BFC root (§17.4, §9.4.1). */
  box: BlockBox;
  /** HTML colspan, 1–1000. */
  colSpan: number;
  /** HTML rowspan, 0–65534; 0 spans to the end of the row group. */
  rowSpan: number;
}

/** A line decoration a text run inherits from a decorating box (CSS Text Decoration 3 §2). */
export interface Decoration {
  line: "underline" | "overline" | "line-through";
  color: RGBA;
  /** The decorating box's style: its font sets thickness and position. */
  style: ComputedStyle;
}

export type InlineNode =
  | { kind: "text"; text: string; style: ComputedStyle; decorations: Decoration[] }
  | { kind: "inline"; style: ComputedStyle; element: ElementRef | null; children: InlineNode[] }
  /** An atomic inline (inline-block): a block laid out on its own, placed as one unit on a line. */
  | { kind: "atomic"; style: ComputedStyle; box: BlockBox }
  /** A forced line break (`<br>`). */
  | { kind: "break"; style: ComputedStyle }
  /** An inside list bullet drawn as a shape (inline/symbol_marker.ts). */
  | { kind: "symbol"; shape: "disc" | "circle" | "square"; style: ComputedStyle }
  /**
   * A floated box (CSS 2.2 §9.5): a BFC root taken out of the flow, placed where the
   * inline content it sits in reaches it. A float among blocks sits in an anonymous block.
   */
  | { kind: "float"; box: BlockBox };

/** True for display values laid out as block-level boxes in normal flow. */
export function isBlockLevel(style: ComputedStyle): boolean {
  return isBlockLevelDisplay(style.display);
}

export function isBlockLevelDisplay(display: Display): boolean {
  switch (display) {
    case "block":
    case "list-item":
    case "flow-root":
    case "flex":
    case "grid":
    case "table":
      return true;
    default:
      return false;
  }
}

/** The internal table displays and captions (CSS 2.2 §17.2): they live only inside tables. */
export function isTableInternal(style: ComputedStyle): boolean {
  return isTableInternalDisplay(style.display);
}

/** Whether a box floats: its element's `float` (blockified by the style stage, §9.7). */
export function isFloat(style: ComputedStyle): boolean {
  return style.float !== "none";
}

/** Atomic inline-level displays: laid out as a block, placed on a line as one unit. */
export function isAtomicInline(style: ComputedStyle): boolean {
  return style.display === "inline-block" || style.display === "inline-table" ||
    style.display === "inline-flex" || style.display === "inline-grid";
}
