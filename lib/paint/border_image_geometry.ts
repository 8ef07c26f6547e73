/**
 * Where a border image's nine pieces go (CSS Backgrounds 3 §6): the border image area (§6.5
 * outset), the image cut into corners, edges and middle by `border-image-slice` (§6.3), each
 * piece's region sized by `border-image-width` (§6.4), and the tiles of each region (§6.6
 * `border-image-repeat`, drawn as §6.7 lays out). All in CSS px; the image's coordinates are
 * those of its natural size (a raster's pixels over its resolution, a gradient the area's).
 */
import type {
  BorderImageOutset,
  BorderImageRepeatStyle,
  BorderImageSlice,
  BorderImageWidth,
  FourSides,
} from "../css/border_image.ts";
import { resolveLength } from "../layout/mod.ts";
import type { Rect } from "./types.ts";

export interface Size {
  width: number;
  height: number;
}

/** The border widths of a box, top, right, bottom, left, in px. */
export type Widths = FourSides<number>;

/** A piece of the image and where it shows: `tiles` of `source`, clipped to `region`. */
export interface Piece {
  source: Rect;
  region: Rect;
  tiles: Rect[];
}

/** What the border-image longhands say, computed. */
export interface BorderImageStyle {
  slice: BorderImageSlice;
  width: FourSides<BorderImageWidth>;
  outset: FourSides<BorderImageOutset>;
  repeat: { x: BorderImageRepeatStyle; y: BorderImageRepeatStyle };
}

/** §6.5: the border box grown by each side's outset (a number is a multiple of its border). */
export function borderImageArea(
  box: Rect,
  border: Widths,
  outset: FourSides<BorderImageOutset>,
): Rect {
  const [top, right, bottom, left] = outset.map((side, i) =>
    "number" in side ? side.number * border[i] : side.px
  );
  return {
    x: box.x - left,
    y: box.y - top,
    width: box.width + left + right,
    height: box.height + top + bottom,
  };
}

/**
 * §6.3: the inward offsets of the four slicing lines in the image, numbers being image pixels
 * (`resolution` of them per px) and percentages of the image's size, none beyond the image.
 */
export function sliceOffsets(slice: BorderImageSlice, image: Size, resolution: number): Widths {
  return slice.sides.map((side, i) => {
    const extent = i % 2 === 0 ? image.height : image.width;
    const offset = "number" in side ? side.number / resolution : side.percent * extent / 100;
    return Math.min(offset, extent);
  }) as Widths;
}

/**
 * §6.4: the width of each side's region: a number times the border width, a percentage of the
 * area, `auto` the slice's own size; then, should opposite sides overlap, all scaled down by
 * the same factor until they meet.
 */
export function regionWidths(
  widths: FourSides<BorderImageWidth>,
  border: Widths,
  area: Size,
  slices: Widths,
): Widths {
  const sides = widths.map((side, i) => {
    const extent = i % 2 === 0 ? area.height : area.width;
    if (side === "auto") return slices[i];
    return "number" in side ? side.number * border[i] : Math.max(0, resolveLength(side, extent));
  }) as Widths;
  const [top, right, bottom, left] = sides;
  const f = Math.min(area.width / (left + right), area.height / (top + bottom));
  return f < 1 ? sides.map((side) => side * f) as Widths : sides;
}

/** The tiles along one axis of a region: the first one's start, its length, its step, count. */
export interface AxisTiles {
  start: number;
  size: number;
  step: number;
  count: number;
}

/**
 * §6.6 for one axis of a region from `start`, `length` long, whose tile is `tile` long once
 * scaled: `stretch` one tile over it; `repeat` tiles centred on it; `round` a whole number of
 * tiles resized to fill it; `space` as many whole tiles as fit, the room left shared equally
 * before, between and after them.
 */
