/**
 * Text → PDFDocEncoding bytes (PDF 32000-1 Annex D, Table D.2).
 *
 * PDFDocEncoding agrees with ISO Latin-1 for printable ASCII and for U+00A1–U+00FF (except the
 * soft hyphen), and puts typographic characters (bullet, dashes, quotes, €, …) where Latin-1 has
 * C1 controls. The standard security handler up to revision 4 expects passwords in this
 * encoding (§7.6.3.3, Algorithm 2 step a), so that is what readers compare against.
 */

/** The code points Table D.2 places outside the Latin-1 identity ranges, by byte value. */
const NON_LATIN1_BYTES: ReadonlyMap<number, number> = new Map([
  [0x02d8, 0x18], // breve
  [0x02c7, 0x19], // caron
  [0x02c6, 0x1a], // circumflex
  [0x02d9, 0x1b], // dot above
  [0x02dd, 0x1c], // double acute
  [0x02db, 0x1d], // ogonek
  [0x02da, 0x1e], // ring above
  [0x02dc, 0x1f], // small tilde
  [0x2022, 0x80], // bullet
  [0x2020, 0x81], // dagger
  [0x2021, 0x82], // double dagger
  [0x2026, 0x83], // ellipsis
  [0x2014, 0x84], // em dash
  [0x2013, 0x85], // en dash
  [0x0192, 0x86], // florin
  [0x2044, 0x87], // fraction slash
  [0x2039, 0x88], // single left guillemet
  [0x203a, 0x89], // single right guillemet
  [0x2212, 0x8a], // minus
  [0x2030, 0x8b], // per mille
  [0x201e, 0x8c], // double low quote
  [0x201c, 0x8d], // left double quote
  [0x201d, 0x8e], // right double quote
  [0x2018, 0x8f], // left single quote
  [0x2019, 0x90], // right single quote
  [0x201a, 0x91], // single low quote
  [0x2122, 0x92], // trade mark
  [0xfb01, 0x93], // fi ligature
  [0xfb02, 0x94], // fl ligature
  [0x0141, 0x95], // Ł
  [0x0152, 0x96], // Œ
  [0x0160, 0x97], // Š
  [0x0178, 0x98], // Ÿ
  [0x017d, 0x99], // Ž
  [0x0131, 0x9a], // dotless i
  [0x0142, 0x9b], // ł
  [0x0153, 0x9c], // œ
  [0x0161, 0x9d], // š
  [0x017e, 0x9e], // ž
  [0x20ac, 0xa0], // euro
]);

/** Code points that Table D.2 maps to the same byte value. */
function isLatin1Identity(codePoint: number): boolean {
  return codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d ||
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa1 && codePoint <= 0xff && codePoint !== 0xad);
}

/**
 * Encodes `text` in PDFDocEncoding. Throws a RangeError naming the first character that the
 * encoding cannot represent (controls, CJK, emoji, …).
 */
export function encodePdfDocEncoding(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const byte = isLatin1Identity(codePoint) ? codePoint : NON_LATIN1_BYTES.get(codePoint);
    if (byte === undefined) {
      const code = codePoint.toString(16).toUpperCase().padStart(4, "0");
      throw new RangeError(
        `the character ${JSON.stringify(char)} (U+${code}) has no PDFDocEncoding`,
      );
    }
    bytes.push(byte);
  }
  return Uint8Array.from(bytes);
}
