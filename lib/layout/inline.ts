/**
 * Inline formatting (CSS 2.2 §9.4.2, §10.8): words are broken into lines, each
 * line box is as tall as its inline boxes' line-height extents aligned on a
 * common baseline (vertical-align), content is aligned by `text-align`, and
 * lines are placed in the fragmented flow honouring `orphans` and `widows`
 * (CSS Fragmentation 3 §4.4).
 */
import type { ComputedStyle } from "../css/types.ts";
import type { ShapedRun } from "../text/types.ts";
import type { InlineNode } from "./box.ts";
import { type ContentArea, type FlowState, placeContent } from "./block.ts";
import type { LayoutContext } from "./context.ts";
import type {
  BoxFragment,
  InlineBoxFragment,
  InlineFragment,
  LineFragment,
  TextFragment,
} from "./fragment.ts";
import { hasPercent, resolveLength } from "./geometry.ts";
import { breakLines, type LineWords } from "./line_breaker.ts";
import { type InlineBoxInfo, prepareParagraph, type Unit, type Word } from "./paragraph.ts";
import { type FontBox, fontBox } from "./text_measure.ts";
import { NO_MARGIN } from "./margin_collapse.ts";
import { translateFragment } from "./translate.ts";

/** Vertical extent relative to the baseline (negative = above). */
interface Extent {
  top: number;
  bottom: number;
}

/** An inline box open on a line, with the baseline shift vertical-align gave it. */
interface OpenBox {
  info: InlineBoxInfo;
  shift: number;
  font: FontBox;
}

/** A line measured but not yet placed: `emit` positions it at a flow y. */
interface MeasuredLine {
  height: number;
  emit(y: number): LineFragment;
}

/**
 * Half-leading model (§10.8.1): the inline box of a font box and line-height.
 * Blink rounds the half-leading above the text down and gives the rest below.
 */
function leadingExtent(font: FontBox, shift: number): Extent {
  const leading = font.lineHeight - (font.ascent + font.descent);
  const above = Math.floor(leading / 2);
  return { top: shift - font.ascent - above, bottom: shift + font.descent + (leading - above) };
}

/** Baseline shift of a box relative to its parent's baseline (§10.8.1 vertical-align), y down. */
function baselineShift(
  style: ComputedStyle,
  own: { ascent: number; descent: number; lineHeight: number },
  parentStyle: ComputedStyle,
  parentFont: FontBox,
): number {
  const va = style.verticalAlign;
  if (typeof va === "object") {
    return -resolveLength(va, own.lineHeight);
  }
  switch (va) {
    // Chromium's sub/super offsets: a fifth and a third of the parent's font size, plus 1px.
    case "sub":
      return parentStyle.fontSize / 5 + 1;
    case "super":
      return -(parentStyle.fontSize / 3 + 1);
    case "text-top":
      return own.ascent - parentFont.ascent;
    case "text-bottom":
      return parentFont.descent - own.descent;
    case "middle":
      return -parentFont.xHeight / 2 + (own.ascent - own.descent) / 2;
    default:
      // baseline; top and bottom align to the line box and come with the CSS issue.
      return 0;
  }
}

/** Baseline of an atomic inline: its last line box's, else its bottom margin edge (§10.8.1). */
function atomicBaseline(fragment: BoxFragment, marginBottom: number): number {
  const find = (f: BoxFragment): number | null => {
    if (f.style.overflow !== "visible" && f !== fragment) return null;
    for (let i = f.children.length - 1; i >= 0; i--) {
      const child = f.children[i];
      if (child.kind === "line") return child.baseline;
      const inner = find(child);
      if (inner !== null) return inner;
    }
    return null;
  };
  const found = fragment.style.overflow === "visible" ? find(fragment) : null;
  return (found ?? fragment.y + fragment.height + marginBottom) - fragment.y;
}

function isSpaceGlyphText(text: string): boolean {
  return text === " ";
}

/** Copies runs, widening each expandable space by `extra` (text-align: justify, CSS Text 3 §7.3). */
function justifyRuns(runs: ShapedRun[], extra: number, skipTrailing: number): ShapedRun[] {
  let remainingTrailing = skipTrailing;
  const out = runs.map((run) => ({ ...run, glyphs: run.glyphs.map((g) => ({ ...g })) }));
  // Trailing hanging spaces are not expanded: walk them from the end first.
  const expandable = new Set<object>();
  for (const run of out) {
    for (const g of run.glyphs) if (isSpaceGlyphText(g.text)) expandable.add(g);
  }
  for (let r = out.length - 1; r >= 0 && remainingTrailing > 0; r--) {
    for (let g = out[r].glyphs.length - 1; g >= 0 && remainingTrailing > 0; g--) {
      const glyph = out[r].glyphs[g];
      if (!isSpaceGlyphText(glyph.text)) {
        remainingTrailing = 0;
        break;
      }
      expandable.delete(glyph);
      remainingTrailing--;
    }
  }
  for (const run of out) {
    for (const g of run.glyphs) {
      if (expandable.has(g)) {
        g.advance += extra;
        run.width += extra;
      }
    }
  }
  return out;
}

