/**
 * Block formatting (CSS 2.2 §9.4.1, §10.3.3, §10.6.3, §8.3.1) fragmented into
 * pages as it goes (CSS Fragmentation 3): margins collapse, adjoining margins at
 * an unforced break truncate (§5.2), forced breaks (`break-before/after`, a first
 * child's propagated, a change of named page) start a new page, `break-inside: avoid`
 * keeps a box on one page and `break-before/after: avoid` a box with its next sibling
 * when they can.
 */
import type { ComputedStyle, SizeValue } from "../../css/types.ts";
import { isScrollContainer } from "../../css/mod.ts";
import { type BlockBox, isFloat, type Marker } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Fragment, Sides } from "../fragment.ts";
import { trimmed } from "../trimmed.ts";
import {
  borderBoxWidth,
  type HorizontalGeometry,
  horizontalGeometry,
  outerWidth,
  verticalMargins,
} from "../geometry.ts";
import {
  clampHeight,
  heightSpace,
  preferredHeight,
  ratioOf,
  replacedHeight,
  resolveWidths,
} from "../sizing/mod.ts";
import { layoutInline } from "../inline/mod.ts";
import { FloatSpace } from "../float/mod.ts";
import { CollapsedMargin, NO_MARGIN } from "./margin_collapse.ts";
import {
  type AreaOnPage,
  areaOnPage,
  perPageWidth,
  piecesByPageWidth,
} from "./page_width_pieces.ts";
import { earlierBreak, type EndedBox, withEndEdgesMoved } from "./end_edges.ts";
import { alignedChild, type ChildAlignment, childAlignmentOf } from "./child_alignment.ts";
import { layoutTableContent, tableWrapperGeometry } from "../table/mod.ts";
import { layoutFlexContent } from "../flex/mod.ts";
import { layoutGridContent } from "../grid/mod.ts";
import { placePositioned } from "../positioned/mod.ts";
import { layoutControlText, layoutLegend, naturalSizeOf, placeLegend } from "../form/mod.ts";
import {
  avoidsBreakBetween,
  breakAfterSide,
  type BreakRequest,
  forcedBreakBefore,
  isForcedBreak,
  pageNamesDiffer,
  startPageName,
} from "../page/mod.ts";

/** The in-flow cursor of a block container's content while its children are placed. */
export interface FlowState {
  /** Bottom of the last placed content (a border box or a line). */
  cursor: number;
  /** Margins adjoining the cursor, not yet resolved to a position. */
  pending: CollapsedMargin;
  /** Top of the first placed content; null while the flow is still empty. */
  firstContentY: number | null;
  /** The first content was moved to a later page by pagination. */
  firstContentPushed: boolean;
  /** A forced break asked for the next content to start a new page (of this name and side). */
  forcedBreak: BreakRequest | null;
  /** An outside list marker waiting for the first line box (CSS Lists 3 §3). */
  marker: Marker | null;
  /** The floats of the block formatting context the flow is in (§9.5). */
  floats: FloatSpace;
}

/** Content box of a block container: where its children are placed. */
export interface ContentArea {
  x: number;
  width: number;
  /** Content height when definite (for percentage heights), else null. */
  height: number | null;
  /**
   * Whether the children's top and bottom margins may collapse with the container's own (no
   * border, padding or BFC between): a child stretched in the block axis then ignores them
   * (CSS Sizing 4 §3.1). Absent: they may not.
   */
  adjoining?: { top: boolean; bottom: boolean };
  /** How the container places its block-level children (child_alignment.ts). */
  childAlignment?: ChildAlignment;
  /**
   * The page area width `x` and `width` were resolved against, when paginated: content on a
   * page of another width (`:first`, `:left`/`:right` margins, a named page; Paged Media 3
   * §4.4) is laid out at `onPage(thatWidth)`, the area's place resolved again against that
   * page — Chromium lays each page's fragments out at its own width (Fragmentation 3 §4.1).
   */
  pageWidth?: number;
  onPage?: (pageWidth: number) => AreaOnPage;
}

