/**
 * Intrinsic widths (CSS Sizing 3 §4–5): min-content and max-content
 * contributions of a block container's content, used for shrink-to-fit widths.
 */
import type { BlockBox } from "./box.ts";
import { isOutOfFlow } from "./positioned/mod.ts";
import { establishesBfc } from "./block/mod.ts";
import { isCollapsibleWhitespace, tableIntrinsicWidths, usedTableWidth } from "./table/mod.ts";
import type { LayoutContext } from "./context.ts";
import type {
  LengthPercentage,
  LengthPercentageAuto,
  MaxSizeValue,
  SizeValue,
} from "../css/types.ts";
import { isScrollContainer } from "../css/mod.ts";
import {
  isCompressible,
  keywordContribution,
  ratioOf,
  replacedSize,
  resolveWidths,
  specifiedSize,
  verticalExtra,
  wasCompressed,
  widthFor,
  withCyclicPercentages,
} from "./sizing/mod.ts";
import {
  atomicInlineGeometry,
  borderWidths,
  hasPercent,
  type HorizontalGeometry,
  resolveLength,
} from "./geometry.ts";
import { prepareParagraph } from "./inline/mod.ts";
import { flexIntrinsicWidths } from "./flex/mod.ts";
import { gridIntrinsicWidths } from "./grid/mod.ts";
import { naturalSizeOf } from "./form/mod.ts";

export interface IntrinsicWidths {
  min: number;
  max: number;
}

/**
 * Intrinsic widths by box and containing-block width. Flex and grid containers ask for their
 * items' several times in one layout (base sizes, contributions under each constraint,
 * alignment), and each level of nested containers asks again for every level inside it:
 * without this, nested auto-sized grids took time exponential in their depth.
 */
const known = new WeakMap<BlockBox, Map<number, IntrinsicWidths>>();

/**
 * Content-box intrinsic widths of a block container: its content's, or, for a box with an
 * aspect ratio and a fixed height, that height transferred through the ratio — no narrower than
 * its content's min-content while min-width is `auto` (CSS Sizing 4 §2.1, §5.1).
 */
export function intrinsicWidths(
  box: BlockBox,
  cbWidth: number,
  ctx: LayoutContext,
): IntrinsicWidths {
  let byWidth = known.get(box);
  if (!byWidth) known.set(box, byWidth = new Map());
  let widths = byWidth.get(cbWidth);
  if (!widths) byWidth.set(cbWidth, widths = ownWidths(box, cbWidth, ctx));
  return widths;
}

function ownWidths(box: BlockBox, cbWidth: number, ctx: LayoutContext): IntrinsicWidths {
  const s = box.style;
  const ratio = ratioOf(s, 0);
  const height = ratio && specifiedSize(s, s.height, null, verticalExtra(s, 0));
  if (!ratio || height === null) return contentWidths(box, cbWidth, ctx);
  const auto = s.minWidth === "auto" && !isScrollContainer(s);
  const width = Math.max(widthFor(height, ratio), auto ? contentWidths(box, cbWidth, ctx).min : 0);
  return { min: width, max: width };
}

/** Content-box intrinsic widths of a block container's content. */
function contentWidths(box: BlockBox, cbWidth: number, ctx: LayoutContext): IntrinsicWidths {
  if (box.legend) {
    // A fieldset is as wide as its rendered legend too (lib/layout/form/fieldset.ts).
    const legend = outerContribution(box.legend, cbWidth, ctx);
    const own = contentWidths({ ...box, legend: undefined }, cbWidth, ctx);
    return { min: Math.max(own.min, legend.min), max: Math.max(own.max, legend.max) };
  }
  if (box.content.type === "replaced") {
    // Its natural width, or its height's through the ratio (Sizing 3 §5.1): its own sizes
    // with an auto width, percentages of the unknown width also auto. It fills no room here:
    // with a natural ratio alone it is 0 wide, as in Chromium.
    const auto = { ...box.style, width: "auto" as const, minWidth: "auto" as const };
    const cb = { width: cbWidth, height: null, fillWidth: 0 };
    const { width } = replacedSize(auto, naturalSizeOf(auto, box.content, ctx), cb);
    return { min: width, max: width };
  }
  if (box.content.type === "inline") {
    const nodes = withCyclicPercentages(box.content.nodes);
    const words = prepareParagraph(nodes, box.style, cbWidth, ctx);
    let min = 0;
    let max = 0;
    let line = 0;
    let lastHang = 0;
    for (const word of words) {
      // A compressible image's min-content contribution is zero (Sizing 3 §5.2.2).
      const compressed = word.units.every((u) => u.kind === "atomic" && wasCompressed(u.style));
      if (!compressed) min = Math.max(min, word.width - word.hang);
      line += word.width;
      // A float sits beside the line it is met on (Chromium adds it to that line).
      for (const unit of word.units) {
        // Absolutely positioned boxes contribute nothing (CSS 2.2 §10.3.7).
        if (unit.kind !== "float" || isOutOfFlow(unit.box.style)) continue;
        const float = outerContribution(unit.box, cbWidth, ctx);
        min = Math.max(min, float.min);
        line += float.max;
      }
      lastHang = word.hang;
      if (word.forced) {
        max = Math.max(max, line - lastHang);
        line = 0;
      }
    }
    max = Math.max(max, line - lastHang);
    return { min, max: Math.max(min, max) };
  }
  // A table wrapper's content box is the table's border box (§17.4).
  if (box.content.type === "table") return tableIntrinsicWidths(box.content.table, ctx);
  if (box.content.type === "flex") {
    return flexIntrinsicWidths(box.style, box.content.items, (item) => {
      return outerContribution(item, cbWidth, ctx);
    });
  }
  if (box.content.type === "grid") {
    return gridIntrinsicWidths(box.style, box.content.items, cbWidth, ctx);
  }
  let min = 0;
  let max = 0;
  // Floats sit side by side, and a BFC root beside them (Chromium adds their max-content
  // to a following BFC root's; other blocks wrap their lines and take the larger).
  let floats = 0;
  for (const child of box.content.children) {
    const floated = onlyFloats(child);
    if (floated) {
      for (const float of floated) {
        const outer = outerContribution(float, cbWidth, ctx);
        min = Math.max(min, outer.min);
        floats += outer.max;
      }
      max = Math.max(max, floats);
      continue;
    }
    if (child.style.clear !== "none") floats = 0;
    const outer = outerContribution(child, cbWidth, ctx);
    min = Math.max(min, outer.min);
    max = Math.max(max, establishesBfc(child.style) ? floats + outer.max : outer.max);
  }
  return { min, max };
}

