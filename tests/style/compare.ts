/**
 * Whether the engine's serialised value and Chromium's printed value say the same thing.
 * Both are read as tokens — colours, numbers with units, strings, words — and compared token by
 * token: words and strings exactly, numbers within what Chromium's printing loses (six
 * significant digits; lengths kept in 1/64 px layout units), colours in sRGB within one step of
 * 255 per channel, Chromium's lab()/oklch()/color() converted by Chromium itself and clipped
 * to the sRGB gamut per channel, as the engine does.
 */

type Token =
  | { kind: "colour"; rgba: [number, number, number, number] }
  | { kind: "number"; value: number; unit: string }
  | { kind: "text"; text: string };

const TOKEN =
  /\s*(?:(?<colour>\b(?:rgba?|color|lab|lch|oklab|oklch)\([^()]*\))|(?<string>"(?:[^"\\]|\\.)*")|(?<number>[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(?<unit>[a-z%]*)|(?<word>[^\s,()"]+|[,()]))/iy;

/** A length's tolerance: a layout unit (1/64 px) or the six digits Chromium prints. */
const tolerance = (value: number) => Math.max(1 / 64, Math.abs(value) * 1e-5);

const clip = (x: number) => Math.min(1, Math.max(0, x));

/** rgb()/rgba() or color(srgb …) → channels 0–255 and alpha; null for anything else. */
function srgbChannels(text: string): [number, number, number, number] | null {
  const numbers = (text.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
  if (/^rgba?\(/i.test(text)) {
    const [r, g, b, a = 1] = numbers;
    return [r, g, b, a];
  }
  if (/^color\(srgb\s/i.test(text)) {
    const [r, g, b, a = 1] = numbers;
    return [clip(r) * 255, clip(g) * 255, clip(b) * 255, a];
  }
  return null;
}

/** The tokens of a printed value; `srgb` maps Chromium's other colour forms to color(srgb …). */
function tokens(value: string, srgb: Readonly<Record<string, string>>): Token[] | null {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < value.length) {
    const match = TOKEN.exec(value);
    if (match === null) {
      if (value.slice(TOKEN.lastIndex).trim() === "") break;
      return null;
    }
    const { colour, string, number, unit, word } = match.groups!;
    if (colour !== undefined) {
      const rgba = srgbChannels(colour) ?? (colour in srgb ? srgbChannels(srgb[colour]) : null);
      if (rgba === null) return null;
      out.push({ kind: "colour", rgba });
    } else if (number !== undefined) {
      out.push({ kind: "number", value: Number(number), unit: unit.toLowerCase() });
    } else out.push({ kind: "text", text: string ?? word });
  }
  return out;
}

function sameToken(ours: Token, theirs: Token): boolean {
  if (ours.kind === "colour" && theirs.kind === "colour") {
    return ours.rgba.every((channel, i) =>
      Math.abs(channel - theirs.rgba[i]) <= (i === 3 ? 1 / 255 : 1) + 1e-9
    );
  }
  if (ours.kind === "number" && theirs.kind === "number") {
    if (!Number.isFinite(ours.value) || !Number.isFinite(theirs.value)) {
      return ours.value === theirs.value && ours.unit === theirs.unit;
    }
    return ours.unit === theirs.unit &&
      Math.abs(ours.value - theirs.value) <= tolerance(theirs.value);
  }
  return ours.kind === "text" && theirs.kind === "text" && ours.text === theirs.text;
}

/** Whether two printed values are the same value. */
export function sameValue(
  ours: string,
  theirs: string,
  srgb: Readonly<Record<string, string>>,
): boolean {
  if (ours === theirs) return true;
  const a = tokens(ours, {});
  const b = tokens(theirs, srgb);
  return a !== null && b !== null && a.length === b.length &&
    a.every((token, i) => sameToken(token, b[i]));
}

/**
 * Chromium prints `float` and `clear` as specified (`inline-start`); the engine resolves them
 * to left/right by the element's direction (CSS Logical 1 §3.1), which is the same value.
 */
export function physicalFloat(theirs: string, direction: "ltr" | "rtl"): string {
  if (theirs !== "inline-start" && theirs !== "inline-end") return theirs;
  return (theirs === "inline-start") === (direction === "ltr") ? "left" : "right";
}
