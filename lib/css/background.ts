/**
 * Backgrounds (CSS Backgrounds 3 §3): `background-color` and the layered longhands
 * `background-image`, `-position-x`/`-y` (as Chromium splits `background-position`), `-size`,
 * `-repeat`, `-attachment`, `-origin` and `-clip`, each a comma-separated list with one entry
 * per layer, and the `background` and `background-position` shorthands. The number of layers
 * is the number of images; the painter repeats or truncates the other lists to it (§3.11).
 */
import type { ComputedStyle, LengthPercentage } from "./types.ts";
import { computeColor, parseColor } from "./color/mod.ts";
import { colorLonghand } from "./color_longhand.ts";
import type { CssNode } from "./csstree.ts";
import { IMAGE_OR_NONE, type ImageValue, parseImage, type SpecifiedImage } from "./image_value.ts";
import { computeLengthPercentage, type Length, parseLengthNode } from "./length.ts";
import { fromFarEdge } from "./position.ts";
import { type ComputeContext, longhand, type Property } from "./property.ts";
import type { Shorthand } from "./shorthands.ts";
import {
  identOf,
  isSlash,
  keywordIn,
  keywordOf,
  keywordPair,
  splitCommas,
  type Tokens,
} from "./value.ts";

export type BackgroundImage = ImageValue | "none";

/** `<repeat-style>` per axis (§3.4). */
export type RepeatStyle = "repeat" | "space" | "round" | "no-repeat";
export interface BackgroundRepeat {
  x: RepeatStyle;
  y: RepeatStyle;
}

/** `<bg-size>` (§3.9): `cover`, `contain`, or a width and a height, each possibly `auto`. */
export type BackgroundSize =
  | "cover"
  | "contain"
  | { width: LengthPercentage | "auto"; height: LengthPercentage | "auto" };

export type VisualBox = "border-box" | "padding-box" | "content-box";
export type BackgroundClip = VisualBox | "text";
export type BackgroundAttachment = "scroll" | "fixed" | "local";

/** background-color (§3.2). */
export const BACKGROUND_COLOR = colorLonghand("background-color", computeColor, {
  inherited: false,
  initial: "transparent",
});

/** A layered longhand: a comma-separated list of `parse`d items, each computed by `compute`. */
function layered<S, C>(
  name: string,
  initial: string,
  parse: (tokens: Tokens) => S | null,
  compute: (value: S, ctx: ComputeContext) => C,
): Property<S[], C[], C[]> {
  return longhand<S[], C[]>(name, {
    parse(tokens) {
      const items = splitCommas(tokens).map(parse);
      return items.includes(null) ? null : items as S[];
    },
    compute: (items, ctx) => items.map((item) => compute(item, ctx)),
  }, { inherited: false, initial });
}

const same = <T>(value: T) => value;
const lengthOf = (value: Length, ctx: ComputeContext) =>
  computeLengthPercentage(value, ctx.lengths);

export const BACKGROUND_IMAGE = layered<SpecifiedImage | "none", BackgroundImage>(
  "background-image",
  "none",
  IMAGE_OR_NONE.parse,
  IMAGE_OR_NONE.compute,
);

/**
 * One axis of `<bg-position>` as background-position-x/-y take it (Backgrounds 4 §2.3):
 * `center`, or an edge keyword and/or an offset from it. Computes to an offset from the
 * left or top edge (an offset from the far edge is 100% less it).
 */
function positionAxis(near: string, far: string) {
  const parse = (tokens: Tokens): Length | null => {
    const [first, second] = tokens;
    const name = identOf(first);
    if (tokens.length === 1 && name === "center") return { "%": 50 };
    if (name === null) {
      return tokens.length === 1 ? parseLengthNode(first, { percent: true }) : null;
    }
    if (name !== near && name !== far) return null;
    const offset = tokens.length === 2 ? parseLengthNode(second, { percent: true }) : null;
    if (tokens.length > 2 || (tokens.length === 2 && offset === null)) return null;
    const edgeOffset = offset ?? { "%": 0 };
    return name === far ? fromFarEdge(edgeOffset) : edgeOffset;
  };
  return parse;
}

