/**
 * Chromium's light form-control theme as its print shows it (Chromium 156, read from the PDF
 * operators of printed controls): colours, the pixel-snapped rectangle a widget is drawn in, and
 * the rounded frame fields, drop-downs and buttons share.
 */
import type { RGBA } from "../../css/types.ts";
import type { DisplayItem, Rect } from "../types.ts";

const rgba = (r: number, g: number, b: number, a = 1): RGBA => ({ r, g, b, a });

export const WHITE = rgba(255, 255, 255);
/** Borders and unchecked rings. */
export const BORDER = rgba(118, 118, 118);
/** Checked checkboxes and radios: Chromium's default accent. */
export const ACCENT = rgba(0, 117, 255);
/** A push button's face. */
export const BUTTON_FACE = rgba(239, 239, 239);
/** How opaque a disabled control's border, face and marks are. */
export const DISABLED_ALPHA = 0.3;
/** Text fields and drop-downs draw their border lighter than buttons. */
export const FIELD_BORDER_ALPHA = 0.75;
/** The corner radius of every frame. */
export const RADIUS = 2;

/** A colour at `alpha` times its opacity. */
export function faded(color: RGBA, alpha: number): RGBA {
  return { ...color, a: color.a * alpha };
}

/**
 * The widget's rectangle: the border box with its edges rounded to whole px, as Chromium snaps
 * a box to device pixels before the theme draws it.
 */
export function snapped(box: Rect): Rect {
  const x = Math.round(box.x);
  const y = Math.round(box.y);
  return {
    x,
    y,
    width: Math.round(box.x + box.width) - x,
    height: Math.round(box.y + box.height) - y,
  };
}

/**
 * Where a checkbox or radio is drawn: the largest square centred in the snapped box (Chromium
 * draws no other shape); null when it is empty.
 */
export function markSquare(box: Rect): Rect | null {
  const rect = snapped(box);
  const size = Math.min(rect.width, rect.height);
  if (size <= 0) return null;
  return {
    x: rect.x + (rect.width - size) / 2,
    y: rect.y + (rect.height - size) / 2,
    width: size,
    height: size,
  };
}

/** Paints a checkbox or radio, checked or not, in a square markSquare found, in `accent`. */
export type PaintMark = (
  out: DisplayItem[],
  square: Rect,
  checked: boolean,
  disabled: boolean,
  accent: RGBA,
) => void;

/** A check mark's colour on `accent`: white, or dark grey where white would hardly show. */
export function markColor(accent: RGBA): RGBA {
  return contrastWithWhite(accent) < 3 ? DARK_MARK : WHITE;
}

const DARK_MARK = rgba(59, 59, 59);

/** The WCAG 2 contrast ratio of an opaque colour with white. */
function contrastWithWhite({ r, g, b }: RGBA): number {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05);
}

/** `box` made smaller by `by` on every side. */
export function inset(box: Rect, by: number): Rect {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

/** A rectangle with corners of `radius`, filled and/or stroked with a 1px line or a hairline. */
export function roundedRect(
  box: Rect,
  radius: number,
  fill: RGBA | null,
  stroke: RGBA | null,
  hairline = false,
): DisplayItem {
  const r = Math.max(0, Math.min(radius, box.width / 2, box.height / 2));
  const corner = [r, r] as const;
  return {
    kind: "path",
    outlines: [{ ...box, radii: [corner, corner, corner, corner], reversed: false }],
    fill,
    stroke: stroke &&
      (hairline ? { width: 1, color: stroke, hairline } : { width: 1, color: stroke }),
    clip: null,
  };
}

/**
 * A disabled control's background: a faint grey under a translucent white, as Chromium prints
 * it (rgba(169, 169, 169, 0.2), then white at 0.6).
 */
export function disabledBackground(out: DisplayItem[], outline: (fill: RGBA) => DisplayItem) {
  out.push(outline(rgba(169, 169, 169, 0.2)), outline(faded(WHITE, 0.6)));
}

/** Fields (text fields, text areas, drop-downs) are white; buttons have a grey face. */
export type FrameKind = "field" | "button";

/**
 * The frame of text fields, text areas, drop-downs and buttons: the snapped box filled with the
 * face and outlined half a pixel in (so the 1px line lies inside the box), corners of 2px; a
 * field's border is lighter, and a hairline (Chromium prints it with line width 0). Disabled, the face lies faded over disabledBackground — a field's
 * is that background alone — and the border is faded.
 */
export function paintFrame(out: DisplayItem[], box: Rect, kind: FrameKind, disabled: boolean) {
  const rect = inset(snapped(box), 0.5);
  const field = kind === "field";
  const border = field ? faded(BORDER, FIELD_BORDER_ALPHA) : BORDER;
  if (!disabled) {
    out.push(roundedRect(rect, RADIUS, field ? WHITE : BUTTON_FACE, border, field));
    return;
  }
  disabledBackground(out, (fill) => roundedRect(rect, RADIUS, fill, null));
  if (!field) out.push(roundedRect(rect, RADIUS, faded(BUTTON_FACE, DISABLED_ALPHA), null));
  out.push(roundedRect(rect, RADIUS, null, faded(border, DISABLED_ALPHA), field));
}
