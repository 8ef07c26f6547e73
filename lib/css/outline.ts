/**
 * Outlines (CSS UI 4 §5): `outline-style`, `-width`, `-color` and `-offset`; the `outline`
 * shorthand has border's grammar (shorthands.ts). An outline is drawn outside the border box,
 * `outline-offset` away from it, and takes no room in layout.
 */
import type { BorderStyle } from "./types.ts";
import { computeColor } from "./color/mod.ts";
import { colorLonghand } from "./color_longhand.ts";
import { keyword } from "./kinds.ts";
import { type Length, lengthToPx, parseLength } from "./length.ts";
import { computeLineWidth, parseLineWidth } from "./line_width.ts";
import { LINE_STYLES } from "./line_style.ts";
import { longhand, type Property } from "./property.ts";

/** `auto | <outline-line-style>` (§5.4): a border style other than `hidden`, or the UA's ring. */
export type OutlineStyle = Exclude<BorderStyle, "hidden"> | "auto";

export const OUTLINE_STYLE = longhand(
  "outline-style",
  keyword<OutlineStyle>([
    "auto",
    ...LINE_STYLES.filter((style): style is Exclude<BorderStyle, "hidden"> => style !== "hidden"),
  ]),
  { inherited: false, initial: "none" },
);

/**
 * outline-width (§5.3): a `<line-width>`. §5.3 computes it to 0 when the style is none;
 * Chromium keeps the width (an outline of style none paints nothing either way).
 */
export const OUTLINE_WIDTH: Property<Length, number, number> = longhand("outline-width", {
  parse: parseLineWidth,
  compute: (width, ctx) => computeLineWidth(width, ctx.lengths),
}, { inherited: false, initial: "medium" });

/**
 * outline-color (§5.5): a colour, or `auto` (the initial value), which Chromium paints in
 * currentcolor.
 */
export const OUTLINE_COLOR = colorLonghand(
  "outline-color",
  computeColor,
  { inherited: false, initial: "currentcolor" },
);

/** outline-offset (§5.6): a length, negative ones draw inside the border box. */
export const OUTLINE_OFFSET: Property<Length, number, number> = longhand("outline-offset", {
  parse: (tokens) => parseLength(tokens),
  compute: (offset, ctx) => lengthToPx(offset, ctx.lengths),
}, { inherited: false, initial: "0" });
