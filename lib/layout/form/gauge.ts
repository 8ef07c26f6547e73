/**
 * Progress bars and meters (HTML §4.10.13–14, §15.5.12, §15.5.13): replaced boxes 10em × 1em and
 * 5em × 1em in their own font size (Chromium 156: 160 × 16 and 80 × 16 at 16px), and what their
 * bars show — a progress bar's position (none while indeterminate), a meter's value between its
 * minimum and maximum and whether that value is in the optimum region, a suboptimal one or an even
 * less good one (§4.10.14's gauge regions).
 */
import type { Element } from "domhandler";
import type { ComputedStyle } from "../../css/types.ts";
import type { NaturalSize } from "../sizing/mod.ts";

export type MeterLevel = "optimum" | "suboptimal" | "even-less-good";

/** An attribute as a floating-point number (HTML §2.3.4.3), else null. */
function number(element: Element, name: string): number | null {
  const value = element.attribs[name]?.trim();
  if (!value || !/^-?(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(value)) return null;
  return Number(value);
}

/** The natural size of a progress bar or meter. */
export function gaugeSize(element: Element, style: ComputedStyle): NaturalSize {
  const em = style.fontSize;
  return { width: (element.name === "progress" ? 10 : 5) * em, height: em, ratio: null };
}

/** A progress bar's position, 0–1, or null while it is indeterminate (no valid value). */
export function progressPosition(progress: Element): number | null {
  const value = number(progress, "value");
  if (value === null) return null;
  const max = number(progress, "max");
  const top = max !== null && max > 0 ? max : 1;
  return Math.min(Math.max(value, 0), top) / top;
}

/** A meter's value as a fraction of its range, and its region. */
export function meterReading(meter: Element): { fraction: number; level: MeterLevel } {
  const min = number(meter, "min") ?? 0;
  const max = Math.max(min, number(meter, "max") ?? 1);
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  const value = clamp(number(meter, "value") ?? 0, min, max);
  const low = clamp(number(meter, "low") ?? min, min, max);
  const high = clamp(number(meter, "high") ?? max, low, max);
  const optimum = clamp(number(meter, "optimum") ?? (min + max) / 2, min, max);
  let level: MeterLevel;
  if (optimum < low) {
    level = value < low ? "optimum" : value <= high ? "suboptimal" : "even-less-good";
  } else if (optimum > high) {
    level = value > high ? "optimum" : value >= low ? "suboptimal" : "even-less-good";
  } else level = value >= low && value <= high ? "optimum" : "suboptimal";
  return { fraction: max > min ? (value - min) / (max - min) : 0, level };
}
