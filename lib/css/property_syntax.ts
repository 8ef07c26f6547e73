/**
 * The `syntax` of a registered custom property (CSS Properties and Values API 1 §5): parsing
 * the syntax string, and computing a value that matches it into the text var() substitutes —
 * the computed value, as Chromium gives it: `2em` as `<length>` is `32px`, `calc(2.6)` as
 * `<integer>` is `3`, `1turn` as `<angle>` is `360deg`, colours are resolved (currentcolor
 * stays itself), `calc(10% + 2em)` as `<length-percentage>` is `calc(10% + 32px)`.
 */
import type { CssNode } from "./csstree.ts";
import { parseCss } from "./csstree.ts";
import {
  angleValue,
  integerOrRelative,
  numberOrRelative,
  parseCalc,
  roundToInteger,
} from "./calc.ts";
import { computeColor, parseColor } from "./color/mod.ts";
import { computeLengthPercentage, computeRelativeNumber, parseLength } from "./length.ts";
import type { ComputeContext } from "./property.ts";
import type { LengthPercentage, RGBA } from "./types.ts";
import { isTransformFunction } from "./transform.ts";
import { quantityOfToken } from "./units.ts";
import { splitCommas, type Tokens } from "./value.ts";

/** The data types a syntax may name (§5.1). */
const DATA_TYPES = [
  "length",
  "number",
  "percentage",
  "length-percentage",
  "color",
  "image",
  "url",
  "integer",
  "angle",
  "time",
  "resolution",
  "transform-function",
  "custom-ident",
  "transform-list",
  "string",
] as const;

type DataType = typeof DATA_TYPES[number];

interface SyntaxComponent {
  /** A data type, or a keyword the value may be. */
  readonly type: { dataType: DataType } | { keyword: string };
  /** `+`: a space-separated list, `#`: a comma-separated one (§5.2). */
  readonly multiplier: "" | "+" | "#";
}

/** A parsed syntax: `*` (any token stream), or alternatives tried in order. */
export type PropertySyntax = "*" | readonly SyntaxComponent[];

