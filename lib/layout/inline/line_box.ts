/**
 * One line box (CSS 2.2 §10.8, CSS Inline 3): the inline boxes on it are aligned
 * on a common baseline by `vertical-align`, the line is as tall as their
 * line-height extents, `top`/`bottom`-aligned subtrees are placed against the
 * finished line, and the content is aligned horizontally by `text-align`
 * (CSS Text 3 §7). Measuring is separate from placing: the line's height is
 * known before pagination decides where it goes.
 */
import type { ComputedStyle } from "../../css/types.ts";
import { isScrollContainer } from "../../css/mod.ts";
import type { ContentArea } from "../block/mod.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, InlineBoxFragment, InlineFragment, LineFragment } from "../fragment.ts";
import { trimmed } from "../trimmed.ts";
import { hasPercent, resolveLength } from "../geometry.ts";
import { expandableSpaces, justifyRuns, spaceCount, trailingSpaces } from "./justify.ts";
import type { LineWords } from "./line_breaker.ts";
import type { InlineBoxInfo, Unit, Word } from "./paragraph.ts";
import { isFloat, type Marker } from "../box.ts";
import { type FontBox, fontBox } from "./text_measure.ts";
import { outsideSymbolX, symbolSide, symbolTop } from "./symbol_marker.ts";
import { translateFragment } from "../translate.ts";
import { RelativeShifts } from "../positioned/mod.ts";
import { firstBaseline as flexBaseline } from "../flex/mod.ts";

/** Vertical extent relative to the line's baseline (negative = above). */
interface Extent {
  top: number;
  bottom: number;
}

/** An inline box open on a line, with the baseline shift vertical-align gave it. */
export interface OpenBox {
  info: InlineBoxInfo;
  shift: number;
  font: FontBox;
}

/** A line measured but not yet placed: `emit` positions it at a flow y. */
export interface MeasuredLine {
  height: number;
  /**
   * The x of a point `offset` px into the line's content as measured: past the indent, what
   * text-align puts first and what justification adds to the spaces before it.
   */
  at(offset: number): number;
  emit(y: number): LineFragment;
}

export interface LineInput {
  line: LineWords;
  isLast: boolean;
  /** The text-indent (§7.1) of a paragraph's first line, resolved; 0 on other lines. */
  indent: number;
  /** Boxes left open by the previous line; updated to those left open by this one. */
  open: OpenBox[];
  /** An outside list marker to place beside this line. */
  marker: LineMarker | null;
}

/** An outside marker as the line box gets it: measured text, or a symbol to draw. */
export type LineMarker =
  | { kind: "text"; words: Word[] }
  | Extract<Marker, { kind: "symbol" }>;

/**
 * Half-leading model (§10.8.1): the inline box of a font box and line-height.
 * Blink rounds the half-leading above the text down and gives the rest below.
 */
function leadingExtent(font: FontBox, shift: number): Extent {
  const leading = font.lineHeight - (font.ascent + font.descent);
  const above = Math.floor(leading / 2);
  return { top: shift - font.ascent - above, bottom: shift + font.descent + (leading - above) };
}

type LineRelative = "top" | "bottom";

function lineRelative(style: ComputedStyle): LineRelative | null {
  const va = style.verticalAlign;
  return va === "top" || va === "bottom" ? va : null;
}

/** Baseline shift of a box relative to its parent's baseline (§10.8.1 vertical-align), y down. */
function baselineShift(
  style: ComputedStyle,
  own: { ascent: number; descent: number; lineHeight: number },
  parentStyle: ComputedStyle,
  parentFont: FontBox,
): number {
  const va = style.verticalAlign;
  if (typeof va === "object") return -resolveLength(va, own.lineHeight);
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
      // baseline; top and bottom are placed against the finished line box.
      return 0;
  }
}

/**
 * Baseline of an atomic inline: an inline-table's first row's, an inline-flex's or
 * inline-grid's first, any other's last line box's,
 * else its bottom margin edge (§10.8.1).
 */
function atomicBaseline(fragment: BoxFragment, marginBottom: number): number {
  if (fragment.style.display === "inline-table") {
    // The wrapper's table box (its captions have none) carries the first row's baseline.
    for (const child of fragment.children) {
      if (child.kind === "box" && child.baseline !== undefined) {
        return child.y + child.baseline - fragment.y;
      }
    }
  }
  // An inline flex container's is its first line's first item's (Flexbox 1 §8.5), an inline
  // grid's its first item's, which auto-placement puts in the first row (Grid 1 §10.7).
  if (fragment.style.display === "inline-flex" || fragment.style.display === "inline-grid") {
    const first = flexBaseline(fragment);
    if (first !== null) return first;
  }
  const find = (f: BoxFragment): number | null => {
    if (isScrollContainer(f.style) && f !== fragment) return null;
    for (let i = f.children.length - 1; i >= 0; i--) {
      const child = f.children[i];
      if (child.kind === "line") return child.baseline;
      if (isFloat(child.style)) continue;
      const inner = find(child);
      if (inner !== null) return inner;
    }
    return null;
  };
  const found = isScrollContainer(fragment.style) ? null : find(fragment);
  return (found ?? fragment.y + fragment.height + marginBottom) - fragment.y;
}

