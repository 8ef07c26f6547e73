/**
 * Turns one page's display list into content-stream operators (PDF 32000-1 §8,
 * §9.4).
 *
 * Coordinates: the display list is in CSS px with a top-left origin and y
 * growing down. Rather than converting every number, the page's content opens
 * with one matrix `0.75 0 0 -0.75 0 H cm` (H = page height in pt) that maps px,
 * y-down onto PDF's pt, y-up default user space (§8.3.2.3); rects, lines, clips,
 * dash lengths and line widths are then written in px as they come. That matrix
 * mirrors glyphs too, so every text object flips them back with a text matrix
 * `1 0 0 -1 x y Tm`, which also puts the baseline origin at (x, y) px — the same
 * pair of matrices Chromium's PDF output uses.
 */
import type { RGBA } from "../css/types.ts";
import type { BlendMode } from "../css/compositing.ts";
import { type Affine, boundsOf, compose, IDENTITY_AFFINE, invert } from "../paint/affine.ts";
import type {
  DisplayItem,
  Outline,
  PageDisplayList,
  Paint,
  RoundedRect,
  Shading,
} from "../paint/types.ts";
import { type EmbeddableImage, orientationMatrix } from "../image/mod.ts";
import type { FontFace } from "../text/types.ts";
import { type AlphaKey, alphaOperand, rgbOperands } from "./color.ts";
import { formatNumber } from "./number.ts";
import type { TilingCell } from "./tiling_pattern.ts";
import {
  coordinateDecimals,
  LINE_JOINS,
  miterLimitOperand,
  pathOperators,
} from "./vector_shape.ts";

/** CSS px → PDF pt (CSS Values 4 §6.2: 1px = 1/96in, 1pt = 1/72in). */
export const PT_PER_PX = 0.75;

/** 4/3·(√2 − 1): Bézier control distance for a quarter circle of radius 1. */
const KAPPA = 0.5522847498;

/** A font as content streams use it. */
export interface ContentFont {
  /** Name in the page's /Font resources, without "/". */
  readonly name: string;
  /** The 2-byte character code, as 4 hex digits, that shows glyph `gid` of the face. */
  code(gid: number): string;
  /** Advance of glyph `gid` in glyph space (1/1000 em) exactly as the font's /W array states it. */
  width(gid: number): number;
}

/** Document-level resources a page's content refers to by name. */
export interface ContentResources {
  font(face: FontFace): ContentFont;
  /** Resource name of the ExtGState setting `key` to `alpha` (as alphaOperand writes it). */
  alphaState(key: AlphaKey, alpha: string): string;
  /** Resource name of the ExtGState setting the blend mode. */
  blendState(mode: BlendMode): string;
  /** Resource name of a Form XObject holding `form` as an isolated transparency group. */
  groupForm(form: GroupForm): string;
  /** Resource name of an image XObject (image_xobject.ts), drawn with `Do`. */
  image(image: EmbeddableImage): string;
  /** Resource name of a shading (shading.ts), painted with `sh`. */
  shading(shading: Shading): string;
  /** Resource name of an ExtGState whose soft mask is the luminosity of `form` (§11.6.5.2). */
  luminosityMask(form: GroupForm): string;
  /** Resource name of an ExtGState whose soft mask is the alpha of `form` (§11.6.5.2). */
  alphaMask(form: GroupForm): string;
  /**
   * Resource name of a shading pattern (§8.7.3) of `shading`, `matrix` mapping the shading's
   * space into the space of the stream that paints with it (shading_pattern.ts).
   */
  shadingPattern(shading: Shading, matrix: Affine): string;
  /** Resource name of a tiling pattern (tiling_pattern.ts), filled with after `scn`. */
  tilingPattern(cell: TilingCell): string;
}

export interface PageContent {
  /** The content stream, uncompressed. */
  operators: string;
  /** Names of the /Font, /ExtGState, /XObject, /Shading and /Pattern resources the operators use. */
  fonts: Set<string>;
  extGStates: Set<string>;
  xObjects: Set<string>;
  shadings: Set<string>;
  patterns: Set<string>;
}

/** A transparency group's content (§11.6.6), drawn once as a Form XObject (§8.10). */
export interface GroupForm extends PageContent {
  /** [left, top, right, bottom] in the form's space: as much of it as the page can show. */
  bbox: [number, number, number, number];
}

/** What a pop closes: a `q` (clip, transform), or a group whose content is being gathered. */
interface Frame {
  /** The tracked state and matrix to restore. */
  state: TrackedState;
  ctm: Affine;
  /** A group's: the stream it interrupts, its space, and how it is composited onto it. */
  group?: {
    outer: PageContent;
    outerLines: string[];
    outerSpace: Affine;
    opacity: number;
    blendMode: BlendMode;
    /** A soft mask's content, painted in the space the group is drawn in. */
    mask?: Extract<DisplayItem, { kind: "mask-push" }>;
  };
}

/**
 * How far (in 1/1000 em) the glyphs' own advances may drift from the layout's
 * positions before a TJ adjustment corrects them: 0.5/1000 em is 0.008px at
 * 16px, invisible, yet it lets runs without kerning or letter-spacing go out as
 * one plain string even though /W widths are rounded.
 */
