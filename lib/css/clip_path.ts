/**
 * `clip-path` (CSS Masking 1 §5.1) with the basic shapes of CSS Shapes 1 §3.1: `inset()`,
 * `circle()`, `ellipse()`, `polygon()`, `path()`, each sized against a reference box (border-box unless
 * one is named), or a box alone, clipped with its rounded corners. Lengths compute to px;
 * percentages stay for the painter, who knows the reference box. `url()` references to SVG
 * `<clipPath>` elements clip nothing: the engine has no SVG documents to find them in.
 */
import type { CornerRadius, LengthPercentage } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import {
  computeLengthPercentage,
  type Length,
  type LengthBasis,
  parseLengthNode,
} from "./length.ts";
import { computeCornerRadius, parseBorderRadius, type SpecifiedCorner } from "./border_radius.ts";
import { parsePosition, type SpecifiedPosition } from "./position.ts";
import { parsePathData } from "../svg/path_data.ts";
import { longhand, type Property } from "./property.ts";
import { fourSides, identOf, keywordIn, keywordOf, splitCommas, type Tokens } from "./value.ts";

/** The boxes a shape may be sized against (§5.1 <geometry-box>). */
export type GeometryBox =
  | "margin-box"
  | "border-box"
  | "padding-box"
  | "content-box"
  | "fill-box"
  | "stroke-box"
  | "view-box";

const GEOMETRY_BOXES: readonly GeometryBox[] = [
  "margin-box",
  "border-box",
  "padding-box",
  "content-box",
  "fill-box",
  "stroke-box",
  "view-box",
];

/** A circle's or ellipse's radius (Shapes 1 §3.1 <shape-radius>). */
export type ShapeRadius = LengthPercentage | "closest-side" | "farthest-side";

export type FillRule = "nonzero" | "evenodd";

export type BasicShape =
  | {
    kind: "inset";
    /** Top, right, bottom, left: inwards from the reference box's sides. */
    offsets: readonly [LengthPercentage, LengthPercentage, LengthPercentage, LengthPercentage];
    /** Top-left, top-right, bottom-right, bottom-left, as border-radius takes them. */
    radii: readonly [CornerRadius, CornerRadius, CornerRadius, CornerRadius];
  }
  | { kind: "circle"; radius: ShapeRadius; x: LengthPercentage; y: LengthPercentage }
  | {
    kind: "ellipse";
    rx: ShapeRadius;
    ry: ShapeRadius;
    x: LengthPercentage;
    y: LengthPercentage;
  }
  | { kind: "polygon"; rule: FillRule; points: readonly [LengthPercentage, LengthPercentage][] }
  /** SVG path data (Shapes 1 §3.1.5) in px from the reference box's top-left corner. */
  | { kind: "path"; rule: FillRule; d: string };

/** A shape and its reference box, or the box alone (`shape` null); `none` clips nothing. */
export type ClipPath = "none" | { shape: BasicShape | null; box: GeometryBox };

/** The specified forms: lengths not yet resolved against the font size. */
type SpecifiedRadius = Length | "closest-side" | "farthest-side";
type SpecifiedShape =
  | { kind: "inset"; offsets: Length[]; radii: SpecifiedCorner[] }
  | { kind: "circle"; radius: SpecifiedRadius; at: SpecifiedPosition }
  | { kind: "ellipse"; rx: SpecifiedRadius; ry: SpecifiedRadius; at: SpecifiedPosition }
  | { kind: "polygon"; rule: FillRule; points: [Length, Length][] }
  | { kind: "path"; rule: FillRule; d: string };
type Specified = "none" | { shape: SpecifiedShape | null; box: GeometryBox };

const lengthPercentage = (node: CssNode) => parseLengthNode(node, { percent: true });
const nonNegative = (node: CssNode) => parseLengthNode(node, { percent: true, nonNegative: true });

/** `inset(<length-percentage>{1,4} [round <'border-radius'>]?)` (Shapes 1 §3.1.1). */
function inset(tokens: Tokens): SpecifiedShape | null {
  const round = tokens.findIndex((t) => identOf(t) === "round");
  const offsetTokens = round < 0 ? tokens : tokens.slice(0, round);
  const offsets = fourSides(offsetTokens, lengthPercentage);
  const zero: SpecifiedCorner = [{ px: 0 }, { px: 0 }];
  const corners: SpecifiedCorner[] | null = round < 0
    ? [zero, zero, zero, zero]
    : parseBorderRadius(tokens.slice(round + 1));
  return offsets && corners && { kind: "inset", offsets, radii: corners };
}

function shapeRadius(node: CssNode): SpecifiedRadius | null {
  const name = identOf(node);
  if (name === "closest-side" || name === "farthest-side") return name;
  return nonNegative(node);
}

const CENTER: SpecifiedPosition = { x: { "%": 50 }, y: { "%": 50 } };

