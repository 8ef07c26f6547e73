/**
 * Inline formatting (CSS 2.2 §9.4.2): a block container's inline content is
 * measured into words, broken into lines (line_breaker.ts), each line measured
 * (line_box.ts), and the lines placed in the fragmented flow honouring `orphans`
 * and `widows` (CSS Fragmentation 3 §4.4). Lines beside floats are shortened, and
 * floats met in the content are placed as their lines are reached (§9.5).
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox, InlineNode } from "../box.ts";
import {
  areaOnPage,
  clearTo,
  type ContentArea,
  type FlowState,
  NO_MARGIN,
  placeContent,
} from "../block/mod.ts";
import type { LayoutContext } from "../context.ts";
import { type Band, floatWidth, layoutFloat } from "../float/mod.ts";
import type { BoxFragment, Fragment } from "../fragment.ts";
import { resolveLength } from "../geometry.ts";
import { isOutOfFlow, staticPosition } from "../positioned/mod.ts";
import { type FloatUnit, LineBreaker, type LineSpace, type LineWords } from "./line_breaker.ts";
import { type LineMarker, type MeasuredLine, measureLine, type OpenBox } from "./line_box.ts";
import { type InlineBoxInfo, prepareParagraph } from "./paragraph.ts";
import { elementBoxesOn, emptyLineBox } from "./empty_line_boxes.ts";
import { fontBox } from "./text_measure.ts";

/** A measured line and the flow position floats keep it below (-Infinity when none do). */
interface LineAt {
  line: MeasuredLine;
  below: number;
  /** Absolutely positioned boxes met on the line. */
  positioned: MetOnLine[];
  /** Inline boxes of elements met on empty lines before it, which start where it does. */
  empty: InlineBoxInfo[];
}

/** An absolutely positioned box met on a line, `offset` px after the line's content start. */
interface MetOnLine {
  box: BlockBox;
  offset: number;
}

/**
 * The placeholder of an absolutely positioned box met on a line whose top is at `top`
 * (CSS 2.2 §10.3.7, §10.6.4, as Chromium places it): an inline-level box where it is met,
 * after text-align moved the line's content; a block-level one at the content box's left
 * edge, below the line when content precedes it there, as the block it would have been
 * would follow that content.
 */
function staticOnLine(met: MetOnLine, line: MeasuredLine, top: number, area: ContentArea) {
  if (!met.box.wasBlockLevel) return staticPosition(met.box, line.at(met.offset), top);
  return staticPosition(met.box, area.x, met.offset > 0 ? top + line.height : top);
}

/** Places a line in `flow`, no higher than `below` (its block's top stays where it was). */
function placeLine(flow: FlowState, { line, below }: LineAt, ctx: LayoutContext): number {
  if (below > flow.cursor + flow.pending.value) clearTo(flow, below, ctx);
  return placeContent(flow, line.height, ctx);
}

/**
 * Lays out inline content into line boxes placed in `flow`, and the floats in it.
 * Breaks between lines respect `orphans` and `widows` where the page allows (§4.4).
 */
