/**
 * Painting (CSS 2.2 Appendix E): a stacking context paints its root's background, its
 * negative z-index layers, then its in-flow content — within a block formatting context
 * first the backgrounds and borders of block boxes in tree order, then floats, then the
 * inline content of line boxes: inline box backgrounds, then text and its decorations;
 * atomic inlines paint as a unit — then its z-index auto and 0 layers, then positive ones
 * (stacking.ts). Layers are left out of the tree walk and painted at their level, inside
 * their context root's effects (effects.ts) and the overflow clips of the boxes they sit in.
 * A box that clips overflow clips its content in every pass that paints some of it, as
 * Chromium applies the clip in each paint phase (overflow_clip.ts).
 */
import type { LengthPercentage, RGBA } from "../css/types.ts";
import {
  type BoxFragment,
  fontBox,
  type Fragment,
  type InlineBoxFragment,
  type InlineFragment,
  isFloat,
  type LayoutContext,
  type MarkerSymbolFragment,
  resolveLength,
  type TextFragment,
} from "../layout/mod.ts";
import { paintBorders, type VisibleRect } from "./border.ts";
import { paintBorderImage } from "./border_image.ts";
import {
  boxAreas,
  canvasBackgroundBox,
  type ImageLookup,
  paintBackground,
  paintCanvasImages,
  textRuns,
} from "./background.ts";
import { cornerRadii } from "./corner_radii.ts";
import { paintDecorationLine } from "./decoration.ts";
import { pushEffects } from "./effects.ts";
import { paintReplacedContent } from "./replaced_content.ts";
import {
  fieldsetDecorationBox,
  paintWidget,
  pushLegendCutout,
  replacesBoxDecorations,
} from "./form/mod.ts";
import { markAtomicLinks, markNavigation, type TreeOrder, treeOrder } from "./navigation.ts";
import { inlineOpacities } from "./inline_opacity.ts";
import { paintShadows } from "./shadow.ts";
import { blurredTextShadow } from "./text_shadow.ts";
import { hasOutline, type Outlined, paintOutline } from "./outline.ts";
import { overflowClip } from "./overflow_clip.ts";
import type { CornerRadii, DisplayItem, Radius, Rect } from "./types.ts";
import {
  inFlowPieces,
  type Layer,
  layerOf,
  type StackingContext,
  stackingContextOf,
} from "./stacking.ts";

/** Which slice of the flow is painted, and where it lands on the page. */
export interface PaintWindow {
  /** Flow y range painted (one page area), [top, bottom). */
  top: number;
  bottom: number;
  /** Added to flow coordinates to get page coordinates. */
  dx: number;
  dy: number;
  /** The page's width: content beyond it sideways is cut, as below the page area. */
  width: number;
  /** The page area, in page coordinates, when the canvas background is to be painted in it. */
  canvas?: Rect;
  /**
   * The window's page among the flow's pages, and where any page's top lies in the flow: a
   * fixed box shows each earlier page's copy that continues onto this page (paintLayer).
   */
  pages?: { index: number; top: (index: number) => number };
}

/** What the window shows, in page coordinates (patterns and waves are drawn only there). */
function shownRect(w: PaintWindow): VisibleRect {
  return { left: 0, top: w.top + w.dy, right: w.width, bottom: w.bottom + w.dy };
}

interface Painter {
  out: DisplayItem[];
  window: PaintWindow;
  ctx: LayoutContext;
  /** The window in page coordinates, found once per window. */
  shown: VisibleRect;
  /** The decoded images of the flow's `url()`s. */
  images: ImageLookup;
  /** The box whose background the canvas takes, which paints none itself (background.ts). */
  canvasSource: BoxFragment | null;
  /** The outlines of the unit being painted, drawn over its content (outline.ts). */
  outlines: Outlined[];
  /** Where the flow's bookmarked boxes come in the document (navigation.ts). */
  order: TreeOrder;
}

