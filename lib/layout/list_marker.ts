/**
 * Marker strings for list items (CSS Counter Styles 3 §6, the predefined
 * styles; CSS Lists 3 §3.1 for the suffix Chromium appends).
 */

/** Symbol counter styles (Counter Styles 3 §6.2); disclosure triangles point right / down. */
const BULLETS: Record<string, string> = {
  disc: "•",
  circle: "◦",
  square: "▪",
  "disclosure-closed": "▸",
  "disclosure-open": "▾",
};

function alphabetic(n: number, letters: string): string {
  // Counter Styles 3 §3.1.3 "alphabetic": bijective base-N numbering, a, b, …, z, aa, …
  if (n < 1) return String(n);
  let out = "";
  while (n > 0) {
    n--;
    out = letters[n % letters.length] + out;
    n = Math.floor(n / letters.length);
  }
  return out;
}

const ROMAN: [number, string][] = [
  [1000, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"],
];

function roman(n: number): string {
  // Counter Styles 3 §6.1 "lower-roman": additive, range 1–3999; outside it falls back to decimal.
  if (n < 1 || n > 3999) return String(n);
  let out = "";
  for (const [value, digits] of ROMAN) {
    while (n >= value) {
      out += digits;
      n -= value;
    }
  }
  return out;
}

const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** A counter value in a counter style, without prefix or suffix (counter(), counters()). */
export function formatCounter(type: string, ordinal: number): string {
  if (type === "none") return "";
  if (type in BULLETS) return BULLETS[type];
  switch (type) {
    case "decimal-leading-zero":
      return (ordinal < 0 ? "-" : "") + String(Math.abs(ordinal)).padStart(2, "0");
    case "lower-alpha":
    case "lower-latin":
      return alphabetic(ordinal, LOWER);
    case "upper-alpha":
    case "upper-latin":
      return alphabetic(ordinal, LOWER.toUpperCase());
    case "lower-roman":
      return roman(ordinal);
    case "upper-roman":
      return roman(ordinal).toUpperCase();
    default:
      return String(ordinal);
  }
}

/**
 * The text of counter() or target-counter(): the innermost of a counter's `values` (outermost
 * first; 0 when there are none), or of counters() or target-counters(), which have a
 * `separator`: all of them, joined by it (CSS Lists 3 §4.8, GC 3 §3.1).
 */
export function counterText(
  item: { style: string; separator?: string },
  values: readonly number[],
): string {
  if (item.separator === undefined) return formatCounter(item.style, values.at(-1) ?? 0);
  return values.map((v) => formatCounter(item.style, v)).join(item.separator);
}

/** The marker text for an ordinal in a list-style-type, with its suffix; null for `none`. */
export function markerText(type: string, ordinal: number): string | null {
  if (type === "none") return null;
  // Symbols are followed by a space, ordinals by ". " (CSS Counter Styles 3 §6.1, Chromium).
  return formatCounter(type, ordinal) + (type in BULLETS ? " " : ". ");
}