const DRIFT_TOLERANCE = 0.5;

const LINE_CAPS = { butt: 0, round: 1, square: 2 } as const;

/** The stroke of an ellipse or path item; solid without a dash pattern. */
type Stroke = {
  width: number;
  color: RGBA;
  dash?: number[];
  cap?: keyof typeof LINE_CAPS;
  hairline?: boolean;
};

type Point = [number, number];

/**
 * Synthetic bold, as Chromium prints it. Skia fakes bold by stroking the
 * outline along with filling it, the stroke a fraction of the text size
 * (SkScalerContext.cpp: kStdFakeBoldInterpKeys {9, 36} → kStdFakeBoldInterpValues
 * {1/24, 1/32}, clamped outside). Its PDF backend draws such text with Type 3
 * glyphs outlined at the font's em size, beyond 36, so printed fake bold is a
 * 1/32 em stroke at every size: measured in Chromium 156's --print-to-pdf,
 * Liberation Sans "H" grows by 32/2048 em on each side, at 9px and 36px alike,
 * and the advances stay the regular face's. Here: text render mode 2 (fill,
 * then stroke; PDF 32000-1 §9.3.6) with that line width, which §9.3.6 says is
 * in user space (px here), and Skia's default miter limit of 4.
 */
const FAKE_BOLD_STROKE_EM = 1 / 32;
const SKIA_MITER_LIMIT = "4";

/**
 * Synthetic italic: Blink skews the glyphs by −1/4 in Skia's y-down space
 * (FontPlatformData: setSkewX(-1/4)), and Chromium's PDF shows that as the
 * text matrix `1 0 .25 -1 x y Tm`: x grows by a quarter of the height above
 * the baseline, leaning the glyphs right.
 */
const FAKE_ITALIC_SHEAR = "0.25";

/** The parameters this builder sets, as written, to skip operators that would change nothing. */
interface TrackedState {
  fill: string;
  stroke: string;
  fillAlpha: string;
  strokeAlpha: string;
  lineWidth: string;
  dash: string;
  cap: number;
  join: number;
  miterLimit: string;
  /** "/F1 12 Tf" operands, "" before the first Tf. */
  font: string;
}

type ColorUse = "fill" | "stroke";

/**
 * What each use of a colour sets: the DeviceRGB operator (§8.6.8 Table 74: rg nonstroking, RG
 * stroking) and the ExtGState alpha key (§11.6.4.4: ca nonstroking, CA stroking).
 */
const COLOR_USES: Record<ColorUse, {
  rgbOperator: "rg" | "RG";
  alphaState: "fillAlpha" | "strokeAlpha";
  alphaKey: AlphaKey;
}> = {
  fill: { rgbOperator: "rg", alphaState: "fillAlpha", alphaKey: "ca" },
  stroke: { rgbOperator: "RG", alphaState: "strokeAlpha", alphaKey: "CA" },
};

/** Initial graphics state, PDF 32000-1 §8.4.1 Table 52 (black, width 1, butt caps, solid, opaque). */
const INITIAL_STATE: TrackedState = {
  fill: "0 0 0",
  stroke: "0 0 0",
  fillAlpha: "1",
  strokeAlpha: "1",
  lineWidth: "1",
  dash: "[] 0",
  cap: 0,
  join: 0,
  miterLimit: "10",
  font: "",
};

/** Builds the content stream of one page; `pageHeightPt` is the MediaBox height. */
export function buildPageContent(
  page: PageDisplayList,
  pageHeightPt: number,
  resources: ContentResources,
): PageContent {
  const builder = new PageContentBuilder(resources);
  return builder.build(page, pageHeightPt);
}

/** Px coordinates get 2 decimals: 0.0075pt, far below any device's resolution. */
function px(value: number): string {
  return formatNumber(value, 2);
}

function emptyContent(): PageContent {
  return {
    operators: "",
    fonts: new Set(),
    extGStates: new Set(),
    xObjects: new Set(),
    shadings: new Set(),
    patterns: new Set(),
  };
}

class PageContentBuilder {
  readonly #resources: ContentResources;
  /** The stream being written (a group's while one is open), its lines and resources. */
  #content = emptyContent();
  #out: string[] = [];
  #state: TrackedState = { ...INITIAL_STATE };
  /** The transformation from the current user space to the page's px space. */
  #ctm: Affine = IDENTITY_AFFINE;
  /**
   * From the page's px space to the space the stream being written starts in, which patterns
   * are laid in (§8.7.2): the page's default user space, or a group form's own.
   */
  #streamSpace: Affine = IDENTITY_AFFINE;
  readonly #frames: Frame[] = [];
  /** The page in px: a group can show no more of itself than that. */
  #page = { x: 0, y: 0, width: 0, height: 0 };

  constructor(resources: ContentResources) {
    this.#resources = resources;
  }

