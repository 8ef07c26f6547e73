/**
 * The properties SVG adds for painting shapes and text (SVG 2 §13 "Painting", §11.10 text
 * alignment, §14.4 gradient stops, §14 clip-rule): fill and stroke paints with their opacities
 * and rules, the stroke's geometry, markers, stop colours, text-anchor and dominant-baseline. They are
 * ordinary longhands of the table (properties.ts INTERNAL_PROPERTIES), so the cascade,
 * inheritance and `style` attributes work for them as for any other; SVG's presentation
 * attributes cascade as author declarations of specificity zero (svg_hints.ts).
 */
import type { LengthPercentage, RGBA } from "./types.ts";
import { numberValue } from "./calc.ts";
import { computeColor, parseColor, type SpecifiedColor } from "./color/mod.ts";
import { colorLonghand } from "./color_longhand.ts";
import { alphaValue, keyword } from "./kinds.ts";
import { computeLengthPercentage, type Length, parseLengthNode } from "./length.ts";
import { type ComputeContext, longhand, type ValueKind } from "./property.ts";
import type { CssNode } from "./csstree.ts";
import { identOf, keywordOf, type Tokens } from "./value.ts";

/** A computed `<paint>` (SVG 2 §13.2): a colour, a paint server by URL, or nothing. */
export type SvgPaint =
  | { kind: "none" }
  /** `current`: the colour is currentcolor, which each element resolves against its own `color`. */
  | { kind: "color"; color: RGBA; current: boolean }
  /** A paint server (a gradient or pattern) by URL, and what to paint when it is missing. */
  | { kind: "url"; url: string; fallback: SvgPaint | null };

type SpecifiedPaint =
  | { kind: "none" }
  | { kind: "color"; color: SpecifiedColor }
  | { kind: "url"; url: string; fallback: SpecifiedPaint | null };

/** `none | <color> | <url> [none | <color>]?` (§13.2). */
function parsePaint(tokens: Tokens): SpecifiedPaint | null {
  if (tokens.length === 0 || tokens.length > 2) return null;
  const [first, second] = tokens;
  if (first.type === "Url") {
    const fallback = second ? parsePaint([second]) : null;
    if (second && (!fallback || fallback.kind === "url")) return null;
    return { kind: "url", url: first.value, fallback };
  }
  if (second) return null;
  if (identOf(first) === "none") return { kind: "none" };
  const color = parseColor(first);
  return color === null ? null : { kind: "color", color };
}

function computePaint(paint: SpecifiedPaint, ctx: ComputeContext): SvgPaint {
  switch (paint.kind) {
    case "none":
      return paint;
    case "color":
      return {
        kind: "color",
        color: computeColor(paint.color, ctx),
        current: paint.color === "currentcolor",
      };
    case "url":
      return {
        kind: "url",
        url: paint.url,
        fallback: paint.fallback && computePaint(paint.fallback, ctx),
      };
  }
}

/** A paint that inherits currentcolor resolves it against the inheriting element's `color`. */
function inheritPaint(parent: SvgPaint, ctx: ComputeContext): SvgPaint {
  if (parent.kind === "color" && parent.current) {
    return { kind: "color", color: ctx.currentColor, current: true };
  }
  if (parent.kind === "url" && parent.fallback) {
    return { ...parent, fallback: inheritPaint(parent.fallback, ctx) };
  }
  return parent;
}

function paintProperty(name: string, initial: string) {
  return {
    ...longhand(name, { parse: parsePaint, compute: computePaint }, { inherited: true, initial }),
    inherit: inheritPaint,
  };
}

/**
 * One SVG length: a <length-percentage>, or a plain <number> in user units (px), which SVG's
 * stroke properties accept (SVG 2 §13.5.2, §13.5.7).
 */
function svgLengthNode(node: CssNode, nonNegative: boolean): Length | null {
  const number = node.type === "Number" ? numberValue(node) : null;
  if (number !== null) return nonNegative && number < 0 ? null : { px: number };
  return parseLengthNode(node, { percent: true, nonNegative });
}

/** A <length-percentage> | <number> whose percentages stay for the renderer's viewport. */
function svgLength(nonNegative: boolean): ValueKind<Length, LengthPercentage> {
  return {
    parse: (tokens) => tokens.length === 1 ? svgLengthNode(tokens[0], nonNegative) : null,
    compute: (value, ctx) => computeLengthPercentage(value, ctx.lengths, nonNegative),
  };
}

