/**
 * Rendering an SVG image into display items (SVG 2 §5, §8, §13): the outer viewport laid over
 * the element's content box, then each rendered element in document order through its
 * transform, clip path and opacity group — containers (g, a, switch, nested svg, use) by their
 * children, shapes as filled and stroked paths, text as glyph runs. Never-rendered elements
 * (defs, symbols, paint servers, clip paths, markers, masks) draw only where referenced.
 */
import { resolveLength } from "../layout/mod.ts";
import { type Affine, boundsOf, IDENTITY_AFFINE } from "../paint/affine.ts";
import { flatten, listMatrix } from "../paint/transform.ts";
import type { DisplayItem, Paint, PathSegment, Rect, ShapeStroke } from "../paint/types.ts";
import type { RGBA } from "../css/types.ts";
import type { FontRegistry } from "../text/mod.ts";
import { pathBBox, unionRect } from "./bbox.ts";
import { clipOutline } from "./clip.ts";
import { hrefOf, isSvgElement, localId, type SvgElement, type SvgImage } from "./document.ts";
import type { EmbeddableImage } from "../image/mod.ts";
import { type LengthContext, parseSvgLength, percentBasis, type Viewport } from "./length.ts";
import { paintedBounds } from "./link_area.ts";
import { markerPlacements } from "./marker.ts";
import { type MaskLayout, maskLayout } from "./mask.ts";
import { type PatternTiles, patternTiles } from "./pattern.ts";
import { resolvePaint } from "./paint_server.ts";
import { shapeSegments } from "./shapes.ts";
import type { SvgStyle } from "./style.ts";
import { textItems } from "./text.ts";
import { parseTransformList } from "./transform_list.ts";
import { parsePreserveAspectRatio, parseViewBox, viewBoxTransform } from "./viewbox.ts";

/** Elements never rendered where they stand (SVG 2 §5.9 and the referencing features). */
const NEVER_RENDERED: ReadonlySet<string> = new Set([
  "defs",
  "symbol",
  "clipPath",
  "mask",
  "marker",
  "pattern",
  "linearGradient",
  "radialGradient",
  "filter",
  "stop",
]);

const CONTAINERS: ReadonlySet<string> = new Set(["g", "a", "switch"]);

/** The shapes markers are drawn on (SVG 2 §13.8.1 markable elements). */
const MARKABLE: ReadonlySet<string> = new Set(["path", "line", "polyline", "polygon"]);

/** The decoded raster image of a URL, null when it could not be loaded or decoded. */
export type RasterLookup = (url: string) => EmbeddableImage | null;

/** Draws `image` with its outer viewport on `box`, the content box in page px. */
export function renderSvg(
  image: SvgImage,
  box: Rect,
  registry: FontRegistry,
  rasters: RasterLookup = () => null,
): DisplayItem[] {
  const renderer = new Renderer(image.refs, registry, rasters);
  const { root } = image;
  renderer.viewport(root, box, root.style.css.overflowX !== "visible");
  return renderer.out;
}

class Renderer {
  /** Where items go: the image's list, or a mask's content while it is drawn. */
  out: DisplayItem[] = [];
  /** The masks being drawn, which their content may not use again (a cycle). */
  readonly #masking = new Set<SvgElement>();
  readonly #refs: ReadonlyMap<string, SvgElement>;
  readonly #registry: FontRegistry;
  readonly #rasters: RasterLookup;

  constructor(
    refs: ReadonlyMap<string, SvgElement>,
    registry: FontRegistry,
    rasters: RasterLookup,
  ) {
    this.#refs = refs;
    this.#registry = registry;
    this.#rasters = rasters;
  }

