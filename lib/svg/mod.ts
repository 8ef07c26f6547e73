/**
 * SVG drawn as vectors: an inline `<svg>` taken out of the styled document when its box is
 * built (svgImage), sized as a replaced element (svgNaturalSize), and rendered into display
 * items over its content box when its page is painted (renderSvg).
 */
export { isInlineSvg, type SvgImage, svgImage } from "./document.ts";
export { svgNaturalSize } from "./sizing.ts";
export { renderSvg } from "./render.ts";
