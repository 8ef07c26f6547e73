/**
 * THE property table: every longhand this stage knows, keyed by the ComputedStyle field it
 * fills, plus longhands not (yet) published there. Adding a property means adding an entry
 * (and a ComputedStyle field in types.ts once layout needs it); parsing, the cascade,
 * inheritance, @supports and ComputedStyle construction all read from here.
 *
 * Initial values and inheritance follow the property definition tables of CSS 2.2 and of the
 * modules cited per entry.
 */
import type {
  BorderStyle,
  BreakInside,
  BreakValue,
  ComputedStyle,
  RGBA,
  TextAlign,
  VerticalAlign,
  WhiteSpace,
} from "./types.ts";
import { APPEARANCE } from "./appearance.ts";
import { ACCENT_COLOR } from "./accent_color.ts";
import { CONTAINER_NAME, CONTAINER_TYPE } from "./container.ts";
import {
  BACKGROUND_ATTACHMENT,
  BACKGROUND_CLIP,
  BACKGROUND_COLOR,
  BACKGROUND_IMAGE,
  BACKGROUND_ORIGIN,
  BACKGROUND_POSITION_X,
  BACKGROUND_POSITION_Y,
  BACKGROUND_REPEAT,
  BACKGROUND_SIZE,
} from "./background.ts";
import { CORNER_RADIUS } from "./border_radius.ts";
import { BOX_SHADOW } from "./box_shadow.ts";
import { COLOR_SCHEME, computeColor, parseColorValue, type SpecifiedColor } from "./color/mod.ts";
import { numberOrRelative, type RelativeNumber } from "./calc.ts";
import { CONTENT } from "./content.ts";
import { COUNTER_INCREMENT, COUNTER_RESET, COUNTER_SET } from "./counters.ts";
import { DIRECTION, type FlowRelativeSide, flowRelativeSide, inlineSide } from "./direction.ts";
import { DISPLAY, FLOAT, isTableDisplay, POSITION } from "./display.ts";
import {
  FONT_FAMILY,
  FONT_KERNING,
  FONT_SIZE,
  FONT_STYLE,
  FONT_SYNTHESIS_STYLE,
  FONT_SYNTHESIS_WEIGHT,
  FONT_VARIANT_CAPS,
  FONT_WEIGHT,
  LINE_HEIGHT,
} from "./font.ts";
import {
  ALIGN_CONTENT,
  ALIGN_ITEMS,
  ALIGN_SELF,
  COLUMN_GAP,
  FLEX_BASIS,
  FLEX_DIRECTION,
  FLEX_GROW,
  FLEX_SHRINK,
  FLEX_WRAP,
  JUSTIFY_CONTENT,
  JUSTIFY_ITEMS,
  JUSTIFY_SELF,
  ORDER,
  ROW_GAP,
} from "./flex.ts";
import {
  GRID_AUTO_COLUMNS,
  GRID_AUTO_FLOW,
  GRID_AUTO_ROWS,
  GRID_COLUMN_END,
  GRID_COLUMN_START,
  GRID_ROW_END,
  GRID_ROW_START,
  GRID_TEMPLATE_AREAS,
  GRID_TEMPLATE_COLUMNS,
  GRID_TEMPLATE_ROWS,
} from "./grid.ts";
import { FONT_FEATURE_SETTINGS } from "./font_feature_settings.ts";
import { FONT_VARIANT_NUMERIC } from "./font_variant.ts";
import { alphaValue, integer, keyword, lengthOrNormal, lengthPercentageOr } from "./kinds.ts";
import {
  computeLengthPercentage,
  computeRelativeNumber,
  type Length,
  lengthToPx,
  parseLength,
  parseLengthNode,
} from "./length.ts";
import { longhand, type Property, type ValueKind } from "./property.ts";
import { colorLonghand } from "./color_longhand.ts";
import { QUOTES } from "./quotes.ts";
import { LIST_STYLE_IMAGE } from "./list_style_image.ts";
import { OBJECT_FIT, OBJECT_POSITION } from "./object_fit.ts";
import { BOOKMARK_LABEL, BOOKMARK_LEVEL, BOOKMARK_STATE } from "./bookmark.ts";
import { CLIP_PATH } from "./clip_path.ts";
import { ISOLATION, MIX_BLEND_MODE } from "./compositing.ts";
import { OVERFLOW_CLIP_MARGIN, OVERFLOW_X, OVERFLOW_Y } from "./overflow.ts";
import {
  BORDER_IMAGE_OUTSET,
  BORDER_IMAGE_REPEAT,
  BORDER_IMAGE_SLICE,
  BORDER_IMAGE_SOURCE,
  BORDER_IMAGE_WIDTH,
} from "./border_image.ts";
import { OUTLINE_COLOR, OUTLINE_OFFSET, OUTLINE_STYLE, OUTLINE_WIDTH } from "./outline.ts";
import { TRANSFORM, TRANSFORM_ORIGIN } from "./transform.ts";
import { ROTATE, SCALE, TRANSLATE } from "./individual_transforms.ts";
import { ASPECT_RATIO, sizeValue } from "./sizing.ts";
import { TEXT_SHADOW } from "./text_shadow.ts";
import { computeLineWidth, parseLineWidth } from "./line_width.ts";
import { LINE_STYLES } from "./line_style.ts";
import { SVG_PROPERTIES } from "./svg_properties.ts";
import { PAGED_MEDIA_PROPERTIES } from "./paged_media_properties.ts";
import { identOf, keywordOf } from "./value.ts";

