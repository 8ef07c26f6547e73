/**
 * The natural size of an outer `<svg>` as a replaced element in CSS layout (SVG 2 §8.2, CSS
 * Images 3 §4.1), as Chromium sizes it: its `width` and `height` attributes when they are
 * absolute lengths, its ratio from the viewBox (or from those two), and without a width or a
 * ratio, the default object size of 300×150 (CSS 2.2 §10.3.2).
 */
import type { NaturalSize } from "../layout/sizing/mod.ts";
import { parseSvgLength } from "./length.ts";
import { parseViewBox } from "./viewbox.ts";

const DEFAULT_WIDTH = 300;
const DEFAULT_HEIGHT = 150;

/** An absolute, non-negative length attribute in px; null for percentages and the like. */
function absoluteLength(text: string | undefined): number | null {
  if (!text || /%|em|ex/i.test(text)) return null;
  const px = parseSvgLength(text, "x", { viewport: { width: 0, height: 0 }, fontSize: 0 });
  return px !== null && px >= 0 ? px : null;
}

export function svgNaturalSize(attrs: Readonly<Record<string, string>>): NaturalSize {
  const width = absoluteLength(attrs.width);
  const height = absoluteLength(attrs.height);
  const viewBox = parseViewBox(attrs.viewBox);
  const ratio = viewBox && viewBox !== "disabled"
    ? viewBox.width / viewBox.height
    : width && height
    ? width / height
    : null;
  if (ratio !== null) return { width, height, ratio };
  return { width: width ?? DEFAULT_WIDTH, height: height ?? DEFAULT_HEIGHT, ratio: null };
}