const RESERVED = new Set(["initial", "inherit", "unset", "revert", "revert-layer", "default"]);
const COMPONENT = /^(?:<([a-z-]+)>|(-?[a-zA-Z_][\w-]*))([+#]?)$/;

/** A syntax string (§5.3 "consume a syntax definition"); null when it is invalid. */
export function parseSyntax(text: string): PropertySyntax | null {
  const trimmed = text.trim();
  if (trimmed === "*") return "*";
  if (trimmed === "") return null;
  const components: SyntaxComponent[] = [];
  for (const part of trimmed.split("|")) {
    const match = COMPONENT.exec(part.trim());
    if (!match) return null;
    const [, dataType, keyword, multiplier] = match;
    if (dataType !== undefined) {
      if (!(DATA_TYPES as readonly string[]).includes(dataType)) return null;
      // <transform-list> is a list already: it takes no multiplier (§5.2).
      if (dataType === "transform-list" && multiplier) return null;
      components.push({ type: { dataType: dataType as DataType }, multiplier: multiplier as "" });
    } else {
      if (RESERVED.has(keyword.toLowerCase())) return null;
      components.push({ type: { keyword }, multiplier: multiplier as "" });
    }
  }
  return components;
}

/**
 * The computed value of `text` (a declared value, var() already substituted) as text; null
 * when it does not match the syntax, which makes the declaration invalid at computed-value
 * time. `ctx` supplies font sizes and the like; a context that refuses them (for an
 * @property's initial-value, which must be computationally independent) makes values that
 * need them invalid.
 */
export function computeForSyntax(
  syntax: PropertySyntax,
  text: string,
  ctx: ComputeContext,
): string | null {
  if (syntax === "*") return text;
  const tokens = parseCss(text, "value")?.children ?? [];
  if (tokens.length === 0) return null;
  // Values kept as written (strings, urls, images, transforms) keep their source text.
  const source: Source = (part) => {
    const [first, last] = [part[0].loc, part[part.length - 1].loc];
    return first && last ? text.slice(first.start.offset, last.end.offset) : "";
  };
  for (const component of syntax) {
    const computed = computeComponent(component, tokens, source, ctx);
    if (computed !== null) return computed;
  }
  return null;
}

type Source = (tokens: Tokens) => string;

function computeComponent(
  { type, multiplier }: SyntaxComponent,
  tokens: Tokens,
  source: Source,
  ctx: ComputeContext,
): string | null {
  const one = (part: Tokens) =>
    "keyword" in type
      ? keywordValue(type.keyword, part)
      : computeData(type.dataType, part, source, ctx);
  if (multiplier === "") return one(tokens);
  const parts = multiplier === "+" ? tokens.map((t) => [t]) : splitCommas(tokens);
  const computed: string[] = [];
  for (const part of parts) {
    const value = one(part);
    if (value === null) return null;
    computed.push(value);
  }
  return computed.join(multiplier === "+" ? " " : ", ");
}

function keywordValue(keyword: string, tokens: Tokens): string | null {
  const [node] = tokens;
  return tokens.length === 1 && node.type === "Identifier" && node.name === keyword
    ? keyword
    : null;
}

const IMAGE_FUNCTION = /gradient$|^(url|image|image-set|-webkit-image-set|cross-fade)$/i;

function computeData(
  type: DataType,
  tokens: Tokens,
  source: Source,
  ctx: ComputeContext,
): string | null {
  const node = tokens[0];
  const single = tokens.length === 1;
  switch (type) {
    case "length":
    case "length-percentage": {
      const length = parseLength(tokens, { percent: type === "length-percentage" });
      if (length === null) return null;
      const computed = computeLengthPercentage(length, ctx.lengths);
      return "math" in computed ? source(tokens) : lengthText(computed);
    }
    // A math function needing the element's lengths (`calc(1em / 1px)`) is computed with them.
    case "number": {
      const n = single ? numberOrRelative(node) : null;
      if (n === null) return null;
      return String(typeof n === "number" ? n : computeRelativeNumber(n, ctx.lengths));
    }
    case "integer": {
      const n = single ? integerOrRelative(node) : null;
      if (n === null) return null;
      return String(
        typeof n === "number" ? n : roundToInteger(computeRelativeNumber(n, ctx.lengths)),
      );
    }
    case "percentage": {
      if (!single) return null;
      if (node.type === "Percentage") return `${Number(node.value)}%`;
      const calc = node.type === "Function" ? parseCalc(node, "percent") : null;
      return calc && "percent" in calc ? `${calc.percent}%` : null;
    }
    case "angle": {
      const degrees = single ? angleValue(node, false) : null;
      return degrees === null ? null : `${degrees}deg`;
    }
    case "time":
      return single ? quantityText(node, "s") : null;
    case "resolution":
      return single ? quantityText(node, "dppx") : null;
    case "color": {
      const color = single ? parseColor(node) : null;
      if (color === null) return null;
      return color === "currentcolor" ? "currentcolor" : rgbText(computeColor(color, ctx));
    }
    case "custom-ident":
      return single && node.type === "Identifier" && !RESERVED.has(node.name.toLowerCase())
        ? node.name
        : null;
    case "string":
      return single && node.type === "String" ? source(tokens) : null;
    case "url":
      return single && node.type === "Url" ? source(tokens) : null;
    case "image":
      return single && (node.type === "Url" || isFunction(node, IMAGE_FUNCTION))
        ? source(tokens)
        : null;
    case "transform-function":
      return single && isTransformFunction(node) ? source(tokens) : null;
    case "transform-list":
      return tokens.every(isTransformFunction) ? source(tokens) : null;
  }
}

function isFunction(node: CssNode, names: RegExp): boolean {
  return node.type === "Function" && names.test(node.name);
}

/** A number, dimension or math-free quantity of the canonical `unit`, as `<n><unit>`. */
function quantityText(node: CssNode, unit: "s" | "dppx"): string | null {
  const quantity = quantityOfToken(node);
  if (quantity === null || quantity.unit !== unit) return null;
  return `${quantity.value}${unit}`;
}

/** A computed <length-percentage> as Chromium serialises it: `12px`, `50%`, `calc(50% + 12px)`. */
function lengthText(computed: LengthPercentage): string {
  const px = "px" in computed ? computed.px : undefined;
  const percent = "percent" in computed ? computed.percent : undefined;
  if (percent === undefined) return `${px ?? 0}px`;
  // A zero length term cancels out of the sum (Chromium: `calc(50% + 0px)` is 50%).
  if (px === undefined || px === 0) return `${percent}%`;
  return px < 0 ? `calc(${percent}% - ${-px}px)` : `calc(${percent}% + ${px}px)`;
}

/** A colour in a form every colour property reads back exactly. */
function rgbText({ r, g, b, a }: RGBA): string {
  return a === 1 ? `rgb(${r} ${g} ${b})` : `rgb(${r} ${g} ${b} / ${a})`;
}
