/**
 * The size glyphs are scaled to. Chromium on Linux draws and measures text through FreeType,
 * whose character size is set in 26.6 fixed point: Skia converts the font size by truncating
 * to 1/64 px (SkScalarToFDot6), so a 14.4px font advances like a 14.390625px one. A line of
 * 0.9rem Tailwind text comes out 0.065% narrower than the exact size would make it — enough
 * to decide whether its last word fits.
 */
export function glyphSize(fontSize: number): number {
  return Math.trunc(fontSize * 64) / 64;
}