export { isForcedBreak };

/**
 * Boxes whose margins never collapse with their children's: BFC roots (§8.3.1, §9.4.1), query
 * containers among them (their layout containment, CSS Conditional 5 §6.1).
 */
export function establishesBfc(style: ComputedStyle): boolean {
  return style.display === "flow-root" || style.display === "inline-block" ||
    style.display === "flex" || style.display === "grid" || style.display === "table" ||
    isScrollContainer(style) || style.containerType !== "normal";
}

/**
 * Boxes laid out apart from the floats around them (§9.5): BFC roots, and block-level replaced
 * elements, which Chromium also keeps beside floats rather than under them.
 */
function startsBfc(box: BlockBox): boolean {
  return establishesBfc(box.style) || box.content.type === "replaced";
}

/**
 * Resolves pending margins at `cursor` to the border-box top of what follows.
 * A margin that would carry content past the end of a page truncates: the
 * content starts at the top of the next page instead (Fragmentation 3 §5.2).
 */
function resolveMargin(cursor: number, pending: CollapsedMargin, ctx: LayoutContext): number {
  const y = cursor + pending.value;
  const f = ctx.fragmentainer;
  if (f.paginated && f.pageIndex(y) > f.pageIndex(cursor)) return f.nextPageTop(cursor);
  return y;
}

/** Places content of `height` at the flow's cursor, resolving pending margins; returns its top. */
export function placeContent(flow: FlowState, height: number, ctx: LayoutContext): number {
  const f = ctx.fragmentainer;
  let y: number;
  if (flow.forcedBreak && f.paginated && flow.firstContentY !== null) {
    // Margins before a forced break truncate, those after it are kept (§5.2).
    y = f.breakTop(flow.cursor, flow.forcedBreak) + Math.max(0, flow.pending.value);
    flow.forcedBreak = null;
  } else {
    y = resolveMargin(flow.cursor, flow.pending, ctx);
  }
  const placed = f.place(y, height);
  if (flow.firstContentY === null) {
    flow.firstContentY = placed;
    flow.firstContentPushed = placed !== y;
  }
  flow.pending = NO_MARGIN;
  flow.cursor = placed + height;
  return placed;
}

/**
 * Moves the flow down to `y`, below floats (clearance, §9.5.2). The margins before
 * resolve where the next content would have gone, so a parent whose top margin
 * collapses through stays there rather than below the floats (§8.3.1).
 */
export function clearTo(flow: FlowState, y: number, ctx: LayoutContext): void {
  placeContent(flow, 0, ctx);
  flow.cursor = y;
}

export function newFlow(
  cursor: number,
  pending: CollapsedMargin,
  marker: Marker | null,
  floats: FloatSpace,
): FlowState {
  return {
    cursor,
    pending,
    firstContentY: null,
    firstContentPushed: false,
    forcedBreak: null,
    marker,
    floats,
  };
}

/** Lays out the children of a block container into `flow`, appending their fragments. */
function layoutContents(
  box: BlockBox,
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
  out: Fragment[],
): void {
  if (box.content.type === "inline") {
    out.push(...layoutInline(box.content.nodes, box.style, area, flow, ctx));
    return;
  }
  // A replaced element holds no boxes: what it shows is painted in its content box; a form
  // control's text is laid out there (lib/layout/form).
  if (box.content.type === "replaced") {
    const { control } = box.content;
    const height = area.height ?? 0;
    if (control) {
      out.push(...layoutControlText(control, { ...area, top: flow.cursor, height }, ctx));
    }
    return;
  }
  if (box.content.type === "table") {
    layoutTableContent(box.content.table, area, flow, ctx, out);
    return;
  }
  if (box.content.type === "flex") {
    layoutFlexContent(box.style, box.content, area, flow, ctx, out);
    return;
  }
  if (box.content.type === "grid") {
    layoutGridContent(box.style, box.content, area, flow, ctx, out);
    return;
  }
  layoutBlockChildren(
    box.content.children,
    { ...area, childAlignment: childAlignmentOf(box.style) },
    flow,
    ctx,
    out,
  );
}

