/**
 * The style stage's output: one ComputedStyle per element (and per generated
 * pseudo-element later). Values are *computed values* (CSS Cascade 4 §4.4):
 * absolute lengths are px numbers, colours are RGBA, keywords are strings;
 * percentages and `auto` stay symbolic because only layout can resolve them.
 */
import type { MathNode } from "./math/node.ts";
import type { ClipPath } from "./clip_path.ts";
import type { BlendMode } from "./compositing.ts";
import type { OverflowClipMargin } from "./overflow.ts";
import type { TransformList, TransformOrigin } from "./transform.ts";
import type { Rotate, Scale, Translate } from "./individual_transforms.ts";
import type { BookmarkLabelItem } from "./bookmark.ts";
import type {
  BackgroundAttachment,
  BackgroundClip,
  BackgroundImage,
  BackgroundRepeat,
  BackgroundSize,
  VisualBox,
} from "./background.ts";
import type { BoxShadow } from "./box_shadow.ts";
import type { ImageValue } from "./image_value.ts";
import type {
  BorderImageOutset,
  BorderImageRepeat,
  BorderImageSlice,
  BorderImageWidth,
  FourSides,
} from "./border_image.ts";
import type { ObjectFit, ObjectPosition } from "./object_fit.ts";
import type { OutlineStyle } from "./outline.ts";
import type { GridAreas, GridAutoFlow, GridLine, GridTemplate, TrackSize } from "./grid.ts";

/** sRGB colour, channels 0–255, alpha 0–1. */
export interface RGBA {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * A length, a percentage, or both summed (what `calc(50% - 10px)` computes to,
 * CSS Values 4 §10.10): resolve with `px + percent/100 × basis`.
 */
export type LengthPercentage =
  | { px: number }
  | { percent: number }
  | { px: number; percent: number }
  /**
   * A math function only layout can resolve, since it needs the percentage basis
   * (`mod(100%, 7px)`): a tree of px and percentages added to px and percent (Values 4 §10.11).
   */
  | { px: number; percent: number; math: MathNode };

export type LengthPercentageAuto = LengthPercentage | "auto";
export type LengthPercentageNone = LengthPercentage | "none";

/**
 * The sizes of a box's content or of its containing block that `width`, `height` and their
 * min/max take as keywords (CSS Sizing 3 §3.2, Sizing 4 §3.1 `stretch`).
 */
export type SizeKeyword = "min-content" | "max-content" | "fit-content" | "stretch";
/** A preferred or minimum size (`width`, `min-height`, …). */
export type SizeValue = LengthPercentageAuto | SizeKeyword;
/** A maximum size (`max-width`, `max-height`). */
export type MaxSizeValue = LengthPercentageNone | SizeKeyword;

/**
 * `aspect-ratio` (CSS Sizing 4 §2.1): `auto` (a replaced element's natural ratio), a ratio
 * width / height, or both (the natural ratio when there is one, else the given one).
 */
export interface AspectRatio {
  auto: boolean;
  ratio: { width: number; height: number } | null;
}

/**
 * One corner's `border-*-radius` (CSS Backgrounds 3 §5.1): the radii of the quarter ellipse,
 * horizontal then vertical; percentages refer to the border box's width and height.
 */
export interface CornerRadius {
  horizontal: LengthPercentage;
  vertical: LengthPercentage;
}

export type Display =
  | "none"
  | "block"
  | "inline"
  | "inline-block"
  | "list-item"
  | "flow-root"
  | "table"
  | "inline-table"
  | "table-row-group"
  | "table-header-group"
  | "table-footer-group"
  | "table-row"
  | "table-cell"
  | "table-column-group"
  | "table-column"
  | "table-caption"
  | "flex"
  | "inline-flex"
  | "grid"
  | "inline-grid"
  | "contents";

export type BorderStyle =
  | "none"
  | "hidden"
  | "solid"
  | "dashed"
  | "dotted"
  | "double"
  | "groove"
  | "ridge"
  | "inset"
  | "outset";

export type FontStyle = "normal" | "italic" | "oblique";
/**
 * text-align (CSS Text 3 §7.1) with Chromium's legacy -webkit-left/-right/-center (<center>,
 * `align` attributes, captions): the same for inline content, and they also align block-level
 * children (lib/layout/block/child_alignment.ts).
 */
export type TextAlign =
  | "left"
  | "right"
  | "center"
  | "justify"
  | "start"
  | "end"
  | "-webkit-left"
  | "-webkit-right"
  | "-webkit-center";
export type WhiteSpace = "normal" | "nowrap" | "pre" | "pre-wrap" | "pre-line" | "break-spaces";
export type BreakValue = "auto" | "avoid" | "always" | "page" | "left" | "right" | "column";
export type BreakInside = "auto" | "avoid" | "avoid-page";
export type LineHeight = "normal" | { number: number } | { px: number };
export type VerticalAlign =
  | "baseline"
  | "sub"
  | "super"
  | "top"
  | "bottom"
  | "middle"
  | "text-top"
  | "text-bottom"
  | LengthPercentage;

export interface ComputedStyle {
  display: Display;
  position: "static" | "relative" | "absolute" | "fixed" | "sticky";
  /** Insets of a positioned box (CSS Position 3 §3.1). */
  top: LengthPercentageAuto;
  right: LengthPercentageAuto;
  bottom: LengthPercentageAuto;
  left: LengthPercentageAuto;
  /** Stack level of a positioned box (CSS 2.2 §9.9.1); "auto" creates no stacking context. */
  zIndex: number | "auto";
  float: "none" | "left" | "right";
  clear: "none" | "left" | "right" | "both";
  visibility: "visible" | "hidden" | "collapse";
  boxSizing: "content-box" | "border-box";