/** The page area the window shows: where `background-attachment: fixed` layers are placed. */
function viewportOf(p: Painter): Rect {
  const { left, top, right, bottom } = p.shown;
  if (!Number.isFinite(top) || !Number.isFinite(bottom)) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Whether a fragment shows in the window: an empty one (an anchor's block) where its top is. */
function visible(p: Painter, y: number, height: number): boolean {
  return y < p.window.bottom && (y >= p.window.top || y + height > p.window.top);
}

/** How far below its top a fragment paints: its height and the floats hanging out of it. */
function extent(f: Fragment): number {
  return f.height + (f.kind === "box" ? f.floatOverhang ?? 0 : 0);
}

/** Pushes the clip of each box in `boxes` that clips its content; returns how many it pushed. */
function pushClips(p: Painter, boxes: readonly BoxFragment[]): number {
  let pushed = 0;
  for (const f of boxes) {
    const clip = overflowClip(f, p.window.dx, p.window.dy);
    if (clip) {
      p.out.push(clip);
      pushed++;
    }
  }
  return pushed;
}

function pop(p: Painter, count: number): void {
  for (let i = 0; i < count; i++) p.out.push({ kind: "pop" });
}

/**
 * A box's shadows (shadow.ts), background (background.ts) and border. With rounded corners the
 * background is clipped to the rounded box of its background-clip (CSS Backgrounds 3 §5.3) and
 * the border follows the curves.
 */
function decorationBox(
  p: Painter,
  f: BoxFragment | InlineBoxFragment,
  background = true,
  radii = cornerRadii(f.style, f.width, f.height),
) {
  if (f.style.visibility !== "visible") return;
  const own = { x: f.x + p.window.dx, y: f.y + p.window.dy, width: f.width, height: f.height };
  // A fieldset's top border runs through its legend (paint/form).
  const box = fieldsetDecorationBox(f, own);
  // Outer shadows lie below the background, inset ones above it (Backgrounds 3 §6.1).
  const areas = boxAreas(box, f.border, f.padding, radii);
  // A form control's widget draws in place of its CSS background and border (paint/form).
  const widget = f.kind === "box" ? f.element?.widget : undefined;
  const native = widget !== undefined && replacesBoxDecorations(widget);
  paintShadows(p.out, f.style, areas, false);
  if (background && f !== p.canvasSource && !native) {
    const text = f.kind === "box" && f.style.backgroundClip.includes("text")
      ? textRuns(f, p.window.dx, p.window.dy)
      : undefined;
    paintBackground(p.out, f.style, areas, { images: p.images, viewport: viewportOf(p), text });
  }
  paintShadows(p.out, f.style, areas, true);
  if (hasOutline(f.style)) p.outlines.push({ style: f.style, border: areas["border-box"] });
  if (widget) paintWidget(p.out, widget, box, f.border, f.padding, f.style.color);
  if (native) return;
  const s = f.style;
  const cut = pushLegendCutout(p.out, f, box, p.window.dx, p.window.dy);
  // A border image that can be shown replaces the border styles (CSS Backgrounds 3 §6.1).
  if (paintBorderImage(p.out, s, box, f.border, p.images)) return pop(p, cut);
  paintBorders(
    p.out,
    box,
    f.border,
    {
      top: { width: f.border.top, style: s.borderTopStyle, color: s.borderTopColor },
      right: { width: f.border.right, style: s.borderRightStyle, color: s.borderRightColor },
      bottom: { width: f.border.bottom, style: s.borderBottomStyle, color: s.borderBottomColor },
      left: { width: f.border.left, style: s.borderLeftStyle, color: s.borderLeftColor },
    },
    radii,
    p.shown,
  );
  pop(p, cut);
}

/**
 * Per long list of children or layers: the indices of those with a finite span sorted by
 * top, the tallest such span, and the indices of those that paint on every page.
 */
interface SpanIndex {
  byTop: Int32Array;
  /** The tops of `byTop`'s items, in its order. */
  tops: Float64Array;
  reach: number;
  always: number[];
}

const spanIndexes = new WeakMap<object[], SpanIndex>();

/** Where in the flow an item may paint: from `top`, `height` down. */
interface Span {
  top: number;
  height: number;
}

function indexOf<T extends object>(items: T[], span: (item: T) => Span): SpanIndex {
  let index = spanIndexes.get(items);
  if (!index) {
    const spans = items.map(span);
    const finite = [...items.keys()].filter((i) => Number.isFinite(spans[i].height));
    const always = [...items.keys()].filter((i) => !Number.isFinite(spans[i].height));
    const byTop = Int32Array.from(finite).sort((a, b) => spans[a].top - spans[b].top);
    let reach = 0;
    for (const i of finite) reach = Math.max(reach, spans[i].height);
    const tops = Float64Array.from(byTop, (i) => spans[i].top);
    index = { byTop, tops, reach, always };
    spanIndexes.set(items, index);
  }
  return index;
}

/**
 * The items (children or layers) that may reach into the window, in their order. Each page
 * paints a window of one flow, so with hundreds of pages a linear scan of a long list (a
 * 10,000-row table and its collapsed border segments, thousands of positioned rows) per
 * page would dominate: long lists are searched by top instead. An item extends at most
 * `reach` below its top.
 */
function visibleIn<T extends object>(p: Painter, items: T[], span: (item: T) => Span): T[] {
  if (items.length < 64) return items;
  const { byTop, tops, reach, always } = indexOf(items, span);
  let lo = 0;
  let hi = byTop.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tops[mid] + reach <= p.window.top) lo = mid + 1;
    else hi = mid;
  }
  const picked = [...always];
  for (let i = lo; i < byTop.length && tops[i] < p.window.bottom; i++) {
    picked.push(byTop[i]);
  }
  return picked.sort((a, b) => a - b).map((i) => items[i]);
}

