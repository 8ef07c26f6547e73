/**
 * The paint stage's output and the PDF writer's input: per page, a list of
 * drawing operations in CSS painting order. Coordinates are CSS px with the
 * origin at the page's top-left corner and y growing downwards; only the PDF
 * writer converts to points and flips the axis.
 */
import type { RGBA } from "../css/types.ts";
import type { BlendMode } from "../css/compositing.ts";
import type { FontFace, ShapedGlyph, SyntheticStyle } from "../text/types.ts";
import type { EmbeddableImage } from "../image/mod.ts";
import type { Affine } from "./affine.ts";

export type DisplayItem =
  | { kind: "rect"; x: number; y: number; width: number; height: number; color: RGBA }
  | {
    /** A straight stroked line (dashed and dotted borders, text decorations). */
    kind: "line";
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    width: number;
    color: RGBA;
    /** Dash pattern in px, [] for solid; `round` caps for dotted lines. */
    dash: number[];
    cap: "butt" | "round" | "square";
  }
  | {
    /** Glyphs of one face and size; `x`, `y` is the pen position on the baseline of the first glyph. */
    kind: "glyphs";
    x: number;
    y: number;
    face: FontFace;
    size: number;
    color: RGBA;
    glyphs: ShapedGlyph[];
    /** Bold / italic the face lacks, to be faked when drawing (the run's `synthetic`). */
    synthetic?: SyntheticStyle;
  }
  | {
    /** An ellipse inscribed in the rectangle, filled and/or stroked (list bullets). */
    kind: "ellipse";
    x: number;
    y: number;
    width: number;
    height: number;
    fill: RGBA | null;
    stroke: { width: number; color: RGBA } | null;
  }
  | {
    /**
     * Closed outlines painted as one path (border sides, rounded backgrounds): polygons by
     * their corners, circles by centre and radius, rounded rectangles. Filling uses the
     * nonzero rule, so outlines traced the same way round merge without seams and one
     * traced the other way cuts a hole; a stroke runs along every outline, solid unless it
     * has a dash pattern (in px, from the start of each outline; `round` caps draw dots).
     * A `hairline` stroke is the thinnest line the device draws whatever its width (PDF line
     * width 0, PDF 32000-1 §8.4.3.2), as Chromium prints a text field's border.
     * `clip`, when set, is a polygon the painting is confined to.
     */
    kind: "path";
    outlines: Outline[];
    fill: RGBA | null;
    stroke: {
      width: number;
      color: RGBA;
      dash?: number[];
      cap?: "butt" | "round";
      hairline?: boolean;
    } | null;
    clip: [number, number][] | null;
  }
  | {
    /**
     * A vector shape (SVG paths and basic shapes) in the current user space: filled by the
     * nonzero or even-odd rule and/or stroked, each with a colour or a gradient.
     */
    kind: "shape";
    segments: PathSegment[];
    fill: { paint: Paint; evenOdd: boolean } | null;
    stroke: ShapeStroke | null;
  }
  | {
    /**
     * A raster image drawn upright (its EXIF orientation applied) into the rectangle, which
     * the page shows it stretched to (image_xobject.ts writes each distinct image once).
     */
    kind: "image";
    x: number;
    y: number;
    width: number;
    height: number;
    image: EmbeddableImage;
  }
  | {
    /**
     * A repeated background tile (CSS Backgrounds 3 §3.4) as one fill: `cell` draws the tile
     * once at the origin in a `tile`-sized box; copies of it start at the rectangle's top-left
     * corner and every `step` from there, and fill the rectangle (the PDF writer makes it a
     * tiling pattern, PDF 32000-1 §8.7.3.1). Copies further apart than the tile leave gaps.
     */
    kind: "tiles";
    x: number;
    y: number;
    width: number;
    height: number;
    tile: { width: number; height: number };
    step: { x: number; y: number };
    cell: DisplayItem[];
  }
  | { kind: "link"; x: number; y: number; width: number; height: number; href: string }
  /**
   * Where an element starts (its border box's top-left): what `#name` links go to, and a
   * named destination (PDF 32000-1 §12.3.2.3) for its id. Not drawn.
   */
  | { kind: "dest"; x: number; y: number; name: string }
  /**
   * An entry of the document outline (PDF §12.3.3) at an element's top-left: its level,
   * label and whether its children show at first. `order` is the element's place in the
   * document, which orders the entries (boxes are not painted in document order). Not drawn.
   */
  | {
    kind: "bookmark";
    x: number;
    y: number;
    level: number;
    label: string;
    open: boolean;
    order: number;
  }
  /**
   * The pushes: what follows, up to the matching `pop`, is clipped to a rectangle, clipped to
   * outlines (filled by the nonzero or the even-odd rule: overflow with rounded corners,
   * clip-path), drawn through a matrix (transforms), or composited as one isolated group,
   * with an opacity and a blend mode (Compositing 1 §3: every stacking context that needs a
   * group is an isolated one).
   */
  | { kind: "clip-push"; x: number; y: number; width: number; height: number }
  /** Clipped to the outlines of glyph runs (`background-clip: text`); their colours unused. */
  | { kind: "clip-text-push"; runs: GlyphsItem[] }
  | { kind: "clip-path-push"; outlines: Outline[]; evenOdd: boolean }
  | { kind: "transform-push"; matrix: Affine }
  | { kind: "group-push"; opacity: number; blendMode: BlendMode }
  /**
   * Composited as one isolated group through a soft mask (CSS Masking 1 §7, SVG `mask`):
   * `mask`, painted in the current user space over transparent black, gives the group its
   * alpha by its luminance, or by its own alpha when `alpha`.
   */
  | { kind: "mask-push"; mask: DisplayItem[]; alpha: boolean }
  | { kind: "pop" };

