/**
 * The An+B microsyntax (CSS Syntax 3 §6), read from component values: the tokenizer has
 * already cut `2n-1` into one dimension and `-n+3` into an ident and a number, so each
 * production of §6.2 is one token shape.
 */
import type { Token } from "./tokens.ts";

export interface AnPlusB {
  a: number;
  b: number;
}

const N_DASH_DIGITS = /^n-(\d+)$/;

function isInteger(t: Token | undefined, signed: boolean): t is Extract<Token, { type: "number" }> {
  return t?.type === "number" && t.integer && t.signed === signed;
}

const INT_MAX = 2 ** 31 - 1;

/** Chromium keeps A and B as 32-bit integers, clamping larger ones (`99999999999`). */
function clamped(anb: AnPlusB | null): AnPlusB | null {
  const clamp = (n: number) => Math.max(-INT_MAX - 1, Math.min(INT_MAX, n));
  return anb && { a: clamp(anb.a), b: clamp(anb.b) };
}

/** An+B from tokens with no leading or trailing whitespace; null when it does not parse. */
export function parseAnPlusB(tokens: readonly Token[]): AnPlusB | null {
  return clamped(parseTokens(tokens));
}

function parseTokens(tokens: readonly Token[]): AnPlusB | null {
  const parts = tokens.filter((t) => t.type !== "space");
  const [first] = parts;
  if (first === undefined) return null;
  if (parts.length === 1 && first.type === "ident") {
    const keyword = first.value.toLowerCase();
    if (keyword === "odd") return { a: 2, b: 1 };
    if (keyword === "even") return { a: 2, b: 0 };
  }
  if (first.type === "number") {
    return parts.length === 1 && first.integer ? { a: 0, b: first.value } : null;
  }
  // `+n…`: the `+` must touch the n (§6.2, "no whitespace between + and n").
  const plusN = first.type === "delim" && first.value === "+" && tokens[1]?.type === "ident";
  const head = plusN ? parts[1] : first;
  const rest = parts.slice(plusN ? 2 : 1);
  let a: number;
  let unit: string;
  if (head.type === "dimension" && head.integer && !plusN) {
    a = head.value;
    unit = head.unit.toLowerCase();
  } else if (head.type === "ident") {
    const name = head.value.toLowerCase();
    const negative = name.startsWith("-") && !plusN;
    a = negative ? -1 : 1;
    unit = negative ? name.slice(1) : name;
  } else {
    return null;
  }
  return withB(a, unit, rest);
}

/** The B part after An, given what followed the `n` in its token. */
function withB(a: number, unit: string, rest: readonly Token[]): AnPlusB | null {
  const digits = N_DASH_DIGITS.exec(unit);
  if (digits) return rest.length === 0 ? { a, b: -Number(digits[1]) } : null;
  if (unit === "n-") {
    return rest.length === 1 && isInteger(rest[0], false) ? { a, b: -rest[0].value } : null;
  }
  if (unit !== "n") return null;
  if (rest.length === 0) return { a, b: 0 };
  if (rest.length === 1) return isInteger(rest[0], true) ? { a, b: rest[0].value } : null;
  const [sign, number] = rest;
  if (rest.length !== 2 || sign.type !== "delim" || !isInteger(number, false)) return null;
  if (sign.value === "+") return { a, b: number.value };
  if (sign.value === "-") return { a, b: -number.value };
  return null;
}