/**
 * Lays out a block container's block-level children in order. Between siblings a change of
 * named page forces a break (Paged Media 3 §4.4.1); where `break-after`/`break-before:
 * avoid` joins siblings that a break separated anyway, the first of the joined run that is
 * not already at a page top moves to the next page and the run is laid out again (§4.4).
 */
function layoutBlockChildren(
  children: readonly BlockBox[],
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
  out: Fragment[],
): void {
  const f = ctx.fragmentainer;
  const starts: Array<{ flow: FlowState; floats: number; out: number; moved: boolean }> = [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const previous = children[i - 1];
    if (
      f.paginated && previous && pageNamesDiffer(previous, child) && flow.firstContentY !== null
    ) {
      flow.forcedBreak ??= { name: null, side: null };
    }
    starts[i] ??= { flow: { ...flow }, floats: flow.floats.mark(), out: out.length, moved: false };
    const forced = flow.forcedBreak !== null || forcedBreakBefore(child) !== null;
    layoutBlockChild(child, area, flow, ctx, out);
    if (!previous || !f.paginated || forced || !avoidsBreakBetween(previous, child)) continue;
    const run = avoidedRunStart(children, starts, i, out, f);
    if (run === null) continue;
    // Back to the run's first box, which starts the next page this time.
    const start = starts[run];
    const top = (out[start.out] as BoxFragment).y;
    out.length = start.out;
    Object.assign(flow, start.flow);
    flow.floats.restore(start.floats);
    flow.cursor = f.nextPageTop(top);
    flow.pending = NO_MARGIN;
    if (flow.firstContentY === null) flow.firstContentPushed = true;
    start.moved = true;
    starts.length = run + 1;
    start.flow = { ...flow };
    i = run - 1;
  }
}

/**
 * When a break falls between child `i` and the one before, which `avoid` joins: the index of
 * the first box of the run of siblings joined by `avoid` up to `i` that can move to the next
 * page — laid out, not moved yet, not at a page top; null when the break stays.
 */
function avoidedRunStart(
  children: readonly BlockBox[],
  starts: ReadonlyArray<{ out: number; moved: boolean }>,
  i: number,
  out: readonly Fragment[],
  f: LayoutContext["fragmentainer"],
): number | null {
  const before = out[starts[i].out - 1] as BoxFragment | undefined;
  const after = out[starts[i].out] as BoxFragment | undefined;
  if (!before || !after || after.height === 0) return null;
  if (f.pageIndex(after.y) <= f.lastPageIndex(before.y, before.y + before.height)) return null;
  let run = i - 1;
  while (run > 0 && avoidsBreakBetween(children[run - 1], children[run])) run--;
  for (; run < i; run++) {
    const fragment = out[starts[run].out] as BoxFragment | undefined;
    if (!fragment || starts[run].moved) return null;
    if (!f.atPageTop(fragment.y)) return run;
  }
  return null;
}

