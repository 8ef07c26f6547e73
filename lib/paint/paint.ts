/**
 * Painting (CSS 2.2 Appendix E, for in-flow, non-positioned content): within a
 * block formatting context, first the backgrounds and borders of block boxes in
 * tree order, then the inline content of line boxes — inline box backgrounds,
 * then text and its decorations. Atomic inlines paint as a unit.
 */
import type { ComputedStyle, RGBA } from "../css/types.ts";
import {
  type BoxFragment,
  fontBox,
  type Fragment,
  type InlineBoxFragment,
  type InlineFragment,
  type LayoutContext,
  type TextFragment,
} from "../layout/mod.ts";
import { paintBorders } from "./border.ts";
import type { DisplayItem } from "./types.ts";

/** Which slice of the flow is painted, and where it lands on the page. */
export interface PaintWindow {
  /** Flow y range painted (one page area), [top, bottom). */
  top: number;
  bottom: number;
  /** Added to flow coordinates to get page coordinates. */
  dx: number;
  dy: number;
}

interface Painter {
  out: DisplayItem[];
  window: PaintWindow;
  ctx: LayoutContext;
}

function visible(p: Painter, y: number, height: number): boolean {
  return y < p.window.bottom && y + height > p.window.top;
}

function rect(p: Painter, x: number, y: number, width: number, height: number, color: RGBA) {
  if (color.a === 0 || width <= 0 || height <= 0) return;
  p.out.push({ kind: "rect", x: x + p.window.dx, y: y + p.window.dy, width, height, color });
}

function decorationBox(
  p: Painter,
  f: {
    x: number;
    y: number;
    width: number;
    height: number;
    style: ComputedStyle;
    border: BoxFragment["border"];
  },
  background = true,
) {
  if (f.style.visibility !== "visible") return;
  if (background) rect(p, f.x, f.y, f.width, f.height, f.style.backgroundColor);
  const s = f.style;
  paintBorders(
    p.out,
    { x: f.x + p.window.dx, y: f.y + p.window.dy, width: f.width, height: f.height },
    f.border,
    {
      top: { width: f.border.top, style: s.borderTopStyle, color: s.borderTopColor },
      right: { width: f.border.right, style: s.borderRightStyle, color: s.borderRightColor },
      bottom: { width: f.border.bottom, style: s.borderBottomStyle, color: s.borderBottomColor },
      left: { width: f.border.left, style: s.borderLeftStyle, color: s.borderLeftColor },
    },
  );
}

/** Pass 1: block backgrounds and borders, in tree order. */
function paintBlockDecorations(p: Painter, f: BoxFragment, isRoot: boolean) {
  if (!visible(p, f.y, f.height)) return;
  // The root's background is the canvas's (CSS Backgrounds 3 §2.11.2), painted per page.
  decorationBox(p, f, !isRoot);
  for (const child of f.children) if (child.kind === "box") paintBlockDecorations(p, child, false);
}

/** Pass 2: inline content, in tree order. */
function paintInlineContent(p: Painter, f: Fragment) {
  if (!visible(p, f.y, f.height)) return;
  if (f.kind === "box") {
    for (const child of f.children) paintInlineContent(p, child);
    return;
  }
  for (const child of f.children) if (child.kind === "inline-box") paintInlineBox(p, child);
  for (const child of f.children) {
    if (child.kind === "text") paintText(p, child);
    else if (child.kind === "box") paintAtomic(p, child);
  }
}

function paintInlineBox(p: Painter, f: InlineBoxFragment) {
  decorationBox(p, f);
  const href = f.element?.name === "a" ? f.element.attribs.href : undefined;
  if (href) {
    p.out.push({
      kind: "link",
      x: f.x + p.window.dx,
      y: f.y + p.window.dy,
      width: f.width,
      height: f.height,
      href,
    });
  }
}

function paintAtomic(p: Painter, f: BoxFragment) {
  paintBlockDecorations(p, f, false);
  for (const child of f.children) paintInlineContent(p, child);
}

function paintText(p: Painter, f: TextFragment) {
  if (f.style.visibility !== "visible" || f.style.color.a === 0) return;
  const x = f.x + p.window.dx;
  const y = f.baseline + p.window.dy;
  const glyphs = f.run.glyphs;
  const width = f.run.width;
  // Underline and overline paint below the text, line-through above it (CSS Text Decoration 3 §2.3).
  const under = f.decorations.filter((d) => d.line !== "line-through");
  const over = f.decorations.filter((d) => d.line === "line-through");
  for (const d of under) paintDecoration(p, d.line, d.color, d.style, x, y, width);
  if (glyphs.length) {
    p.out.push({
      kind: "glyphs",
      x,
      y,
      face: f.run.face,
      size: f.run.size,
      color: f.style.color,
      glyphs,
    });
  }
  for (const d of over) paintDecoration(p, d.line, d.color, d.style, x, y, width);
}

function paintDecoration(
  p: Painter,
  line: "underline" | "overline" | "line-through",
  color: RGBA,
  style: ComputedStyle,
  x: number,
  baseline: number,
  width: number,
) {
  if (width <= 0) return;
  const font = fontBox(style, p.ctx);
  const thickness = Math.max(1, font.underlineThickness);
  const center = line === "underline"
    ? baseline + font.underlinePosition + thickness / 2
    : line === "overline"
    ? baseline - font.ascent + thickness / 2
    : baseline - font.xHeight / 2;
  p.out.push({ kind: "rect", x, y: center - thickness / 2, width, height: thickness, color });
}

/** Paints the part of a laid-out flow inside `window` into `out`. */
export function paintFlow(
  root: BoxFragment,
  window: PaintWindow,
  ctx: LayoutContext,
  out: DisplayItem[],
): void {
  const p: Painter = { out, window, ctx };
  paintBlockDecorations(p, root, true);
  paintInlineContent(p, root);
}

export type { InlineFragment };
