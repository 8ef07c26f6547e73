/**
 * Inline formatting (CSS 2.2 §9.4.2): a block container's inline content is
 * measured into words, broken into lines (line_breaker.ts), each line measured
 * (line_box.ts), and the lines placed in the fragmented flow honouring `orphans`
 * and `widows` (CSS Fragmentation 3 §4.4).
 */
import type { ComputedStyle } from "../css/types.ts";
import type { InlineNode } from "./box.ts";
import { type ContentArea, type FlowState, placeContent } from "./block.ts";
import type { LayoutContext } from "./context.ts";
import type { LineFragment } from "./fragment.ts";
import { resolveLength } from "./geometry.ts";
import { breakLines } from "./line_breaker.ts";
import { type LineMarker, type MeasuredLine, measureLine, type OpenBox } from "./line_box.ts";
import { NO_MARGIN } from "./margin_collapse.ts";
import { prepareParagraph } from "./paragraph.ts";

/**
 * Lays out inline content into line boxes placed in `flow`. Breaks between lines
 * respect `orphans` and `widows` where the page allows (§4.4 rules).
 */
export function layoutInline(
  nodes: InlineNode[],
  container: ComputedStyle,
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
): LineFragment[] {
  const words = prepareParagraph(nodes, container, area.width, ctx);
  const indent = resolveLength(container.textIndent, area.width);
  const lines = breakLines(words, (i) => area.width - (i === 0 ? indent : 0));
  const marker: LineMarker | null = flow.marker?.kind === "text"
    ? { kind: "text", words: prepareParagraph(flow.marker.nodes, container, area.width, ctx) }
    : flow.marker;
  const open: OpenBox[] = [];
  const measured: MeasuredLine[] = [];
  lines.forEach((line, i) => {
    const m = measureLine(
      {
        line,
        isFirst: i === 0,
        isLast: i === lines.length - 1,
        open,
        marker: measured.length === 0 ? marker : null,
      },
      container,
      area,
      ctx,
    );
    if (m) measured.push(m);
  });
  if (!measured.length) return [];
  flow.marker = null;
  const tops = placeLines(measured.map((m) => m.height), container, flow, ctx);
  return measured.map((m, i) => m.emit(tops[i]));
}

/** Finds line positions, moving breaks earlier to satisfy widows and orphans. */
function placeLines(
  heights: number[],
  container: ComputedStyle,
  flow: FlowState,
  ctx: LayoutContext,
): number[] {
  const f = ctx.fragmentainer;
  const n = heights.length;
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
        const top = placeContent(sim, heights[i], ctx);
        if (wasEmpty) sim.firstContentPushed = true;
        tops.push(top);
        pageStart = i;
        continue;
      }
      const top = placeContent(sim, heights[i], ctx);
      if (i > 0 && f.pageIndex(top) > f.pageIndex(tops[i - 1])) {
        let b = i;
        if (n - b < widows) b = Math.min(b, Math.max(pageStart + orphans, n - widows));
        if (b - pageStart < orphans) {
          // Too few lines would stay behind: move the whole paragraph when it starts this page.
          b = pageStart === 0 && !f.atPageTop(tops[0]) ? 0 : i;
        }
        if (b !== i) {
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
