/**
 * The text stage's public surface: what layout calls to find fonts, measure
 * and shape text and find line-break opportunities, and what the PDF writer
 * needs to embed faces. Types are in types.ts.
 */
export type { BreakOpportunity, FontFace, ShapedGlyph, ShapedRun, TextStyle } from "./types.ts";
export { type AddFaceOptions, FontRegistry, type RegistryOptions } from "./registry.ts";
export type { FaceOverrides } from "./face.ts";
export { type FaceMatch, fontChain, type FontRequest, matchFace, matchFamily } from "./match.ts";
export { measureText, shapeText } from "./shape.ts";
export {
  type FontMetrics,
  fontMetrics,
  type LineMetrics,
  lineMetrics,
  normalLineHeight,
} from "./metrics.ts";
export { breakOpportunities } from "./linebreak.ts";
