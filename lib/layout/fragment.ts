/**
 * The layout stage's output: positioned fragments in one continuous flow
 * coordinate space (CSS px; x from the page area's left edge, y from the top of
 * the first page area). Pagination places content so that no line or
 * unbreakable box straddles a page boundary; paint then cuts the flow into pages.
 */
import type { ElementRef } from "./element_ref.ts";
import type { ComputedStyle } from "../css/types.ts";
import type { ShapedRun } from "../text/types.ts";
import type { Decoration } from "./box.ts";

/** Immutable: boxes with equal borders or paddings share one object (geometry.ts). */
export interface Sides {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** A piece of an element's box: its border box and the widths inside it. */
interface ElementBoxPiece {
  style: ComputedStyle;
  element: ElementRef | null;
  /** Border box. */
  x: number;
  y: number;
  width: number;
  height: number;
  border: Sides;
  padding: Sides;
}

export interface BoxFragment extends ElementBoxPiece {
  kind: "box";
  children: Fragment[];
  /**
   * A table box's baseline, its first row's (CSS 2.2 §17.5.3), from its border-box top;
   * kept as an offset so that moving or copying the fragment keeps it.
   */
  baseline?: number;
  /**
   * How far floats inside reach below the border box: floats overflow a box that is
   * not a BFC root (CSS 2.2 §9.5). Also the content of an absolutely positioned box of
   * definite height that a page break pushed past its end. Absent when nothing does.
   */
  floatOverhang?: number;
  /**
   * A fieldset's rendered legend (one of its children) and how far below the border box's top
   * the top border is drawn, through the legend's middle (lib/layout/form/fieldset.ts).
   */
  legend?: { box: BoxFragment; borderOffset: number };
}

export interface LineFragment {
  kind: "line";
  x: number;
  y: number;
  width: number;
  height: number;
  /** Absolute y of the line's baseline. */
  baseline: number;
  children: InlineFragment[];
}

export interface TextFragment {
  kind: "text";
  /** Pen position of the first glyph on the baseline. */
  x: number;
  baseline: number;
  run: ShapedRun;
  style: ComputedStyle;
  decorations: Decoration[];
  /** Width of spaces hanging at the line's end: decorations stop before them. */
  hangingSpace: number;
}

/** The part of an inline box on one line: background and borders are painted from it. */
export interface InlineBoxFragment extends ElementBoxPiece {
  kind: "inline-box";
  /**
   * How many of the line's children after this piece lie inside the box: a line's fragments
   * are flat, in tree order, so a positioned inline box paints these with itself as a layer.
   */
  contents: number;
}

/** A list bullet drawn as a shape (outside disc, circle, square): a square box of `size`. */
export interface MarkerSymbolFragment {
  kind: "marker-symbol";
  shape: "disc" | "circle" | "square";
  style: ComputedStyle;
  x: number;
  y: number;
  size: number;
}

export type InlineFragment = TextFragment | InlineBoxFragment | BoxFragment | MarkerSymbolFragment;
export type Fragment = BoxFragment | LineFragment;
