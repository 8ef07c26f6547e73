/**
 * Border image values as Chromium's getComputedStyle writes them: four sides shortened the way
 * `margin` is (`3 1 10.5%` for top 3, right 1, bottom 10.5%, left 1), numbers bare, lengths in px,
 * `fill` last, the repeat keyword once when both axes share it.
 */
import type {
  BorderImageOutset,
  BorderImageRepeat,
  BorderImageSlice,
  BorderImageWidth,
  FourSides,
} from "../../lib/css/border_image.ts";
import { lengthPercentage, number } from "./serialize.ts";

/** 1–4 values: the fewest that give the four sides back (CSSOM shorthand serialisation). */
function sides<T>(values: FourSides<T>, write: (value: T) => string): string {
  const [top, right, bottom, left] = values.map(write);
  if (left !== right) return `${top} ${right} ${bottom} ${left}`;
  if (bottom !== top) return `${top} ${right} ${bottom}`;
  return right !== top ? `${top} ${right}` : top;
}

export function borderImageSlice(value: BorderImageSlice): string {
  const written = sides(
    value.sides,
    (s) => "number" in s ? number(s.number) : `${number(s.percent)}%`,
  );
  return value.fill ? `${written} fill` : written;
}

export function borderImageWidth(value: FourSides<BorderImageWidth>): string {
  return sides(
    value,
    (s) => s === "auto" ? s : "number" in s ? number(s.number) : lengthPercentage(s),
  );
}

export function borderImageOutset(value: FourSides<BorderImageOutset>): string {
  return sides(value, (s) => "number" in s ? number(s.number) : `${number(s.px)}px`);
}

export function borderImageRepeat({ x, y }: BorderImageRepeat): string {
  return x === y ? x : `${x} ${y}`;
}
