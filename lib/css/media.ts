/**
 * Media queries (Media Queries 4) evaluated for printing: the `print` and `all` types match,
 * every other type does not, and size features describe the page area. Unknown features are
 * "unknown" (§3.1, Kleene logic) and a query that ends unknown does not match.
 */
import { type CssNode, type MediaQuery, parseCss } from "./csstree.ts";
import { lengthOfToken } from "./units.ts";
import { numberOf } from "./value.ts";

/** The page area the document is laid out in, px. */
export interface MediaEnvironment {
  width: number;
  height: number;
}

type Tri = boolean | null;

/**
 * Values of the discrete features for a static, printed page: no pointer or hover, paged
 * overflow, light colours, no motion (Media Queries 4 §5–§7, 5 §9–§12). Scripting reads as
 * enabled: documents are parsed the way Chromium parses them with scripts on (noscript
 * content is inert), though no script runs.
 */
const DISCRETE: Readonly<Record<string, string>> = {
  hover: "none",
  "any-hover": "none",
  pointer: "none",
  "any-pointer": "none",
  "overflow-block": "paged",
  "overflow-inline": "none",
  update: "none",
  scan: "progressive",
  grid: "0",
  scripting: "enabled",
  "prefers-color-scheme": "light",
  "prefers-reduced-motion": "no-preference",
  "prefers-reduced-transparency": "no-preference",
  "prefers-reduced-data": "no-preference",
  "prefers-contrast": "no-preference",
  "forced-colors": "none",
  "inverted-colors": "none",
  "color-gamut": "srgb",
  "dynamic-range": "standard",
  "video-dynamic-range": "standard",
  "display-mode": "browser",
};

/** Range features as numbers: px for sizes, a ratio, dppx, bits per colour channel. */
function rangeValue(name: string, env: MediaEnvironment): number | null {
  switch (name) {
    case "width":
    case "device-width":
      return env.width;
    case "height":
    case "device-height":
      return env.height;
    case "aspect-ratio":
    case "device-aspect-ratio":
      return env.width / env.height;
    case "resolution":
      return 1;
    case "color":
      return 8;
    case "monochrome":
    case "color-index":
      return 0;
    default:
      return null;
  }
}

/** A query value in the feature's unit: px (em = 16px, the initial font size), ratio, dppx. */
function queryValue(name: string, node: CssNode | null): number | null {
  if (node === null) return null;
  if (node.type === "Ratio") {
    const left = numberOf(node.left);
    const right = node.right ? numberOf(node.right) : 1;
    return left !== null && right !== null && right > 0 ? left / right : null;
  }
  if (node.type === "Number") return Number(node.value);
  if (node.type !== "Dimension") return null;
  const unit = node.unit.toLowerCase();
  if (name.endsWith("resolution")) {
    const perDppx: Record<string, number> = { dppx: 1, x: 1, dpi: 1 / 96, dpcm: 2.54 / 96 };
    return Object.hasOwn(perDppx, unit) ? Number(node.value) * perDppx[unit] : null;
  }
  const length = lengthOfToken(node);
  if (length === null || length["%"] !== undefined) return null;
  const em = (length.em ?? 0) + (length.rem ?? 0) + ((length.ex ?? 0) + (length.ch ?? 0)) / 2;
  return (length.px ?? 0) + em * 16;
}

function compare(a: number, op: string, b: number): boolean {
  const epsilon = 1e-9;
  switch (op) {
    case "<":
      return a < b - epsilon;
    case "<=":
      return a <= b + epsilon;
    case ">":
      return a > b + epsilon;
    case ">=":
      return a >= b - epsilon;
    case "=":
      return Math.abs(a - b) <= epsilon;
    default:
      return false;
  }
}

