/**
 * The geometry factor of the visual score: how much the two page rectangles overlap when
 * their top-left corners coincide (intersection over union), in 50 dpi pixels.
 */

/** Sides that differ by at most this many pixels count as equal (rounding of odd sizes). */
export const SIZE_TOLERANCE_PX = 2;

export interface PageSize {
  width: number;
  height: number;
}

/** IoU of the two rectangles; A4 against Letter ≈ 0.92, A4 portrait against landscape ≈ 0.55. */
export function geometryFactor(reference: PageSize, candidate: PageSize): number {
  const same = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE_PX;
  const candidateWidth = same(reference.width, candidate.width) ? reference.width : candidate.width;
  const candidateHeight = same(reference.height, candidate.height)
    ? reference.height
    : candidate.height;
  const intersection = Math.min(reference.width, candidateWidth) *
    Math.min(reference.height, candidateHeight);
  const union = reference.width * reference.height + candidateWidth * candidateHeight -
    intersection;
  return intersection / union;
}