/** A run of glyphs as the display list draws it. */
export type GlyphsItem = Extract<DisplayItem, { kind: "glyphs" }>;

/** A corner's horizontal and vertical radius, px; a zero in either makes the corner square. */
export type Radius = readonly [horizontal: number, vertical: number];

/** The radii of a box's corners, clockwise from the top-left: top-left, top-right, bottom-right, bottom-left. */
export type CornerRadii = readonly [Radius, Radius, Radius, Radius];

/** A rectangle in px: its top-left corner and its size. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle whose corners are quarter ellipses (CSS Backgrounds 3 §5). */
export interface RoundedRect extends Rect {
  radii: CornerRadii;
}

/**
 * One closed outline of a path item. Polygons are traced in the order of their points,
 * circles (ellipses with `ry`) clockwise on the page, rounded rectangles clockwise or, when
 * `reversed`, the other way round (to cut a hole).
 */
export type Outline =
  | { points: [number, number][] }
  /** Any path (SVG clip paths), its subpaths closed or not as they are given. */
  | { segments: PathSegment[] }
  | { cx: number; cy: number; r: number; ry?: number }
  | (RoundedRect & { reversed: boolean });

/**
 * One step of a path (PDF 32000-1 §8.5.2.1): a move starting a subpath, a straight line, a
 * cubic Bézier curve through two control points, or a close back to the subpath's start.
 */
export type PathSegment =
  | { op: "M" | "L"; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

/** What fills or strokes a shape: a colour, or a gradient. */
export type Paint = RGBA | Shading;

/**
 * A gradient as a PDF shading (§8.7.4.5): axial between two points, radial between two
 * circles, or conic about a point (CSS conic-gradient) — `coords` are x0 y0 x1 y1, x0 y0 r0 x1
 * y1 r1 (the start circle, the end circle), or cx cy, the start angle in degrees (clockwise
 * from up; offsets are then turns) and the box it covers, left top right bottom — in a space
 * `matrix` maps into the current user space.
 * Colours and alphas run through the stops, by offset from 0 at the start to 1 at the end;
 * `extend` continues the end colours beyond.
 */
export interface Shading {
  kind: "axial" | "radial" | "conic";
  coords: number[];
  matrix: Affine;
  stops: { offset: number; color: RGBA }[];
  extend: boolean;
}

/** A shape's stroke (SVG 2 §13.5, PDF §8.4.3): lengths in the shape's user space. */
export interface ShapeStroke {
  paint: Paint;
  width: number;
  /** Dash lengths, [] for a solid stroke, and where in the pattern the stroke starts. */
  dash: number[];
  dashOffset: number;
  cap: "butt" | "round" | "square";
  join: "miter" | "round" | "bevel";
  miterLimit: number;
}

export interface PageDisplayList {
  /** Page size in px. */
  width: number;
  height: number;
  items: DisplayItem[];
}

export interface DocumentMetadata {
  title: string | null;
  /** BCP 47 language of the document (html lang), for the catalog's /Lang. */
  lang: string | null;
  /** `<meta name=author>` contents, in document order: /Author and dc:creator. */
  authors?: string[];
  /** `<meta name=description>`: /Subject and dc:description. */
  subject?: string | null;
  /** `<meta name=keywords>`, split at commas: /Keywords and dc:subject. */
  keywords?: string[];
}

export interface DisplayDocument {
  pages: PageDisplayList[];
  metadata: DocumentMetadata;
}
