/**
 * `direction` (CSS Writing Modes 3 §2.1) and the keywords that name a side by it. With
 * horizontal writing only, the inline axis is horizontal: its start is the left in
 * left-to-right text and the right in right-to-left text.
 */
import type { ComputedStyle } from "./types.ts";
import { keyword } from "./kinds.ts";
import { type ComputeContext, longhand, type Property } from "./property.ts";

export type Direction = ComputedStyle["direction"];

export const DIRECTION: Property<Direction, Direction, Direction> = longhand(
  "direction",
  keyword<Direction>(["ltr", "rtl"]),
  { inherited: true, initial: "ltr" },
);

/** The physical side of an inline-axis side in text of `direction`. */
export function inlineSide(side: "start" | "end", direction: Direction): "left" | "right" {
  return (side === "start") === (direction === "ltr") ? "left" : "right";
}

export type FlowRelativeSide = "inline-start" | "inline-end";

/**
 * float and clear's `inline-start` and `inline-end` (CSS Logical 1 §2.1, §2.2) as the side
 * they name in the containing block's direction; the parent's stands for it (as Blink
 * resolves them). Other values are kept.
 */
export function flowRelativeSide<T extends string>(
  value: T | FlowRelativeSide,
  ctx: ComputeContext,
): T | "left" | "right" {
  if (value !== "inline-start" && value !== "inline-end") return value as T;
  return inlineSide(value === "inline-start" ? "start" : "end", ctx.parent(DIRECTION));
}
