/**
 * `pattern` paint servers (SVG 2 §14.5): a tile — x, y, width and height in the shape's
 * bounding box or in user space (patternUnits), its content in user space, in bounding box
 * units (patternContentUnits) or fitted by a viewBox — repeated across the shape through
 * patternTransform. Attributes and content are inherited along `href` as gradients do. The
 * tiles are drawn one by one, each clipped to itself, as many as the shape's box reaches.
 */
import { type Affine, boundsOf, compose, IDENTITY_AFFINE, invert } from "../paint/affine.ts";
import type { Rect } from "../paint/types.ts";
import { hrefOf, isSvgElement, localId, type SvgElement } from "./document.ts";
import { type LengthContext, unitsLength } from "./length.ts";
import { parseTransformList } from "./transform_list.ts";
import { parsePreserveAspectRatio, parseViewBox, viewBoxTransform } from "./viewbox.ts";

/** Past this many tiles a pattern paints nothing rather than flood the page with copies. */
const MAX_TILES = 4000;

export interface PatternTiles {
  /** The element whose children are the tile's content. */
  content: SvgElement;
  /** Each tile's matrix into the shape's user space. */
  tiles: Affine[];
  /** A tile in its own space, which its content is clipped to. */
  tile: Rect;
  /** The content's mapping into the tile, and the size its percentages refer to. */
  contentMatrix: Affine;
  viewport: { width: number; height: number };
}

/**
 * The tiles of `pattern` over a shape whose bounding box is `bbox`, as many as cover `area`
 * (the box, or more for a stroke); null when none paint.
 */
export function patternTiles(
  pattern: SvgElement,
  refs: ReadonlyMap<string, SvgElement>,
  bbox: Rect | null,
  ctx: LengthContext,
  area: Rect | null = bbox,
): PatternTiles | null {
  const chain = [pattern];
  for (;;) {
    const next = refs.get(localId(hrefOf(chain.at(-1)!.attrs)) ?? "");
    if (next?.name !== "pattern" || chain.includes(next)) break;
    chain.push(next);
  }
  const attr = (name: string) => chain.find((p) => name in p.attrs)?.attrs[name];
  const content = chain.find((p) => p.children.some(isSvgElement));
  if (!content || !bbox || !area) return null;

  // The tile in user space: bounding box fractions scaled to the box (its origin from the box's).
  const boundingBox = attr("patternUnits") !== "userSpaceOnUse";
  const [sx, sy, ox, oy] = boundingBox ? [bbox.width, bbox.height, bbox.x, bbox.y] : [1, 1, 0, 0];
  const length = (name: string, axis: "x" | "y") =>
    unitsLength(attr(name), axis, boundingBox, ctx) ?? 0;
  const x = ox + length("x", "x") * sx;
  const y = oy + length("y", "y") * sy;
  const width = length("width", "x") * sx;
  const height = length("height", "y") * sy;
  if (!(width > 0 && height > 0)) return null;

  const tile = { x: 0, y: 0, width, height };
  const viewBox = parseViewBox(attr("viewBox"));
  if (viewBox === "disabled") return null;
  const contentMatrix: Affine = viewBox
    ? viewBoxTransform(viewBox, parsePreserveAspectRatio(attr("preserveAspectRatio")), tile)
    : attr("patternContentUnits") === "objectBoundingBox"
    ? [bbox.width, 0, 0, bbox.height, 0, 0]
    : IDENTITY_AFFINE;

  const transform = parseTransformList(attr("patternTransform") ?? "") ?? IDENTITY_AFFINE;
  const toPattern = invert(transform);
  if (!toPattern) return null;
  // The tiles the box reaches, in the pattern's space.
  const reach = boundsOf(toPattern, area);
  const first = [Math.floor((reach.x - x) / width), Math.floor((reach.y - y) / height)];
  const last = [
    Math.ceil((reach.x + reach.width - x) / width),
    Math.ceil((reach.y + reach.height - y) / height),
  ];
  if ((last[0] - first[0]) * (last[1] - first[1]) > MAX_TILES) return null;
  const tiles: Affine[] = [];
  for (let j = first[1]; j < last[1]; j++) {
    for (let i = first[0]; i < last[0]; i++) {
      tiles.push(compose(transform, [1, 0, 0, 1, x + i * width, y + j * height]));
    }
  }
  return { content, tiles, tile, contentMatrix, viewport: viewBox ?? ctx.viewport };
}
