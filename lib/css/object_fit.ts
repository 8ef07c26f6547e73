/**
 * How a replaced element's content sits in its content box (CSS Images 3 §5.5, §5.6):
 * `object-fit` sizes the image (fill stretches it, contain and cover keep its ratio, none keeps
 * its natural size, scale-down is the smaller of none and contain) and `object-position` places
 * it, with the grammar of background-position (a `<position>`, computed per axis to an offset
 * from the left or top edge).
 */
import type { LengthPercentage } from "./types.ts";
import { parseBgPosition } from "./background.ts";
import { keyword } from "./kinds.ts";
import { computeLengthPercentage, type Length } from "./length.ts";
import { longhand } from "./property.ts";

export type ObjectFit = "fill" | "contain" | "cover" | "none" | "scale-down";

export interface ObjectPosition {
  x: LengthPercentage;
  y: LengthPercentage;
}

export const OBJECT_FIT = longhand(
  "object-fit",
  keyword<ObjectFit>(["fill", "contain", "cover", "none", "scale-down"]),
  { inherited: false, initial: "fill" },
);

export const OBJECT_POSITION = longhand<[Length, Length], ObjectPosition>("object-position", {
  parse: parseBgPosition,
  compute: ([x, y], ctx) => ({
    x: computeLengthPercentage(x, ctx.lengths),
    y: computeLengthPercentage(y, ctx.lengths),
  }),
}, { inherited: false, initial: "50% 50%" });
