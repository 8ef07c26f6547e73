/**
 * CSS escapes, decoded as the tokenizer does (CSS Syntax 3 §3.3 preprocessing, §4.3.7 "consume
 * an escaped code point"): `\` and one to six hex digits, then one optional whitespace, stands
 * for that code point (zero, a surrogate or past U+10FFFF become U+FFFD); `\` and any other
 * code point but a newline stands for that code point. Tailwind's class names are written
 * this way (`.sm\:grid-cols-4`, `.h-\[67\%\]`), as are ids that start with a digit (`#\31 23`).
 */

const REPLACEMENT = "\uFFFD";

/**
 * The input stream's preprocessing (§3.3): CR LF, CR and FF become LF, NUL and lone
 * surrogates become U+FFFD.
 */
export function preprocess(text: string): string {
  return text.replace(/\r\n?|\f/g, "\n").replace(/\0/g, REPLACEMENT).toWellFormed();
}

function isHexDigit(char: string | undefined): boolean {
  return char !== undefined && /^[0-9a-fA-F]$/.test(char);
}

/**
 * Decodes the escapes of a token's text. In an identifier a `\` at the end stands for
 * U+FFFD (§4.3.7); in a string it is dropped, and `\` before a newline continues the string
 * on the next line (§4.3.5). The tokenizer has already left escaped newlines out of
 * identifiers, so the `inString` branches only ever run for strings.
 */
export function decodeEscapes(raw: string, inString = false): string {
  if (!raw.includes("\\")) return raw;
  let out = "";
  let i = 0;
  while (i < raw.length) {
    const char = raw[i];
    if (char !== "\\") {
      out += char;
      i++;
      continue;
    }
    i++;
    if (i >= raw.length) {
      if (!inString) out += REPLACEMENT;
      break;
    }
    if (raw[i] === "\n") {
      i++;
      continue;
    }
    if (!isHexDigit(raw[i])) {
      const codePoint = raw.codePointAt(i)!;
      out += String.fromCodePoint(codePoint);
      i += codePoint > 0xffff ? 2 : 1;
      continue;
    }
    let end = i;
    while (end < raw.length && end - i < 6 && isHexDigit(raw[end])) end++;
    const value = parseInt(raw.slice(i, end), 16);
    const invalid = value === 0 || (value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff;
    out += invalid ? REPLACEMENT : String.fromCodePoint(value);
    i = end;
    if (raw[i] === " " || raw[i] === "\t" || raw[i] === "\n") i++;
  }
  return out;
}

/**
 * Whether text would start an identifier (§4.3.9): a name-start code point, `-` followed by
 * one or another `-`, or an escape (after an optional `-`).
 */
export function wouldStartIdentifier(text: string): boolean {
  const isNameStart = (c: string | undefined) =>
    c !== undefined && (/[A-Za-z_]/.test(c) || c.charCodeAt(0) >= 0x80);
  const isEscape = (c: string | undefined, next: string | undefined) => c === "\\" && next !== "\n";
  const [first, second, third] = text;
  if (first === "-") {
    return isNameStart(second) || second === "-" || isEscape(second, third);
  }
  return isNameStart(first) || isEscape(first, second);
}
