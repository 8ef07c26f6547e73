/**
 * The `transform` attribute (SVG 1.1 §7.6, kept by CSS Transforms 1 §7.1 "SVG transform
 * attribute"): a list of matrix(), translate(), scale(), rotate() with an optional centre,
 * skewX() and skewY(), with unitless numbers separated by whitespace and/or commas. Each
 * function is built with the CSS transform functions' matrices (lib/css/matrix.ts) and the
 * list flattened into a 2D affine matrix.
 */
import {
  fromAffine,
  IDENTITY,
  type Matrix3d,
  multiply,
  rotation,
  scaling,
  skewing,
  translation,
} from "../css/matrix.ts";
import type { Affine } from "../paint/affine.ts";
import { flatten } from "../paint/transform.ts";
import { NUMBER as NUMBER_PATTERN } from "./number.ts";

/** Each function by name: its matrix for the given arguments, null for a wrong count. */
const FUNCTIONS: Readonly<Record<string, (args: number[]) => Matrix3d | null>> = {
  matrix: (a) => a.length === 6 ? fromAffine(a[0], a[1], a[2], a[3], a[4], a[5]) : null,
  translate: (a) => a.length === 1 || a.length === 2 ? translation(a[0], a[1] ?? 0, 0) : null,
  scale: (a) => a.length === 1 || a.length === 2 ? scaling(a[0], a[1] ?? a[0], 1) : null,
  rotate(a) {
    if (a.length === 1) return rotation(0, 0, 1, a[0]);
    if (a.length !== 3) return null;
    // rotate(a, cx, cy) is translate(cx, cy) rotate(a) translate(-cx, -cy).
    const [angle, cx, cy] = a;
    return multiply(
      multiply(translation(cx, cy, 0), rotation(0, 0, 1, angle)),
      translation(-cx, -cy, 0),
    );
  },
  skewX: (a) => a.length === 1 ? skewing(a[0], 0) : null,
  skewY: (a) => a.length === 1 ? skewing(0, a[0]) : null,
};

const NUMBER = new RegExp(NUMBER_PATTERN, "y");
const FUNCTION = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(/y;
const COMMA_WSP = /\s*,?\s*/y;

/**
 * The list's matrix: functions applied last first, as nested coordinate systems. A list that
 * does not parse is ignored as a whole, as Chromium drops an invalid attribute: null.
 */
export function parseTransformList(text: string): Affine | null {
  let matrix = IDENTITY;
  let at = 0;
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (found) at = pattern.lastIndex;
    return found;
  };
  match(/\s*/y);
  while (at < text.length) {
    const fn = match(FUNCTION);
    if (!fn) return null;
    const args: number[] = [];
    match(/\s*/y);
    while (text[at] !== ")") {
      if (args.length > 0) match(COMMA_WSP);
      const number = match(NUMBER);
      if (!number) return null;
      args.push(Number(number[0]));
      match(/\s*/y);
    }
    at++;
    const step = FUNCTIONS[fn[1]](args);
    if (!step) return null;
    matrix = multiply(matrix, step);
    match(COMMA_WSP);
  }
  return flatten(matrix);
}