  build(page: PageDisplayList, pageHeightPt: number): PageContent {
    this.#page = { x: 0, y: 0, width: page.width, height: page.height };
    this.#streamSpace = [PT_PER_PX, 0, 0, -PT_PER_PX, 0, pageHeightPt];
    // The outer q/Q keeps the flip from leaking into content appended later
    // (e.g. a signature appearance), which expects the default user space.
    this.#out.push(`q ${PT_PER_PX} 0 0 -${PT_PER_PX} 0 ${formatNumber(pageHeightPt, 2)} cm`);
    for (const item of page.items) this.#item(item);
    while (this.#frames.length > 0) this.#pop();
    this.#out.push("Q");
    return { ...this.#content, operators: this.#out.join("\n") };
  }

  /** A tiling pattern's cell: `items` in a `tile`-sized box at the origin of its own space. */
  buildCell(items: DisplayItem[], tile: { width: number; height: number }): PageContent {
    this.#page = { x: 0, y: 0, ...tile };
    for (const item of items) this.#item(item);
    while (this.#frames.length > 0) this.#pop();
    return { ...this.#content, operators: this.#out.join("\n") };
  }

  #item(item: DisplayItem): void {
    switch (item.kind) {
      case "rect":
        if (item.color.a <= 0 || item.width <= 0 || item.height <= 0) return;
        this.#setColor("fill", item.color);
        this.#out.push(`${px(item.x)} ${px(item.y)} ${px(item.width)} ${px(item.height)} re f`);
        return;
      case "line":
        this.#line(item);
        return;
      case "ellipse":
        this.#ellipse(item);
        return;
      case "path":
        this.#path(item);
        return;
      case "shape":
        this.#shape(item);
        return;
      case "glyphs":
        this.#glyphs(item);
        return;
      case "clip-text-push":
        this.#clipText(item.runs);
        return;
      case "clip-push":
        // §8.5.4: W n intersects the clip with the rectangle without painting it;
        // q saves the previous clip for the matching pop.
        this.#save();
        this.#out.push(
          `q ${px(item.x)} ${px(item.y)} ${px(item.width)} ${px(item.height)} re W n`,
        );
        return;
      case "clip-path-push":
        // W* n clips by the even-odd rule (§8.5.4), W n by the nonzero one.
        this.#save();
        this.#out.push(
          "q",
          ...item.outlines.flatMap(outlineOperators),
          item.evenOdd ? "W* n" : "W n",
        );
        return;
      case "transform-push":
        // §8.3.4: cm concatenates the matrix with the current one until the Q.
        this.#save();
        this.#ctm = compose(this.#ctm, item.matrix);
        this.#out.push(`q ${matrixOperands(item.matrix)} cm`);
        return;
      case "group-push":
        this.#openGroup(item.opacity, item.blendMode);
        return;
      case "mask-push":
        this.#openGroup(1, "normal", item);
        return;
      case "pop":
        // An unmatched pop would restore the page's own q and drop the flip.
        if (this.#frames.length > 0) this.#pop();
        return;
      case "image":
        this.#image(item);
        return;
      case "tiles":
        this.#tiles(item);
        return;
      case "link":
        // Links are annotations, not content (links.ts).
        return;
    }
  }

  /** Opens a `q` frame. */
  #save(): void {
    this.#frames.push({ state: { ...this.#state }, ctm: this.#ctm });
  }

  /**
   * Starts gathering a group's content into a stream of its own. A transparency group starts
   * with alpha 1 and the Normal blend mode (§11.6.6); the rest of the state is the page's.
   */
  #openGroup(
    opacity: number,
    blendMode: BlendMode,
    mask?: Extract<DisplayItem, { kind: "mask-push" }>,
  ): void {
    this.#frames.push({
      state: { ...this.#state },
      ctm: this.#ctm,
      group: {
        outer: this.#content,
        outerLines: this.#out,
        outerSpace: this.#streamSpace,
        opacity,
        blendMode,
        mask,
      },
    });
    // The form is drawn with the current matrix, so its space is the current user space.
    this.#streamSpace = invert(this.#ctm) ?? IDENTITY_AFFINE;
    this.#content = emptyContent();
    this.#out = [];
    this.#state = { ...this.#state, fillAlpha: "1", strokeAlpha: "1" };
  }

  /** Closes the innermost frame: Q, or the group drawn through its alpha and blend mode. */
  #pop(): void {
    const frame = this.#frames.pop()!;
    this.#state = frame.state;
    this.#ctm = frame.ctm;
    if (!frame.group) {
      this.#out.push("Q");
      return;
    }
    const inner = { ...this.#content, operators: this.#out.join("\n") };
    this.#content = frame.group.outer;
    this.#out = frame.group.outerLines;
    this.#streamSpace = frame.group.outerSpace;
    const toGroup = invert(this.#ctm);
    if (inner.operators === "" || !toGroup) return;
    const name = this.#resources.groupForm({ ...inner, bbox: this.#formBBox(toGroup) });
    this.#content.xObjects.add(name);
    // The group's alpha is the ca and CA in force where it is drawn (§11.6.4.4), its blend
    // mode the BM (§11.6.3); q/Q keeps them to it.
    const states: string[] = [];
    const alpha = formatNumber(Math.min(1, Math.max(0, frame.group.opacity)), 3);
    if (alpha !== "1") {
      states.push(this.#resources.alphaState("ca", alpha), this.#resources.alphaState("CA", alpha));
    }
    if (frame.group.blendMode !== "normal") {
      states.push(this.#resources.blendState(frame.group.blendMode));
    }
    if (frame.group.mask) states.push(this.#softMask(frame.group.mask));
    for (const state of states) this.#content.extGStates.add(state);
    this.#out.push(["q", ...states.map((state) => `/${state} gs`), `/${name} Do`, "Q"].join(" "));
  }

  /** A form's bounding box: the page as seen from its space, `toForm` mapping page px into it. */
  #formBBox(toForm: Affine): GroupForm["bbox"] {
    const box = boundsOf(toForm, this.#page);
    return [box.x, box.y, box.x + box.width, box.y + box.height];
  }

  /**
   * The ExtGState whose soft mask (§11.6.5.2) is `item.mask` drawn as a transparency group in
   * the current space, over the page as that space shows it. The group starts from the initial
   * graphics state (§11.6.5.2: all but the matrix), on the black backdrop of a luminosity mask.
   */
  #softMask(item: Extract<DisplayItem, { kind: "mask-push" }>): string {
    const outer = {
      content: this.#content,
      lines: this.#out,
      state: this.#state,
      space: this.#streamSpace,
      depth: this.#frames.length,
    };
    this.#content = emptyContent();
    this.#out = [];
    this.#state = { ...INITIAL_STATE };
    const toForm = invert(this.#ctm) ?? IDENTITY_AFFINE;
    this.#streamSpace = toForm;
    for (const inner of item.mask) this.#item(inner);
    while (this.#frames.length > outer.depth) this.#pop();
    const form = { ...this.#content, operators: this.#out.join("\n") };
    this.#content = outer.content;
    this.#out = outer.lines;
    this.#state = outer.state;
    this.#streamSpace = outer.space;
    const masked = { ...form, bbox: this.#formBBox(toForm) };
    return item.alpha ? this.#resources.alphaMask(masked) : this.#resources.luminosityMask(masked);
  }

  #setColor(use: ColorUse, color: RGBA): void {
    const { rgbOperator, alphaState, alphaKey } = COLOR_USES[use];
    const rgb = rgbOperands(color);
    if (rgb !== this.#state[use]) {
      this.#out.push(`${rgb} ${rgbOperator}`);
      this.#state[use] = rgb;
    }
    const alpha = alphaOperand(color);
    if (alpha !== this.#state[alphaState]) {
      this.#useAlpha(alphaKey, alpha);
      this.#state[alphaState] = alpha;
    }
  }

  #useAlpha(key: AlphaKey, alpha: string): void {
    const name = this.#resources.alphaState(key, alpha);
    this.#content.extGStates.add(name);
    this.#out.push(`/${name} gs`);
  }

  #setLineWidth(widthPx: number): void {
    const width = px(widthPx);
    if (width !== this.#state.lineWidth) {
      this.#out.push(`${width} w`);
      this.#state.lineWidth = width;
    }
  }

  #line(item: Extract<DisplayItem, { kind: "line" }>): void {
    if (item.color.a <= 0 || item.width <= 0) return;
    this.#setColor("stroke", item.color);
    this.#setLineWidth(item.width);
    this.#setDash(item.dash);
    this.#setCap(item.cap);
    this.#out.push(`${px(item.x1)} ${px(item.y1)} m ${px(item.x2)} ${px(item.y2)} l S`);
  }

  #setDash(dash: number[], offset = 0): void {
    const operands = dashOperands(dash, offset);
    if (operands !== this.#state.dash) {
      this.#out.push(`${operands} d`);
      this.#state.dash = operands;
    }
  }

  #setCap(cap: keyof typeof LINE_CAPS): void {
    const style = LINE_CAPS[cap];
    if (style !== this.#state.cap) {
      this.#out.push(`${style} J`);
      this.#state.cap = style;
    }
  }

  #setJoin(join: keyof typeof LINE_JOINS): void {
    const style = LINE_JOINS[join];
    if (style !== this.#state.join) {
      this.#out.push(`${style} j`);
      this.#state.join = style;
    }
  }

  #setMiterLimit(limit: string): void {
    if (limit !== this.#state.miterLimit) {
      this.#out.push(`${limit} M`);
      this.#state.miterLimit = limit;
    }
  }

  /**
   * A shape item (vector_shape.ts): filled, then stroked, as SVG paints them (SVG 2 §13.7), in
   * the current user space; coordinates keep the precision the user space's scale needs.
   */
  #shape(item: Extract<DisplayItem, { kind: "shape" }>): void {
    const path = pathOperators(item.segments, coordinateDecimals(this.#ctm));
    if (item.segments.length === 0) return;
    const { fill, stroke } = item;
    if (fill) this.#fill(path, fill.evenOdd, fill.paint);
    if (!stroke || stroke.width <= 0) return;
    const paint = stroke.paint;
    if (!isShading(paint)) {
      if (paint.a <= 0) return;
      this.#setColor("stroke", paint);
    } else if (!this.#strokeShading(paint)) return;
    this.#setLineWidth(stroke.width);
    this.#setDash(stroke.dash, stroke.dashOffset);
    this.#setCap(stroke.cap);
    this.#setJoin(stroke.join);
    this.#setMiterLimit(miterLimitOperand(stroke));
    this.#out.push(`${path} S`);
    if (isShading(paint)) this.#pop();
  }

  /**
   * A gradient stroke: the stroking colour a shading pattern (§8.7.3: /Pattern CS, then SCN
   * with its name) laid in the stream's space, as Chromium prints one, inside a `q` the
   * caller closes. Stops sharing one alpha are drawn through it, others through the soft mask
   * a gradient fill uses. False, with nothing opened, when the stroke is invisible.
   */
  #strokeShading(shading: Shading): boolean {
    const alphas = stopAlphas(shading);
    const [alpha] = alphas.size === 1 ? alphas : ["1"];
    if (alpha === "0") return false;
    const space = compose(compose(this.#streamSpace, this.#ctm), shading.matrix);
    const name = this.#resources.shadingPattern(shading, space);
    this.#content.patterns.add(name);
    this.#save();
    this.#out.push("q");
    if (alphas.size > 1) this.#out.push(`/${this.#alphaMask(shading)} gs`);
    if (alpha !== this.#state.strokeAlpha) this.#useAlpha("CA", alpha);
    this.#state.strokeAlpha = alpha;
    this.#out.push(`/Pattern CS /${name} SCN`);
    this.#state.stroke = `/${name}`;
    return true;
  }

  #fill(path: string, evenOdd: boolean, paint: Paint): void {
    if (isShading(paint)) return this.#shade(path, evenOdd, paint);
    if (paint.a <= 0) return;
    this.#setColor("fill", paint);
    this.#out.push(`${path} ${evenOdd ? "f*" : "f"}`);
  }

  /**
   * A gradient fill: the shading painted with `sh` (§8.7.4.2) inside the path as a clip, in
   * its own space. Stops that share one alpha are drawn through it (§11.6.4.4).
   */
  #shade(path: string, evenOdd: boolean, shading: Shading): void {
    const name = this.#resources.shading(shading);
    this.#content.shadings.add(name);
    this.#save();
    this.#out.push("q", `${path} ${evenOdd ? "W* n" : "W n"}`);
    const alphas = stopAlphas(shading);
    if (alphas.size === 1) {
      const [alpha] = alphas;
      if (alpha === "0") return this.#pop();
      if (alpha !== this.#state.fillAlpha) this.#useAlpha("ca", alpha);
    } else {
      if (this.#state.fillAlpha !== "1") this.#useAlpha("ca", "1");
      this.#out.push(`/${this.#alphaMask(shading)} gs`);
    }
    this.#out.push(`${matrixOperands(shading.matrix)} cm /${name} sh`);
    this.#pop();
  }

  /**
   * Stops of different alphas: the shading again with each stop's alpha as its grey, drawn as
   * a soft mask (§11.6.5.2) over as much of the page as the current space shows, so the
   * colours fade as the alphas do (Chromium's print masks such gradients the same way).
   */
  #alphaMask(shading: Shading): string {
    const grey = (alpha: number) => ({ r: alpha * 255, g: alpha * 255, b: alpha * 255, a: 1 });
    const mask = this.#resources.shading({
      ...shading,
      stops: shading.stops.map(({ offset, color }) => ({ offset, color: grey(color.a) })),
    });
    const name = this.#resources.luminosityMask({
      ...emptyContent(),
      operators: `${matrixOperands(shading.matrix)} cm /${mask} sh`,
      shadings: new Set([mask]),
      bbox: this.#formBBox(invert(this.#ctm) ?? IDENTITY_AFFINE),
    });
    this.#content.extGStates.add(name);
    return name;
  }

  /**
   * An image XObject (§8.9.5) in its rectangle: the unit square it fills (§8.9.4, first row
   * at the top) mapped onto the rectangle, after its EXIF orientation turns it upright. An
   * image is composited through the fill alpha (§11.6.4.4), which is 1 for it.
   */
  #image(item: Extract<DisplayItem, { kind: "image" }>): void {
    if (!(item.width > 0 && item.height > 0)) return;
    const name = this.#resources.image(item.image);
    this.#content.xObjects.add(name);
    const box: Affine = [item.width, 0, 0, -item.height, item.x, item.y + item.height];
    const matrix = compose(box, orientationMatrix(item.image.orientation));
    this.#drawOpaque(`${matrixOperands(matrix)} cm /${name} Do`);
  }

  /**
   * Operators drawing an image or a pattern, inside their own q/Q with the fill alpha, which
   * composites them (§11.6.4.4), at 1.
   */
  #drawOpaque(operators: string): void {
    this.#save();
    this.#out.push("q");
    if (this.#state.fillAlpha !== "1") this.#useAlpha("ca", "1");
    this.#out.push(operators);
    this.#pop();
  }

  /**
   * Repeated tiles: their cell as a tiling pattern (tiling_pattern.ts) whose matrix puts the
   * first tile at the rectangle's top-left corner in the stream's default space, and the
   * rectangle filled with it (§8.7.3.3: the Pattern colour space, `scn` naming the pattern).
   * A pattern is composited through the fill alpha (§11.6.4.4), which is 1 for it.
   */
  #tiles(item: Extract<DisplayItem, { kind: "tiles" }>): void {
    const { x, y, width, height, tile, step } = item;
    if (!(width > 0 && height > 0 && tile.width > 0 && tile.height > 0)) return;
    const cell = new PageContentBuilder(this.#resources).buildCell(item.cell, tile);
    if (cell.operators === "") return;
    const toFirstTile: Affine = [1, 0, 0, 1, x, y];
    const matrix = compose(this.#streamSpace, compose(this.#ctm, toFirstTile));
    const name = this.#resources.tilingPattern({ ...cell, tile, step, matrix });
    this.#content.patterns.add(name);
    this.#drawOpaque(`/Pattern cs /${name} scn ${px(x)} ${px(y)} ${px(width)} ${px(height)} re f`);
  }

  /** An ellipse inscribed in its box (list bullets). */
  #ellipse(item: Extract<DisplayItem, { kind: "ellipse" }>): void {
    const fill = item.fill && item.fill.a > 0 ? item.fill : null;
    const stroke = item.stroke && item.stroke.color.a > 0 && item.stroke.width > 0
      ? item.stroke
      : null;
    if ((!fill && !stroke) || item.width <= 0 || item.height <= 0) return;
    this.#setPaint(fill, stroke);
    const rx = item.width / 2;
    const ry = item.height / 2;
    this.#out.push(
      ...ellipseOperators(item.x + rx, item.y + ry, rx, ry),
      paintOperator(fill, stroke),
    );
  }

  /**
   * Outlines as subpaths of one path (§8.5.2), painted by one operator so that nonzero
   * filling (§8.5.3.3.2) merges them; a clip polygon is applied inside its own q/Q
   * (§8.5.4) so it ends with the item.
   */
  #path(item: Extract<DisplayItem, { kind: "path" }>): void {
    const fill = item.fill && item.fill.a > 0 ? item.fill : null;
    const stroke = item.stroke && item.stroke.color.a > 0 &&
        (item.stroke.width > 0 || item.stroke.hairline)
      ? item.stroke
      : null;
    if ((!fill && !stroke) || item.outlines.length === 0) return;
    if (item.clip) {
      this.#save();
      this.#out.push("q", `${polygonOperators(item.clip)} W n`);
    }
    this.#setPaint(fill, stroke);
    this.#out.push(...item.outlines.flatMap(outlineOperators), paintOperator(fill, stroke));
    if (item.clip) this.#pop();
  }

  /**
   * Colours of a filled and/or stroked shape, and for the stroke its width and dash pattern:
   * solid unless it has one, since a dashed line item may have left one set (§8.4.3.6). Caps
   * matter only to the dashes of a closed outline, so only a dashed stroke sets them; joins
   * are mitred.
   */
  #setPaint(fill: RGBA | null, stroke: Stroke | null): void {
    if (fill) this.#setColor("fill", fill);
    if (!stroke) return;
    this.#setColor("stroke", stroke.color);
    // Line width 0 is the thinnest line the device can draw (§8.4.3.2).
    this.#setLineWidth(stroke.hairline ? 0 : stroke.width);
    this.#setDash(stroke.dash ?? []);
    this.#setJoin("miter");
    if (stroke.dash?.length) this.#setCap(stroke.cap ?? "butt");
  }

  /**
   * One text object per run (§9.4), its glyphs shown by #showGlyphs. Synthetic bold is drawn
   * as Chromium draws it (FAKE_BOLD_STROKE_EM).
   */
  #glyphs(item: Extract<DisplayItem, { kind: "glyphs" }>): void {
    if (!showable(item)) return;
    // Fully transparent text stays searchable and selectable: render mode 3
    // paints nothing (§9.3.6) and needs no colour.
    const invisible = item.color.a <= 0;
    const bold = !invisible && item.synthetic?.bold === true;
    if (!invisible) this.#setColor("fill", item.color);
    if (bold) {
      this.#setColor("stroke", item.color);
      this.#setLineWidth(item.size * FAKE_BOLD_STROKE_EM);
      this.#setMiterLimit(SKIA_MITER_LIMIT);
    }
    const out = this.#out;
    out.push("BT");
    // The render mode is graphics state (§9.3.1): set for this run, reset after it.
    const renderMode = invisible ? "3 Tr" : bold ? "2 Tr" : null;
    this.#showGlyphs(item, renderMode);
    if (renderMode) out.push("0 Tr");
    out.push("ET");
  }

  /**
   * Clips to the outlines of glyph runs (CSS `background-clip: text`): render mode 7 adds the
   * glyphs of one text object to the clipping path at its ET (§9.3.6), so every run goes into
   * the same one.
   */
  #clipText(runs: readonly Extract<DisplayItem, { kind: "glyphs" }>[]): void {
    this.#save();
    this.#out.push("q", "BT", "7 Tr");
    for (const run of runs) if (showable(run)) this.#showGlyphs(run);
    this.#out.push("0 Tr", "ET");
  }

  /**
   * A run's glyphs inside a text object: its font (and render mode), then where each glyph
   * goes. Glyphs are 2-byte codes of an Identity-H font (§9.7.5.2). The layout's advances are
   * kept exactly: TJ numbers (§9.4.3, in 1/1000 text-space units, positive = move left)
   * absorb the difference between a glyph's /W width and its laid-out advance (kerning,
   * letter- and word-spacing, justification); a glyph with a placement offset is shown on its
   * own with its own Tm. Synthetic italic is drawn as Chromium draws it (FAKE_ITALIC_SHEAR).
   */
  #showGlyphs(
    item: Extract<DisplayItem, { kind: "glyphs" }>,
    renderMode: string | null = null,
  ): void {
    const size = writtenSize(item.size);
    const font = this.#resources.font(item.face);
    this.#content.fonts.add(font.name);
    const shear = item.synthetic?.italic ? FAKE_ITALIC_SHEAR : "0";
    // Text space is `size` px per unit, so 1000/size turns px into TJ units.
    // Using the written size makes its rounding part of the tracked drift.
    const unitsPerPx = 1000 / Number(size);
    const out = this.#out;
    const tf = `/${font.name} ${size}`;
    if (tf !== this.#state.font) {
      out.push(`${tf} Tf`);
      this.#state.font = tf;
    }
    if (renderMode) out.push(renderMode);

    const y = item.y;
    let penX = item.x; // the layout's pen position in px
    let drift = 0; // where the glyphs' own widths put the pen, minus penX, in TJ units
    let needsTm = true;
    let array = ""; // pending TJ array contents
    let codes = ""; // pending hex string contents
    const flush = () => {
      if (codes !== "") array += `<${codes}>`;
      if (array !== "") out.push(`[${array}] TJ`);
      array = "";
      codes = "";
    };

    for (const glyph of item.glyphs) {
      if (glyph.xOffset !== 0 || glyph.yOffset !== 0) {
        flush();
        // yOffset is positive up, the page's px space is y-down.
        out.push(
          `1 0 ${shear} -1 ${px(penX + glyph.xOffset)} ${px(y - glyph.yOffset)} Tm <${
            font.code(glyph.id)
          }> Tj`,
        );
        needsTm = true;
      } else {
        if (needsTm) {
          flush();
          out.push(`1 0 ${shear} -1 ${px(penX)} ${px(y)} Tm`);
          drift = 0;
          needsTm = false;
        } else if (drift >= DRIFT_TOLERANCE || drift <= -DRIFT_TOLERANCE) {
          const adjust = formatNumber(drift, 2);
          array += `<${codes}>${adjust}`;
          codes = "";
          drift -= Number(adjust);
        }
        codes += font.code(glyph.id);
        drift += font.width(glyph.id) - glyph.advance * unitsPerPx;
      }
      penX += glyph.advance;
    }
    flush();
  }
}