type Field = keyof ComputedStyle;

/** A table entry publishing ComputedStyle[K]; S and C are the entry's own business. */
type Entry<K extends Field> = Property<unknown, unknown, ComputedStyle[K]>;

const inherited = (initial: string) => ({ inherited: true, initial });
const notInherited = (initial: string) => ({ inherited: false, initial });

/** border-*-style (CSS Backgrounds 3 §3.2). */
function borderStyle(side: string): Property<BorderStyle, BorderStyle, BorderStyle> {
  return longhand(`border-${side}-style`, keyword(LINE_STYLES), notInherited("none"));
}

/** border-*-width (CSS Backgrounds 3 §3.3): 0 when the side's style is none or hidden. */
function borderWidth(
  side: string,
  style: Property<BorderStyle, BorderStyle, BorderStyle>,
): Property<Length, number, number> {
  const kind: ValueKind<Length, number> = {
    parse: parseLineWidth,
    compute(width, ctx) {
      const sideStyle = ctx.get(style);
      return sideStyle === "none" || sideStyle === "hidden"
        ? 0
        : computeLineWidth(width, ctx.lengths);
    },
  };
  return longhand(`border-${side}-width`, kind, notInherited("medium"));
}

const THREE_D_STYLES = new Set<BorderStyle>(["inset", "outset", "groove", "ridge"]);
const THREE_D_FALLBACK: RGBA = { r: 238, g: 238, b: 238, a: 1 };

/**
 * border-*-color. A 3-D style (inset, outset, groove, ridge) whose colour is currentColor
 * paints rgb(238,238,238): WebKit's colorIncludingFallback, which Blink keeps (it is why
 * the default <hr> prints light grey, not the gray of its `color`). Blink's table painter
 * does not apply it: table boxes, captions, cells, rows, groups and columns paint such a
 * border in currentColor (so `<table border>` follows the text colour).
 */
const borderColor = (side: string, style: Property<BorderStyle, BorderStyle, BorderStyle>) =>
  colorLonghand(
    `border-${side}-color`,
    (value, ctx) =>
      value !== "currentcolor"
        ? computeColor(value, ctx)
        : THREE_D_STYLES.has(ctx.get(style)) && !isTableDisplay(ctx.get(DISPLAY))
        ? THREE_D_FALLBACK
        : ctx.currentColor,
    notInherited("currentcolor"),
  );

/** border-*-radius (CSS Backgrounds 3 §5.1), border_radius.ts. */
const borderRadius = (corner: string) =>
  longhand(`border-${corner}-radius`, CORNER_RADIUS, notInherited("0"));

/** top, right, bottom, left (CSS Position 3 §3.1): negative values allowed. */
const inset = (side: string) => longhand(side, lengthPercentageOr(["auto"]), notInherited("auto"));