/** `(name)`, `(name: value)`, `(min-name: value)`, `(max-name: value)`. */
function evaluateFeature(feature: string, value: CssNode | null, env: MediaEnvironment): Tri {
  const name = feature.toLowerCase();
  const prefix = name.startsWith("min-") ? ">=" : name.startsWith("max-") ? "<=" : "=";
  const base = prefix === "=" ? name : name.slice(4);
  const actual = rangeValue(base, env);
  if (actual !== null) {
    if (value === null) return prefix === "=" ? actual !== 0 : null;
    const wanted = queryValue(base, value);
    return wanted === null ? null : compare(actual, prefix, wanted);
  }
  const current = base === "orientation"
    ? (env.height >= env.width ? "portrait" : "landscape")
    : Object.hasOwn(DISCRETE, base)
    ? DISCRETE[base]
    : null;
  if (prefix !== "=" || current === null) return null;
  if (value === null) return current !== "none" && current !== "0" && current !== "no-preference";
  const wanted = value.type === "Identifier"
    ? value.name.toLowerCase()
    : value.type === "Number"
    ? value.value
    : null;
  return wanted === null ? null : current === wanted;
}

/** `(width >= 600px)`, `(400px < width <= 800px)` (Media Queries 4 §2.4.4). */
function evaluateRange(node: CssNode, env: MediaEnvironment): Tri {
  if (node.type !== "FeatureRange") return null;
  const { left, leftComparison, middle, rightComparison, right } = node;
  const flip: Record<string, string> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "=": "=" };
  if (left.type === "Identifier") {
    const actual = rangeValue(left.name.toLowerCase(), env);
    const wanted = queryValue(left.name.toLowerCase(), middle);
    return actual === null || wanted === null ? null : compare(actual, leftComparison, wanted);
  }
  if (middle.type !== "Identifier") return null;
  const name = middle.name.toLowerCase();
  const actual = rangeValue(name, env);
  const low = queryValue(name, left);
  if (actual === null || low === null) return null;
  let result = compare(actual, flip[leftComparison], low);
  if (right && rightComparison) {
    const high = queryValue(name, right);
    if (high === null) return null;
    result &&= compare(actual, rightComparison, high);
  }
  return result;
}

/** A <media-condition>: features combined with not / and / or (§3). */
function evaluateCondition(nodes: readonly CssNode[], env: MediaEnvironment): Tri {
  const first = nodes[0];
  if (first?.type === "Identifier" && first.name.toLowerCase() === "not") {
    const inner = evaluateCondition(nodes.slice(1), env);
    return inner === null ? null : !inner;
  }
  const operands: Tri[] = [];
  let operator: string | null = null;
  for (const [i, node] of nodes.entries()) {
    if (i % 2 === 1) {
      const word = node.type === "Identifier" ? node.name.toLowerCase() : "";
      if ((word !== "and" && word !== "or") || (operator !== null && operator !== word)) {
        return null;
      }
      operator = word;
      continue;
    }
    operands.push(evaluateOperand(node, env));
  }
  if (operands.length === 0) return null;
  if (operator === "or") {
    return operands.includes(true) ? true : operands.includes(null) ? null : false;
  }
  return operands.includes(false) ? false : operands.includes(null) ? null : true;
}

function evaluateOperand(node: CssNode, env: MediaEnvironment): Tri {
  switch (node.type) {
    case "Condition":
      return evaluateCondition(node.children, env);
    case "Feature":
      return evaluateFeature(node.name, node.value, env);
    case "FeatureRange":
      return evaluateRange(node, env);
    default:
      return null; // <general-enclosed>
  }
}

const PRINT_TYPES = new Set(["all", "print"]);

/** One media query: type and condition; `not` negates a known result (§2.2). */
function evaluateQuery(query: MediaQuery, env: MediaEnvironment): boolean {
  const typeMatches = query.mediaType === null || PRINT_TYPES.has(query.mediaType.toLowerCase());
  const condition = query.condition ? evaluateCondition(query.condition.children, env) : true;
  if (condition === null) return false;
  const result = typeMatches && condition;
  return query.modifier === "not" ? !result : result;
}

/** Splits at commas outside parentheses. */
function splitTopLevelCommas(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * A <media-query-list> given as text (a media attribute, an @media or @import prelude). Each
 * query parses on its own, so a malformed one only becomes `not all` (§3.1); an empty list
 * matches everything.
 */
export function matchesMedia(text: string, env: MediaEnvironment): boolean {
  if (text.trim() === "") return true;
  return splitTopLevelCommas(text).some((part) => {
    const query = parseCss(part.trim(), "mediaQuery");
    return query !== null && evaluateQuery(query, env);
  });
}
