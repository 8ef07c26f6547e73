/**
 * A box's background (CSS Backgrounds 3 §3): its colour under its image layers, the last
 * listed at the bottom. Each layer is clipped to its `background-clip` box (rounded by the
 * border radii that box has, §5.3), sized and positioned in its `background-origin` box
 * (background_tiles.ts) and repeated over the clip box; the colour fills the bottom layer's
 * clip box. Gradients paint as shadings (gradient.ts), URL images as image XObjects.
 */
import type { ComputedStyle, RGBA } from "../css/types.ts";
import type { ImageValue } from "../css/image_value.ts";
import { type BackgroundImage, hasBackground, type VisualBox } from "../css/background.ts";
import type { EmbeddableImage } from "../image/mod.ts";
import type { BoxFragment, Sides } from "../layout/mod.ts";
import { axisTiles, type NaturalSize, tileSize } from "./background_tiles.ts";
import { insetRoundedRect } from "./corner_radii.ts";
import { type Box, gradientPaint } from "./gradient.ts";
import type { CornerRadii, DisplayItem, Paint, RoundedRect } from "./types.ts";

/** The decoded image a `url()` names, or null when it could not be loaded or decoded. */
export type ImageLookup = (url: string) => EmbeddableImage | null;

/** A box's border, padding and content boxes in page px, with their corners' radii. */
export type BoxAreas = Record<VisualBox, RoundedRect>;

const SQUARE: CornerRadii = [[0, 0], [0, 0], [0, 0], [0, 0]];
const TRANSPARENT: RGBA = { r: 0, g: 0, b: 0, a: 0 };

/** The three boxes of a border box at `box` with these border and padding widths. */
export function boxAreas(
  box: Box,
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
 * Paints the background of a box with `style` and `areas` into `out`. `viewport` is the page
 * area, the positioning area of `background-attachment: fixed` layers; `painted`, when given,
 * is where every layer paints instead of its clip box (the canvas, §2.11.2).
 */
export function paintBackground(
  out: DisplayItem[],
  style: ComputedStyle,
  areas: BoxAreas,
  images: ImageLookup,
  viewport: Box,
  painted?: RoundedRect,
): void {
  const layers = style.backgroundImage;
  const clipOf = (n: number) => {
    if (painted) return painted;
    const clip = layerValue(style.backgroundClip, n);
    // `text` clips to the glyphs, which no shape here follows: the border box stands in.
    return areas[clip === "text" ? "border-box" : clip];
  };
  const color = style.backgroundColor;
  if (color.a > 0) fill(out, clipOf(layers.length - 1), color);
  for (let n = layers.length - 1; n >= 0; n--) {
    paintLayer(out, style, n, layers[n], areas, clipOf(n), images, viewport);
  }
}

/** One image layer (§3.3–3.9), clipped to `clip`. */
function paintLayer(
  out: DisplayItem[],
  style: ComputedStyle,
  n: number,
  image: BackgroundImage,
  areas: BoxAreas,
  clip: RoundedRect,
  images: ImageLookup,
  viewport: Box,
): void {
  if (image === "none" || clip.width <= 0 || clip.height <= 0) return;
  const decoded = "url" in image ? images(image.url) : null;
  if ("url" in image && !decoded) return;
  const natural: NaturalSize | null = decoded
    ? { width: decoded.intrinsicWidth, height: decoded.intrinsicHeight }
    : null;
  const fixed = layerValue(style.backgroundAttachment, n) === "fixed";
  const area = fixed ? viewport : areas[layerValue(style.backgroundOrigin, n)];
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
  out.push(clipItem(clip));
  const single = across.count === 1 && down.count === 1;
  const source: ImageValue = image;
  // A gradient is drawn once at the origin and moved to each tile, so tiles share one shading.
  const tile = (x: number, y: number): DisplayItem => {
    const box = { x, y, ...size };
    if ("url" in source) return { kind: "image", ...box, image: decoded! };
    return rectShape(box, gradientPaint(source.gradient, box));
  };
  if (single) out.push(tile(across.start, down.start));
  else {
    const shared = tile(0, 0);
    for (let j = 0; j < down.count; j++) {
      for (let i = 0; i < across.count; i++) {
        const x = across.start + i * across.step;
        const y = down.start + j * down.step;
        out.push({ kind: "transform-push", matrix: [1, 0, 0, 1, x, y] }, shared, { kind: "pop" });
      }
    }
  }
  out.push({ kind: "pop" });
}

/** Clips to a box, rounded where it has radii. */
function clipItem(box: RoundedRect): DisplayItem {
  const rounded = box.radii.some(([x, y]) => x > 0 && y > 0);
  return rounded
    ? { kind: "clip-path-push", outlines: [{ ...box, reversed: false }], evenOdd: false }
    : { kind: "clip-push", x: box.x, y: box.y, width: box.width, height: box.height };
}

/** Fills a box, rounded where it has radii, with a colour. */
function fill(out: DisplayItem[], box: RoundedRect, color: RGBA): void {
  if (box.width <= 0 || box.height <= 0) return;
  const rounded = box.radii.some(([x, y]) => x > 0 && y > 0);
  if (rounded) {
    out.push({
      kind: "path",
      outlines: [{ ...box, reversed: false }],
      fill: color,
      stroke: null,
      clip: null,
    });
  } else {out.push({
      kind: "rect",
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      color,
    });}
}

/** A rectangle filled with a colour or a shading. */
function rectShape(box: Box, paint: Paint): DisplayItem {
  const { x, y, width, height } = box;
  return {
    kind: "shape",
    segments: [
      { op: "M", x, y },
      { op: "L", x: x + width, y },
      { op: "L", x: x + width, y: y + height },
      { op: "L", x, y: y + height },
      { op: "Z" },
    ],
    fill: { paint, evenOdd: false },
    stroke: null,
  };
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
  pageArea: Box,
  images: ImageLookup,
): void {
  const box = { x: root.x + dx, y: root.y + dy, width: root.width, height: root.height };
  const areas = boxAreas(box, root.border, root.padding, null);
  const style = { ...source.style, backgroundColor: TRANSPARENT };
  paintBackground(out, style, areas, images, pageArea, { ...pageArea, radii: SQUARE });
}