export function layoutInline(
  nodes: InlineNode[],
  container: ComputedStyle,
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
): Fragment[] {
  const words = prepareParagraph(nodes, container, area.width, ctx);
  const textIndent = resolveLength(container.textIndent, area.width);
  const marker: LineMarker | null = flow.marker?.kind === "text"
    ? { kind: "text", words: prepareParagraph(flow.marker.nodes, container, area.width, ctx) }
    : flow.marker;
  const floats = flow.floats;
  const floatFragments: BoxFragment[] = [];
  // Beside floats a line's width depends on where it goes: lines are followed down the
  // flow as pagination will place them (before orphans and widows move any).
  const sim: FlowState = { ...flow };
  const lineTopFor = (height: number) => placeContent({ ...sim }, height, ctx);
  const nextTop = () => lineTopFor(0);
  // Floats are queried over a strut-high band at the line's top.
  const strut = fontBox(container, ctx).lineHeight;
  const placeFloat = (unit: FloatUnit, top: number) => {
    floatFragments.push(layoutFloat(unit.box, area, top, floats, ctx));
  };
  // Absolutely positioned boxes met on the line being built keep where they are met, for
  // their static positions once the line is aligned and placed (staticOnLine); positioned/
  // lays them out once their containing block is.
  let met: MetOnLine[] = [];
  // Elements met on empty lines (empty_line_boxes.ts) start where the next line would.
  let empty: InlineBoxInfo[] = [];

  const open: OpenBox[] = [];
  const lines: LineAt[] = [];
  const breaker = new LineBreaker(words);
  let below: FloatUnit[] = [];
  let top = 0;
  // A `<br clear>` ends its line and starts the next below the floats it clears.
  let clearTo = -Infinity;
  let indent = textIndent;
  // The area on the page the line goes to.
  let page = area;
  let band: Band = area;
  const space: LineSpace = {
    width: () => band.width - indent,
    // A float goes no higher than the line it is met on (§9.5.1 rule 6): at its top if
    // it fits beside what the line already holds, else, as browsers do, below it.
    float(unit, used, inWord) {
      if (isOutOfFlow(unit.box.style)) {
        met.push({ box: unit.box, offset: used + inWord });
        return;
      }
      if (used > 0 && used + floatWidth(unit.box, area, ctx) > band.width - indent + 0.01) {
        below.push(unit);
        return;
      }
      placeFloat(unit, top);
      band = floats.band(top, strut, page.x, page.width);
    },
  };
  for (let index = 0; !breaker.done; index++) {
    const lineTop = nextTop();
    top = Math.max(lineTop, clearTo);
    for (const unit of below) placeFloat(unit, top);
    below = [];
    indent = index === 0 ? textIndent : 0;
    // A line on a page of another width is as wide as that page makes the block (Chromium;
    // Fragmentation 3 §4.1); its page is where a strut-high line would go.
    page = areaOnPage(area, ctx.fragmentainer.pageIndex(Math.max(lineTopFor(strut), top)), ctx);
    band = floats.band(top, strut, page.x, page.width);
    // A line too short for its first word beside floats moves down past them (§9.5).
    while (band.width < page.width && breaker.nextWidth > band.width - indent) {
      const edge = floats.nextEdge(top, strut);
      if (edge === null) break;
      top = edge;
      band = floats.band(top, strut, page.x, page.width);
    }
    const words = breaker.next(space);
    const measured = measureLine(
      {
        line: words,
        isLast: breaker.done,
        indent,
        open,
        marker: lines.length === 0 ? marker : null,
      },
      container,
      { ...area, x: band.x, width: band.width },
      ctx,
    );
    // Boxes met on a line with nothing else wait for the next line.
    if (!measured) {
      empty.push(...elementBoxesOn(words));
      continue;
    }
    const floor = top > lineTop ? top : -Infinity;
    const line = { line: measured, below: floor, positioned: met, empty };
    met = [];
    empty = [];
    placeLine(sim, line, ctx);
    lines.push(line);
    clearTo = floats.clearance(breakClear(words));
  }
  for (const unit of below) placeFloat(unit, nextTop());
  // Boxes met after the last line's content start where a next line would.
  const trailing = (x: number) => {
    const y = placeContent({ ...flow }, 0, ctx);
    return [
      ...met.map((m) => staticPosition(m.box, x, y)),
      ...empty.map((box) => emptyLineBox(box, x, y)),
    ];
  };
  if (!lines.length) return [...floatFragments, ...trailing(area.x + textIndent)];
  flow.marker = null;
  const tops = placeLines(lines, container, flow, ctx);
  flow.cursor = Math.max(flow.cursor, clearTo);
  const placeholders = lines.flatMap((l, i) => [
    ...l.positioned.map((m) => staticOnLine(m, l.line, tops[i], area)),
    ...l.empty.map((box) => emptyLineBox(box, area.x, tops[i])),
  ]);
  return [
    ...lines.map((l, i) => l.line.emit(tops[i])),
    ...floatFragments,
    ...placeholders,
    ...trailing(area.x),
  ];
}

/** The `clear` of the forced break that ends a line (HTML `<br clear>`), else none. */
function breakClear(line: LineWords): ComputedStyle["clear"] {
  const last = line.words.at(-1)?.units.at(-1);
  return last?.kind === "break" ? last.style.clear : "none";
}

/** Finds line positions, moving breaks earlier to satisfy widows and orphans. */
function placeLines(
  lines: LineAt[],
  container: ComputedStyle,
  flow: FlowState,
  ctx: LayoutContext,
): number[] {
  const f = ctx.fragmentainer;
  const n = lines.length;
  const orphans = Math.max(1, container.orphans);
  const widows = Math.max(1, container.widows);
  const breakBefore = new Set<number>();
  for (let attempt = 0; attempt <= n; attempt++) {
    const sim: FlowState = { ...flow };
    const tops: number[] = [];
    let pageStart = 0;
    let retry = false;
    for (let i = 0; i < n; i++) {
      if (breakBefore.has(i) && f.paginated) {
        const wasEmpty = sim.firstContentY === null;
        sim.cursor = f.nextPageTop(sim.cursor + Math.max(0, sim.pending.value));
        sim.pending = NO_MARGIN;
        const top = placeLine(sim, lines[i], ctx);
        if (wasEmpty) sim.firstContentPushed = true;
        tops.push(top);
        pageStart = i;
        continue;
      }
      const top = placeLine(sim, lines[i], ctx);
      if (i > 0 && f.pageIndex(top) > f.pageIndex(tops[i - 1])) {
        let b = i;
        if (n - b < widows) b = Math.min(b, Math.max(pageStart + orphans, n - widows));
        if (b - pageStart < orphans) {
          // Too few lines would stay behind: move the whole paragraph when it starts this page.
          b = pageStart === 0 && !f.atPageTop(tops[0]) ? 0 : i;
        }
        // A break already made there changes nothing (a line floats pushed pages down).
        if (b !== i && !breakBefore.has(b)) {
          breakBefore.add(b);
          retry = true;
          break;
        }
        pageStart = i;
      }
      tops.push(top);
    }
    if (!retry) {
      Object.assign(flow, sim);
      return tops;
    }
  }
  throw new Error("unreachable: line placement did not settle");
}