function countSpaces(units: Unit[]): number {
  let n = 0;
  for (const u of units) {
    if (u.kind !== "text") continue;
    for (const run of u.runs) for (const g of run.glyphs) if (isSpaceGlyphText(g.text)) n++;
  }
  return n;
}

function trailingSpaceCount(units: Unit[]): number {
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i];
    if (u.kind === "close") continue;
    if (u.kind !== "text") return 0;
    const m = /( *)$/.exec(u.text);
    return m ? m[1].length : 0;
  }
  return 0;
}

interface LineInput {
  line: LineWords;
  isFirst: boolean;
  isLast: boolean;
  /** Boxes left open by the previous line; updated to those left open by this one. */
  open: OpenBox[];
  marker: Word[] | null;
}

function measureLine(
  input: LineInput,
  container: ComputedStyle,
  area: ContentArea,
  ctx: LayoutContext,
): MeasuredLine | null {
  const { line, isFirst } = input;
  const units = line.words.flatMap((w) => w.units);
  const meaningful = units.some((u) =>
    (u.kind === "text" && u.text.trim() !== "") || u.kind === "atomic" || u.kind === "break" ||
    ((u.kind === "open" || u.kind === "close") && u.width > 0) ||
    (u.kind === "text" &&
      (u.style.whiteSpace === "pre" || u.style.whiteSpace === "pre-wrap" ||
        u.style.whiteSpace === "break-spaces"))
  );
  if (!meaningful) return null;

  const strut = fontBox(container, ctx);
  let extent = leadingExtent(strut, 0);
  const grow = (e: Extent) => {
    extent = { top: Math.min(extent.top, e.top), bottom: Math.max(extent.bottom, e.bottom) };
  };
  const openAtStart = [...input.open];
  const stack = [...input.open];
  const parentOf = () => stack.length ? stack[stack.length - 1] : null;
  for (const box of stack) grow(leadingExtent(box.font, box.shift));

  interface Placed {
    unit: Unit;
    shift: number;
    atomicBaseline?: number;
    box?: OpenBox;
  }
  const placed: Placed[] = [];
  for (const unit of units) {
    const parent = parentOf();
    const parentStyle = parent?.info.style ?? container;
    const parentFont = parent?.font ?? strut;
    const parentShift = parent?.shift ?? 0;
    switch (unit.kind) {
      case "open": {
        const font = fontBox(unit.box.style, ctx);
        const box: OpenBox = {
          info: unit.box,
          font,
          shift: parentShift + baselineShift(unit.box.style, font, parentStyle, parentFont),
        };
        stack.push(box);
        grow(leadingExtent(font, box.shift));
        placed.push({ unit, shift: box.shift, box });
        break;
      }
      case "close": {
        const box = stack.pop();
        placed.push({ unit, shift: box?.shift ?? 0, box });
        break;
      }
      case "text":
        grow(leadingExtent(fontBox(unit.style, ctx), parentShift));
        placed.push({ unit, shift: parentShift });
        break;
      case "atomic": {
        const mt = unit.fragment.y;
        const marginBox = unit.fragment.height + mt + resolveMarginBottom(unit);
        const base = atomicBaseline(unit.fragment, resolveMarginBottom(unit)) + mt;
        const shift = parentShift +
          baselineShift(
            unit.style,
            { ascent: base, descent: marginBox - base, lineHeight: marginBox },
            parentStyle,
            parentFont,
          );
        grow({ top: shift - base, bottom: shift + marginBox - base });
        placed.push({ unit, shift, atomicBaseline: base });
        break;
      }
      case "break":
        placed.push({ unit, shift: parentShift });
        break;
    }
  }
  const markerUnits = input.marker?.flatMap((w) => w.units) ?? [];
  for (const u of markerUnits) if (u.kind === "text") grow(leadingExtent(fontBox(u.style, ctx), 0));
  input.open.splice(0, input.open.length, ...stack);

  // Horizontal: alignment (CSS Text 3 §7.1) against the available width.
  const hang = line.words.length ? line.words[line.words.length - 1].hang : 0;
  const contentWidth = units.reduce((s, u) => s + ("width" in u ? u.width : 0), 0) - hang;
  const indent = isFirst ? resolveLength(container.textIndent, area.width) : 0;
  const available = area.width - indent;
  const free = available - contentWidth;
  let offset = 0;
  let spaceExtra = 0;
  const align = container.textAlign;
  const justifyThis = align === "justify" && !input.isLast && !line.forced;
  if (justifyThis && free > 0) {
    const spaces = countSpaces(units) - trailingSpaceCount(units);
    if (spaces > 0) spaceExtra = free / spaces;
  } else if (free > 0) {
    if (align === "right" || align === "end") offset = free;
    else if (align === "center") offset = free / 2;
  }
  const trailing = trailingSpaceCount(units);
  const lastTextIndex = (() => {
    for (let i = units.length - 1; i >= 0; i--) if (units[i].kind === "text") return i;
    return -1;
  })();

  const height = extent.bottom - extent.top;
  const baselineOffset = -extent.top;
  const startX = area.x + indent + offset;

  return {
    height,
    emit(y: number): LineFragment {
      const baseline = y + baselineOffset;
      const children: (InlineFragment | null)[] = [];
      const pieces = new Map<OpenBox, { index: number; start: number; first: boolean }>();
      let x = startX;
      for (const box of openAtStart) {
        pieces.set(box, { index: children.length, start: x, first: false });
        children.push(null);
      }
      const closePiece = (box: OpenBox, end: number, last: boolean) => {
        const piece = pieces.get(box);
        if (!piece) return;
        pieces.delete(box);
        children[piece.index] = inlineBoxFragment(
          box,
          piece.start,
          end,
          baseline,
          piece.first,
          last,
        );
      };
      placed.forEach((p, i) => {
        const unit = p.unit;
        switch (unit.kind) {
          case "open":
            pieces.set(p.box!, {
              index: children.length,
              start: x + unit.box.marginLeft,
              first: true,
            });
            children.push(null);
            x += unit.width;
            break;
          case "close":
            if (p.box) closePiece(p.box, x + unit.box.padding.right + unit.box.border.right, true);
            x += unit.width;
            break;
          case "text": {
            const runs = spaceExtra > 0
              ? justifyRuns(unit.runs, spaceExtra, i === lastTextIndex ? trailing : 0)
              : unit.runs;
            for (const run of runs) {
              const fragment: TextFragment = {
                kind: "text",
                x,
                baseline: baseline + p.shift,
                run,
                style: unit.style,
                decorations: unit.decorations,
              };
              children.push(fragment);
              x += run.width;
            }
            break;
          }
          case "atomic": {
            const frag = structuredCloneFragment(unit.fragment);
            translateFragment(frag, x, baseline + p.shift - p.atomicBaseline!);
            children.push(frag);
            x += unit.width;
            break;
          }
        }
      });
      for (const box of [...pieces.keys()]) closePiece(box, x, false);
      if (markerUnits.length) {
        const markerWidth = markerUnits.reduce((s, u) => s + ("width" in u ? u.width : 0), 0);
        let mx = area.x - markerWidth;
        for (const u of markerUnits) {
          if (u.kind !== "text") continue;
          for (const run of u.runs) {
            children.push({ kind: "text", x: mx, baseline, run, style: u.style, decorations: [] });
            mx += run.width;
          }
        }
      }
      return {
        kind: "line",
        x: area.x,
        y,
        width: area.width,
        height,
        baseline,
        children: children.filter((c): c is InlineFragment => c !== null),
      };
    },
  };
}