/** Lays out one block-level child in its parent's flow. */
export function layoutBlockChild(
  child: BlockBox,
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
  out: Fragment[],
): void {
  const f = ctx.fragmentainer;
  const before = forcedBreakBefore(child);
  if (before && flow.firstContentY !== null) {
    flow.forcedBreak = { name: null, side: before.side ?? flow.forcedBreak?.side ?? null };
  }
  // The page after a forced break is made for the named page of what follows (§4.4.1).
  if (flow.forcedBreak) flow.forcedBreak = { ...flow.forcedBreak, name: startPageName(child) };
  // Margins before a forced break truncate; the child's own, after it, are kept (§5.2).
  if (flow.forcedBreak && flow.firstContentY !== null) flow.pending = NO_MARGIN;
  area = onItsPage(area, flow, ctx);
  const margins = verticalMargins(child.style, area.width);
  // A child moved to the top of a page by an unforced break loses its top margin (§5.2).
  if (f.paginated && !flow.forcedBreak && flow.firstContentY !== null && f.atPageTop(flow.cursor)) {
    margins.top = 0;
  }

  const saved = { ...flow };
  const floatMark = flow.floats.mark();
  const placed = amongFloats(child, area, margins, flow, ctx);
  placed.geom = alignedChild(placed.geom, child.style, placed.area);
  const start = { ...flow };
  let result = placeBlock(child, placed, saved, floatMark, flow, ctx);
  // End edges that do not fit below the last content take that content along (end_edges.ts).
  const earlier = earlierBreak(result, f);
  if (earlier) {
    Object.assign(flow, start);
    flow.floats.restore(floatMark);
    result = placeBlock(child, placed, saved, floatMark, flow, { ...ctx, fragmentainer: earlier });
  }
  const { pieces, shift } = withEndEdgesMoved(result, f);
  flow.cursor += shift;
  out.push(...pieces.flatMap((piece) => piecesByPageWidth(piece, result.inner, ctx)));
  if (isForcedBreak(child.style.breakAfter)) {
    flow.forcedBreak = {
      name: null,
      side: breakAfterSide(child) ?? flow.forcedBreak?.side ?? null,
    };
  }
}

/**
 * Lays out a block child placed among floats. A `break-inside: avoid` box that would straddle a
 * page, or a box whose first line was pushed to the next page while its top stayed behind,
 * moves whole to the next page when it is not already at a page top (§4.4; margins at the break
 * truncate): the flow goes back to `saved` for it.
 */
function placeBlock(
  child: BlockBox,
  placed: ReturnType<typeof amongFloats>,
  saved: FlowState,
  floatMark: number,
  flow: FlowState,
  ctx: LayoutContext,
): LaidOutBlock {
  const f = ctx.fragmentainer;
  const result = layoutBlockBox(child, placed.area, placed.geom, placed.margins, flow, ctx, false);
  const { fragment } = result;
  if (!f.paginated || fragment.height <= 0 || f.atPageTop(fragment.y)) return result;
  const avoid = child.style.breakInside !== "auto" && !f.fits(fragment.y, fragment.height) &&
    fragment.height <= f.pageHeight;
  if (!avoid && !result.leadingPushed) return result;
  Object.assign(flow, saved);
  flow.floats.restore(floatMark);
  flow.cursor = f.nextPageTop(fragment.y);
  flow.pending = NO_MARGIN;
  flow.forcedBreak = null;
  if (flow.firstContentY === null) flow.firstContentPushed = true;
  const margins = { top: 0, bottom: placed.margins.bottom };
  return layoutBlockBox(child, placed.area, placed.geom, margins, flow, ctx, false);
}

/**
 * The content area for a child starting on the page the flow is at (or the page a pending
 * forced break goes to): resolved again when that page's area is wider or narrower than the
 * one the area was resolved against (a landscape named page in a portrait document, Paged
 * Media 3 §4.4; Chromium lays each page out at its own width).
 */
function onItsPage(area: ContentArea, flow: FlowState, ctx: LayoutContext): ContentArea {
  const f = ctx.fragmentainer;
  if (area.pageWidth === undefined || !f.paginated) return area;
  const top = flow.forcedBreak && flow.firstContentY !== null
    ? f.breakTop(flow.cursor, flow.forcedBreak)
    : flow.cursor;
  return areaOnPage(area, f.pageIndex(top), ctx);
}

/** The style that sizes a block child: a table wrapper's is its table's (§17.4). */
function sizedBy(child: BlockBox): ComputedStyle {
  return child.content.type === "table" ? child.content.table.style : child.style;
}

