/**
 * A box's background (CSS Backgrounds 3 §3): its colour under its image layers, the last
 * listed at the bottom. Each layer is clipped to its `background-clip` box (rounded by the
 * border radii that box has, §5.3), sized and positioned in its `background-origin` box
 * (background_tiles.ts) and repeated over the clip box; the colour fills the bottom layer's
 * clip box. Gradients paint as shadings (gradient.ts), URL images as image XObjects, SVG files
 * as vectors.
 */
import type { ComputedStyle, RGBA } from "../css/types.ts";
import { imageResolution, type ImageValue } from "../css/image_value.ts";
import { type BackgroundImage, hasBackground, type VisualBox } from "../css/background.ts";
import type { EmbeddableImage } from "../image/mod.ts";
import type { BoxFragment, Fragment, InlineFragment, Sides } from "../layout/mod.ts";
import {
  type AxisTiles,
  axisTiles,
  type NaturalSize,
  type TileSize,
  tileSize,
} from "./background_tiles.ts";
import { clipTo, insetRoundedRect, isRounded } from "./corner_radii.ts";
import { gradientRect } from "./gradient.ts";
import { objectSize } from "./image.ts";
import type { CornerRadii, DisplayItem, GlyphsItem, Rect, RoundedRect } from "./types.ts";

/**
 * The image a `url()` names, or null when it could not be loaded or decoded: a raster, or
 * vectors (an SVG file) drawn into a tile, with their natural size and ratio where they have
 * them (CSS Images 3 §4.1).
 */
export type ImageLookup = (url: string) => EmbeddableImage | VectorImage | null;

export interface VectorImage {
  natural: { width: number | null; height: number | null; ratio: number | null };
  draw(tile: Rect): DisplayItem[];
}

/** A box's border, padding and content boxes in page px, with their corners' radii. */
export type BoxAreas = Record<VisualBox, RoundedRect>;

const SQUARE: CornerRadii = [[0, 0], [0, 0], [0, 0], [0, 0]];
const TRANSPARENT: RGBA = { r: 0, g: 0, b: 0, a: 0 };

/** The three boxes of a border box at `box` with these border and padding widths. */
export function boxAreas(
  box: Rect,
  border: Sides,
  padding: Sides,
  radii: CornerRadii | null,
): BoxAreas {
  const outer: RoundedRect = { ...box, radii: radii ?? SQUARE };
  const inner = insetRoundedRect(outer, border);
  return {
    "border-box": outer,
    "padding-box": inner,
    "content-box": insetRoundedRect(inner, padding),
  };
}

/** The n-th entry of a layered list, the list repeated as the images need (§3.11). */
const layerValue = <T>(values: readonly T[], n: number): T => values[n % values.length];

/**
 * Paints the background of a box with `style` and `areas` into `out`, `where` it is.
 */
export function paintBackground(
  out: DisplayItem[],
  style: ComputedStyle,
  areas: BoxAreas,
  where: Surroundings,
): void {
  const layers = style.backgroundImage;
  const clipOf = (n: number): Clip => {
    if (where.painted) return { box: where.painted };
    const clip = layerValue(style.backgroundClip, n);
    // `text` (Backgrounds 4 §2.1): the box's text is the clip, its border box the area.
    if (clip === "text") return { box: areas["border-box"], text: where.text ?? [] };
    return { box: areas[clip] };
  };
  const color = style.backgroundColor;
  if (color.a > 0) {
    const clip = clipOf(layers.length - 1);
    if (clip.text) clipped(out, clip, () => fill(out, clip.box, color));
    else fill(out, clip.box, color);
  }
  for (let n = layers.length - 1; n >= 0; n--) {
    paintLayer(out, style, n, layers[n], areas, clipOf(n), where);
  }
}

/** What a box's background may need besides its style and boxes. */
export interface Surroundings {
  images: ImageLookup;
  /** The page area: the positioning area of `background-attachment: fixed` layers. */
  viewport: Rect;
  /** Where every layer paints instead of its clip box (the canvas, §2.11.2). */
  painted?: RoundedRect;
  /** The box's text, for `background-clip: text` (textRuns). */
  text?: GlyphsItem[];
}

/** Where a layer paints: its clip box, or, with `text`, the glyphs inside its border box. */
interface Clip {
  box: RoundedRect;
  text?: GlyphsItem[];
}

/** Paints what `paint` pushes inside the clip; nothing when there is no text to clip to. */
function clipped(out: DisplayItem[], clip: Clip, paint: () => void): void {
  if (clip.text?.length === 0) return;
  out.push(clip.text ? { kind: "clip-text-push", runs: clip.text } : clipTo(clip.box));
  paint();
  out.push({ kind: "pop" });
}

/**
 * The glyph runs of the text in `box` and its in-flow descendants (CSS Backgrounds 4 §2.1
 * `text`), in page coordinates (`dx`, `dy` from the flow).
 */
export function textRuns(box: BoxFragment, dx: number, dy: number): GlyphsItem[] {
  const runs: GlyphsItem[] = [];
  const walk = (f: Fragment | InlineFragment) => {
    if (f.kind === "text") {
      const { face, size, glyphs, synthetic } = f.run;
      runs.push({
        kind: "glyphs",
        x: f.x + dx,
        y: f.baseline + dy,
        face,
        size,
        glyphs,
        synthetic,
        color: f.style.color,
      });
    } else if (f.kind === "box" || f.kind === "line") f.children.forEach(walk);
  };
  walk(box);
  return runs;
}

