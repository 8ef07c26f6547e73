/**
 * The natural size of a form control that shows text (content.ts), from the primary font of its
 * style, as Chromium 156 sizes them (getBoundingClientRect, every number below measured):
 *  - A text field is ⌈size·average + max − average⌉ wide, its average and maximum character
 *    widths as lib/text/char_widths.ts finds them (13.333px Arial, size 20: 177px; with the
 *    user agent's 1px/2px padding and 2px border 185 × 21), and one line tall.
 *  - A text area is ⌈cols·average⌉ wide plus the 15px of a vertical scroll bar, which Chromium
 *    keeps room for even in print, and `rows` lines tall (13.333px monospace, 20 × 2: 195 × 36).
 *  - A drop-down is as wide as its widest option label, rounded up, plus 4px before and 16px
 *    after the label (the arrow's room) while the widget draws its arrow; it is as tall as its
 *    font's rounded ascent and descent — no line gap — plus 1px above and below (13.333px
 *    Arial: 19px with its 1px border; 20px Arial 26px where a text field's line is 23px).
 *  - A list box is as wide as its widest option, with the scroll bar's 15px beside it, and
 *    `size` rows of 1.2em and 1px tall (13.333px Arial: 17px rows).
 * A font without an average character width measures "0" instead, and has no maximum.
 */
import type { ComputedStyle } from "../../css/types.ts";
import { charWidths, fontChain, measureText } from "../../text/mod.ts";
import type { LayoutContext } from "../context.ts";
import { fontBox } from "../inline/mod.ts";
import type { NaturalSize } from "../sizing/mod.ts";
import type { ReplacedContent } from "../box.ts";
import type { ControlContent } from "./content.ts";
import { intrinsicWidths } from "../intrinsic.ts";

/** The width Chromium keeps for a text area's vertical scroll bar. */
export const SCROLLBAR = 15;
/** Room a drop-down's widget keeps before its label and after it, for the arrow. */
export const DROP_DOWN_START = 4;
export const DROP_DOWN_END = 16;
/** The side of a checkbox's or radio's square. */
const MARK = 13;
/** Room above and below a date field's line. */
const DATE_FIELD_BLOCK = 1;
/** Room above and below a drop-down's label. */
export const DROP_DOWN_BLOCK = 1;

const sizes = new WeakMap<ControlContent, { ctx: LayoutContext; size: NaturalSize }>();

/**
 * The natural size of replaced content: an image's or svg's as the box says, a form control's
 * from the font of `style`, the replaced box's; a gradient marker's is a square half the font's
 * ascent (Blink's LayoutListMarkerImage::DefaultSize: 7 × 7px at 16px Arial, 14.5px at 32px).
 */
export function naturalSizeOf(
  style: ComputedStyle,
  content: ReplacedContent,
  ctx: LayoutContext,
): NaturalSize {
  const { control } = content;
  if (content.bullet) {
    const side = fontBox(style, ctx).ascent / 2;
    return { width: side, height: side, ratio: 1 };
  }
  if (!control) return content.natural;
  let known = sizes.get(control);
  if (known?.ctx.registry !== ctx.registry) {
    known = { ctx, size: controlNaturalSize(style, control, ctx) };
    sizes.set(control, known);
  }
  return known.size;
}

function controlNaturalSize(
  style: ComputedStyle,
  { sizing, inner }: ControlContent,
  ctx: LayoutContext,
): NaturalSize {
  const font = fontBox(style, ctx);
  switch (sizing.kind) {
    case "field": {
      const { average, max } = averageWidths(style, ctx);
      const extra = max === null ? 0 : max - average;
      return size(Math.ceil(sizing.size * average + extra), font.lineHeight);
    }
    case "textarea": {
      const { average } = averageWidths(style, ctx);
      return size(Math.ceil(sizing.cols * average) + SCROLLBAR, sizing.rows * font.lineHeight);
    }
    case "mark":
      return size(MARK, MARK);
    case "list-box": {
      // Its options' widths (their padding included), and rows of Chromium's option height:
      // the line or 1.2em (the options' min-height), and their 1px bottom padding.
      const width = inner ? intrinsicWidths(inner, 0, ctx).max : 0;
      const row = Math.max(font.lineHeight, 1.2 * style.fontSize) + 1;
      return size(width + SCROLLBAR, sizing.rows * row);
    }
    case "date": {
      let width = sizing.room;
      for (const part of sizing.parts) {
        const texts = [part.text, ...part.widest ?? []];
        const widest = Math.max(...texts.map((text) => measureText(text, style, ctx.registry)));
        width += widest + (part.field ? 2 : 0);
      }
      return size(width, Math.max(font.lineHeight + 2 * DATE_FIELD_BLOCK, sizing.minHeight));
    }
    case "drop-down": {
      let widest = 0;
      for (const label of sizing.labels) {
        widest = Math.max(widest, measureText(label, style, ctx.registry));
      }
      const label = Math.ceil(widest - 1e-6);
      if (!sizing.arrow) return size(label, font.lineHeight);
      return size(
        label + DROP_DOWN_START + DROP_DOWN_END,
        font.ascent + font.descent + 2 * DROP_DOWN_BLOCK,
      );
    }
  }
}

function size(width: number, height: number): NaturalSize {
  return { width, height, ratio: null };
}

/** The primary font's average and maximum character widths, or "0"'s width and no maximum. */
function averageWidths(style: ComputedStyle, ctx: LayoutContext) {
  const face = fontChain(ctx.registry, style)[0].face;
  const { average, max } = charWidths(face, style.fontSize);
  if (average !== null) return { average, max };
  return { average: measureText("0", style, ctx.registry), max: null };
}