const ANY_INTEGER = integer(-Infinity);

/** z-index (CSS 2.2 §9.9.1): `auto | <integer>`. */
const Z_INDEX = longhand<number | RelativeNumber | "auto", number | "auto">("z-index", {
  parse: (tokens) => keywordOf(tokens, ["auto"] as const) ?? ANY_INTEGER.parse(tokens),
  compute: (value, ctx) => value === "auto" ? value : ANY_INTEGER.compute(value, ctx),
}, notInherited("auto"));

const margin = (side: string) =>
  longhand(`margin-${side}`, lengthPercentageOr(["auto"]), notInherited("0"));

const padding = (side: string) =>
  longhand(
    `padding-${side}`,
    lengthPercentageOr([], { nonNegative: true }),
    notInherited("0"),
  );

const BORDER_TOP_STYLE = borderStyle("top");
const BORDER_RIGHT_STYLE = borderStyle("right");
const BORDER_BOTTOM_STYLE = borderStyle("bottom");
const BORDER_LEFT_STYLE = borderStyle("left");

/**
 * color (CSS Color 4 §3.1): initial CanvasText, which follows the element's used colour
 * scheme — black, or white under `color-scheme: dark`; `color: currentcolor` means inherit
 * (§6.4).
 */
export const COLOR: Property<SpecifiedColor, RGBA, RGBA> = longhand("color", {
  parse: parseColorValue,
  compute: (value, ctx) => computeColor(value, ctx, () => ctx.parent(COLOR)),
}, inherited("canvastext"));

const TEXT_ALIGN_KEYWORD = keyword<TextAlign>([
  "left",
  "right",
  "center",
  "justify",
  "start",
  "end",
  "-webkit-left",
  "-webkit-right",
  "-webkit-center",
]);

type TextAlignSpecified = TextAlign | "match-parent" | "-internal-center";

/**
 * text-align (CSS Text 3 §7.1), including `match-parent` as Chromium spells it,
 * `-webkit-match-parent` (Bootstrap's th; Chromium rejects the unprefixed keyword), and
 * Chromium's `-internal-center` for th: HTML §15.3.10 centres a th only when its parent's
 * text-align is the initial `start`, so `<tr align=left>` or an inherited alignment wins.
 */
const TEXT_ALIGN: Property<TextAlignSpecified, TextAlign, TextAlign> = longhand<
  TextAlignSpecified,
  TextAlign
>("text-align", {
  parse(tokens) {
    const special = keywordOf(tokens, ["-webkit-match-parent", "-internal-center"]);
    if (special === "-webkit-match-parent") return "match-parent";
    return special ?? TEXT_ALIGN_KEYWORD.parse(tokens);
  },
  compute(value, ctx) {
    if (value !== "match-parent" && value !== "-internal-center") return value;
    const parent = ctx.parent(TEXT_ALIGN);
    if (value === "-internal-center") return parent === "start" ? "center" : parent;
    // match-parent: the parent's value with start/end resolved by the parent's direction.
    if (parent !== "start" && parent !== "end") return parent;
    return inlineSide(parent, ctx.parent(DIRECTION));
  },
}, inherited("start"));

type Clear = ComputedStyle["clear"];

/** clear (CSS 2.2 §9.5.2), with the flow-relative sides of CSS Logical 1 §2.2. */
const CLEAR = longhand<Clear | FlowRelativeSide, Clear>("clear", {
  parse: keyword(["none", "left", "right", "both", "inline-start", "inline-end"]).parse,
  compute: flowRelativeSide,
}, notInherited("none"));

type DecorationLine = ComputedStyle["textDecorationLine"];