const childSpan = (c: Fragment): Span => ({ top: c.y, height: extent(c) });

function visibleChildren(p: Painter, children: Fragment[]): Fragment[] {
  return visibleIn(p, children, childSpan);
}

const layerSpans = new WeakMap<Layer, Span>();

/**
 * Where a layer may paint: its box with the floats hanging out of it, and a context's own
 * layers; a fixed box, and a context holding one, on every page (an infinite height).
 */
function layerSpan(layer: Layer): Span {
  return layer.repeats ? { top: 0, height: Infinity } : laidOutSpan(layer);
}

/** Where a layer's box and the layers of its context lie, as laid out. */
function laidOutSpan(layer: Layer): Span {
  let span = layerSpans.get(layer);
  if (!span) {
    const { fragment, context } = layer;
    let top = fragment.y;
    let bottom = fragment.y + extent(fragment);
    const inner = context ? [...context.negative, ...context.zero, ...context.positive] : [];
    for (const s of inner.map(layerSpan)) {
      top = Math.min(top, s.top);
      bottom = Math.max(bottom, s.top + s.height);
    }
    span = { top, height: bottom - top };
    layerSpans.set(layer, span);
  }
  return span;
}

/**
 * How far down the flow a fixed box that repeats is painted on the window's page: Chromium
 * lays out each page's copy from that page's top and continues one that overflows its page
 * onto the pages below, so a page shows its own copy and the ends of earlier ones, earliest
 * first (`top: 400px` on a 260px page area shows on the second page and after, at 140px).
 */
function repeatShifts(w: PaintWindow, span: Span): number[] {
  if (!Number.isFinite(w.top)) return [0];
  if (!w.pages) return [w.top];
  const shifts: number[] = [];
  for (let i = w.pages.index; i >= 0; i--) {
    const top = w.pages.top(i);
    // Earlier copies end higher still.
    if (span.top + span.height + top <= w.top) break;
    if (span.top + top < w.bottom) shifts.unshift(top);
  }
  return shifts;
}

function visibleLayers(p: Painter, layers: Layer[]): Layer[] {
  return visibleIn(p, layers, layerSpan);
}

/**
 * Paints a stacking context (Appendix E steps 1–9): the root's background and borders, the
 * negative layers, the root's content as a unit, then the layers at level 0 and above.
 */
function paintContext(p: Painter, context: StackingContext, isRoot: boolean) {
  const { root } = context;
  const outer = p.outlines;
  p.outlines = [];
  // The root's background is the canvas's (CSS Backgrounds 3 §2.11.2), painted per page.
  const { canvas, dx, dy } = p.window;
  if (isRoot && canvas && p.canvasSource) {
    paintCanvasImages(p.out, root, p.canvasSource, dx, dy, canvas, p.images);
  }
  if (visible(p, root.y, extent(root))) decorationBox(p, root, !isRoot);
  for (const layer of visibleLayers(p, context.negative)) paintLayer(p, layer);
  paintUnit(p, root, false);
  // Its own outline after its content, before the layers above (Blink's self-outline phase).
  paintOutlines(p, outer);
  for (const layer of visibleLayers(p, context.zero)) paintLayer(p, layer);
  for (const layer of visibleLayers(p, context.positive)) paintLayer(p, layer);
}

/**
 * A layer: a context of its own, inside its root's effects, or a positioned box with z-index
 * auto painted as a unit; either within the clips of the boxes it sits in. A fixed box was
 * laid out on the first page (positioned/) and repeats on every page (CSS 2.2 §9.6.1, as
 * Chromium prints): each page shows it shifted to its own page area (repeatShifts). A context
 * whose opacity is 0 shows nothing, and Chromium leaves it out.
 */
