/**
 * Embeds the document's font faces as subset composite fonts (PDF 32000-1
 * §9.7): a Type0 font with the Identity-H encoding (§9.7.5.2, 2-byte codes =
 * CIDs) over a CIDFontType2 (TrueType outlines, /FontFile2) or CIDFontType0
 * (CFF outlines, /FontFile3 /CIDFontType0C) descendant, with /W widths
 * (§9.7.4.3), a FontDescriptor (§9.8) and a /ToUnicode CMap (§9.10.3).
 *
 * CIDs are the subset's own glyph ids: fontkit renumbers the glyphs it keeps
 * (includeGlyph returns the new id), so a TrueType descendant declares
 * /CIDToGIDMap /Identity and the CFF subset's charset is already the identity.
 */
import { createHash } from "node:crypto";
import { type PDFContext, PDFName, type PDFRef, PDFString } from "pdf-lib";
import type { DisplayItem, GlyphsItem, PageDisplayList } from "../paint/types.ts";
import { fontkitView, readPostHeader } from "../text/font_file.ts";
import type { FontFace } from "../text/types.ts";
import type { ContentFont } from "./content_stream.ts";
import { formatNumber } from "./number.ts";
import { type FontSubset, subsetFont, type SubsettableFont } from "./font_subset.ts";
import { buildToUnicodeCMap } from "./to_unicode.ts";

/** The parts of a fontkit 2 font this module reads besides subsetting (fontkit ships no types). */
interface FontkitFont extends SubsettableFont {
  unitsPerEm: number;
  capHeight: number | undefined;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  "OS/2"?: {
    sFamilyClass: number;
    usWeightClass: number;
    panose: number[];
    fsSelection: { italic: boolean };
  };
}

/** The glyphs one face shows anywhere in the document, each with the text it stands for. */
export interface GlyphUsage {
  face: FontFace;
  /** Original glyph id → text; "" while no occurrence had text (a mark after its base). */
  texts: Map<number, string>;
}

/**
 * Gathers, across all pages, every glyph each face shows, keyed by face id in
 * order of first use. A subset must be complete before any content refers to
 * its renumbered glyphs, hence this separate first pass.
 *
 * A glyph can stand for different text in different places (a ligature glyph
 * reached from "ﬁ" and from "fi"); a CMap maps a code to one string, so the
 * first non-empty text wins.
 */
export function collectGlyphUsage(pages: PageDisplayList[]): Map<string, GlyphUsage> {
  const usage = new Map<string, GlyphUsage>();
  for (const page of pages) {
    for (const item of glyphRuns(page.items)) {
      let entry = usage.get(item.face.id);
      if (!entry) {
        entry = { face: item.face, texts: new Map() };
        usage.set(item.face.id, entry);
      }
      const texts = entry.texts;
      for (const glyph of item.glyphs) {
        const known = texts.get(glyph.id);
        if (known === undefined || (known === "" && glyph.text !== "")) {
          texts.set(glyph.id, glyph.text);
        }
      }
    }
  }
  return usage;
}

/** A face embedded in the document; what content streams and page resources need of it. */
export interface EmbeddedFont extends ContentFont {
  /** The Type0 font dictionary. */
  readonly ref: PDFRef;
}

/**
 * Six uppercase letters naming the subset (§9.6.4), derived from the font and
 * its glyph set so the same input always gets the same tag, and different
 * subsets of one font get different ones.
 */
export function subsetTag(postscriptName: string, glyphIds: readonly number[]): string {
  const digest = createHash("md5").update(`${postscriptName}:${glyphIds.join(",")}`).digest();
  let tag = "";
  for (let i = 0; i < 6; i++) tag += String.fromCharCode(65 + digest[i] % 26);
  return tag;
}

/**
 * The /W array (§9.7.4.3) for widths indexed by CID from 0: runs of equal
 * widths as `first last w`, everything else as `first [w w …]`.
 */
export function compactWidths(widths: readonly number[]): (number | number[])[] {
  // `first last w` costs three numbers; shorter runs are cheaper inside a list.
  const MIN_RUN = 4;
  const out: (number | number[])[] = [];
  let list: number[] = [];
  let listStart = 0;
  for (let i = 0; i < widths.length;) {
    let j = i;
    while (j + 1 < widths.length && widths[j + 1] === widths[i]) j++;
    if (j - i + 1 >= MIN_RUN) {
      if (list.length > 0) out.push(listStart, list);
      list = [];
      out.push(i, j, widths[i]);
    } else {
      if (list.length === 0) listStart = i;
      for (let k = i; k <= j; k++) list.push(widths[k]);
    }
    i = j + 1;
  }
  if (list.length > 0) out.push(listStart, list);
  return out;
}

/** A PostScript name fit for a PDF name and a subset tag (§9.6.4, §7.3.5). */
function baseName(face: FontFace): string {
  const name = (face.postscriptName || face.family).replace(
    /[^A-Za-z0-9._-]/g,
    "",
  );
  return name === "" ? "Font" : name;
}

/** FontDescriptor /Flags (§9.8.2 Table 123). */
function descriptorFlags(font: FontkitFont, italicAngle: number): number {
  const FIXED_PITCH = 1, SERIF = 2, SYMBOLIC = 4, SCRIPT = 8, ITALIC = 64;
  // Symbolic: the glyphs are reached by CID, not through a standard Latin
  // encoding, which is what the flag tells a viewer.
  let flags = SYMBOLIC;
  // PANOSE (OS/2 panose) family kind 2 "Latin Text" with proportion 9 "Monospaced";
  // post.isFixedPitch says the same, but decoding `post` builds every glyph name.
  const panose = font["OS/2"]?.panose;
  if (panose?.[0] === 2 && panose[3] === 9) flags |= FIXED_PITCH;
  // OS/2 sFamilyClass high byte (IBM font class): 1–5 and 7 are serif designs, 10 scripts.
  const familyClass = (font["OS/2"]?.sFamilyClass ?? 0) >> 8;
  if ((familyClass >= 1 && familyClass <= 5) || familyClass === 7) flags |= SERIF;
  if (familyClass === 10) flags |= SCRIPT;
  if (italicAngle !== 0 || font["OS/2"]?.fsSelection.italic) flags |= ITALIC;
  return flags;
}