const positionX = positionAxis("left", "right");
const positionY = positionAxis("top", "bottom");

export const BACKGROUND_POSITION_X = layered("background-position-x", "0%", positionX, lengthOf);
export const BACKGROUND_POSITION_Y = layered("background-position-y", "0%", positionY, lengthOf);

type SpecifiedSize = "cover" | "contain" | { width: Length | "auto"; height: Length | "auto" };

function parseSize(tokens: Tokens): SpecifiedSize | null {
  const name = identOf(tokens[0]);
  if (tokens.length === 1 && (name === "cover" || name === "contain")) return name;
  if (tokens.length < 1 || tokens.length > 2) return null;
  const sides = tokens.map((node) =>
    identOf(node) === "auto" ? "auto" : parseLengthNode(node, { percent: true, nonNegative: true })
  );
  if (sides.includes(null)) return null;
  const [width, height = "auto"] = sides as (Length | "auto")[];
  return { width, height };
}

export const BACKGROUND_SIZE = layered<SpecifiedSize, BackgroundSize>(
  "background-size",
  "auto",
  parseSize,
  (size, ctx) => {
    if (typeof size === "string") return size;
    const side = (value: Length | "auto") =>
      value === "auto" ? value : computeLengthPercentage(value, ctx.lengths, true);
    return { width: side(size.width), height: side(size.height) };
  },
);

const REPEAT_STYLES: readonly RepeatStyle[] = ["repeat", "space", "round", "no-repeat"];

/** `<repeat-style>` (§3.4): repeat-x, repeat-y, or one or two of the four per-axis keywords. */
function parseRepeat(tokens: Tokens): BackgroundRepeat | null {
  const names = tokens.map(identOf);
  if (names.length === 1 && names[0] === "repeat-x") return { x: "repeat", y: "no-repeat" };
  if (names.length === 1 && names[0] === "repeat-y") return { x: "no-repeat", y: "repeat" };
  return keywordPair(tokens, REPEAT_STYLES);
}

export const BACKGROUND_REPEAT = layered("background-repeat", "repeat", parseRepeat, same);

const VISUAL_BOXES: readonly VisualBox[] = ["border-box", "padding-box", "content-box"];

export const BACKGROUND_ATTACHMENT = layered(
  "background-attachment",
  "scroll",
  (tokens) => keywordOf(tokens, ["scroll", "fixed", "local"] as const),
  same,
);
export const BACKGROUND_ORIGIN = layered(
  "background-origin",
  "padding-box",
  (tokens) => keywordOf(tokens, VISUAL_BOXES),
  same,
);
export const BACKGROUND_CLIP = layered(
  "background-clip",
  "border-box",
  (tokens) => keywordOf<BackgroundClip>(tokens, [...VISUAL_BOXES, "text"]),
  same,
);

const POSITION_KEYWORDS = new Set(["left", "right", "top", "bottom", "center"]);

const isPositionPart = (node: CssNode) =>
  POSITION_KEYWORDS.has(identOf(node) ?? "") || parseLengthNode(node, { percent: true }) !== null;

/**
 * `<bg-position>` (§3.6): one to four values. Keywords name their axis (`top` and `bottom` are
 * vertical, `left` and `right` horizontal); an offset follows the edge it is measured from.
 * Returns the tokens of each axis, for the per-axis grammars.
 */