export function axisTiles(
  repeat: BorderImageRepeatStyle,
  start: number,
  length: number,
  tile: number,
): AxisTiles {
  if (repeat === "stretch" || !(tile > 0)) return { start, size: length, step: length, count: 1 };
  if (repeat === "round") {
    const count = Math.max(1, Math.round(length / tile));
    return { start, size: length / count, step: length / count, count };
  }
  if (repeat === "space") {
    const count = Math.floor(length / tile);
    const gap = (length - count * tile) / (count + 1);
    return { start: start + gap, size: tile, step: tile + gap, count };
  }
  // One tile in the middle, then whole tiles out to both ends.
  const before = Math.ceil((length - tile) / 2 / tile);
  const first = start + (length - tile) / 2 - before * tile;
  return {
    start: first,
    size: tile,
    step: tile,
    count: Math.ceil((start + length - first) / tile),
  };
}

/** The tiles of a region: every combination of the two axes' tiles. */
function tilesOf(across: AxisTiles, down: AxisTiles): Rect[] {
  const tiles: Rect[] = [];
  for (let j = 0; j < down.count; j++) {
    for (let i = 0; i < across.count; i++) {
      const x = across.start + i * across.step;
      const y = down.start + j * down.step;
      tiles.push({ x, y, width: across.size, height: down.size });
    }
  }
  return tiles;
}

/** A scale from a slice's thickness to its region's, or null when either is nothing. */
function scaleOf(region: number, slice: number): number | null {
  const scale = region / slice;
  return Number.isFinite(scale) && scale > 0 ? scale : null;
}

/**
 * The pieces to draw (§6.7): four corners, each stretched over its corner region; four edges
 * scaled to their region's thickness and tiled along it; the middle only with `fill`, scaled
 * as the top (else bottom) edge across and the left (else right) edge down. A piece whose
 * slice or region is empty is left out.
 */
export function borderImagePieces(
  area: Rect,
  image: Size,
  slices: Widths,
  widths: Widths,
  style: Pick<BorderImageStyle, "repeat"> & { fill: boolean },
): Piece[] {
  const [st, sr, sb, sl] = slices;
  const [wt, wr, wb, wl] = widths;
  // Columns and rows of the image and of the area: start and length of each of the three.
  const imageColumns = [[0, sl], [sl, image.width - sl - sr], [image.width - sr, sr]];
  const imageRows = [[0, st], [st, image.height - st - sb], [image.height - sb, sb]];
  const areaColumns = [[area.x, wl], [area.x + wl, area.width - wl - wr], [
    area.x + area.width - wr,
    wr,
  ]];
  const areaRows = [[area.y, wt], [area.y + wt, area.height - wt - wb], [
    area.y + area.height - wb,
    wb,
  ]];
  const scaleX = [scaleOf(wl, sl), null, scaleOf(wr, sr)];
  const scaleY = [scaleOf(wt, st), null, scaleOf(wb, sb)];
  // The middle column is scaled as the top row, else the bottom; the middle row as the left
  // column, else the right; else not at all.
  const middleAcross = scaleY[0] ?? scaleY[2] ?? 1;
  const middleDown = scaleX[0] ?? scaleX[2] ?? 1;
  const pieces: Piece[] = [];
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      if (row === 1 && column === 1 && !style.fill) continue;
      const [sx, sw] = imageColumns[column];
      const [sy, sh] = imageRows[row];
      const [rx, rw] = areaColumns[column];
      const [ry, rh] = areaRows[row];
      if (!(sw > 0 && sh > 0 && rw > 0 && rh > 0)) continue;
      // An edge's tile keeps the slice's ratio at its region's thickness.
      const across = column === 1 ? sw * (row === 1 ? middleAcross : scaleY[row]!) : rw;
      const down = row === 1 ? sh * (column === 1 ? middleDown : scaleX[column]!) : rh;
      const tiles = tilesOf(
        column === 1 ? axisTiles(style.repeat.x, rx, rw, across) : axisTiles("stretch", rx, rw, 0),
        row === 1 ? axisTiles(style.repeat.y, ry, rh, down) : axisTiles("stretch", ry, rh, 0),
      );
      pieces.push({
        source: { x: sx, y: sy, width: sw, height: sh },
        region: { x: rx, y: ry, width: rw, height: rh },
        tiles,
      });
    }
  }
  return pieces;
}
