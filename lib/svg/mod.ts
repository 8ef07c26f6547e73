/**
 * SVG drawn as vectors: an inline `<svg>` taken out of the styled document when its box is
 * built (svgImage), sized as a replaced element (svgNaturalSize), and rendered into display
 * items over its content box when its page is painted (renderSvg), with the raster images it
 * names (svgImageUrls) loaded before. SVG files parse into the same drawings (parseSvgFile).
 */
export { isInlineSvg, type SvgImage, svgImage, svgImageUrls } from "./document.ts";
export { svgNaturalSize } from "./sizing.ts";
export { parseSvgFile, type SvgFile } from "./svg_file.ts";
export { type RasterLookup, renderSvg } from "./render.ts";