  width: SizeValue;
  height: SizeValue;
  minWidth: SizeValue;
  minHeight: SizeValue;
  maxWidth: MaxSizeValue;
  maxHeight: MaxSizeValue;
  aspectRatio: AspectRatio;

  marginTop: LengthPercentageAuto;
  marginRight: LengthPercentageAuto;
  marginBottom: LengthPercentageAuto;
  marginLeft: LengthPercentageAuto;
  paddingTop: LengthPercentage;
  paddingRight: LengthPercentage;
  paddingBottom: LengthPercentage;
  paddingLeft: LengthPercentage;

  /** Computed border widths: already 0 when the side's style is none/hidden. */
  borderTopWidth: number;
  borderRightWidth: number;
  borderBottomWidth: number;
  borderLeftWidth: number;
  borderTopStyle: BorderStyle;
  borderRightStyle: BorderStyle;
  borderBottomStyle: BorderStyle;
  borderLeftStyle: BorderStyle;
  borderTopColor: RGBA;
  borderRightColor: RGBA;
  borderBottomColor: RGBA;
  borderLeftColor: RGBA;
  borderTopLeftRadius: CornerRadius;
  borderTopRightRadius: CornerRadius;
  borderBottomRightRadius: CornerRadius;
  borderBottomLeftRadius: CornerRadius;
  // CSS Backgrounds 3 §6 (border_image.ts)
  borderImageSource: ImageValue | "none";
  borderImageSlice: BorderImageSlice;
  borderImageWidth: FourSides<BorderImageWidth>;
  borderImageOutset: FourSides<BorderImageOutset>;
  borderImageRepeat: BorderImageRepeat;

  color: RGBA;
  backgroundColor: RGBA;
  // CSS Backgrounds 3 §3: one entry per layer, the first on top (background.ts)
  backgroundImage: BackgroundImage[];
  backgroundPositionX: LengthPercentage[];
  backgroundPositionY: LengthPercentage[];
  backgroundSize: BackgroundSize[];
  backgroundRepeat: BackgroundRepeat[];
  backgroundAttachment: BackgroundAttachment[];
  backgroundOrigin: VisualBox[];
  backgroundClip: BackgroundClip[];
  boxShadow: BoxShadow[];
  // CSS UI 4 §5
  outlineStyle: OutlineStyle;
  outlineWidth: number;
  outlineColor: RGBA;
  outlineOffset: number;

  /** Family names in priority order, generic families lower-cased (serif, sans-serif, …). */
  fontFamily: string[];
  /** Computed font size in px. */
  fontSize: number;
  /** Numeric weight 1–1000 (bolder/lighter already resolved against the parent). */
  fontWeight: number;
  fontStyle: FontStyle;
  lineHeight: LineHeight;

  textAlign: TextAlign;
  textIndent: LengthPercentage;
  letterSpacing: number;
  wordSpacing: number;
  textTransform: "none" | "uppercase" | "lowercase" | "capitalize";
  whiteSpace: WhiteSpace;
  textDecorationLine: { underline: boolean; overline: boolean; lineThrough: boolean };
  textDecorationColor: RGBA | "currentcolor";
  verticalAlign: VerticalAlign;
  direction: "ltr" | "rtl";

  listStyleType: string;
  listStylePosition: "inside" | "outside";
  listStyleImage: ImageValue | "none";
  // CSS Images 3 §5.5–5.6: how a replaced element's image fits its content box
  objectFit: ObjectFit;
  objectPosition: ObjectPosition;

  // CSS Overflow 3 §3: each axis as declared (overflow.ts pairs them as §3.1 says)
  overflowX: "visible" | "hidden" | "clip" | "scroll" | "auto";
  overflowY: "visible" | "hidden" | "clip" | "scroll" | "auto";
  overflowClipMargin: OverflowClipMargin;
  opacity: number;
  // Compositing and Blending 1 §3, CSS Transforms 1/2, CSS Masking 1 §5
  mixBlendMode: BlendMode;
  isolation: "auto" | "isolate";
  transform: TransformList;
  transformOrigin: TransformOrigin;
  translate: Translate;
  rotate: Rotate;
  scale: Scale;
  clipPath: ClipPath;

  // CSS Text 3
  textAlignLast: "auto" | "start" | "end" | "left" | "right" | "center" | "justify";
  overflowWrap: "normal" | "break-word" | "anywhere";
  wordBreak: "normal" | "break-all" | "keep-all" | "break-word";
  hyphens: "none" | "manual" | "auto";
  /** `tab-size`: a number of space advances, or a length. */
  tabSize: { spaces: number } | { px: number };

