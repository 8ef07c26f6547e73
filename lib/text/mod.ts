/**
 * The text stage's public surface: what layout calls to find fonts, measure
 * and shape text and find line-break opportunities, what the pipeline calls to
 * add a document's web fonts, and what the PDF writer needs to embed faces.
 * Types are in types.ts.
 */
export type {
  BreakOpportunity,
  FaceDeclaration,
  FontFace,
  ShapedGlyph,
  ShapedRun,
  SyntheticStyle,
  TextStyle,
} from "./types.ts";
export { FontRegistry, type RegistryOptions } from "./registry.ts";
export type { FaceDescriptors } from "./declared_faces.ts";
export { type FontResourceReader, registryWithFontFaces } from "./font_face_loader.ts";
export { type FaceMatch, fontChain, type FontRequest, matchFace, matchFamily } from "./match.ts";
export { measureText, pairKerning, shapeText } from "./shape.ts";
export { type CharWidths, charWidths } from "./char_widths.ts";
export {
  type FontMetrics,
  fontMetrics,
  type LineMetrics,
  lineMetrics,
  normalLineHeight,
} from "./metrics.ts";
export { breakOpportunities } from "./linebreak.ts";
export { glyphOutline, type OutlineCommand } from "./glyph_outline.ts";
export { fontUnitsFor, type FontUnitsQuery } from "./font_units.ts";