/**
 * The size as written (Tf): below 0.00005px it is 0, which draws nothing, and text space
 * would be infinitely many TJ units per px.
 */
function writtenSize(size: number): string {
  return size > 0 ? formatNumber(size, 4) : "0";
}

/** Whether a run has glyphs to show, at a size that shows them. */
function showable(item: Extract<DisplayItem, { kind: "glyphs" }>): boolean {
  return item.glyphs.length > 0 && writtenSize(item.size) !== "0";
}

/** One outline as a closed subpath (§8.5.2), in lines of operators. */
function outlineOperators(outline: Outline): string[] {
  if ("points" in outline) return [polygonOperators(outline.points)];
  if ("segments" in outline) return [pathOperators(outline.segments, 4)];
  if ("radii" in outline) return [roundedRectOperators(outline, outline.reversed)];
  const { cx, cy, r, ry = r } = outline;
  return [...ellipseOperators(cx, cy, r, ry), "h"];
}

/**
 * `cm` operands: the linear part to 6 decimals, which keeps a rotated page-wide box within
 * 0.001px of where it belongs, the translation in px as other coordinates are.
 */
function matrixOperands([a, b, c, d, e, f]: Affine): string {
  return [...[a, b, c, d].map((v) => formatNumber(v, 6)), px(e), px(f)].join(" ");
}

