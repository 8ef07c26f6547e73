/**
 * Test support for the PDF writer's tests: real font faces from /fonts and
 * glyph runs shaped by fontkit, so display lists can be built by hand without
 * the text stage.
 */
import * as fontkit from "fontkit";
import type { RGBA } from "../css/types.ts";
import type { GlyphsItem } from "../paint/types.ts";
import type { FontFace, ShapedGlyph } from "../text/types.ts";

export const FONTS_DIR = new URL("../../fonts/", import.meta.url).pathname;

/** Loads a bundled font file as a FontFace; metrics from hhea, as the text stage does for these fonts. */
export function loadFace(file: string, weight = 400): FontFace {
  const path = FONTS_DIR + file;
  const font = fontkit.openSync(path);
  return {
    id: path,
    family: font.familyName,
    postscriptName: font.postscriptName,
    weight,
    style: font.italicAngle !== 0 ? "italic" : "normal",
    font,
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
  };
}

/** Shapes `text` with the face's default features at `size` px, plus `letterSpacing` px per glyph. */
export function shape(
  face: FontFace,
  text: string,
  size: number,
  letterSpacing = 0,
): ShapedGlyph[] {
  const run = face.font.layout(text);
  const scale = size / face.unitsPerEm;
  const glyphs: ShapedGlyph[] = [];
  let cluster = 0;
  for (let i = 0; i < run.glyphs.length; i++) {
    const glyph = run.glyphs[i];
    const position = run.positions[i];
    const chars = String.fromCodePoint(...glyph.codePoints);
    glyphs.push({
      id: glyph.id,
      advance: position.xAdvance * scale + letterSpacing,
      xOffset: position.xOffset * scale,
      yOffset: position.yOffset * scale,
      text: chars,
      cluster,
    });
    cluster += chars.length;
  }
  return glyphs;
}

/** A glyphs display item for `text` with its baseline origin at (x, y) px. */
export function textItem(
  face: FontFace,
  text: string,
  x: number,
  y: number,
  size: number,
  color: RGBA = { r: 0, g: 0, b: 0, a: 1 },
  letterSpacing = 0,
): GlyphsItem {
  return {
    kind: "glyphs",
    x,
    y,
    face,
    size,
    color,
    glyphs: shape(face, text, size, letterSpacing),
  };
}