function marginBottomOf(style: ComputedStyle): number {
  const mb = style.marginBottom;
  return mb === "auto" || hasPercent(mb) ? 0 : resolveLength(mb, 0);
}

function cloneFragment<T extends BoxFragment | LineFragment | InlineFragment>(f: T): T {
  if (f.kind === "box" || f.kind === "line") {
    return { ...f, children: f.children.map((c) => cloneFragment(c)) } as T;
  }
  return { ...f };
}

/** Whether a line has anything that makes it a line box at all (§9.4.2: else it is empty). */
function hasContent(units: Unit[]): boolean {
  return units.some((u) =>
    (u.kind === "text" &&
      (u.text.trim() !== "" ||
        !(u.style.whiteSpace === "normal" || u.style.whiteSpace === "nowrap" ||
          u.style.whiteSpace === "pre-line"))) ||
    u.kind === "atomic" || u.kind === "break" || u.kind === "tab" || u.kind === "symbol" ||
    ((u.kind === "open" || u.kind === "close") && u.width > 0)
  );
}

/**
 * The side a line is aligned to (CSS Text 3 §7.1), or justify: text-align, or text-align-last
 * on a paragraph's last line and before a forced break (§7.2). Start and end are the sides
 * `direction` gives; Chromium's -webkit-left, -webkit-right and -webkit-center align inline
 * content as their plain keywords do.
 */
function lineAlignment(
  container: ComputedStyle,
  last: boolean,
): "left" | "right" | "center" | "justify" {
  const align = !last
    ? container.textAlign
    : container.textAlignLast !== "auto"
    ? container.textAlignLast
    : container.textAlign === "justify"
    ? "start"
    : container.textAlign;
  const rtl = container.direction === "rtl";
  switch (align) {
    case "start":
      return rtl ? "right" : "left";
    case "end":
      return rtl ? "left" : "right";
    case "-webkit-left":
      return "left";
    case "-webkit-right":
      return "right";
    case "-webkit-center":
      return "center";
    default:
      return align;
  }
}

interface Placed {
  unit: Unit;
  shift: number;
  atomicBaseline?: number;
  box?: OpenBox;
  /** Tab width on this line. */
  width?: number;
}

/** A top/bottom-aligned subtree: its extent relative to its own baseline, and its members. */
interface AlignedSubtree {
  align: LineRelative;
  extent: Extent;
  members: Placed[];
  boxes: OpenBox[];
}

