/**
 * The `srcset` attribute (HTML §4.8.4.3.10 "parse a srcset attribute"): image candidates, each
 * a URL with at most one width (`480w`) or density (`2x`) descriptor. A candidate with a
 * malformed or repeated descriptor is dropped, as the algorithm drops it. Height descriptors
 * (`100h`, a future extension) are read and ignored, as Chromium ignores them.
 */

/** One image candidate: its URL and what it says of its resolution. */
export interface SrcsetCandidate {
  url: string;
  /** The `w` descriptor: the image's width in pixels. */
  width?: number;
  /** The `x` descriptor: image pixels per CSS px. */
  density?: number;
}

const WHITESPACE = /[\t\n\f\r ]/;

export function parseSrcset(text: string): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  let at = 0;
  while (at < text.length) {
    // Splitting loop: white space and commas, then a URL up to the next white space.
    while (at < text.length && (WHITESPACE.test(text[at]) || text[at] === ",")) at++;
    if (at >= text.length) break;
    const start = at;
    while (at < text.length && !WHITESPACE.test(text[at])) at++;
    let url = text.slice(start, at);
    const descriptors: string[] = [];
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else at = readDescriptors(text, at, descriptors);
    const candidate = withDescriptors(url, descriptors);
    if (candidate) out.push(candidate);
  }
  return out;
}

/** The descriptor tokens after a URL, up to a comma outside parentheses; returns where it stopped. */
function readDescriptors(text: string, at: number, out: string[]): number {
  let current = "";
  let inParens = false;
  for (; at < text.length; at++) {
    const c = text[at];
    if (inParens) {
      current += c;
      if (c === ")") inParens = false;
    } else if (WHITESPACE.test(c)) {
      if (current) out.push(current);
      current = "";
    } else if (c === ",") {
      at++;
      break;
    } else {
      current += c;
      if (c === "(") inParens = true;
    }
  }
  if (current) out.push(current);
  return at;
}

/** The candidate with its descriptors, or null when one is invalid or repeated. */
function withDescriptors(url: string, descriptors: string[]): SrcsetCandidate | null {
  const candidate: SrcsetCandidate = { url };
  let height = false;
  for (const descriptor of descriptors) {
    const kind = descriptor.at(-1);
    const value = descriptor.slice(0, -1);
    if (kind === "w" && /^\d+$/.test(value) && candidate.width === undefined) {
      candidate.width = Number(value);
      if (candidate.width === 0 || candidate.density !== undefined) return null;
    } else if (kind === "x" && isFloat(value) && candidate.density === undefined) {
      candidate.density = Number(value);
      if (candidate.density < 0 || candidate.width !== undefined || height) return null;
    } else if (kind === "h" && /^\d+$/.test(value) && !height && Number(value) > 0) {
      height = true;
      if (candidate.density !== undefined) return null;
    } else return null;
  }
  // A height descriptor needs a width descriptor beside it.
  if (height && candidate.width === undefined) return null;
  return candidate;
}

/** A valid floating-point number (HTML §2.3.4.3). */
function isFloat(text: string): boolean {
  return /^-?(\d+|\d*\.\d+)([eE][-+]?\d+)?$/.test(text);
}