function splitPosition(tokens: Tokens): [Tokens, Tokens] | null {
  const names = tokens.map(identOf);
  const vertical = (name: string | null) => name === "top" || name === "bottom";
  const horizontal = (name: string | null) => name === "left" || name === "right";
  if (tokens.length === 1) {
    return vertical(names[0]) ? [[], tokens] : [tokens, []];
  }
  if (tokens.length === 2) {
    // Two values: x then y, unless the keywords say otherwise (`top left`, `top center`).
    const swapped = vertical(names[0]) || horizontal(names[1]);
    if (swapped && (names[0] === null || names[1] === null)) return null;
    return swapped ? [[tokens[1]], [tokens[0]]] : [[tokens[0]], [tokens[1]]];
  }
  // Three or four: each axis is `center` or an edge keyword with an optional offset.
  const groups: CssNode[][] = [];
  for (const [i, node] of tokens.entries()) {
    if (names[i] !== null) groups.push([node]);
    else if (groups.length > 0 && groups.at(-1)!.length === 1 && names[i - 1] !== "center") {
      groups.at(-1)!.push(node);
    } else return null;
  }
  if (groups.length !== 2) return null;
  const [a, b] = groups;
  const first = identOf(a[0]);
  const second = identOf(b[0]);
  if (vertical(first) || horizontal(second)) return [b, a];
  return vertical(second) || horizontal(first) || first === "center" ? [a, b] : null;
}

/** A whole `<bg-position>` as per-axis specified values. */
export function parseBgPosition(tokens: Tokens): [Length, Length] | null {
  if (tokens.length < 1 || tokens.length > 4) return null;
  const axes = splitPosition(tokens);
  if (axes === null) return null;
  const x = axes[0].length === 0 ? { "%": 50 } : positionX(axes[0]);
  const y = axes[1].length === 0 ? { "%": 50 } : positionY(axes[1]);
  return x && y && [x, y];
}

/** background-position (§3.6): sets the -x and -y longhands, layer by layer. */
const BACKGROUND_POSITION: Shorthand = {
  name: "background-position",
  longhands: [BACKGROUND_POSITION_X, BACKGROUND_POSITION_Y],
  expand(tokens) {
    const layers = splitCommas(tokens).map(parseBgPosition);
    if (layers.includes(null)) return null;
    const pairs = layers as [Length, Length][];
    return new Map<Property, unknown>([
      [BACKGROUND_POSITION_X, pairs.map(([x]) => x)],
      [BACKGROUND_POSITION_Y, pairs.map(([, y]) => y)],
    ]);
  },
};

/** One layer of the `background` shorthand, as specified values of each longhand. */
interface Layer {
  image: SpecifiedImage | "none";
  position: [Length, Length];
  size: SpecifiedSize;
  repeat: BackgroundRepeat;
  attachment: BackgroundAttachment;
  origin: VisualBox;
  clip: BackgroundClip;
}

/**
 * `<bg-layer>` (§3.10): image, position with an optional `/ size`, repeat style, attachment
 * and up to two boxes (one sets origin and clip, two origin then clip), in any order; the
 * final layer may also hold the colour, returned in `color`.
 */
function parseLayer(tokens: Tokens, final: boolean): { layer: Layer; color: unknown } | null {
  const layer: Partial<Layer> = {};
  const boxes: BackgroundClip[] = [];
  let color: unknown = undefined;
  let i = 0;
  while (i < tokens.length) {
    const node = tokens[i];
    const name = identOf(node);
    if (layer.position === undefined && isPositionPart(node)) {
      let end = i;
      while (end < tokens.length && end - i < 4 && isPositionPart(tokens[end])) end++;
      layer.position = parseBgPosition(tokens.slice(i, end)) ?? undefined;
      if (layer.position === undefined) return null;
      i = end;
      if (isSlash(tokens[i])) {
        let sizeEnd = i + 1;
        while (sizeEnd < tokens.length && sizeEnd - i <= 2 && isSizePart(tokens[sizeEnd])) {
          sizeEnd++;
        }
        layer.size = parseSize(tokens.slice(i + 1, sizeEnd)) ?? undefined;
        if (layer.size === undefined) return null;
        i = sizeEnd;
      }
      continue;
    }
    i++;
    if (layer.image === undefined && (name === "none" || parseImage(node) !== null)) {
      layer.image = name === "none" ? "none" : parseImage(node)!;
    } else if (layer.repeat === undefined && parseRepeat([node]) !== null) {
      // A second per-axis keyword belongs to the same repeat style.
      const pair = i < tokens.length ? parseRepeat([node, tokens[i]]) : null;
      layer.repeat = pair ?? parseRepeat([node])!;
      if (pair) i++;
    } else if (
      layer.attachment === undefined && (name === "scroll" || name === "fixed" || name === "local")
    ) {
      layer.attachment = name;
    } else if (boxes.length < 2 && keywordIn(node, VISUAL_BOXES) !== null) {
      boxes.push(name as VisualBox);
    } else if (boxes.length < 2 && name === "text") {
      boxes.push("text");
    } else if (final && color === undefined && parseColor(node) !== null) {
      color = BACKGROUND_COLOR.parse([node]);
    } else return null;
  }
  // `text` clips only: it cannot be the origin.
  if (boxes.length === 2 && boxes[0] === "text") return null;
  const origin = (boxes[0] === "text" ? "padding-box" : boxes[0]) ?? "padding-box";
  return {
    layer: {
      image: layer.image ?? "none",
      position: layer.position ?? [{ "%": 0 }, { "%": 0 }],
      size: layer.size ?? { width: "auto", height: "auto" },
      repeat: layer.repeat ?? { x: "repeat", y: "repeat" },
      attachment: layer.attachment ?? "scroll",
      origin,
      clip: boxes[1] ?? boxes[0] ?? "border-box",
    },
    color,
  };
}