/**
 * Subsets `usage.face` to the used glyphs and registers its font objects.
 * `resourceName` is the name pages list it under in /Font.
 */
export function embedFont(
  context: PDFContext,
  usage: GlyphUsage,
  resourceName: string,
): EmbeddedFont {
  const { face } = usage;
  const font = face.font as FontkitFont;
  const glyphIds = [...usage.texts.keys()].sort((a, b) => a - b);
  let subset: FontSubset;
  try {
    subset = subsetFont(font, glyphIds);
  } catch (error) {
    throw new Error(`Cannot embed font ${face.postscriptName}: ${(error as Error).message}`);
  }
  const { program, cids } = subset;
  const isCff = subset.format === "cff";
  const italicAngle = readPostHeader(fontkitView(face.font))?.italicAngle ?? 0;

  const scale = 1000 / font.unitsPerEm;
  const codes: string[] = [];
  const widthByGid: number[] = [];
  const widths: number[] = [round3(font.getGlyph(0).advanceWidth * scale)];
  const toUnicode = new Map<number, string>();
  for (const gid of glyphIds) {
    const cid = cids.get(gid)!;
    const width = round3(font.getGlyph(gid).advanceWidth * scale);
    codes[gid] = cid.toString(16).toUpperCase().padStart(4, "0");
    widthByGid[gid] = width;
    widths[cid] = width;
    const text = usage.texts.get(gid)!;
    if (text !== "") toUnicode.set(cid, text);
  }

  const name = `${subsetTag(face.postscriptName, glyphIds)}+${baseName(face)}`;
  const fontFile = context.register(
    isCff
      ? context.flateStream(program, { Subtype: "CIDFontType0C" })
      : context.flateStream(program, { Length1: program.length }),
  );
  const bbox = font.bbox;
  const descriptor = context.register(context.obj({
    Type: "FontDescriptor",
    FontName: name,
    Flags: descriptorFlags(font, italicAngle),
    FontBBox: [bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map((v) => Math.round(v * scale)),
    ItalicAngle: italicAngle,
    Ascent: Math.round(face.ascent * scale),
    Descent: Math.round(face.descent * scale),
    CapHeight: Math.round((font.capHeight ?? face.ascent) * scale),
    // StemV is only a hint for substituting a missing font; with the program
    // embedded no viewer needs it exactly. Estimated from the weight class
    // (a common heuristic: ~88 for 400, ~166 for 700).
    StemV: Math.round(50 + ((font["OS/2"]?.usWeightClass ?? face.weight) / 65) ** 2),
    [isCff ? "FontFile3" : "FontFile2"]: fontFile,
  }));
  const cidFont = context.register(context.obj({
    Type: "Font",
    Subtype: isCff ? "CIDFontType0" : "CIDFontType2",
    BaseFont: name,
    CIDSystemInfo: {
      Registry: PDFString.of("Adobe"),
      Ordering: PDFString.of("Identity"),
      Supplement: 0,
    },
    FontDescriptor: descriptor,
    W: compactWidths(widths),
    ...(isCff ? {} : { CIDToGIDMap: "Identity" }),
  }));
  const cmap = context.register(context.flateStream(buildToUnicodeCMap(toUnicode)));
  const ref = context.register(context.obj({
    Type: "Font",
    Subtype: "Type0",
    // §9.7.6.1 Table 121: over a CIDFontType0 the name carries the CMap's.
    BaseFont: isCff ? `${name}-Identity-H` : name,
    Encoding: "Identity-H",
    DescendantFonts: [cidFont],
    ToUnicode: cmap,
  }));

  return {
    name: resourceName,
    ref,
    code(gid: number): string {
      const code = codes[gid];
      if (code === undefined) throw new Error(`Glyph ${gid} of ${name} was not collected`);
      return code;
    },
    width: (gid: number) => widthByGid[gid],
  };
}

function round3(value: number): number {
  return Number(formatNumber(value, 3));
}

/** Embeds every face the pages use; resource names F1, F2, … in order of first use. */
export function embedFonts(
  context: PDFContext,
  pages: PageDisplayList[],
): Map<string, EmbeddedFont> {
  const fonts = new Map<string, EmbeddedFont>();
  for (const [faceId, usage] of collectGlyphUsage(pages)) {
    fonts.set(faceId, embedFont(context, usage, `F${fonts.size + 1}`));
  }
  return fonts;
}

/** The /Font resource dictionary naming the given fonts. */
export function fontResourceDict(context: PDFContext, fonts: Iterable<EmbeddedFont>) {
  const dict = context.obj({});
  for (const font of fonts) dict.set(PDFName.of(font.name), font.ref);
  return dict;
}

/**
 * The runs of glyphs the items show: as text, as the clip of a `background-clip: text`
 * background, in a mask, or in a repeated background's tile (an SVG with text).
 */
function glyphRuns(items: readonly DisplayItem[]): GlyphsItem[] {
  return items.flatMap((item) => {
    switch (item.kind) {
      case "glyphs":
        return [item];
      case "clip-text-push":
        return item.runs;
      case "mask-push":
        return glyphRuns(item.mask);
      case "tiles":
        return glyphRuns(item.cell);
      default:
        return [];
    }
  });
}
