/**
 * Small readers over a declaration's component values (css-tree value nodes, whitespace
 * already dropped). Every value parser in this stage is written against these.
 */
import type { CssNode } from "./csstree.ts";

/** The component values of one declaration value, in order. */
export type Tokens = readonly CssNode[];

/** An identifier's name, ASCII-lowercased (CSS keywords are case-insensitive), else null. */
export function identOf(node: CssNode | undefined): string | null {
  return node?.type === "Identifier" ? node.name.toLowerCase() : null;
}

/** The value of a `<number>` token, else null. */
export function numberOf(node: CssNode | undefined): number | null {
  if (node?.type !== "Number") return null;
  const n = Number(node.value);
  return Number.isFinite(n) ? n : null;
}

/** An identifier's name, ASCII-lowercased, when it is among `allowed`, else null. */
export function keywordIn<const T extends string>(
  node: CssNode | undefined,
  allowed: readonly T[],
): T | null {
  const name = identOf(node);
  return name !== null && (allowed as readonly string[]).includes(name) ? name as T : null;
}

/** The one keyword of a single-token value when it is among `allowed`, else null. */
export function keywordOf<const T extends string>(tokens: Tokens, allowed: readonly T[]): T | null {
  return tokens.length === 1 ? keywordIn(tokens[0], allowed) : null;
}

/** `[<allowed>]{1,2}` as an x and a y keyword, the second defaulting to the first. */
export function keywordPair<const T extends string>(
  tokens: Tokens,
  allowed: readonly T[],
): { x: T; y: T } | null {
  if (tokens.length < 1 || tokens.length > 2) return null;
  const x = keywordIn(tokens[0], allowed);
  const y = tokens.length === 2 ? keywordIn(tokens[1], allowed) : x;
  return x !== null && y !== null ? { x, y } : null;
}

/** Top, right, bottom, left; or top-left, top-right, bottom-right, bottom-left. */
export type FourSides<T> = [top: T, right: T, bottom: T, left: T];

/**
 * 1–4 component values, each read by `read` (given its position), for the four sides, the
 * missing ones copied from the opposite side as in `margin` (CSS 2.2 §8.3); null when there
 * are none, more than four or one does not read.
 */
export function fourSides<T>(
  tokens: Tokens,
  read: (node: CssNode, i: number) => T | null,
): FourSides<T> | null {
  if (tokens.length < 1 || tokens.length > 4) return null;
  const values = tokens.map(read);
  if (values.includes(null)) return null;
  const [top, right = top, bottom = top, left = right] = values as T[];
  return [top, right, bottom, left];
}

/** Splits a value at its top-level commas (`a, b c, d` → [[a], [b, c], [d]]). */
export function splitCommas(tokens: Tokens): CssNode[][] {
  const parts: CssNode[][] = [[]];
  for (const node of tokens) {
    if (node.type === "Operator" && node.value === ",") parts.push([]);
    else parts[parts.length - 1].push(node);
  }
  return parts;
}

/** True for the `/` separator of shorthands such as `font` and `background`. */
export function isSlash(node: CssNode | undefined): boolean {
  return node?.type === "Operator" && node.value === "/";
}