function paintLayer(p: Painter, layer: Layer) {
  const { fragment, context } = layer;
  if (fragment.style.opacity === 0) return;
  const clips = pushClips(p, layer.clips);
  const shifts = layer.repeats ? repeatShifts(p.window, laidOutSpan(layer)) : [0];
  for (const shift of shifts) {
    const painter = shift === 0 ? p : shifted(p, shift);
    if (context) {
      const { dx, dy } = painter.window;
      const effects = pushEffects(p.out, fragment, dx, dy, context.blends);
      paintContext(painter, context, false);
      pop(p, effects);
    } else paintUnit(painter, fragment, true);
  }
  pop(p, clips);
}

/** The painter of the same page for content laid out `by` px higher in the flow. */
function shifted(p: Painter, by: number): Painter {
  const w = p.window;
  return { ...p, window: { ...w, top: w.top - by, bottom: w.bottom - by, dy: w.dy + by } };
}

/** A float to paint after the block backgrounds, and the boxes between that clip it. */
interface PendingFloat {
  fragment: BoxFragment;
  clips: readonly BoxFragment[];
}

/**
 * Paints a box and what it contains as one unit (CSS 2.2 Appendix E): block backgrounds
 * and borders (the box's own unless `decorated` is false), then its floats — each such a
 * unit in turn — then inline content. Layers inside are painted by their context.
 */
function paintUnit(p: Painter, f: BoxFragment, decorated: boolean) {
  const outer = p.outlines;
  p.outlines = [];
  const floats: PendingFloat[] = [];
  paintBlockDecorations(p, f, decorated, floats, []);
  for (const float of floats) {
    const clips = pushClips(p, float.clips);
    paintUnit(p, float.fragment, true);
    pop(p, clips);
  }
  paintInlineContent(p, f);
  paintOutlines(p, outer);
}

/** Paints the outlines gathered since `outer` was set aside (outline.ts), then restores it. */
function paintOutlines(p: Painter, outer: Outlined[]): void {
  for (const { style, border } of p.outlines) paintOutline(p.out, style, border);
  p.outlines = outer;
}

/**
 * Pass 1: block backgrounds and borders, in tree order; floats are gathered, not entered,
 * with the boxes clipping them (`clips`, the clipping boxes around `f`).
 */
function paintBlockDecorations(
  p: Painter,
  f: BoxFragment,
  decorated: boolean,
  floats: PendingFloat[],
  clips: readonly BoxFragment[],
) {
  markNavigation(p.out, f, p.window, p.order);
  if (!visible(p, f.y, extent(f))) return;
  if (decorated) decorationBox(p, f);
  const clipped = pushClips(p, [f]);
  const inner = clipped ? [...clips, f] : clips;
  for (const child of visibleChildren(p, f.children)) {
    if (child.kind !== "box" || layerOf(child.style, f.style)) continue;
    if (isFloat(child.style)) floats.push({ fragment: child, clips: inner });
    else paintBlockDecorations(p, child, true, floats, inner);
  }
  pop(p, clipped);
}

/** Pass 2: inline content, in tree order; floats painted theirs already. */
function paintInlineContent(p: Painter, f: Fragment) {
  if (!visible(p, f.y, extent(f))) return;
  if (f.kind === "box") {
    const clipped = pushClips(p, [f]);
    paintReplacedContent(p.out, f, p.window.dx, p.window.dy, p.ctx.registry, p.images);
    for (const child of visibleChildren(p, f.children)) {
      if (child.kind === "line" || !(isFloat(child.style) || layerOf(child.style, f.style))) {
        paintInlineContent(p, child);
      }
    }
    pop(p, clipped);
    return;
  }
  const opacities = inlineOpacities(f);
  const faded = (child: InlineFragment, paint: () => void) => {
    const opacity = opacities.get(child);
    if (opacity !== undefined) p.out.push({ kind: "group-push", opacity, blendMode: "normal" });
    paint();
    if (opacity !== undefined) pop(p, 1);
  };
  const children = inFlowPieces(f);
  for (const child of children) {
    if (child.kind === "inline-box") faded(child, () => paintInlineBox(p, child));
  }
  markAtomicLinks(p.out, f, p.window);
  for (const child of children) {
    if (child.kind === "text") faded(child, () => paintText(p, child));
    else if (child.kind === "box" && !layerOf(child.style)) {
      faded(child, () => paintUnit(p, child, true));
    } else if (child.kind === "marker-symbol") paintMarkerSymbol(p, child);
  }
}