  // CSS Text Decoration 3/4
  textDecorationStyle: "solid" | "double" | "dotted" | "dashed" | "wavy";
  textDecorationThickness: "auto" | "from-font" | LengthPercentage;
  textUnderlineOffset: "auto" | LengthPercentage;
  textShadow: TextShadow[];

  // CSS Fonts 4
  /** `font-feature-settings`, explicit OpenType features (value 0 turns a feature off). */
  fontFeatureSettings: { tag: string; value: number }[];
  fontVariantNumeric: FontVariantNumeric;
  fontKerning: "auto" | "normal" | "none";
  /** `font-variant-caps` (§6.3): small caps come from the font's smcp/c2sc, else synthesized. */
  fontVariantCaps: FontVariantCaps;
  /** `font-synthesis`: may a missing bold / italic face be synthesized. */
  fontSynthesisWeight: boolean;
  fontSynthesisStyle: boolean;

  // CSS Lists 3 counters and CSS Generated Content 3 quotes
  counterReset: CounterChange[];
  counterIncrement: CounterChange[];
  counterSet: CounterChange[];
  /** `quotes`: pairs from the outermost level in; "auto" uses the language's (Chromium: “ ” ‘ ’). */
  quotes: "auto" | "none" | [string, string][];

  // CSS Generated Content 3 bookmarks (bookmark.ts)
  bookmarkLevel: number | "none";
  bookmarkLabel: BookmarkLabelItem[];
  bookmarkState: "open" | "closed";

  // CSS 2.2 §17 tables
  borderCollapse: "separate" | "collapse";
  /** `border-spacing`, px: horizontal then vertical (one value sets both). */
  borderSpacing: { horizontal: number; vertical: number };
  tableLayout: "auto" | "fixed";
  captionSide: "top" | "bottom";
  emptyCells: "show" | "hide";

  breakBefore: BreakValue;
  breakAfter: BreakValue;
  breakInside: BreakInside;
  orphans: number;
  widows: number;

  // CSS Flexbox 1 §5, §7 and Box Alignment 3 (flex containers and items)
  flexDirection: "row" | "row-reverse" | "column" | "column-reverse";
  flexWrap: "nowrap" | "wrap" | "wrap-reverse";
  flexGrow: number;
  flexShrink: number;
  flexBasis: LengthPercentage | "auto" | "content";
  order: number;
  justifyContent: Alignment;
  alignContent: Alignment;
  alignItems: Alignment;
  alignSelf: Alignment;
  rowGap: LengthPercentage | "normal";
  columnGap: LengthPercentage | "normal";

  // CSS Grid 1 §7–8 (grid containers and items) and Box Alignment 3 §6 (justify-*)
  gridTemplateColumns: GridTemplate;
  gridTemplateRows: GridTemplate;
  gridTemplateAreas: GridAreas | "none";
  gridAutoColumns: TrackSize[];
  gridAutoRows: TrackSize[];
  gridAutoFlow: GridAutoFlow;
  gridRowStart: GridLine;
  gridRowEnd: GridLine;
  gridColumnStart: GridLine;
  gridColumnEnd: GridLine;
  justifyItems: Alignment;
  justifySelf: Alignment;

  /** CSS Conditional 5 §6.1: a query container has layout containment (its own BFC). */
  containerType: "normal" | "size" | "inline-size";
}

/** Box Alignment 3 keywords (§4); `baseline` is `first baseline`. */
export type AlignKeyword =
  | "normal"
  | "auto"
  | "stretch"
  | "baseline"
  | "last baseline"
  | "center"
  | "start"
  | "end"
  | "flex-start"
  | "flex-end"
  | "self-start"
  | "self-end"
  | "left"
  | "right"
  | "space-between"
  | "space-around"
  | "space-evenly"
  | "legacy";

/** An alignment value: a keyword, `safe` when the author asked for overflow safety (§4.4). */
export interface Alignment {
  keyword: AlignKeyword;
  safe: boolean;
}

export interface TextShadow {
  x: number;
  y: number;
  blur: number;
  color: RGBA;
}

export type FontVariantCaps =
  | "normal"
  | "small-caps"
  | "all-small-caps"
  | "petite-caps"
  | "all-petite-caps"
  | "unicase"
  | "titling-caps";

export interface FontVariantNumeric {
  figures: "normal" | "lining-nums" | "oldstyle-nums";
  spacing: "normal" | "proportional-nums" | "tabular-nums";
  fractions: "normal" | "diagonal-fractions" | "stacked-fractions";
  ordinal: boolean;
  slashedZero: boolean;
}

/** One counter named in counter-reset / counter-increment / counter-set. */
export interface CounterChange {
  name: string;
  value: number;
}

/** One `@page` rule's effect after the cascade over all `@page` rules (Paged Media 3 §7–8). */
export interface PageRule {
  /** [width, height] in px when the document sets `size`; null otherwise. */
  size: [number, number] | null;
  /** Page margins in px where the document sets them. */
  marginTop?: number;
  marginRight?: number;
  marginBottom?: number;
  marginLeft?: number;
}