/**
 * `none | [<length-percentage> | <number>]#` (§13.5.7), the list separated by commas and/or
 * whitespace as SVG writes it; no negative lengths.
 */
const DASH_ARRAY: ValueKind<Length[] | "none", LengthPercentage[] | "none"> = {
  parse(tokens) {
    if (keywordOf(tokens, ["none"])) return "none";
    const lengths: Length[] = [];
    let expectValue = true;
    for (const token of tokens) {
      if (token.type === "Operator" && token.value === ",") {
        if (expectValue) return null;
        expectValue = true;
        continue;
      }
      const length = svgLengthNode(token, true);
      if (length === null) return null;
      lengths.push(length);
      expectValue = false;
    }
    return lengths.length > 0 && !expectValue ? lengths : null;
  },
  compute: (value, ctx) =>
    value === "none" ? value : value.map((l) => computeLengthPercentage(l, ctx.lengths, true)),
};

/**
 * stroke-miterlimit's `<number>` (§13.5.6 asks for at least 1; Chromium takes any non-negative
 * number and draws below 1 as 1).
 */
const MITER_LIMIT: ValueKind<number, number> = {
  parse(tokens) {
    const n = tokens.length === 1 ? numberValue(tokens[0]) : null;
    return n !== null && n >= 0 ? n : null;
  },
  compute: (value) => value,
};

/** A marker property's value: none, or the marker element's URL. */
export type SvgMarker = "none" | { url: string };

/** `none | <url>` (marker-start, -mid and -end, SVG 2 §13.8.3). */
const MARKER: ValueKind<SvgMarker, SvgMarker> = {
  parse(tokens) {
    if (keywordOf(tokens, ["none"])) return "none";
    return tokens.length === 1 && tokens[0].type === "Url" ? { url: tokens[0].value } : null;
  },
  compute: (value) => value,
};

const inherited = (initial: string) => ({ inherited: true, initial });
const notInherited = (initial: string) => ({ inherited: false, initial });

export const FILL = paintProperty("fill", "black");
export const STROKE = paintProperty("stroke", "none");

/** The SVG longhands, keyed as the renderer reads them. */
export const SVG_PROPERTIES = {
  fill: FILL,
  fillOpacity: longhand("fill-opacity", alphaValue(), inherited("1")),
  fillRule: longhand("fill-rule", keyword(["nonzero", "evenodd"]), inherited("nonzero")),
  stroke: STROKE,
  strokeOpacity: longhand("stroke-opacity", alphaValue(), inherited("1")),
  strokeWidth: longhand("stroke-width", svgLength(true), inherited("1px")),
  strokeDasharray: longhand("stroke-dasharray", DASH_ARRAY, inherited("none")),
  strokeDashoffset: longhand("stroke-dashoffset", svgLength(false), inherited("0")),
  strokeLinecap: longhand(
    "stroke-linecap",
    keyword(["butt", "round", "square"]),
    inherited("butt"),
  ),
  // miter-clip and arcs (SVG 2 §13.5.5) draw as miter, as Chromium does.
  strokeLinejoin: longhand(
    "stroke-linejoin",
    keyword(["miter", "round", "bevel"], { "miter-clip": "miter", arcs: "miter" }),
    inherited("miter"),
  ),
  strokeMiterlimit: longhand("stroke-miterlimit", MITER_LIMIT, inherited("4")),
  clipRule: longhand("clip-rule", keyword(["nonzero", "evenodd"]), inherited("nonzero")),
  maskType: longhand("mask-type", keyword(["luminance", "alpha"]), notInherited("luminance")),
  markerStart: longhand("marker-start", MARKER, inherited("none")),
  markerMid: longhand("marker-mid", MARKER, inherited("none")),
  markerEnd: longhand("marker-end", MARKER, inherited("none")),
  stopColor: colorLonghand("stop-color", computeColor, notInherited("black")),
  stopOpacity: longhand("stop-opacity", alphaValue(), notInherited("1")),
  textAnchor: longhand("text-anchor", keyword(["start", "middle", "end"]), inherited("start")),
  dominantBaseline: longhand(
    "dominant-baseline",
    keyword([
      "auto",
      "alphabetic",
      "middle",
      "central",
      "hanging",
      "mathematical",
      "ideographic",
      "text-top",
      "text-bottom",
      "text-before-edge",
      "text-after-edge",
    ]),
    inherited("auto"),
  ),
} as const;
