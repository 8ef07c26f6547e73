/**
 * The /ToUnicode CMap of an embedded font (PDF 32000-1 §9.10.3): maps each
 * 2-byte character code the content uses to the text the glyph stands for, so
 * viewers can search and copy. The CMap syntax is Adobe Technical Note #5411;
 * targets are UTF-16BE, several code units for ligatures and supplementary
 * characters.
 */

/** §9.10.3 and TN 5411 cap each bfchar/bfrange block at 100 entries. */
const BLOCK_SIZE = 100;

function hex4(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, "0");
}

/** UTF-16BE hex of a JavaScript string (already UTF-16, surrogate pairs included). */
function utf16Hex(text: string): string {
  let hex = "";
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return hex;
}

/**
 * A bfrange maps consecutive codes to consecutive targets by incrementing the
 * target's last byte (§9.10.3), so both ends must share their high byte, and
 * the target must be one code unit whose low byte does not wrap.
 */
function extendsRange(
  first: { code: number; unit: number },
  code: number,
  text: string,
): boolean {
  if (text.length !== 1) return false;
  const offset = code - first.code;
  return (code >> 8) === (first.code >> 8) &&
    text.charCodeAt(0) === first.unit + offset &&
    (first.unit & 0xff) + offset <= 0xff;
}

interface Range {
  first: number;
  last: number;
  /** The first code's text, UTF-16BE hex. */
  target: string;
}

/**
 * The CMap program for `mapping` (character code → text). Codes without text
 * (e.g. a mark glyph whose character went to its base) must be left out by the
 * caller: an empty target is not valid.
 */
export function buildToUnicodeCMap(mapping: Map<number, string>): string {
  const codes = [...mapping.keys()].sort((a, b) => a - b);
  const ranges: Range[] = [];
  const singles: string[] = [];
  let i = 0;
  while (i < codes.length) {
    const code = codes[i];
    const text = mapping.get(code)!;
    let j = i + 1;
    if (text.length === 1) {
      const first = { code, unit: text.charCodeAt(0) };
      while (
        j < codes.length && codes[j] === code + (j - i) &&
        extendsRange(first, codes[j], mapping.get(codes[j])!)
      ) j++;
    }
    if (j - i > 1) {
      ranges.push({ first: code, last: codes[j - 1], target: utf16Hex(text) });
    } else {
      singles.push(`<${hex4(code)}> <${utf16Hex(text)}>`);
    }
    i = j;
  }

  const lines = [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
  ];
  for (let start = 0; start < singles.length; start += BLOCK_SIZE) {
    const block = singles.slice(start, start + BLOCK_SIZE);
    lines.push(`${block.length} beginbfchar`, ...block, "endbfchar");
  }
  for (let start = 0; start < ranges.length; start += BLOCK_SIZE) {
    const block = ranges.slice(start, start + BLOCK_SIZE);
    lines.push(`${block.length} beginbfrange`);
    for (const r of block) lines.push(`<${hex4(r.first)}> <${hex4(r.last)}> <${r.target}>`);
    lines.push("endbfrange");
  }
  lines.push(
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  );
  return lines.join("\n");
}