/** text-decoration-line (CSS Text Decoration 3 §2.1); `blink` is accepted and not rendered. */
const TEXT_DECORATION_LINE: Property<DecorationLine, DecorationLine, DecorationLine> = longhand(
  "text-decoration-line",
  {
    parse(tokens) {
      const line = { underline: false, overline: false, lineThrough: false };
      if (keywordOf(tokens, ["none"])) return line;
      const seen = new Set<string>();
      for (const node of tokens) {
        const name = identOf(node);
        if (name === null || seen.has(name)) return null;
        seen.add(name);
        if (name === "underline") line.underline = true;
        else if (name === "overline") line.overline = true;
        else if (name === "line-through") line.lineThrough = true;
        else if (name !== "blink") return null;
      }
      return seen.size > 0 ? line : null;
    },
    compute: (line) => line,
  },
  notInherited("none"),
);

type TabSize = ComputedStyle["tabSize"];

/** tab-size (CSS Text 3 §4.2): a number of space advances, or a length; never negative. */
const TAB_SIZE = longhand<
  { spaces: number | RelativeNumber } | { length: Length },
  TabSize
>("tab-size", {
  parse(tokens) {
    if (tokens.length !== 1) return null;
    const spaces = numberOrRelative(tokens[0]);
    if (typeof spaces === "number") return spaces >= 0 ? { spaces } : null;
    if (spaces !== null) return { spaces };
    const length = parseLength(tokens, { nonNegative: true });
    return length === null ? null : { length };
  },
  compute(value, ctx) {
    if ("length" in value) return { px: Math.max(0, lengthToPx(value.length, ctx.lengths)) };
    const { spaces } = value;
    if (typeof spaces === "number") return { spaces };
    return { spaces: Math.max(0, computeRelativeNumber(spaces, ctx.lengths)) };
  },
}, inherited("8"));

const VERTICAL_ALIGN_KEYWORDS = [
  "baseline",
  "sub",
  "super",
  "top",
  "bottom",
  "middle",
  "text-top",
  "text-bottom",
] as const;

/** Page-break values of CSS Fragmentation 3 §3.1 folded onto ComputedStyle's BreakValue. */
const BREAK_BETWEEN = keyword<BreakValue>(
  ["auto", "avoid", "always", "page", "left", "right", "column"],
  // With left-to-right page progression recto pages are right pages (§3.1); `all` breaks
  // every fragmentation context, which for paged output is the page.
  { "avoid-page": "avoid", recto: "right", verso: "left", all: "page" },
);

type BorderSpacing = ComputedStyle["borderSpacing"];

/**
 * border-spacing (CSS 2.2 §17.6.1): one or two non-negative lengths, horizontal then vertical;
 * one length sets both. Percentages are not allowed.
 */
const BORDER_SPACING = longhand<[Length, Length], BorderSpacing>("border-spacing", {
  parse(tokens) {
    if (tokens.length < 1 || tokens.length > 2) return null;
    const lengths = tokens.map((node) => parseLengthNode(node, { nonNegative: true }));
    if (lengths.includes(null)) return null;
    const [horizontal, vertical = horizontal] = lengths as Length[];
    return [horizontal, vertical];
  },
  // A calc() may still come out negative: clamped to the range (CSS Values 4 §10.12). Blink
  // keeps border spacing in whole px, truncating (5.5px computes to 5px), and lays out with it.
  compute: ([horizontal, vertical], ctx) => ({
    horizontal: Math.floor(Math.max(0, lengthToPx(horizontal, ctx.lengths))),
    vertical: Math.floor(Math.max(0, lengthToPx(vertical, ctx.lengths))),
  }),
}, inherited("0"));

/**
 * The published longhands, one per ComputedStyle field. The mapped type makes the compiler
 * check that every field has exactly one entry of the right computed type.
 */