export function measureLine(
  input: LineInput,
  container: ComputedStyle,
  area: ContentArea,
  ctx: LayoutContext,
): MeasuredLine | null {
  const { line } = input;
  const units = line.words.flatMap((w) => w.units);
  if (!hasContent(units)) return null;

  const strut = fontBox(container, ctx);
  let extent = leadingExtent(strut, 0);
  const aligned: AlignedSubtree[] = [];
  const openAligned: AlignedSubtree[] = [];
  const grow = (e: Extent) => {
    const target = openAligned.at(-1);
    if (target) {
      target.extent = {
        top: Math.min(target.extent.top, e.top),
        bottom: Math.max(target.extent.bottom, e.bottom),
      };
    } else {
      extent = { top: Math.min(extent.top, e.top), bottom: Math.max(extent.bottom, e.bottom) };
    }
  };
  const openAtStart = [...input.open];
  const stack = [...input.open];
  for (const box of stack) grow(leadingExtent(box.font, box.shift));

  const placed: Placed[] = [];
  const record = (p: Placed) => {
    placed.push(p);
    for (const subtree of openAligned) subtree.members.push(p);
  };
  for (const unit of units) {
    const parent = stack.at(-1) ?? null;
    const parentStyle = parent?.info.style ?? container;
    const parentFont = parent?.font ?? strut;
    const parentShift = parent?.shift ?? 0;
    switch (unit.kind) {
      case "open": {
        const font = fontBox(unit.box.style, ctx);
        const relative = lineRelative(unit.box.style);
        const box: OpenBox = {
          info: unit.box,
          font,
          shift: relative
            ? 0
            : parentShift + baselineShift(unit.box.style, font, parentStyle, parentFont),
        };
        if (relative) {
          const subtree: AlignedSubtree = {
            align: relative,
            extent: { top: 0, bottom: 0 },
            members: [],
            boxes: [],
          };
          openAligned.push(subtree);
          aligned.push(subtree);
          subtree.extent = leadingExtent(font, 0);
        }
        for (const subtree of openAligned) subtree.boxes.push(box);
        stack.push(box);
        grow(leadingExtent(font, box.shift));
        record({ unit, shift: box.shift, box });
        break;
      }
      case "close": {
        const box = stack.pop();
        record({ unit, shift: box?.shift ?? 0, box });
        if (box && lineRelative(box.info.style)) openAligned.pop();
        break;
      }
      case "text":
      case "symbol":
        grow(leadingExtent(fontBox(unit.style, ctx), parentShift));
        record({ unit, shift: parentShift });
        break;
      case "atomic": {
        const mt = unit.fragment.y;
        const marginBox = unit.fragment.height + mt + marginBottomOf(unit.style);
        const base = atomicBaseline(unit.fragment, marginBottomOf(unit.style)) + mt;
        const relative = lineRelative(unit.style);
        const shift = relative ? 0 : parentShift +
          baselineShift(
            unit.style,
            { ascent: base, descent: marginBox - base, lineHeight: marginBox },
            parentStyle,
            parentFont,
          );
        const own = { top: shift - base, bottom: shift + marginBox - base };
        const p: Placed = { unit, shift, atomicBaseline: base };
        if (relative) {
          aligned.push({ align: relative, extent: own, members: [p], boxes: [] });
          placed.push(p);
          for (const subtree of openAligned) subtree.members.push(p);
        } else {
          grow(own);
          record(p);
        }
        break;
      }
      default:
        record({ unit, shift: parentShift });
    }
  }
  const marker = input.marker;
  const markerUnits = marker?.kind === "text" ? marker.words.flatMap((w) => w.units) : [];
  for (const u of markerUnits) {
    if (u.kind === "text") grow(leadingExtent(fontBox(u.style, ctx), 0));
    // A marker image (list-style-image) stands on the baseline.
    if (u.kind === "atomic") grow({ top: -u.fragment.height, bottom: 0 });
  }
  if (marker?.kind === "symbol") grow(leadingExtent(fontBox(marker.style, ctx), 0));
  input.open.splice(0, input.open.length, ...stack);

  // top/bottom subtrees (§10.8.1): the line grows to the tallest, then each is moved
  // against the line's top or bottom edge.
  let height = extent.bottom - extent.top;
  for (const subtree of aligned) {
    height = Math.max(height, subtree.extent.bottom - subtree.extent.top);
  }
  for (const subtree of aligned) {
    const delta = subtree.align === "top"
      ? extent.top - subtree.extent.top
      : extent.top + height - subtree.extent.bottom;
    for (const p of subtree.members) p.shift += delta;
    for (const box of subtree.boxes) box.shift += delta;
  }
  const baselineOffset = -extent.top;

  // Horizontal: tab stops from the line's start, then alignment against the available width.
  const indent = input.indent;
  let x = 0;
  for (const p of placed) {
    if (p.unit.kind === "tab") {
      const stop = p.unit.stop;
      const next = (Math.floor((x + indent) / stop + 1e-6) + 1) * stop - indent;
      p.width = next - x;
    }
    x += p.width ?? ("width" in p.unit ? p.unit.width : 0);
  }
  const lastWord = line.words.at(-1);
  const lastText = units.findLast((u) => u.kind === "text");
  const hyphen = lastText?.kind === "text" && lastText === units.findLast((u) => u.kind !== "close")
    ? lastText.hyphen
    : null;
  const contentWidth = x - (lastWord?.hang ?? 0) + (hyphen?.width ?? 0);
  const available = area.width - indent;
  const free = available - contentWidth;
  const align = lineAlignment(container, input.isLast || line.forced);
  let offset = 0;
  let spaceExtra = 0;
  if (align === "justify" && free > 0) {
    const spaces = expandableSpaces(units);
    if (spaces > 0) spaceExtra = free / spaces;
  } else if (free > 0) {
    if (align === "right") offset = free;
    else if (align === "center") offset = free / 2;
  }
  const trailing = trailingSpaces(units);
  const lastTextUnit = lastText;
  // The indent is on the start side (CSS Text 3 §8.1): the right in right-to-left text.
  const startX = area.x + (container.direction === "rtl" ? 0 : indent) + offset;

  return {
    height,
    at(offset: number): number {
      if (spaceExtra === 0) return startX + offset;
      let x = 0;
      let spaces = 0;
      for (const p of placed) {
        const width = p.width ?? ("width" in p.unit ? p.unit.width : 0);
        if (x + width > offset + 0.01) break;
        x += width;
        spaces += spaceCount([p.unit]);
      }
      return startX + offset + spaces * spaceExtra;
    },
    emit(y: number): LineFragment {
      const baseline = y + baselineOffset;
      const children: (InlineFragment | null)[] = [];
      const pieces = new Map<OpenBox, { index: number; start: number; first: boolean }>();
      let pen = startX;
      const shifts = new RelativeShifts(area.width);
      // The spaces hanging at the line's end, once placed: the boxes that hold them end
      // before them, as the spaces a line ends with are removed (CSS Text 3 §4.1.3).
      let hanging = 0;
      for (const box of openAtStart) {
        shifts.enter(box.info.style);
        pieces.set(box, { index: children.length, start: pen, first: false });
        shifts.mark(children.length);
        children.push(null);
      }
      const closePiece = (box: OpenBox, end: number, last: boolean) => {
        const piece = pieces.get(box);
        if (!piece) return;
        pieces.delete(box);
        children[piece.index] = inlineBoxFragment(box, piece.start, end - hanging, baseline, {
          first: piece.first,
          last,
          contents: children.length - piece.index - 1,
        });
      };
      const pushRuns = (
        runs: Extract<Unit, { kind: "text" }>["runs"],
        style: ComputedStyle,
        shift: number,
        unit?: Extract<Unit, { kind: "text" }>,
      ) => {
        for (const run of runs) {
          shifts.mark(children.length);
          children.push({
            kind: "text",
            x: pen,
            baseline: baseline + shift,
            run,
            style,
            decorations: unit?.decorations ?? [],
            hangingSpace: 0,
          });
          pen += run.width;
        }
      };
      for (const p of placed) {
        const unit = p.unit;
        switch (unit.kind) {
          case "open":
            shifts.enter(unit.box.style);
            pieces.set(p.box!, {
              index: children.length,
              start: pen + unit.box.marginLeft,
              first: true,
            });
            shifts.mark(children.length);
            children.push(null);
            pen += unit.width;
            break;
          case "close":
            if (p.box) {
              closePiece(p.box, pen + unit.box.padding.right + unit.box.border.right, true);
              shifts.leave();
            }
            pen += unit.width;
            break;
          case "text": {
            const runs = spaceExtra > 0
              ? justifyRuns(unit.runs, spaceExtra, unit === lastTextUnit ? trailing : 0)
              : unit.runs;
            pushRuns(runs, unit.style, p.shift, unit);
            if (unit === lastTextUnit && !hyphen && lastWord?.hang) {
              const last = children.at(-1);
              if (last?.kind === "text") last.hangingSpace = hanging = lastWord.hang;
            }
            if (unit === lastTextUnit && hyphen) pushRuns(hyphen.runs, unit.style, p.shift, unit);
            break;
          }
          case "tab":
            pen += p.width ?? unit.width;
            break;
          case "symbol": {
            const font = fontBox(unit.style, ctx);
            shifts.mark(children.length);
            children.push({
              kind: "marker-symbol",
              shape: unit.shape,
              style: unit.style,
              x: pen,
              y: symbolTop(font, baseline + p.shift),
              size: symbolSide(font),
            });
            pen += unit.width;
            break;
          }
          case "atomic": {
            const frag = cloneFragment(unit.fragment);
            translateFragment(frag, pen, baseline + p.shift - p.atomicBaseline!);
            shifts.mark(children.length);
            children.push(frag);
            pen += unit.width;
            break;
          }
        }
      }
      for (const box of [...pieces.keys()]) closePiece(box, pen, false);
      shifts.apply(children);
      if (marker?.kind === "symbol") {
        const font = fontBox(marker.style, ctx);
        children.push({
          kind: "marker-symbol",
          shape: marker.shape,
          style: marker.style,
          x: outsideSymbolX(font, area.x),
          y: symbolTop(font, baseline),
          size: symbolSide(font),
        });
      }
      if (markerUnits.length) {
        const markerWidth = markerUnits.reduce((s, u) => s + ("width" in u ? u.width : 0), 0);
        pen = area.x - markerWidth;
        for (const u of markerUnits) {
          if (u.kind === "text") pushRuns(u.runs, u.style, 0);
          if (u.kind !== "atomic") continue;
          const frag = cloneFragment(u.fragment);
          translateFragment(frag, pen, baseline - u.fragment.height);
          children.push(frag);
          pen += u.width;
        }
      }
      return {
        kind: "line",
        x: area.x,
        y,
        width: area.width,
        height,
        baseline,
        children: trimmed(children.filter((c): c is InlineFragment => c !== null)),
      };
    },
  };
}

function inlineBoxFragment(
  box: OpenBox,
  start: number,
  end: number,
  baseline: number,
  { first, last, contents }: { first: boolean; last: boolean; contents: number },
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
  return {
    kind: "inline-box",
    style: info.style,
    element: info.element,
    x: start,
    y: contentTop - info.padding.top - info.border.top,
    width: Math.max(0, end - start),
    height: font.ascent + font.descent + info.padding.top + info.padding.bottom + info.border.top +
      info.border.bottom,
    border,
    padding,
    contents,
  };
}