/** A block child's widths in a content area (a table's wrapper is sized by its table). */
function blockGeometry(child: BlockBox, area: ContentArea, ctx: LayoutContext): HorizontalGeometry {
  if (child.content.type === "table") {
    return tableWrapperGeometry(child.content.table, child.style, area.width, ctx);
  }
  // Sizing keywords and the aspect ratio may set the width (lib/layout/sizing).
  const style = resolveWidths(child, area, ctx);
  return horizontalGeometry(style, area.width);
}

/**
 * Where a block child goes among the floats of its BFC: below the floats it clears
 * (§9.5.2), and, when it is a BFC root, beside floats in the room they leave, or below
 * them where it does not fit (§9.5). A box moved down has its border-box top there:
 * the margins above it are spent (clearance). Updates `flow` for the move.
 */
function amongFloats(
  child: BlockBox,
  area: ContentArea,
  margins: { top: number; bottom: number },
  flow: FlowState,
  ctx: LayoutContext,
): { area: ContentArea; geom: HorizontalGeometry; margins: { top: number; bottom: number } } {
  const floats = flow.floats;
  // After a forced break the box starts a new page, below the floats of the last one.
  if (floats.empty || flow.forcedBreak) {
    return { area, geom: blockGeometry(child, area, ctx), margins };
  }
  const top = flow.cursor + flow.pending.with(margins.top).value;
  let y = Math.max(top, floats.clearance(child.style.clear));
  let room = area;
  const full = blockGeometry(child, area, ctx);
  let geom = full;
  if (startsBfc(child)) {
    for (;;) {
      const band = floats.band(y, 0, area.x, area.width);
      room = { ...area, x: band.x, width: band.width };
      // An auto width fills the room (so do `stretch` and `fit-content`); a set one
      // (percentages of the containing block, as Chromium resolves them) goes where it fits.
      geom = fillsRoom(sizedBy(child).width) ? blockGeometry(child, room, ctx) : full;
      const fits = borderBoxWidth(geom) <= band.width + 0.01;
      const next = fits ? null : floats.nextEdge(y, 0);
      if (next === null) break;
      y = next;
    }
  }
  if (y <= top) return { area: room, geom, margins };
  clearTo(flow, y, ctx);
  return { area: room, geom, margins: { top: 0, bottom: margins.bottom } };
}

/** Whether a width depends on the room beside floats (CSS 2.2 §10.3.3, Sizing 4 §3.1). */
function fillsRoom(width: SizeValue): boolean {
  return width === "auto" || width === "stretch" || width === "fit-content";
}

/**
 * A block's height rules in its containing block (CSS 2.2 §10.6.3, §10.7, Sizing 3/4): the
 * preferred height — `height`, `stretch` or the aspect ratio's — and the clamp by min/max-height
 * once the content height is known. Stretched, margins that collapse with the parent's count as
 * 0 (Sizing 4 §3.1).
 */
function blockAxis(
  box: BlockBox,
  area: ContentArea,
  geom: HorizontalGeometry,
  margins: { top: number; bottom: number },
  ctx: LayoutContext,
) {
  const { style, content } = box;
  const kept = (area.adjoining?.top ? 0 : margins.top) +
    (area.adjoining?.bottom ? 0 : margins.bottom);
  const space = heightSpace(style, area, { margins: kept });
  if (content.type === "replaced") {
    // Its height is known with its width and stays as it is (CSS 2.2 §10.6.2).
    const height = replacedHeight(style, naturalSizeOf(style, content, ctx), geom.width, area);
    return { preferred: { height, fromRatio: false }, clamp: () => height };
  }
  const preferred = preferredHeight(style, space, geom.width, ratioOf(style, area.width));
  return {
    preferred,
    /** The used content height for a height `height` and content `content` tall. */
    clamp: (height: number, content: number) =>
      clampHeight(style, height, content, space, preferred.fromRatio),
  };
}