/** `<shape-radius>{count}? [at <position>]?`: the radii (closest-side if left out) and centre. */
function radiiAndCentre(
  tokens: Tokens,
  count: number,
): { radii: SpecifiedRadius[]; at: SpecifiedPosition } | null {
  const at = tokens.findIndex((t) => identOf(t) === "at");
  const radiusTokens = at < 0 ? tokens : tokens.slice(0, at);
  if (radiusTokens.length !== 0 && radiusTokens.length !== count) return null;
  const read = radiusTokens.map(shapeRadius);
  if (read.includes(null)) return null;
  const centre = at < 0 ? CENTER : parsePosition(tokens.slice(at + 1));
  if (centre === null) return null;
  const radii = read.length ? read as SpecifiedRadius[] : Array(count).fill("closest-side");
  return { radii, at: centre };
}

/** A function's comma-separated arguments after its optional leading `<fill-rule>`. */
function withFillRule(tokens: Tokens): { rule: FillRule; parts: CssNode[][] } {
  const parts = splitCommas(tokens);
  const first = parts[0].length === 1 ? identOf(parts[0][0]) : null;
  if (first !== "nonzero" && first !== "evenodd") return { rule: "nonzero", parts };
  return { rule: first, parts: parts.slice(1) };
}

/** `polygon(<fill-rule>? , [<length-percentage> <length-percentage>]#)` (§3.1.4). */
function polygon(tokens: Tokens): SpecifiedShape | null {
  const { rule, parts } = withFillRule(tokens);
  const points: [Length, Length][] = [];
  for (const part of parts) {
    const x = part.length === 2 ? lengthPercentage(part[0]) : null;
    const y = part.length === 2 ? lengthPercentage(part[1]) : null;
    if (!x || !y) return null;
    points.push([x, y]);
  }
  return points.length ? { kind: "polygon", rule, points } : null;
}

function basicShape(node: CssNode): SpecifiedShape | null {
  if (node.type !== "Function") return null;
  const args = node.children;
  switch (node.name.toLowerCase()) {
    case "inset":
      return inset(args);
    case "circle": {
      const found = radiiAndCentre(args, 1);
      return found && { kind: "circle", radius: found.radii[0], at: found.at };
    }
    case "ellipse": {
      const found = radiiAndCentre(args, 2);
      return found && { kind: "ellipse", rx: found.radii[0], ry: found.radii[1], at: found.at };
    }
    case "polygon":
      return polygon(args);
    case "path": {
      // `path(<fill-rule>? , <string>)` (§3.1.5): data with no command SVG can draw is invalid.
      const { rule, parts } = withFillRule(args);
      const [d] = parts.length === 1 && parts[0].length === 1 ? parts[0] : [];
      if (d?.type !== "String" || parsePathData(d.value).length === 0) return null;
      return { kind: "path", rule, d: d.value };
    }
  }
  return null;
}

/** `none | <clip-source> | [<basic-shape> || <geometry-box>]`. */
function parseClipPath(tokens: Tokens): Specified | null {
  if (keywordOf(tokens, ["none"])) return "none";
  if (tokens.length === 1 && tokens[0].type === "Url") return "none";
  if (tokens.length < 1 || tokens.length > 2) return null;
  let shape: SpecifiedShape | null = null;
  let box: GeometryBox | null = null;
  for (const node of tokens) {
    const name: GeometryBox | null = box === null ? keywordIn(node, GEOMETRY_BOXES) : null;
    if (name !== null) box = name;
    else if (shape === null && (shape = basicShape(node)) !== null) continue;
    else return null;
  }
  return { shape, box: box ?? "border-box" };
}

function computeShape(shape: SpecifiedShape, lengths: LengthBasis): BasicShape {
  const lp = (length: Length) => computeLengthPercentage(length, lengths);
  const radius = (r: SpecifiedRadius) => typeof r === "string" ? r : lp(r);
  switch (shape.kind) {
    case "inset": {
      const [top, right, bottom, left] = shape.offsets.map(lp);
      const [tl, tr, br, bl] = shape.radii.map((corner) => computeCornerRadius(corner, lengths));
      return { kind: "inset", offsets: [top, right, bottom, left], radii: [tl, tr, br, bl] };
    }
    case "circle":
      return { kind: "circle", radius: radius(shape.radius), x: lp(shape.at.x), y: lp(shape.at.y) };
    case "ellipse":
      return {
        kind: "ellipse",
        rx: radius(shape.rx),
        ry: radius(shape.ry),
        x: lp(shape.at.x),
        y: lp(shape.at.y),
      };
    case "polygon":
      return {
        kind: "polygon",
        rule: shape.rule,
        points: shape.points.map(([x, y]) => [lp(x), lp(y)]),
      };
    case "path":
      return shape;
  }
}

export const CLIP_PATH: Property<Specified, ClipPath, ClipPath> = longhand("clip-path", {
  parse: parseClipPath,
  compute: (value, ctx) =>
    value === "none"
      ? value
      : { shape: value.shape && computeShape(value.shape, ctx.lengths), box: value.box },
}, { inherited: false, initial: "none" });