/**
 * Fill, stroke or both, closing the last subpath first (§8.5.3.1 Table 60: f, s, b) so a
 * stroke joins where an outline ends (ellipses end where they start, unclosed).
 */
function paintOperator(fill: RGBA | null, stroke: Stroke | null): string {
  return fill && stroke ? "b" : fill ? "f" : "s";
}

/**
 * An ellipse as four cubic Bézier arcs (§8.5.2.2), clockwise on the page (right, bottom,
 * left, top) like the rectangles of polygonOperators: control points at KAPPA of the radii
 * approximate each quarter within 0.03% of the radius.
 */
function ellipseOperators(cx: number, cy: number, rx: number, ry: number): string[] {
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  const pt = (x: number, y: number) => `${px(x)} ${px(y)}`;
  return [
    `${pt(cx + rx, cy)} m`,
    `${pt(cx + rx, cy + ky)} ${pt(cx + kx, cy + ry)} ${pt(cx, cy + ry)} c`,
    `${pt(cx - kx, cy + ry)} ${pt(cx - rx, cy + ky)} ${pt(cx - rx, cy)} c`,
    `${pt(cx - rx, cy - ky)} ${pt(cx - kx, cy - ry)} ${pt(cx, cy - ry)} c`,
    `${pt(cx + kx, cy - ry)} ${pt(cx + rx, cy - ky)} ${pt(cx + rx, cy)} c`,
  ];
}