function resolveMarginBottom(unit: Extract<Unit, { kind: "atomic" }>): number {
  const mb = unit.style.marginBottom;
  return mb === "auto" || hasPercent(mb) ? 0 : resolveLength(mb, 0);
}

function inlineBoxFragment(
  box: OpenBox,
  start: number,
  end: number,
  baseline: number,
  first: boolean,
  last: boolean,
): InlineBoxFragment {
  const { info, font, shift } = box;
  // Slice decoration (CSS Fragmentation 3 §5.4, box-decoration-break: slice): only the
  // first piece has the start border and padding, only the last the end ones.
  const border = {
    ...info.border,
    left: first ? info.border.left : 0,
    right: last ? info.border.right : 0,
  };
  const padding = {
    ...info.padding,
    left: first ? info.padding.left : 0,
    right: last ? info.padding.right : 0,
  };
  const contentTop = baseline + shift - font.ascent;
  const y = contentTop - info.padding.top - info.border.top;
  return {
    kind: "inline-box",
    style: info.style,
    element: info.element,
    x: start,
    y,
    width: Math.max(0, end - start),
    height: font.ascent + font.descent + info.padding.top + info.padding.bottom + info.border.top +
      info.border.bottom,
    border,
    padding,
  };
}

function structuredCloneFragment(fragment: BoxFragment): BoxFragment {
  const clone = (f: BoxFragment | LineFragment | InlineFragment): typeof f => {
    if (f.kind === "box") return { ...f, children: f.children.map((c) => clone(c) as typeof c) };
    if (f.kind === "line") return { ...f, children: f.children.map((c) => clone(c) as typeof c) };
    return { ...f };
  };
  return clone(fragment) as BoxFragment;
}

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
  const marker = flow.marker ? prepareParagraph(flow.marker, container, area.width, ctx) : null;
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
