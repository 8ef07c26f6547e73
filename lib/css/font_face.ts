/**
 * @font-face rules (CSS Fonts 4 §4): the descriptors collected for the text stage, which
 * loads and matches the faces. A rule without a family or a usable src is dropped (§4.1).
 */
import type { FontStyle } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import { resolveUrl } from "./url.ts";
import { identOf, numberOf, splitCommas, type Tokens } from "./value.ts";

/** One entry of `src`, in priority order: a font file or a locally installed face. */
export type FontFaceSource = { url: string; format: string | null } | { local: string };

export interface FontFaceRule {
  family: string;
  sources: FontFaceSource[];
  /** Weight range [min, max] (one value gives min = max; `normal` 400, `bold` 700). */
  weight: [number, number];
  style: FontStyle;
  /** Code point ranges [first, last] inclusive; null when the rule covers everything. */
  unicodeRange: Array<[number, number]> | null;
}

function parseFamily(tokens: Tokens): string | null {
  if (tokens.length === 1 && tokens[0].type === "String") return tokens[0].value;
  if (tokens.length === 0 || tokens.some((n) => n.type !== "Identifier")) return null;
  return tokens.map((n) => n.type === "Identifier" ? n.name : "").join(" ");
}

/** `src: url(a.woff2) format("woff2"), local(Name)` (§4.3). */
function parseSources(tokens: Tokens, sheetHref: string | null): FontFaceSource[] {
  const sources: FontFaceSource[] = [];
  for (const part of splitCommas(tokens)) {
    const [head, ...hints] = part;
    if (head?.type === "Url") {
      const format = hints.find((n) => n.type === "Function" && n.name.toLowerCase() === "format");
      const arg = format?.type === "Function" ? format.children[0] : undefined;
      const formatName = arg?.type === "String" ? arg.value : identOf(arg);
      sources.push({ url: resolveUrl(head.value, sheetHref), format: formatName });
    } else if (head?.type === "Function" && head.name.toLowerCase() === "local") {
      const name = parseFamily(head.children);
      if (name !== null) sources.push({ local: name });
    }
  }
  return sources;
}

function weightOf(node: CssNode | undefined): number | null {
  const name = identOf(node);
  if (name === "normal") return 400;
  if (name === "bold") return 700;
  const n = numberOf(node);
  return n !== null && n >= 1 && n <= 1000 ? n : null;
}

/** `font-weight: <weight>{1,2}` (§4.5); `auto` means the full range. */
function parseWeight(tokens: Tokens): [number, number] | null {
  if (tokens.length === 1 && identOf(tokens[0]) === "auto") return [1, 1000];
  const weights = tokens.map(weightOf);
  if (weights.length < 1 || weights.length > 2 || weights.includes(null)) return null;
  const [min, max = min] = weights as number[];
  return [Math.min(min, max), Math.max(min, max)];
}

function parseStyle(tokens: Tokens): FontStyle | null {
  const name = identOf(tokens[0]);
  return name === "normal" || name === "italic" || name === "oblique" ? name : null;
}

/** `U+26`, `U+0-7F`, `U+4??` (CSS Syntax 3 §7.1 <urange>). */
function parseUnicodeRange(tokens: Tokens): Array<[number, number]> | null {
  const ranges: Array<[number, number]> = [];
  for (const part of splitCommas(tokens)) {
    const node = part[0];
    if (part.length !== 1 || node.type !== "UnicodeRange") return null;
    const [first, last = first] = node.value.slice(2).split("-");
    const start = parseInt(first.replaceAll("?", "0"), 16);
    const end = parseInt(last.replaceAll("?", "F"), 16);
    if (!(start <= end && end <= 0x10ffff)) return null;
    ranges.push([start, end]);
  }
  return ranges;
}

/** The rule's descriptors, or null when it cannot define a face. */
export function parseFontFace(
  children: readonly CssNode[],
  sheetHref: string | null,
): FontFaceRule | null {
  let family: string | null = null;
  let sources: FontFaceSource[] = [];
  let weight: [number, number] = [400, 400];
  let style: FontStyle = "normal";
  let unicodeRange: Array<[number, number]> | null = null;
  for (const node of children) {
    if (node.type !== "Declaration" || node.value.type !== "Value") continue;
    const tokens = node.value.children;
    switch (node.property.toLowerCase()) {
      case "font-family":
        family = parseFamily(tokens) ?? family;
        break;
      case "src":
        sources = parseSources(tokens, sheetHref);
        break;
      case "font-weight":
        weight = parseWeight(tokens) ?? weight;
        break;
      case "font-style":
        style = parseStyle(tokens) ?? style;
        break;
      case "unicode-range":
        unicodeRange = parseUnicodeRange(tokens) ?? unicodeRange;
        break;
    }
  }
  if (family === null || sources.length === 0) return null;
  return { family, sources, weight, style, unicodeRange };
}