export const STYLE_PROPERTIES: { readonly [K in Field]: Entry<K> } = {
  display: DISPLAY,
  position: POSITION,
  top: inset("top"),
  right: inset("right"),
  bottom: inset("bottom"),
  left: inset("left"),
  zIndex: Z_INDEX,
  float: FLOAT,
  clear: CLEAR,
  visibility: longhand(
    "visibility",
    keyword<ComputedStyle["visibility"]>(["visible", "hidden", "collapse"]),
    inherited("visible"),
  ),
  boxSizing: longhand(
    "box-sizing",
    keyword<ComputedStyle["boxSizing"]>(["content-box", "border-box"]),
    notInherited("content-box"),
  ),

  width: longhand("width", sizeValue("auto"), notInherited("auto")),
  height: longhand("height", sizeValue("auto"), notInherited("auto")),
  // CSS Sizing 3 §5.2: min-* initial is auto.
  minWidth: longhand("min-width", sizeValue("auto"), notInherited("auto")),
  minHeight: longhand("min-height", sizeValue("auto"), notInherited("auto")),
  maxWidth: longhand("max-width", sizeValue("none"), notInherited("none")),
  maxHeight: longhand("max-height", sizeValue("none"), notInherited("none")),
  aspectRatio: longhand("aspect-ratio", ASPECT_RATIO, notInherited("auto")),

  marginTop: margin("top"),
  marginRight: margin("right"),
  marginBottom: margin("bottom"),
  marginLeft: margin("left"),
  paddingTop: padding("top"),
  paddingRight: padding("right"),
  paddingBottom: padding("bottom"),
  paddingLeft: padding("left"),

  borderTopWidth: borderWidth("top", BORDER_TOP_STYLE),
  borderRightWidth: borderWidth("right", BORDER_RIGHT_STYLE),
  borderBottomWidth: borderWidth("bottom", BORDER_BOTTOM_STYLE),
  borderLeftWidth: borderWidth("left", BORDER_LEFT_STYLE),
  borderTopStyle: BORDER_TOP_STYLE,
  borderRightStyle: BORDER_RIGHT_STYLE,
  borderBottomStyle: BORDER_BOTTOM_STYLE,
  borderLeftStyle: BORDER_LEFT_STYLE,
  borderTopColor: borderColor("top", BORDER_TOP_STYLE),
  borderRightColor: borderColor("right", BORDER_RIGHT_STYLE),
  borderBottomColor: borderColor("bottom", BORDER_BOTTOM_STYLE),
  borderLeftColor: borderColor("left", BORDER_LEFT_STYLE),
  borderTopLeftRadius: borderRadius("top-left"),
  borderTopRightRadius: borderRadius("top-right"),
  borderBottomRightRadius: borderRadius("bottom-right"),
  borderBottomLeftRadius: borderRadius("bottom-left"),
  borderImageSource: BORDER_IMAGE_SOURCE,
  borderImageSlice: BORDER_IMAGE_SLICE,
  borderImageWidth: BORDER_IMAGE_WIDTH,
  borderImageOutset: BORDER_IMAGE_OUTSET,
  borderImageRepeat: BORDER_IMAGE_REPEAT,

  color: COLOR,
  backgroundColor: BACKGROUND_COLOR,
  backgroundImage: BACKGROUND_IMAGE,
  backgroundPositionX: BACKGROUND_POSITION_X,
  backgroundPositionY: BACKGROUND_POSITION_Y,
  backgroundSize: BACKGROUND_SIZE,
  backgroundRepeat: BACKGROUND_REPEAT,
  backgroundAttachment: BACKGROUND_ATTACHMENT,
  backgroundOrigin: BACKGROUND_ORIGIN,
  backgroundClip: BACKGROUND_CLIP,
  boxShadow: BOX_SHADOW,
  outlineStyle: OUTLINE_STYLE,
  outlineWidth: OUTLINE_WIDTH,
  outlineColor: OUTLINE_COLOR,
  outlineOffset: OUTLINE_OFFSET,

  fontFamily: FONT_FAMILY,
  fontSize: FONT_SIZE,
  fontWeight: FONT_WEIGHT,
  fontStyle: FONT_STYLE,
  lineHeight: LINE_HEIGHT,

  textAlign: TEXT_ALIGN,
  textIndent: longhand("text-indent", lengthPercentageOr([]), inherited("0")),
  letterSpacing: longhand("letter-spacing", lengthOrNormal(), inherited("normal")),
  wordSpacing: longhand("word-spacing", lengthOrNormal(), inherited("normal")),
  textTransform: longhand(
    "text-transform",
    keyword<ComputedStyle["textTransform"]>(["none", "uppercase", "lowercase", "capitalize"]),
    inherited("none"),
  ),
  whiteSpace: longhand(
    "white-space",
    keyword<WhiteSpace>(["normal", "nowrap", "pre", "pre-wrap", "pre-line", "break-spaces"]),
    inherited("normal"),
  ),
  textDecorationLine: TEXT_DECORATION_LINE,
  // Published as the element's colour, so layout never sees "currentcolor".
  textDecorationColor: colorLonghand(
    "text-decoration-color",
    computeColor,
    notInherited("currentcolor"),
  ),
  verticalAlign: longhand<
    Length | typeof VERTICAL_ALIGN_KEYWORDS[number],
    VerticalAlign
  >("vertical-align", {
    parse: (tokens) =>
      keywordOf(tokens, VERTICAL_ALIGN_KEYWORDS) ?? parseLength(tokens, { percent: true }),
    compute: (value, ctx) =>
      typeof value === "string" ? value : computeLengthPercentage(value, ctx.lengths),
  }, notInherited("baseline")),
  direction: DIRECTION,

  // Counter style names are ASCII case-insensitive for the predefined styles (CSS Counter
  // Styles 3 §3); author-defined names are lower-cased too until @counter-style exists.
  listStyleType: longhand("list-style-type", {
    parse: (tokens) => tokens.length === 1 ? identOf(tokens[0]) : null,
    compute: (name: string) => name,
  }, inherited("disc")),
  listStylePosition: longhand(
    "list-style-position",
    keyword<ComputedStyle["listStylePosition"]>(["inside", "outside"]),
    inherited("outside"),
  ),
  listStyleImage: LIST_STYLE_IMAGE,
  objectFit: OBJECT_FIT,
  objectPosition: OBJECT_POSITION,

  overflowX: OVERFLOW_X,
  overflowY: OVERFLOW_Y,
  overflowClipMargin: OVERFLOW_CLIP_MARGIN,
  opacity: longhand("opacity", alphaValue(), notInherited("1")),
  mixBlendMode: MIX_BLEND_MODE,
  isolation: ISOLATION,
  transform: TRANSFORM,
  transformOrigin: TRANSFORM_ORIGIN,
  translate: TRANSLATE,
  rotate: ROTATE,
  scale: SCALE,
  clipPath: CLIP_PATH,

  textAlignLast: longhand(
    "text-align-last",
    keyword<ComputedStyle["textAlignLast"]>([
      "auto",
      "start",
      "end",
      "left",
      "right",
      "center",
      "justify",
    ]),
    inherited("auto"),
  ),
  overflowWrap: longhand(
    "overflow-wrap",
    keyword<ComputedStyle["overflowWrap"]>(["normal", "break-word", "anywhere"]),
    inherited("normal"),
  ),
  wordBreak: longhand(
    "word-break",
    keyword<ComputedStyle["wordBreak"]>(["normal", "break-all", "keep-all", "break-word"]),
    inherited("normal"),
  ),
  hyphens: longhand(
    "hyphens",
    keyword<ComputedStyle["hyphens"]>(["none", "manual", "auto"]),
    inherited("manual"),
  ),
  tabSize: TAB_SIZE,

  // CSS Text Decoration 4 §2: thickness and offset percentages refer to 1em, so they stay
  // percentages (the offset inherits as one) for layout to resolve against the font size.
  textDecorationStyle: longhand(
    "text-decoration-style",
    keyword<ComputedStyle["textDecorationStyle"]>(["solid", "double", "dotted", "dashed", "wavy"]),
    notInherited("solid"),
  ),
  textDecorationThickness: longhand(
    "text-decoration-thickness",
    lengthPercentageOr(["auto", "from-font"]),
    notInherited("auto"),
  ),
  textUnderlineOffset: longhand(
    "text-underline-offset",
    lengthPercentageOr(["auto"]),
    inherited("auto"),
  ),
  textShadow: TEXT_SHADOW,

  fontFeatureSettings: FONT_FEATURE_SETTINGS,
  fontVariantNumeric: FONT_VARIANT_NUMERIC,
  fontKerning: FONT_KERNING,
  fontVariantCaps: FONT_VARIANT_CAPS,
  fontSynthesisWeight: FONT_SYNTHESIS_WEIGHT,
  fontSynthesisStyle: FONT_SYNTHESIS_STYLE,

  counterReset: COUNTER_RESET,
  counterIncrement: COUNTER_INCREMENT,
  counterSet: COUNTER_SET,
  quotes: QUOTES,
  bookmarkLevel: BOOKMARK_LEVEL,
  bookmarkLabel: BOOKMARK_LABEL,
  bookmarkState: BOOKMARK_STATE,

  // CSS 2.2 §17.6 (border-collapse, border-spacing, empty-cells), §17.5.3 (table-layout),
  // §17.4.1 (caption-side; Chromium knows only top and bottom).
  borderCollapse: longhand(
    "border-collapse",
    keyword<ComputedStyle["borderCollapse"]>(["separate", "collapse"]),
    inherited("separate"),
  ),
  borderSpacing: BORDER_SPACING,
  tableLayout: longhand(
    "table-layout",
    keyword<ComputedStyle["tableLayout"]>(["auto", "fixed"]),
    notInherited("auto"),
  ),
  captionSide: longhand(
    "caption-side",
    keyword<ComputedStyle["captionSide"]>(["top", "bottom"]),
    inherited("top"),
  ),
  emptyCells: longhand(
    "empty-cells",
    keyword<ComputedStyle["emptyCells"]>(["show", "hide"]),
    inherited("show"),
  ),

  breakBefore: longhand("break-before", BREAK_BETWEEN, notInherited("auto")),
  breakAfter: longhand("break-after", BREAK_BETWEEN, notInherited("auto")),
  breakInside: longhand(
    "break-inside",
    keyword<BreakInside>(["auto", "avoid", "avoid-page"]),
    notInherited("auto"),
  ),
  orphans: longhand("orphans", integer(1), inherited("2")),
  widows: longhand("widows", integer(1), inherited("2")),

  flexDirection: FLEX_DIRECTION,
  flexWrap: FLEX_WRAP,
  flexGrow: FLEX_GROW,
  flexShrink: FLEX_SHRINK,
  flexBasis: FLEX_BASIS,
  order: ORDER,
  justifyContent: JUSTIFY_CONTENT,
  alignContent: ALIGN_CONTENT,
  alignItems: ALIGN_ITEMS,
  alignSelf: ALIGN_SELF,
  rowGap: ROW_GAP,
  columnGap: COLUMN_GAP,
  gridTemplateColumns: GRID_TEMPLATE_COLUMNS,
  gridTemplateRows: GRID_TEMPLATE_ROWS,
  gridTemplateAreas: GRID_TEMPLATE_AREAS,
  gridAutoColumns: GRID_AUTO_COLUMNS,
  gridAutoRows: GRID_AUTO_ROWS,
  gridAutoFlow: GRID_AUTO_FLOW,
  gridRowStart: GRID_ROW_START,
  gridRowEnd: GRID_ROW_END,
  gridColumnStart: GRID_COLUMN_START,
  gridColumnEnd: GRID_COLUMN_END,
  justifyItems: JUSTIFY_ITEMS,
  justifySelf: JUSTIFY_SELF,

  containerType: CONTAINER_TYPE,
};

/** Longhands that ComputedStyle does not carry (yet); reachable through the engine only. */
export const INTERNAL_PROPERTIES = {
  content: CONTENT,
  colorScheme: COLOR_SCHEME,
  appearance: APPEARANCE,
  accentColor: ACCENT_COLOR,
  containerName: CONTAINER_NAME,
  ...SVG_PROPERTIES,
  ...PAGED_MEDIA_PROPERTIES,
} as const;

/** Every longhand, with `id` set to its index in per-element value arrays. */
export const ALL_PROPERTIES: readonly Property[] = [
  ...Object.values(STYLE_PROPERTIES),
  ...Object.values(INTERNAL_PROPERTIES),
];
ALL_PROPERTIES.forEach((property, id) => property.id = id);

const BY_NAME = new Map(ALL_PROPERTIES.map((p) => [p.name, p]));

/** The longhand of that (lower-case) name. */
export function propertyNamed(name: string): Property | undefined {
  return BY_NAME.get(name);
}
