/**
 * Where a background layer's image goes (CSS Backgrounds 3 §3.4–3.9): its size in the
 * positioning area (`background-size`, with `round` adjusting it to a whole number of
 * repetitions), its position (`background-position`), and the repetitions along each axis
 * that reach into the painting area (`background-repeat`, `space` spreading them out).
 */
import type { BackgroundRepeat, BackgroundSize, RepeatStyle } from "../css/background.ts";
import type { LengthPercentage } from "../css/types.ts";
import { resolveLength } from "../layout/mod.ts";

/** An image's natural size (CSS Images 3 §4.1): none for gradients. */
export interface NaturalSize {
  width: number;
  height: number;
}

export interface TileSize {
  width: number;
  height: number;
}

/**
 * The size of one tile (§3.9): `cover` and `contain` scale the natural size to the area (a
 * gradient, having none, fills it); lengths and percentages of the area; `auto` the natural
 * size, the other side through the natural ratio, or the area. Then `round` (§3.4) resizes a
 * side to fit a whole number of times, and an `auto` other side keeps the ratio.
 */
export function tileSize(
  size: BackgroundSize,
  natural: NaturalSize | null,
  area: TileSize,
  repeat: BackgroundRepeat,
): TileSize {
  const fitted = specifiedSize(size, natural, area);
  let { width, height } = fitted;
  const roundX = repeat.x === "round" && width > 0;
  const roundY = repeat.y === "round" && height > 0;
  if (roundX) width = area.width / Math.max(1, Math.round(area.width / width));
  if (roundY) height = area.height / Math.max(1, Math.round(area.height / height));
  const auto = typeof size === "string" ? null : size;
  if (roundX && !roundY && auto?.height === "auto") height = fitted.height * width / fitted.width;
  if (roundY && !roundX && auto?.width === "auto") width = fitted.width * height / fitted.height;
  return { width, height };
}

function specifiedSize(
  size: BackgroundSize,
  natural: NaturalSize | null,
  area: TileSize,
): TileSize {
  const ratio = natural && natural.height > 0 ? natural.width / natural.height : null;
  if (size === "cover" || size === "contain") {
    if (!natural || ratio === null) return area;
    const scale = size === "cover"
      ? Math.max(area.width / natural.width, area.height / natural.height)
      : Math.min(area.width / natural.width, area.height / natural.height);
    return { width: natural.width * scale, height: natural.height * scale };
  }
  const side = (value: LengthPercentage | "auto", basis: number) =>
    value === "auto" ? null : Math.max(0, resolveLength(value, basis));
  const width = side(size.width, area.width);
  const height = side(size.height, area.height);
  if (width !== null && height !== null) return { width, height };
  if (width !== null) {
    return { width, height: ratio ? width / ratio : natural?.height ?? area.height };
  }
  if (height !== null) {
    return { width: ratio ? height * ratio : natural?.width ?? area.width, height };
  }
  return natural ?? area;
}

/** The tiles along one axis: the first one's start, the distance between starts, how many. */
export interface AxisTiles {
  start: number;
  step: number;
  count: number;
}

/**
 * The tiles along one axis of a layer. `area` is the positioning area, `paint` the painting
 * area ([start, end]), `tile` the tile's length and `position` the offset of the first tile
 * (its percentage of the room left, §3.6). Repeated tiles cover the painting area; `space`
 * (§3.4) puts as many whole tiles as fit from edge to edge, evenly spread, and repeats that
 * spacing beyond, or one tile where two do not fit.
 */
export function axisTiles(
  repeat: RepeatStyle,
  area: [start: number, length: number],
  paint: [start: number, end: number],
  tile: number,
  position: LengthPercentage,
): AxisTiles {
  const [areaStart, areaLength] = area;
  let start = areaStart + resolveLength(position, areaLength - tile);
  let step = tile;
  if (repeat === "space") {
    const fits = Math.floor(areaLength / tile + 1e-9);
    if (fits < 2) return { start, step: tile, count: 1 };
    step = tile + (areaLength - fits * tile) / (fits - 1);
    start = areaStart;
  } else if (repeat === "no-repeat") {
    return { start, step: tile, count: 1 };
  }
  // Back to the first tile that reaches into the painting area, on to the last.
  const [paintStart, paintEnd] = paint;
  const back = Math.ceil((start - paintStart) / step - 1e-9);
  start -= back * step;
  if (start + tile <= paintStart + 1e-9) start += step;
  const count = Math.max(0, Math.ceil((paintEnd - start) / step - 1e-9));
  return { start, step, count };
}