/** A block box laid out in its parent's flow. */
interface LaidOutBlock extends EndedBox {
  /** Its first line went to a later page than its top (its top should follow). */
  leadingPushed: boolean;
  /** Its content box. */
  inner: ContentArea;
}

/**
 * Lays out one block box whose horizontal geometry is known, in its parent's flow.
 * A box that collapses through (empty, no border/padding/height) gets an empty
 * fragment and leaves its margins pending in the flow (§8.3.1).
 */
function layoutBlockBox(
  box: BlockBox,
  area: ContentArea,
  geom: HorizontalGeometry,
  margins: { top: number; bottom: number },
  flow: FlowState,
  ctx: LayoutContext,
  forceBfc: boolean,
): LaidOutBlock {
  const { padding } = geom;
  // A fieldset's rendered legend sits in its top border, which makes room for it (form/).
  const legend = box.legend ? layoutLegend(box.legend, geom, geom.border.top, ctx) : null;
  const border = legend ? { ...geom.border, top: legend.blockStart } : geom.border;
  const bfc = forceBfc || startsBfc(box);
  const topOpen = border.top === 0 && padding.top === 0 && !bfc;
  const heights = blockAxis(box, area, geom, margins, ctx);
  const fixedHeight = heights.preferred.height;
  const bottomOpen = border.bottom === 0 && padding.bottom === 0 && !bfc && fixedHeight === null;
  const x = area.x + geom.marginLeft;
  const inner: ContentArea = {
    x: x + border.left + padding.left,
    width: geom.width,
    height: fixedHeight,
    // Chromium lets a stretched child ignore the bottom margin even when this box's height
    // is set, which keeps it from collapsing (§8.3.1): no border or padding is what counts.
    adjoining: { top: topOpen, bottom: border.bottom === 0 && padding.bottom === 0 && !bfc },
    ...followingPages(box, area, ctx),
  };
  const children: Fragment[] = [];
  const pendingIn = flow.pending.with(margins.top);

  let top: number;
  let innerFlow: FlowState;
  let leadingPushed = false;
  if (topOpen) {
    // The box's top margin collapses with its first child's (§8.3.1): the flow's
    // pending margin travels into the box and resolves at its first content.
    innerFlow = newFlow(flow.cursor, pendingIn, box.marker ?? flow.marker, flow.floats);
    innerFlow.forcedBreak = flow.forcedBreak;
    if (flow.forcedBreak && flow.firstContentY !== null) {
      const pageTop = ctx.fragmentainer.breakTop(flow.cursor, flow.forcedBreak);
      innerFlow.cursor = pageTop;
      innerFlow.pending = CollapsedMargin.of(margins.top);
      innerFlow.forcedBreak = null;
    }
    layoutContents(box, inner, innerFlow, ctx, children);
    if (innerFlow.firstContentY === null) {
      if (bottomOpen && heights.clamp(0, 0) === 0) {
        // Collapsing through: nothing placed, all margins adjoin (§8.3.1). The box
        // still gets an empty fragment where the margins so far would put it.
        const y = innerFlow.cursor + innerFlow.pending.value;
        flow.pending = innerFlow.pending.with(margins.bottom);
        flow.marker = innerFlow.marker;
        // A forced break before it still comes before what follows, which starts the page
        // this empty box is on (as Chromium prints it).
        flow.forcedBreak = innerFlow.forcedBreak ?? flow.forcedBreak;
        const fragment = blockFragment(box, geom, geom.border, x, y, 0, children);
        return {
          fragment: withFloatOverhang(fragment, innerFlow.floats),
          leadingPushed: false,
          inner,
          contentEnd: null,
        };
      }
      // Empty but with a height of its own: its margins resolve here.
      flow.pending = innerFlow.pending;
      flow.cursor = innerFlow.cursor;
      flow.forcedBreak = innerFlow.forcedBreak;
      top = placeContent(flow, 0, ctx);
      innerFlow = newFlow(top, NO_MARGIN, null, flow.floats);
    } else {
      top = innerFlow.firstContentY;
      if (flow.firstContentY === null) {
        flow.firstContentY = top;
        flow.firstContentPushed = innerFlow.firstContentPushed;
      }
    }
  } else {
    const saveMarker = box.marker ?? flow.marker;
    flow.pending = pendingIn;
    top = placeContent(flow, border.top + padding.top, ctx);
    const floats = bfc ? new FloatSpace() : flow.floats;
    innerFlow = newFlow(top + border.top + padding.top, NO_MARGIN, saveMarker, floats);
    layoutContents(box, inner, innerFlow, ctx, children);
    const f = ctx.fragmentainer;
    leadingPushed = innerFlow.firstContentPushed && innerFlow.firstContentY !== null &&
      f.pageIndex(innerFlow.firstContentY) > f.pageIndex(top);
  }
  flow.marker = innerFlow.marker;
  flow.forcedBreak = innerFlow.forcedBreak;

  const contentTop = topOpen ? top : top + border.top + padding.top;
  let contentBottom = innerFlow.cursor;
  let trailing: CollapsedMargin;
  if (bottomOpen) {
    trailing = innerFlow.pending.with(margins.bottom);
  } else {
    contentBottom += Math.max(0, innerFlow.pending.value);
    trailing = CollapsedMargin.of(margins.bottom);
  }
  // A BFC root's auto height contains its floats (§10.6.7).
  if (bfc) contentBottom = Math.max(contentBottom, innerFlow.floats.bottom);
  const content = Math.max(0, contentBottom - contentTop);
  const contentHeight = heights.clamp(fixedHeight ?? content, content);
  const height = border.top + padding.top + contentHeight + padding.bottom + border.bottom;
  flow.cursor = top + height;
  flow.pending = trailing;
  const fragment = blockFragment(box, geom, border, x, top, height, children);
  if (legend) placeLegend(fragment, legend, geom.border);
  // Content sizes the box when its height is its content's: then the end edges follow it.
  const sized = innerFlow.firstContentY !== null && contentHeight === content;
  const lastContent = bfc ? Math.max(innerFlow.cursor, innerFlow.floats.bottom) : innerFlow.cursor;
  return {
    fragment: withFloatOverhang(fragment, innerFlow.floats),
    leadingPushed,
    inner,
    contentEnd: sized ? lastContent : null,
  };
}