/** The floats of an anonymous block that holds nothing else (floats among blocks), or null. */
function onlyFloats(child: BlockBox): BlockBox[] | null {
  if (child.element !== null || child.content.type !== "inline") return null;
  const floats: BlockBox[] = [];
  for (const node of child.content.nodes) {
    if (node.kind === "float") {
      if (!isOutOfFlow(node.box.style)) floats.push(node.box);
    } else if (!isCollapsibleWhitespace(node)) return null;
  }
  return floats;
}

/**
 * A box's margin-box contributions (CSS Sizing 3 §5.2): a fixed `width`, a sizing keyword's
 * (keywords.ts), else its intrinsic widths; within its min-width and max-width. Percentages of
 * the unknown width count as auto.
 */
function outerContribution(box: BlockBox, cbWidth: number, ctx: LayoutContext): IntrinsicWidths {
  const s = box.style;
  const outer = outerExtras(box);
  const content = () => intrinsicWidths(box, cbWidth, ctx);
  const fixed = specifiedSize(s, s.width, null, outer.inner);
  const sizes = fixed !== null
    ? { min: fixed, max: fixed }
    : keywordContribution(s.width, content) ?? content();
  const clamp = (size: number, pass: keyof IntrinsicWidths) => {
    const limit = (v: SizeValue | MaxSizeValue) =>
      keywordContribution(v, content)?.[pass] ?? specifiedSize(s, v, null, outer.inner);
    return Math.max(limit(s.minWidth) ?? 0, Math.min(limit(s.maxWidth) ?? Infinity, size));
  };
  const extra = outer.inner + outer.margins;
  // A compressible image may shrink to nothing (Sizing 3 §5.2.2).
  const min = isCompressible(box) ? 0 : sizes.min;
  return { min: clamp(min, "min") + extra, max: clamp(sizes.max, "max") + extra };
}

/**
 * The used widths of a box sized to fit its content (§10.3.5, §10.3.9): floats and
 * inline-blocks. `auto` margins are 0; an `auto` width is
 * min(max(min-content, available), max-content).
 */
export function shrinkToFitGeometry(
  box: BlockBox,
  cbWidth: number,
  ctx: LayoutContext,
  cbHeight: number | null = null,
): HorizontalGeometry {
  const { content } = box;
  if (content.type === "table") {
    // A table has its own rules (§17.5.2), percentages against this containing block.
    const auto = { ...box.style, width: "auto" as const };
    return atomicInlineGeometry(auto, cbWidth, (available) => {
      return usedTableWidth(content.table, cbWidth, available, ctx);
    });
  }
  // Sizing keywords and the aspect ratio may set the width (lib/layout/sizing).
  const style = resolveWidths(box, { width: cbWidth, height: cbHeight }, ctx);
  return atomicInlineGeometry(style, cbWidth, (available) => {
    const { min, max } = intrinsicWidths(box, cbWidth, ctx);
    return Math.min(Math.max(min, available), max);
  });
}

/** Horizontal borders + padding (`inner`) and margins of a box; percentages count as 0 (§5.2.1). */
function outerExtras(box: BlockBox): { inner: number; margins: number } {
  const s = box.style;
  const b = borderWidths(s);
  const px = (v: LengthPercentage) => (hasPercent(v) ? 0 : resolveLength(v, 0));
  const margin = (v: LengthPercentageAuto) => (v === "auto" ? 0 : px(v));
  return {
    inner: b.left + b.right + px(s.paddingLeft) + px(s.paddingRight),
    margins: margin(s.marginLeft) + margin(s.marginRight),
  };
}