/** One image layer (§3.3–3.9), clipped to `clip`. */
function paintLayer(
  out: DisplayItem[],
  style: ComputedStyle,
  n: number,
  image: BackgroundImage,
  areas: BoxAreas,
  { box: clip, text }: Clip,
  { images, viewport }: Surroundings,
): void {
  if (image === "none" || clip.width <= 0 || clip.height <= 0) return;
  const decoded = "url" in image ? images(image.url) : null;
  if ("url" in image && !decoded) return;
  const fixed = layerValue(style.backgroundAttachment, n) === "fixed";
  const area = fixed ? viewport : areas[layerValue(style.backgroundOrigin, n)];
  const natural = decoded && naturalOf(decoded, area, imageResolution(image));
  const repeat = layerValue(style.backgroundRepeat, n);
  const size = tileSize(layerValue(style.backgroundSize, n), natural, area, repeat);
  if (!(size.width > 0 && size.height > 0)) return;
  const tiles = (axis: "x" | "y") => {
    const length = axis === "x" ? "width" : "height";
    const positions = axis === "x" ? style.backgroundPositionX : style.backgroundPositionY;
    return axisTiles(
      repeat[axis],
      [area[axis], area[length]],
      [clip[axis], clip[axis] + clip[length]],
      size[length],
      layerValue(positions, n),
    );
  };
  const across = tiles("x");
  const down = tiles("y");
  if (across.count <= 0 || down.count <= 0) return;
  const source: ImageValue = image;
  clipped(out, { box: clip, text }, () => paintTiles(out, source, decoded, size, across, down));
}

/**
 * A layer's tiles: one tile drawn where it is, or, repeated, the tile drawn once as the cell of
 * a tiles item that covers every repetition, as Chromium prints repeated backgrounds (one
 * pattern, not an image per tile).
 */
function paintTiles(
  out: DisplayItem[],
  image: ImageValue,
  decoded: EmbeddableImage | VectorImage | null,
  size: TileSize,
  across: AxisTiles,
  down: AxisTiles,
): void {
  const tile = (x: number, y: number): DisplayItem[] => {
    const box = { x, y, ...size };
    if (decoded && "draw" in decoded) return decoded.draw(box);
    if ("url" in image) return [{ kind: "image", ...box, image: decoded as EmbeddableImage }];
    return [gradientRect(image.gradient, box)];
  };
  if (across.count === 1 && down.count === 1) {
    out.push(...tile(across.start, down.start));
    return;
  }
  out.push({
    kind: "tiles",
    x: across.start,
    y: down.start,
    width: (across.count - 1) * across.step + size.width,
    height: (down.count - 1) * down.step + size.height,
    tile: { ...size },
    step: { x: across.step, y: down.step },
    cell: tile(0, 0),
  });
}

/**
 * The natural size a layer's image is tiled by: a raster's; an SVG's, a missing dimension
 * through its ratio, with a ratio alone the largest size of it in the area (§3.9 `auto`, as
 * CSS Images 3's default sizing has it), none (filling the area) without either. An image-set()
 * option's `resolution` divides it (CSS Images 4 §2.2).
 */
export function naturalOf(
  image: EmbeddableImage | VectorImage,
  area: Rect,
  resolution = 1,
): NaturalSize | null {
  if (!("draw" in image)) {
    return { width: image.intrinsicWidth / resolution, height: image.intrinsicHeight / resolution };
  }
  const { width, height, ratio } = image.natural;
  if (ratio === null && (width === null || height === null)) return null;
  const own = (side: number | null) => side === null ? null : side / resolution;
  return objectSize("none", { width: own(width), height: own(height), ratio }, area);
}

/** Fills a box, rounded where it has radii, with a colour. */
function fill(out: DisplayItem[], box: RoundedRect, color: RGBA): void {
  if (box.width <= 0 || box.height <= 0) return;
  if (isRounded(box.radii)) {
    out.push({
      kind: "path",
      outlines: [{ ...box, reversed: false }],
      fill: color,
      stroke: null,
      clip: null,
    });
  } else {
    out.push({ kind: "rect", x: box.x, y: box.y, width: box.width, height: box.height, color });
  }
}

/**
 * The box whose background is the canvas's (§2.11.2): the root element's, or, when it has
 * none, the HTML body element's, which then paints none of its own; null when neither has one.
 */
export function canvasBackgroundBox(root: BoxFragment): BoxFragment | null {
  if (hasBackground(root.style)) return root;
  const body = root.children.find((child): child is BoxFragment =>
    child.kind === "box" && child.element?.name === "body"
  );
  return body && hasBackground(body.style) ? body : null;
}

/**
 * The image layers of the canvas background (its colour is painted under the whole page area
 * by the caller): those of `source` (canvasBackgroundBox), positioned in the root element's
 * box as it lies on this page (`root` at `dx`, `dy`) and covering `pageArea` — so they continue
 * from page to page, as Chromium prints them.
 */
export function paintCanvasImages(
  out: DisplayItem[],
  root: BoxFragment,
  source: BoxFragment,
  dx: number,
  dy: number,
  pageArea: Rect,
  images: ImageLookup,
): void {
  const box = { x: root.x + dx, y: root.y + dy, width: root.width, height: root.height };
  const areas = boxAreas(box, root.border, root.padding, null);
  const style = { ...source.style, backgroundColor: TRANSPARENT };
  const painted = { ...pageArea, radii: SQUARE };
  paintBackground(out, style, areas, { images, viewport: pageArea, painted });
}