function isSizePart(node: CssNode): boolean {
  const name = identOf(node);
  return name === "auto" || name === "cover" || name === "contain" ||
    parseLengthNode(node, { percent: true }) !== null;
}

/** background (§3.10): layers of the longhands, and the colour in the last one. */
const BACKGROUND: Shorthand = {
  name: "background",
  longhands: [
    BACKGROUND_COLOR,
    BACKGROUND_IMAGE,
    BACKGROUND_POSITION_X,
    BACKGROUND_POSITION_Y,
    BACKGROUND_SIZE,
    BACKGROUND_REPEAT,
    BACKGROUND_ATTACHMENT,
    BACKGROUND_ORIGIN,
    BACKGROUND_CLIP,
  ],
  expand(tokens) {
    const parts = splitCommas(tokens);
    const parsed = parts.map((part, i) =>
      part.length === 0 ? null : parseLayer(part, i === parts.length - 1)
    );
    if (parsed.includes(null)) return null;
    const layers = (parsed as { layer: Layer; color: unknown }[]).map((p) => p.layer);
    const color = parsed.at(-1)!.color ?? BACKGROUND_COLOR.initial;
    const each = <K extends keyof Layer>(key: K) => layers.map((layer) => layer[key]);
    return new Map<Property, unknown>([
      [BACKGROUND_COLOR, color],
      [BACKGROUND_IMAGE, each("image")],
      [BACKGROUND_POSITION_X, layers.map((layer) => layer.position[0])],
      [BACKGROUND_POSITION_Y, layers.map((layer) => layer.position[1])],
      [BACKGROUND_SIZE, each("size")],
      [BACKGROUND_REPEAT, each("repeat")],
      [BACKGROUND_ATTACHMENT, each("attachment")],
      [BACKGROUND_ORIGIN, each("origin")],
      [BACKGROUND_CLIP, each("clip")],
    ]);
  },
};

/** -webkit-background-clip: the prefixed name Chromium keeps for background-clip (`text`). */
const WEBKIT_BACKGROUND_CLIP: Shorthand = {
  name: "-webkit-background-clip",
  longhands: [BACKGROUND_CLIP],
  expand(tokens) {
    const value = BACKGROUND_CLIP.parse(tokens);
    return value === null ? null : new Map([[BACKGROUND_CLIP, value]]);
  },
};

export const BACKGROUND_SHORTHANDS: readonly Shorthand[] = [
  BACKGROUND,
  BACKGROUND_POSITION,
  WEBKIT_BACKGROUND_CLIP,
];

/** Whether a box with `style` paints any background: a visible colour or an image layer. */
export function hasBackground(style: ComputedStyle): boolean {
  return style.backgroundColor.a > 0 || style.backgroundImage.some((image) => image !== "none");
}