/** One piece of a subpath: a line to `to`, or a cubic Bézier curve through `via` (§8.5.2.2). */
interface Segment {
  to: Point;
  via?: [Point, Point];
}

/**
 * A rounded rectangle as one closed subpath: its sides as lines and each rounded corner as a
 * quarter ellipse, one cubic curve with control points KAPPA of the radii from its ends (as
 * ellipseOperators). Clockwise on the page from the end of the bottom-left corner, or the
 * same path the other way round when `reversed`; with every corner square, a polygon.
 */
function roundedRectOperators(rect: RoundedRect, reversed: boolean): string {
  const { x, y, width, height, radii } = rect;
  const right = x + width;
  const bottom = y + height;
  // Per corner, clockwise: its point, and the unit steps from it along the side coming in
  // and the side going out (the curve starts and ends a radius along them).
  const corners: [Point, Point, Point][] = [
    [[x, y], [0, 1], [1, 0]],
    [[right, y], [-1, 0], [0, 1]],
    [[right, bottom], [0, -1], [-1, 0]],
    [[x, bottom], [1, 0], [0, -1]],
  ];
  const square = radii.every(([rx, ry]) => rx === 0 || ry === 0);
  if (square) {
    const points = corners.map(([corner]) => corner);
    return polygonOperators(reversed ? points.reverse() : points);
  }
  const segments: Segment[] = [];
  corners.forEach(([[cx, cy], into, out], i) => {
    const [rx, ry] = radii[i];
    if (rx === 0 || ry === 0) {
      segments.push({ to: [cx, cy] });
      return;
    }
    // The radius along a step: horizontal steps take rx, vertical ones ry.
    const along = ([dx, dy]: Point, t: number): Point => [cx + dx * rx * t, cy + dy * ry * t];
    segments.push(
      { to: along(into, 1) },
      { to: along(out, 1), via: [along(into, 1 - KAPPA), along(out, 1 - KAPPA)] },
    );
  });
  // The path starts where the last segment, the bottom-left corner's, ends.
  const start = segments.at(-1)!.to;
  const path = reversed ? reverseClosed(start, segments) : segments;
  const pt = ([u, v]: Point) => `${px(u)} ${px(v)}`;
  const operators = [`${pt(start)} m`];
  let at = start;
  for (const { to, via } of path) {
    if (via) operators.push(`${pt(via[0])} ${pt(via[1])} ${pt(to)} c`);
    else if (to[0] !== at[0] || to[1] !== at[1]) operators.push(`${pt(to)} l`);
    at = to;
  }
  return [...operators, "h"].join(" ");
}

