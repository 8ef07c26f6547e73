/**
 * Intrinsic widths (CSS Sizing 3 §4–5): min-content and max-content
 * contributions of a block container's content, used for shrink-to-fit widths.
 */
import type { BlockBox } from "./box.ts";
import type { LayoutContext } from "./context.ts";
import type { LengthPercentage, LengthPercentageAuto } from "../css/types.ts";
import { borderWidths, hasPercent, resolveLength } from "./geometry.ts";
import { prepareParagraph } from "./paragraph.ts";
import { tableIntrinsicWidths } from "./table_width.ts";

export interface IntrinsicWidths {
  min: number;
  max: number;
}

/** Content-box intrinsic widths of a block container. */
export function intrinsicWidths(
  box: BlockBox,
  cbWidth: number,
  ctx: LayoutContext,
): IntrinsicWidths {
  if (box.content.type === "inline") {
    const words = prepareParagraph(box.content.nodes, box.style, cbWidth, ctx);
    let min = 0;
    let max = 0;
    let line = 0;
    let lastHang = 0;
    for (const word of words) {
      min = Math.max(min, word.width - word.hang);
      line += word.width;
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
  let min = 0;
  let max = 0;
  for (const child of box.content.children) {
    const outer = outerExtras(child);
    const width = child.style.width;
    const specified = width !== "auto" && !hasPercent(width)
      ? resolveLength(width, 0) + (child.style.boxSizing === "border-box" ? 0 : outer.inner)
      : null;
    if (specified !== null) {
      min = Math.max(min, specified + outer.margins);
      max = Math.max(max, specified + outer.margins);
      continue;
    }
    const inner = intrinsicWidths(child, cbWidth, ctx);
    min = Math.max(min, inner.min + outer.inner + outer.margins);
    max = Math.max(max, inner.max + outer.inner + outer.margins);
  }
  return { min, max };
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