function paintInlineBox(p: Painter, f: InlineBoxFragment) {
  markNavigation(p.out, f, p.window, p.order);
  decorationBox(p, f, true, slicedRadii(f));
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

/**
 * The radii of an inline box's piece on one line. A box broken across lines is sliced
 * (CSS Fragmentation 3 §5.4): it is rounded only where it starts and ends, as if unbroken,
 * so a piece that continues a line before it has square left corners and one continued on
 * the next line square right corners. Layout drops a piece's start or end border and
 * padding: that is how a continuation shows (not at all without either).
 */
function slicedRadii(f: InlineBoxFragment): CornerRadii | null {
  const radii = cornerRadii(f.style, f.width, f.height);
  if (!radii) return null;
  const s = f.style;
  // A padding percentage's basis does not change its sign, so any positive basis will do.
  const cut = (border: number, ownBorder: number, padding: number, ownPadding: LengthPercentage) =>
    (border === 0 && ownBorder > 0) || (padding === 0 && resolveLength(ownPadding, 1) > 0);
  const cutLeft = cut(f.border.left, s.borderLeftWidth, f.padding.left, s.paddingLeft);
  const cutRight = cut(f.border.right, s.borderRightWidth, f.padding.right, s.paddingRight);
  if (!cutLeft && !cutRight) return radii;
  const [topLeft, topRight, bottomRight, bottomLeft] = radii;
  const square: Radius = [0, 0];
  const sliced: CornerRadii = [
    cutLeft ? square : topLeft,
    cutRight ? square : topRight,
    cutRight ? square : bottomRight,
    cutLeft ? square : bottomLeft,
  ];
  return sliced.some(([x]) => x > 0) ? sliced : null;
}

/** Chromium's bullets: a filled disc, a 1px ring, a filled square (Blink list marker painter). */
function paintMarkerSymbol(p: Painter, f: MarkerSymbolFragment) {
  if (f.style.visibility !== "visible") return;
  const box = { x: f.x + p.window.dx, y: f.y + p.window.dy, width: f.size, height: f.size };
  const color = f.style.color;
  if (f.shape === "square") p.out.push({ kind: "rect", ...box, color });
  else if (f.shape === "disc") p.out.push({ kind: "ellipse", ...box, fill: color, stroke: null });
  else p.out.push({ kind: "ellipse", ...box, fill: null, stroke: { width: 1, color } });
}

function paintText(p: Painter, f: TextFragment) {
  if (f.style.visibility !== "visible" || f.style.color.a === 0) return;
  const x = f.x + p.window.dx;
  const y = f.baseline + p.window.dy;
  const width = f.run.width - f.hangingSpace;
  const glyphs = (dx: number, dy: number, color: RGBA) => {
    if (!f.run.glyphs.length) return;
    p.out.push({
      kind: "glyphs",
      x: x + dx,
      y: y + dy,
      face: f.run.face,
      size: f.run.size,
      color,
      glyphs: f.run.glyphs,
      synthetic: f.run.synthetic,
    });
  };
  const decorate = (lines: typeof f.decorations) => {
    for (const d of lines) {
      const font = fontBox(d.style, p.ctx);
      paintDecorationLine(p.out, d.line, d.color, d.style, font, x, y, width, f.run, p.shown);
    }
  };
  // Shadows lie under the text, the first listed on top (CSS Text Decoration 3 §4): the text
  // again, or blurred, an image of it (text_shadow.ts).
  const run = { ...f.run, x, y };
  for (const shadow of [...f.style.textShadow].reverse()) {
    if (shadow.blur <= 0) glyphs(shadow.x, shadow.y, shadow.color);
    else {
      const image = blurredTextShadow(run, shadow);
      if (image) p.out.push(image);
    }
  }
  // Underline and overline paint below the text, line-through above it (§2.3 painting order).
  decorate(f.decorations.filter((d) => d.line !== "line-through"));
  glyphs(0, 0, f.style.color);
  decorate(f.decorations.filter((d) => d.line === "line-through"));
}

/**
 * Paints the part of a laid-out flow inside `window` into `out`; `images` has the decoded
 * images its backgrounds name.
 */
export function paintFlow(
  root: BoxFragment,
  window: PaintWindow,
  ctx: LayoutContext,
  out: DisplayItem[],
  images: ImageLookup = () => null,
): void {
  const shown = shownRect(window);
  const canvasSource = canvasBackgroundBox(root);
  const p: Painter = {
    out,
    window,
    ctx,
    shown,
    images,
    canvasSource,
    outlines: [],
    order: treeOrder(root),
  };
  paintContext(p, stackingContextOf(root), true);
}

export type { InlineFragment };