/**
 * How a block's content area follows the pages its content reaches: on a page of another
 * width the box's widths are resolved again in its containing block there, so auto and
 * percentage widths (and auto margins) follow the page's while fixed widths stay, as
 * Chromium lays out each fragment in its own fragmentainer (Fragmentation 3 §4.1).
 */
function followingPages(
  box: BlockBox,
  area: ContentArea,
  ctx: LayoutContext,
): Pick<ContentArea, "pageWidth" | "onPage"> {
  const { pageWidth, onPage } = area;
  if (pageWidth === undefined || !onPage) return {};
  const resolve = perPageWidth((width): AreaOnPage => {
    const outer = { ...area, ...onPage(width) };
    const geom = alignedChild(blockGeometry(box, outer, ctx), box.style, outer);
    return {
      x: outer.x + geom.marginLeft + geom.border.left + geom.padding.left,
      width: geom.width,
      pageWidth: width,
      onPage: resolve,
    };
  });
  return { pageWidth, onPage: resolve };
}

/**
 * Records how far floats among a box's children reach below it: they overflow a box
 * that is not a BFC root (§9.5), and paint must find them on the pages they reach.
 */
function withFloatOverhang(fragment: BoxFragment, floats: FloatSpace): BoxFragment {
  if (floats.empty) return fragment;
  const bottom = fragment.y + fragment.height;
  let reach = bottom;
  for (const child of fragment.children) {
    if (child.kind !== "box") continue;
    if (isFloat(child.style) || child.floatOverhang) {
      reach = Math.max(reach, child.y + child.height + (child.floatOverhang ?? 0));
    }
  }
  if (reach > bottom) fragment.floatOverhang = reach - bottom;
  return fragment;
}