  /**
   * A new viewport (§8.2): the element's content drawn into `rect` of the current user space
   * through its viewBox and preserveAspectRatio, clipped to it when `clip`.
   */
  viewport(el: SvgElement, rect: Rect, clip: boolean): void {
    const viewBox = parseViewBox(el.attrs.viewBox);
    if (viewBox === "disabled" || !(rect.width > 0 && rect.height > 0)) return;
    const pushes: DisplayItem[] = [];
    if (clip) pushes.push({ kind: "clip-push", ...rect });
    const matrix: Affine = viewBox
      ? viewBoxTransform(viewBox, parsePreserveAspectRatio(el.attrs.preserveAspectRatio), rect)
      : [1, 0, 0, 1, rect.x, rect.y];
    if (!isIdentity(matrix)) pushes.push({ kind: "transform-push", matrix });
    this.out.push(...pushes);
    const inner = viewBox ?? rect;
    this.#children(el, { width: inner.width, height: inner.height });
    this.#pop(pushes.length);
  }

  #children(el: SvgElement, viewport: Viewport): void {
    for (const child of el.children) {
      if (isSvgElement(child)) this.#element(child, viewport);
      // §5.8.2: a switch renders its first child (no conditions are tested here).
      if (el.name === "switch" && isSvgElement(child)) return;
    }
  }

  #pop(count: number): void {
    for (let i = 0; i < count; i++) this.out.push({ kind: "pop" });
  }

  /** One element with its transform, clip path, mask and opacity (Masking 1 §6–7, Color 4 §15.1). */
  #element(el: SvgElement, viewport: Viewport): void {
    const css = el.style.css;
    if (css.display === "none" || NEVER_RENDERED.has(el.name)) return;
    const lengths: LengthContext = { viewport, fontSize: css.fontSize };
    const pushes: DisplayItem[] = [];
    const matrix = elementTransform(el, viewport);
    if (matrix && !isIdentity(matrix)) pushes.push({ kind: "transform-push", matrix });
    const clipPath = this.#refs.get(localId(el.attrs["clip-path"]) ?? "");
    if (clipPath?.name === "clipPath") {
      const clip = clipOutline(clipPath, this.#bbox(el, viewport), lengths);
      // A clip path with nothing in it clips the whole element away.
      if (clip?.segments.length === 0) return;
      if (clip) pushes.push({ kind: "clip-path-push", outlines: [clip], evenOdd: clip.evenOdd });
    }
    const mask = this.#refs.get(localId(el.attrs.mask) ?? "");
    if (mask?.name === "mask" && !this.#masking.has(mask)) {
      const layout = maskLayout(mask, this.#bbox(el, viewport), lengths);
      if (!layout) return;
      pushes.push({
        kind: "mask-push",
        mask: this.#maskContent(mask, layout, viewport),
        alpha: layout.alpha,
      });
    }
    if (css.opacity < 1) {
      if (css.opacity <= 0) return;
      pushes.push({ kind: "group-push", opacity: css.opacity, blendMode: css.mixBlendMode });
    }
    this.out.push(...pushes);
    this.#content(el, viewport, lengths);
    this.#pop(pushes.length);
  }

  #content(el: SvgElement, viewport: Viewport, lengths: LengthContext): void {
    if (CONTAINERS.has(el.name)) {
      const start = this.out.length;
      this.#children(el, viewport);
      if (el.name === "a") this.#link(el, this.out.slice(start));
      return;
    }
    switch (el.name) {
      case "svg":
        return this.#nestedViewport(el, el, viewport, lengths);
      case "use":
        return this.#use(el, viewport, lengths);
      case "image":
        return this.#image(el, lengths);
      case "text":
        if (el.style.css.visibility === "visible" || el.children.some(isSvgElement)) {
          this.out.push(...textItems(el, {
            registry: this.#registry,
            lengths,
            fillColor: (style) => this.#textColor(style, lengths),
          }));
        }
        return;
      default: {
        const segments = shapeSegments(el.name, el.attrs, lengths);
        if (!segments) return;
        if (el.style.css.visibility === "visible") this.#shape(el, segments, lengths);
        if (MARKABLE.has(el.name)) this.#markers(el, segments, lengths);
      }
    }
  }

  /**
   * An `a` element's link (SVG 2 §15.2, `href` or xlink:href) over what its children painted
   * (link_area.ts), in its user space: the PDF writer maps it onto the page through the
   * transforms in force, as it does HTML links.
   */
  #link(el: SvgElement, painted: DisplayItem[]): void {
    const href = hrefOf(el.attrs)?.trim();
    const box = href ? paintedBounds(painted) : null;
    if (!href || !box || (box.width <= 0 && box.height <= 0)) return;
    this.out.push({ kind: "link", ...box, href });
  }

  /**
   * A nested svg, or a symbol or svg instanced by a use (`sized` gives the width and height,
   * SVG 2 §5.6.3): a viewport at its x and y, 100% of the parent's size by default.
   */
  #nestedViewport(el: SvgElement, sized: SvgElement, viewport: Viewport, lengths: LengthContext) {
    const length = (name: string, axis: "x" | "y") =>
      parseSvgLength(sized.attrs[name], axis, lengths) ??
        parseSvgLength(el.attrs[name], axis, lengths);
    const rect = {
      x: parseSvgLength(el.attrs.x, "x", lengths) ?? 0,
      y: parseSvgLength(el.attrs.y, "y", lengths) ?? 0,
      width: length("width", "x") ?? viewport.width,
      height: length("height", "y") ?? viewport.height,
    };
    // svg:not(:root) and symbol clip to their viewport unless overflow is visible (the UA sheet).
    this.viewport(el, rect, el.style.css.overflowX !== "visible");
  }

  /** §5.6: the referenced element's instance, moved by x and y. */
  #use(use: SvgElement, viewport: Viewport, lengths: LengthContext): void {
    const instance = use.children.find(isSvgElement);
    if (!instance || instance.style.css.display === "none") return;
    const x = parseSvgLength(use.attrs.x, "x", lengths) ?? 0;
    const y = parseSvgLength(use.attrs.y, "y", lengths) ?? 0;
    const moved = x !== 0 || y !== 0;
    if (moved) this.out.push({ kind: "transform-push", matrix: [1, 0, 0, 1, x, y] });
    if (instance.name === "symbol") this.#nestedViewport(instance, use, viewport, lengths);
    else if (instance.name === "svg") {
      const css = instance.style.css;
      const nested: LengthContext = { viewport, fontSize: css.fontSize };
      this.#nestedViewport(instance, use, viewport, nested);
    } else this.#element(instance, viewport);
    if (moved) this.#pop(1);
  }

  /**
   * A raster image (§5.7): its natural size where width or height is auto (the other through
   * its ratio), fitted into that viewport by preserveAspectRatio and clipped to it.
   */
  #image(el: SvgElement, lengths: LengthContext): void {
    const href = hrefOf(el.attrs)?.trim();
    const image = href ? this.#rasters(href) : null;
    if (!image || el.style.css.visibility !== "visible") return;
    const natural = { x: 0, y: 0, width: image.intrinsicWidth, height: image.intrinsicHeight };
    if (!(natural.width > 0 && natural.height > 0)) return;
    const givenWidth = parseSvgLength(el.attrs.width, "x", lengths);
    const givenHeight = parseSvgLength(el.attrs.height, "y", lengths);
    const width = givenWidth ?? (givenHeight ?? natural.height) * natural.width / natural.height;
    const height = givenHeight ?? width * natural.height / natural.width;
    const viewport = {
      x: parseSvgLength(el.attrs.x, "x", lengths) ?? 0,
      y: parseSvgLength(el.attrs.y, "y", lengths) ?? 0,
      width,
      height,
    };
    if (!(width > 0 && height > 0)) return;
    const ratio = parsePreserveAspectRatio(el.attrs.preserveAspectRatio);
    const [sx, , , sy, tx, ty] = viewBoxTransform(natural, ratio, viewport);
    this.out.push(
      { kind: "clip-push", ...viewport },
      {
        kind: "image",
        x: tx,
        y: ty,
        width: natural.width * sx,
        height: natural.height * sy,
        image,
      },
      { kind: "pop" },
    );
  }

  /** A shape, filled then stroked (§13.7), its paints laid over its bounding box. */
  #shape(el: SvgElement, segments: PathSegment[], lengths: LengthContext): void {
    const style = el.style;
    const bbox = pathBBox(segments);
    // A shape without area (a line) has nothing to fill; PDF readers would draw a hairline.
    const flat = !bbox || bbox.width === 0 || bbox.height === 0;
    const server = style.fill.kind === "url" ? this.#refs.get(localId(style.fill.url) ?? "") : null;
    if (!flat && server?.name === "pattern") {
      const tiles = patternTiles(server, this.#refs, bbox, lengths);
      if (tiles) this.#patternFill(segments, style, tiles);
    }
    const fill = flat || server?.name === "pattern"
      ? null
      : resolvePaint(style.fill, style.fillOpacity, this.#refs, bbox, lengths);
    const strokeServer = style.stroke.kind === "url"
      ? this.#refs.get(localId(style.stroke.url) ?? "")
      : null;
    const patternStroke = strokeServer?.name === "pattern";
    // A pattern stroke is drawn as its tiles under the stroke as an alpha mask (patternStroke).
    const coverage = { r: 255, g: 255, b: 255, a: style.strokeOpacity };
    const stroke = this.#stroke(style, bbox, lengths, patternStroke ? coverage : undefined);
    if (fill || (stroke && !patternStroke)) {
      this.out.push({
        kind: "shape",
        segments,
        fill: fill && { paint: fill, evenOdd: style.fillRule === "evenodd" },
        stroke: patternStroke ? null : stroke,
      });
    }
    if (stroke && patternStroke) this.#patternStroke(segments, stroke, strokeServer, bbox, lengths);
  }

  /**
   * A pattern stroke: PDF strokes only with colours and shadings, so the tiles (pattern.ts)
   * are drawn through the stroke itself as an alpha mask, as far as the stroke reaches.
   */
  #patternStroke(
    segments: PathSegment[],
    stroke: ShapeStroke,
    pattern: SvgElement,
    bbox: Rect | null,
    lengths: LengthContext,
  ): void {
    const grow = stroke.width / 2 * Math.max(1, stroke.miterLimit);
    const area = bbox && {
      x: bbox.x - grow,
      y: bbox.y - grow,
      width: bbox.width + 2 * grow,
      height: bbox.height + 2 * grow,
    };
    const tiles = patternTiles(pattern, this.#refs, bbox, lengths, area);
    if (!tiles) return;
    const mask: DisplayItem[] = [{ kind: "shape", segments, fill: null, stroke }];
    this.out.push({ kind: "mask-push", mask, alpha: true });
    this.#tiles(tiles);
    this.#pop(1);
  }

  /**
   * A pattern fill (pattern.ts): the tiles' content drawn inside the shape, each tile clipped
   * to itself, the whole through the fill-opacity.
   */
  #patternFill(segments: PathSegment[], style: SvgStyle, p: PatternTiles): void {
    const evenOdd = style.fillRule === "evenodd";
    const pushes: DisplayItem[] = [{ kind: "clip-path-push", outlines: [{ segments }], evenOdd }];
    if (style.fillOpacity < 1) {
      pushes.push({ kind: "group-push", opacity: style.fillOpacity, blendMode: "normal" });
    }
    this.out.push(...pushes);
    this.#tiles(p);
    this.#pop(pushes.length);
  }

  /** Each tile of a pattern, its content clipped to it. */
  #tiles(p: PatternTiles): void {
    for (const matrix of p.tiles) {
      const tile: DisplayItem[] = [
        { kind: "transform-push", matrix },
        { kind: "clip-push", ...p.tile },
      ];
      if (!isIdentity(p.contentMatrix)) {
        tile.push({ kind: "transform-push", matrix: p.contentMatrix });
      }
      this.out.push(...tile);
      this.#children(p.content, p.viewport);
      this.#pop(tile.length);
    }
  }

  /** A mask's content as items: drawn in its region, through its content units. */
  #maskContent(mask: SvgElement, layout: MaskLayout, viewport: Viewport): DisplayItem[] {
    const out = this.out;
    this.out = [];
    this.#masking.add(mask);
    const pushes: DisplayItem[] = [{ kind: "clip-push", ...layout.region }];
    if (!isIdentity(layout.contentMatrix)) {
      pushes.push({ kind: "transform-push", matrix: layout.contentMatrix });
    }
    this.out.push(...pushes);
    this.#children(mask, viewport);
    this.#pop(pushes.length);
    this.#masking.delete(mask);
    const content = this.out;
    this.out = out;
    return content;
  }

  /** The markers at the shape's vertices (marker.ts), each its content in its viewport. */
  #markers(el: SvgElement, segments: PathSegment[], lengths: LengthContext): void {
    const diagonal = percentBasis("diagonal", lengths.viewport);
    const width = resolveLength(el.style.strokeWidth, diagonal);
    for (const m of markerPlacements(el, segments, width, this.#refs, lengths)) {
      const pushes: DisplayItem[] = [{ kind: "transform-push", matrix: m.matrix }];
      if (m.clip) pushes.push({ kind: "clip-push", ...m.clip });
      if (!isIdentity(m.content)) pushes.push({ kind: "transform-push", matrix: m.content });
      this.out.push(...pushes);
      this.#children(m.marker, m.viewport);
      this.#pop(pushes.length);
    }
  }

  /**
   * The stroke (§13.5): width, dashes and offset resolved against the viewport's diagonal; its
   * paint the stroke property's unless `given`.
   */
  #stroke(
    style: SvgStyle,
    bbox: Rect | null,
    lengths: LengthContext,
    given?: Paint,
  ): ShapeStroke | null {
    const paint = given ??
      resolvePaint(style.stroke, style.strokeOpacity, this.#refs, bbox, lengths);
    const diagonal = percentBasis("diagonal", lengths.viewport);
    const width = resolveLength(style.strokeWidth, diagonal);
    if (!paint || !(width > 0)) return null;
    let dash = style.strokeDasharray === "none"
      ? []
      : style.strokeDasharray.map((length) => resolveLength(length, diagonal));
    // §13.5.7: an odd list repeats to make it even; one summing to zero draws solid.
    if (dash.length % 2 === 1) dash = [...dash, ...dash];
    if (dash.every((d) => d === 0)) dash = [];
    return {
      paint,
      width,
      dash,
      dashOffset: resolveLength(style.strokeDashoffset, diagonal),
      cap: style.strokeLinecap,
      join: style.strokeLinejoin,
      miterLimit: style.strokeMiterlimit,
    };
  }

  /** Text is filled with a colour; a gradient fill gives it its middle stop's. */
  #textColor(style: SvgStyle, lengths: LengthContext): RGBA | null {
    const paint = resolvePaint(style.fill, style.fillOpacity, this.#refs, null, lengths);
    return paint && solidColor(paint);
  }

  /**
   * The object bounding box (§8.10) of a rendered element in its user space: its shape's, or
   * its children's through their transforms. Text has none here.
   */
  #bbox(el: SvgElement, viewport: Viewport): Rect | null {
    const lengths = { viewport, fontSize: el.style.css.fontSize };
    const segments = shapeSegments(el.name, el.attrs, lengths);
    if (segments) return pathBBox(segments);
    let box: Rect | null = null;
    for (const child of el.children) {
      if (!isSvgElement(child) || NEVER_RENDERED.has(child.name)) continue;
      if (child.style.css.display === "none") continue;
      const inner = this.#bbox(child, viewport);
      const matrix = elementTransform(child, viewport);
      box = unionRect(box, inner && matrix ? boundsOf(matrix, inner) : inner);
    }
    return box;
  }
}

/**
 * The element's transform: its CSS `transform` when it has one (about the origin, as
 * Chromium's SVG elements have `transform-origin: 0 0`, percentages of the viewport), else its
 * `transform` attribute; null for none.
 */
function elementTransform(el: SvgElement, viewport: Viewport): Affine | null {
  const list = el.style.css.transform;
  if (list.length > 0) return flatten(listMatrix(list, viewport.width, viewport.height));
  const attr = el.attrs.transform;
  return attr === undefined ? null : parseTransformList(attr);
}

function isIdentity(m: Affine): boolean {
  return m.every((v, i) => v === IDENTITY_AFFINE[i]);
}

function solidColor(paint: Paint): RGBA | null {
  if (!("stops" in paint)) return paint;
  const { stops } = paint;
  return stops.find((stop) => stop.offset >= 0.5)?.color ?? stops.at(-1)?.color ?? null;
}
