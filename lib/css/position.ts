/**
 * `<position>` (CSS Values 4 §9.3): a point of a box as x and y offsets from its top-left
 * corner, keywords as percentages, an offset from the right or bottom edge as 100% less it.
 * Used by `transform-origin` (which takes its one- and two-value forms) and by the `at` of
 * basic shapes (all forms).
 */
import type { CssNode } from "./csstree.ts";
import type { Length } from "./length.ts";
import { parseLengthNode } from "./length.ts";
import { identOf, type Tokens } from "./value.ts";

export interface SpecifiedPosition {
  x: Length;
  y: Length;
}

const X_KEYWORDS: Readonly<Record<string, number>> = { left: 0, center: 50, right: 100 };
const Y_KEYWORDS: Readonly<Record<string, number>> = { top: 0, center: 50, bottom: 100 };
const CENTER: Length = { "%": 50 };

const keywordIn = (node: CssNode, keywords: Readonly<Record<string, number>>) => {
  const name = identOf(node);
  return name !== null && Object.hasOwn(keywords, name) ? name : null;
};

/** A component along one axis: its keyword (center in both) or a length-percentage. */
function component(node: CssNode, keywords: Readonly<Record<string, number>>): Length | null {
  const name = identOf(node);
  if (name !== null) return Object.hasOwn(keywords, name) ? { "%": keywords[name] } : null;
  return parseLengthNode(node, { percent: true });
}

/**
 * 100% less `offset`: an offset from the far edge, as one from the near edge; null when a math
 * function makes it no sum of terms.
 */
export function fromFarEdge(offset: Length): Length | null {
  if (offset.math) return null;
  const terms: Record<string, number> = { "%": 100 };
  for (const [unit, value] of Object.entries(offset)) {
    terms[unit] = (terms[unit] ?? 0) - (value as number);
  }
  return terms as Length;
}

/**
 * The one- and two-value forms: one keyword or length-percentage (the other axis centred), or
 * an x then a y component, two keywords in either order (`top left`).
 */
function shortPosition(tokens: Tokens): SpecifiedPosition | null {
  if (tokens.length === 1) {
    if (keywordIn(tokens[0], { top: 0, bottom: 100 })) {
      return { x: CENTER, y: component(tokens[0], Y_KEYWORDS)! };
    }
    const x = component(tokens[0], X_KEYWORDS);
    return x && { x, y: CENTER };
  }
  if (tokens.length !== 2) return null;
  let [first, second] = tokens;
  const yFirst = keywordIn(first, { top: 0, bottom: 100 }) !== null ||
    keywordIn(second, { left: 0, right: 100 }) !== null;
  if (yFirst) {
    if (identOf(first) === null || identOf(second) === null) return null;
    [first, second] = [second, first];
  }
  const x = component(first, X_KEYWORDS);
  const y = component(second, Y_KEYWORDS);
  return x && y && { x, y };
}

/** The four-value form: `[left | right] <lp>` and `[top | bottom] <lp>`, in either order. */
function edgeOffsets(tokens: Tokens): SpecifiedPosition | null {
  if (tokens.length !== 4) return null;
  let x: Length | null = null;
  let y: Length | null = null;
  for (const i of [0, 2]) {
    const edge = identOf(tokens[i]);
    const offset = parseLengthNode(tokens[i + 1], { percent: true });
    if (offset === null) return null;
    if ((edge === "left" || edge === "right") && x === null) {
      x = edge === "left" ? offset : fromFarEdge(offset);
    } else if ((edge === "top" || edge === "bottom") && y === null) {
      y = edge === "top" ? offset : fromFarEdge(offset);
    } else return null;
  }
  return x && y && { x, y };
}

/** A whole `<position>` (one, two or four values); null when the tokens are not one. */
export function parsePosition(tokens: Tokens): SpecifiedPosition | null {
  return tokens.length === 4 ? edgeOffsets(tokens) : shortPosition(tokens);
}

/** The one- or two-value forms only (`transform-origin`'s x and y). */
export function parseShortPosition(tokens: Tokens): SpecifiedPosition | null {
  return shortPosition(tokens);
}