/** The segments of a closed subpath from `start`, traced backwards (ending at `start` again). */
function reverseClosed(start: Point, segments: Segment[]): Segment[] {
  return segments.map((segment, i) => ({
    to: i === 0 ? start : segments[i - 1].to,
    via: segment.via && [segment.via[1], segment.via[0]] as [Point, Point],
  })).reverse();
}

/**
 * A closed polygon subpath (§8.5.2.1). An axis-aligned rectangle traced clockwise on the
 * page becomes one `re`, which traces the same way (§8.5.2.1 Table 59), so windings and
 * the holes they make are unchanged.
 */
function polygonOperators(points: [number, number][]): string {
  const rect = clockwiseRect(points);
  if (rect) return `${px(rect.x)} ${px(rect.y)} ${px(rect.width)} ${px(rect.height)} re`;
  const [first, ...rest] = points;
  return [
    `${px(first[0])} ${px(first[1])} m`,
    ...rest.map(([x, y]) => `${px(x)} ${px(y)} l`),
    "h",
  ].join(" ");
}

/** The rectangle four corners trace clockwise on the page (y down), from any corner; else null. */
function clockwiseRect(points: [number, number][]) {
  if (points.length !== 4) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  const right = Math.max(...xs);
  const bottom = Math.max(...ys);
  const start = points.findIndex(([u, v]) => u === x && v === y);
  if (start < 0 || right <= x || bottom <= y) return null;
  const expected = [[x, y], [right, y], [right, bottom], [x, bottom]];
  for (let i = 0; i < 4; i++) {
    const [u, v] = points[(start + i) % 4];
    if (u !== expected[i][0] || v !== expected[i][1]) return null;
  }
  return { x, y, width: right - x, height: bottom - y };
}

/** The distinct alphas of a gradient's stops, as alphaOperand writes them. */
function stopAlphas(shading: Shading): Set<string> {
  return new Set(shading.stops.map((stop) => alphaOperand(stop.color)));
}

/** Whether a paint is a gradient rather than a colour. */
function isShading(paint: Paint): paint is Shading {
  return "stops" in paint;
}

/**
 * `d` operands (§8.4.3.6) for a dash pattern in px, starting `offset` into it. An empty,
 * all-zero or negative pattern is not a valid PDF dash array, and draws solid.
 */
function dashOperands(dash: number[], offset: number): string {
  let total = 0;
  for (const length of dash) {
    if (!(length >= 0)) return INITIAL_STATE.dash;
    total += length;
  }
  if (total <= 0) return INITIAL_STATE.dash;
  return `[${dash.map(px).join(" ")}] ${px(offset)}`;
}