/**
 * The fragment of a block box of widths `geom` with borders `border` (a fieldset's top one is as
 * tall as its legend, placeLegend gives it back), `height` tall.
 */
function blockFragment(
  box: BlockBox,
  geom: HorizontalGeometry,
  border: Sides,
  x: number,
  y: number,
  height: number,
  children: Fragment[],
): BoxFragment {
  return {
    kind: "box",
    style: box.style,
    element: box.element,
    x,
    y,
    width: borderBoxWidth(geom),
    height,
    border,
    padding: geom.padding,
    children: trimmed(children),
  };
}

/**
 * Lays out the root element's box in the page area's flow (the initial
 * containing block, §10.1). The root is a BFC root: its margins do not collapse
 * with its children's.
 */
export function layoutRoot(
  root: BlockBox,
  width: number,
  height: number | null,
  ctx: LayoutContext,
): BoxFragment {
  const pageWidth = ctx.fragmentainer.pageWidth(0) ?? undefined;
  // On a page of another width the initial containing block is that page's area.
  const onPage = (other: number): AreaOnPage => ({
    x: 0,
    width: width + other - (pageWidth ?? other),
    pageWidth: other,
    onPage,
  });
  const area: ContentArea = { x: 0, width, height, pageWidth, onPage };
  const flow = newFlow(0, NO_MARGIN, null, new FloatSpace());
  const geom = horizontalGeometry(root.style, width);
  const margins = verticalMargins(root.style, width);
  const fragment = layoutBlockBox(root, area, geom, margins, flow, ctx, true).fragment;
  // The initial containing block is the first page area (CSS 2.2 §10.1, Paged Media 3 §3).
  const f = ctx.fragmentainer;
  const icbHeight = f.paginated ? f.pageHeight : fragment.height;
  placePositioned(fragment, { x: 0, y: 0, width, height: icbHeight }, ctx);
  return fragment;
}

/**
 * Lays out a block box on its own, its margin box's top-left at x = 0 and flow position
 * `top` — 0 for atomic inlines (§10.3.9 / §10.6.6), its place in the flow for a float,
 * which is then moved sideways (§10.3.5): a BFC root, so no margin escapes it. Its percentage
 * and `stretch` heights are of `cbHeight`, its containing block's height (null: indefinite).
 */
export function layoutIsolated(
  box: BlockBox,
  geom: HorizontalGeometry,
  ctx: LayoutContext,
  top = 0,
  cbHeight: number | null = null,
): BoxFragment {
  const width = outerWidth(geom);
  const area: ContentArea = { x: 0, width, height: cbHeight };
  const margins = verticalMargins(box.style, width);
  const flow = newFlow(top, NO_MARGIN, null, new FloatSpace());
  return layoutBlockBox(box, area, geom, margins, flow, ctx, true).fragment;
}

/**
 * Lays out a block container's contents as a BFC root (table cells, §17.4): from
 * `top`, in a content box at `x` of `width`. Returns the fragments and the content
 * height, which contains the last child's bottom margin (§10.6.7).
 */
export function layoutBfcContents(
  box: BlockBox,
  x: number,
  top: number,
  width: number,
  ctx: LayoutContext,
): { children: Fragment[]; height: number } {
  const flow = newFlow(top, NO_MARGIN, box.marker, new FloatSpace());
  const children: Fragment[] = [];
  layoutContents(box, { x, width, height: null }, flow, ctx, children);
  const inFlow = flow.firstContentY === null ? top : flow.cursor + Math.max(0, flow.pending.value);
  // The cell contains its floats (§10.6.7).
  const bottom = Math.max(inFlow, flow.floats.bottom);
  return { children: trimmed(children), height: bottom - top };
}
