/**
 * A checkbox as Chromium prints it: a white square with corners of 2px and a 1px grey border;
 * checked, filled with the accent blue and a white check mark of three points at 20%/50%,
 * 40%/70% and 80%/20% of the square, stroked 16% of its side wide. Disabled, its background is
 * the faint disabled one and its border, fill and mark are faded.
 */
import {
  BORDER,
  DISABLED_ALPHA,
  disabledBackground,
  faded,
  inset,
  markColor,
  type PaintMark,
  RADIUS,
  roundedRect,
  WHITE,
} from "./theme.ts";

/** Paints a checkbox in `square`, a whole-pixel square (theme.ts markSquare). */
export const paintCheckbox: PaintMark = (out, square, checked, disabled, accent) => {
  const s = square.width;
  // The background lies a fifth of a pixel in, under the border's antialiased edge.
  const background = inset(square, 0.2);
  if (disabled) disabledBackground(out, (fill) => roundedRect(background, RADIUS, fill, null));
  else out.push(roundedRect(background, RADIUS, WHITE, null));
  const alpha = disabled ? DISABLED_ALPHA : 1;
  if (!checked) {
    out.push(roundedRect(inset(square, 0.5), RADIUS, null, faded(BORDER, alpha)));
    return;
  }
  out.push(roundedRect(square, RADIUS, disabled ? faded(BORDER, alpha) : accent, null));
  const at = (fx: number, fy: number) => ({ x: square.x + fx * s, y: square.y + fy * s });
  const [a, b, c] = [at(0.2, 0.5), at(0.4, 0.7), at(0.8, 0.2)];
  out.push({
    kind: "shape",
    segments: [{ op: "M", ...a }, { op: "L", ...b }, { op: "L", ...c }],
    fill: null,
    stroke: {
      paint: disabled ? faded(WHITE, 0.6) : markColor(accent),
      width: 0.16 * s,
      dash: [],
      dashOffset: 0,
      cap: "butt",
      join: "miter",
      miterLimit: 4,
    },
  });
};
