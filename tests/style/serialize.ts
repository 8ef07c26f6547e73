/**
 * The engine's computed values written the way Chromium's getComputedStyle writes them (CSSOM
 * §6.7.2 "resolved values", CSSOM §6.7.3 serialisation): lengths in px, colours as rgb()/rgba()
 * (the engine keeps sRGB), keywords as they are. One writer per ComputedStyle field, so a field
 * added to the table without a writer here does not compile.
 */
import type { ContentItem } from "../../lib/css/content.ts";
import type {
  GridAreas,
  GridLine,
  GridTemplate,
  TrackBreadth,
  TrackSize,
} from "../../lib/css/grid.ts";
import { STYLE_PROPERTIES } from "../../lib/css/properties.ts";
import {
  backgroundImage,
  backgroundRepeat,
  backgroundSize,
  boxShadow,
  image,
  keywords,
  lengthPercentages,
} from "./serialize_backgrounds.ts";
import {
  borderImageOutset,
  borderImageRepeat,
  borderImageSlice,
  borderImageWidth,
} from "./serialize_border_image.ts";
import {
  clipPath,
  overflowAxis,
  overflowClipMargin,
  overflowShorthand,
  rotate,
  scale,
  transform,
  transformOrigin,
  translate,
} from "./serialize_effects.ts";
import type {
  Alignment,
  ComputedStyle,
  CornerRadius,
  CounterChange,
  LengthPercentage,
  RGBA,
} from "../../lib/css/types.ts";

/** What a writer may consult beyond the value itself. */
export interface SerializeContext {
  style: ComputedStyle;
  /** The parent element's style (the originating element's for a pseudo-element). */
  parent: ComputedStyle | null;
}

type Writers = {
  readonly [K in keyof ComputedStyle]: (value: ComputedStyle[K], ctx: SerializeContext) => string;
};

/** A number as Chromium prints it: at most six significant digits, no trailing zeros. */
export function number(value: number): string {
  return String(Number(value.toPrecision(6)));
}

const px = (value: number) => `${number(value)}px`;

/** A keyword prints as itself. */
const keyword = (value: string) => value;

export function colour({ r, g, b, a }: RGBA): string {
  const channels = [r, g, b].map((c) => Math.round(c)).join(", ");
  return a >= 1 ? `rgb(${channels})` : `rgba(${channels}, ${number(a)})`;
}

/**
 * A <length-percentage>: px, a percentage, or calc() of both as Chromium prints a computed
 * mix (`calc(50% - 10px)`). Math layout must finish is written as calc() of its parts.
 */
export function lengthPercentage(value: LengthPercentage): string {
  if (!("percent" in value)) return px(value.px);
  if (!("px" in value) || (value.px === 0 && !("math" in value))) {
    return `${number(value.percent)}%`;
  }
  const sign = value.px < 0 ? "-" : "+";
  return `calc(${number(value.percent)}% ${sign} ${px(Math.abs(value.px))})`;
}

const orKeyword = <T extends string>(value: T | LengthPercentage) =>
  typeof value === "string" ? value : lengthPercentage(value);

/** A CSS string (CSSOM §2.1 "serialize a string"). */
function string(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A family name is written bare when it is one identifier, else quoted (as Chromium does). */
function family(name: string): string {
  return /^-?[_a-zA-Z\u0080-\uFFFF][-_a-zA-Z0-9\u0080-\uFFFF]*$/.test(name) ? name : string(name);
}

function radius({ horizontal, vertical }: CornerRadius): string {
  const h = lengthPercentage(horizontal);
  const v = lengthPercentage(vertical);
  return h === v ? h : `${h} ${v}`;
}

function counters(changes: CounterChange[]): string {
  return changes.length === 0
    ? "none"
    : changes.map(({ name, value }) => `${name} ${value}`).join(" ");
}

/** Containers whose in-flow children are flex or grid items. */
/** Box Alignment values as Chromium serializes them (`first baseline` is `baseline`). */
function alignment({ keyword, safe }: Alignment): string {
  return safe ? `safe ${keyword}` : keyword;
}

const ITEM_CONTAINERS = new Set(["flex", "inline-flex", "grid", "inline-grid"]);

/**
 * min-width/min-height `auto`: Chromium prints 0px except on flex and grid items, where it
 * keeps `auto` (CSS Sizing 3 §5.2, Flexbox §4.5); an element with display none is no item.
 */
function minSize(value: ComputedStyle["minWidth"], ctx: SerializeContext): string {
  if (value !== "auto") return orKeyword(value);
  const isItem = ctx.style.display !== "none" && ITEM_CONTAINERS.has(ctx.parent?.display ?? "");
  return isItem ? "auto" : "0px";
}

/** `aspect-ratio` as Chromium prints it: `auto`, `w / h` (a lone number gets `/ 1`), or both. */
function aspectRatio({ auto, ratio }: ComputedStyle["aspectRatio"]): string {
  if (ratio === null) return "auto";
  const written = `${number(ratio.width)} / ${number(ratio.height)}`;
  return auto ? `auto ${written}` : written;
}

function trackBreadth(value: TrackBreadth): string {
  if (typeof value === "string") return value;
  return "fr" in value ? `${number(value.fr)}fr` : lengthPercentage(value);
}

function trackSize(size: TrackSize): string {
  if ("breadth" in size) return trackBreadth(size.breadth);
  if ("fitContent" in size) return `fit-content(${lengthPercentage(size.fitContent)})`;
  return `minmax(${trackBreadth(size.min)}, ${trackBreadth(size.max)})`;
}

/** Tracks with `[names]` between them, empty name lists left out. */
function withNames(names: string[][], items: string[]): string {
  const out: string[] = [];
  names.forEach((n, i) => {
    if (n.length > 0) out.push(`[${n.join(" ")}]`);
    if (i < items.length) out.push(items[i]);
  });
  return out.join(" ");
}

/** A track list as specified (Chromium prints the used sizes of a grid container's tracks). */
function gridTemplate(value: GridTemplate): string {
  if (value === "none") return "none";
  const entries = value.entries.map((e) =>
    "count" in e
      ? `repeat(${e.count}, ${withNames(e.names, e.sizes.map(trackSize))})`
      : trackSize(e)
  );
  return withNames(value.names, entries);
}

function gridAreas(value: GridAreas | "none"): string {
  if (value === "none") return "none";
  return value.rows.map((row) => string(row.map((cell) => cell ?? ".").join(" "))).join(" ");
}

function gridLine(value: GridLine): string {
  if (value === "auto") return value;
  if ("span" in value) {
    const count = value.span > 1 || !value.name ? value.span : "";
    return ["span", count, value.name ?? ""].filter(Boolean).join(" ");
  }
  if ("line" in value) return value.name ? `${value.line} ${value.name}` : String(value.line);
  return value.name;
}

const WRITERS: Writers = {
  display: keyword,
  position: keyword,
  top: orKeyword,
  right: orKeyword,
  bottom: orKeyword,
  left: orKeyword,
  zIndex: (value) => String(value),
  float: keyword,
  clear: keyword,
  visibility: keyword,
  boxSizing: keyword,
  width: orKeyword,
  height: orKeyword,
  minWidth: minSize,
  minHeight: minSize,
  maxWidth: orKeyword,
  maxHeight: orKeyword,
  aspectRatio,
  marginTop: orKeyword,
  marginRight: orKeyword,
  marginBottom: orKeyword,
  marginLeft: orKeyword,
  paddingTop: lengthPercentage,
  paddingRight: lengthPercentage,
  paddingBottom: lengthPercentage,
  paddingLeft: lengthPercentage,
  borderTopWidth: px,
  borderRightWidth: px,
  borderBottomWidth: px,
  borderLeftWidth: px,
  borderTopStyle: keyword,
  borderRightStyle: keyword,
  borderBottomStyle: keyword,
  borderLeftStyle: keyword,
  borderTopColor: colour,
  borderRightColor: colour,
  borderBottomColor: colour,
  borderLeftColor: colour,
  borderTopLeftRadius: radius,
  borderTopRightRadius: radius,
  borderBottomRightRadius: radius,
  borderBottomLeftRadius: radius,
  color: colour,
  backgroundColor: colour,
  backgroundImage,
  listStyleImage: image,
  borderImageSource: image,
  borderImageSlice,
  borderImageWidth,
  borderImageOutset,
  borderImageRepeat,
  objectFit: keyword,
  objectPosition: ({ x, y }) => `${lengthPercentage(x)} ${lengthPercentage(y)}`,
  backgroundPositionX: lengthPercentages,
  backgroundPositionY: lengthPercentages,
  backgroundSize,
  backgroundRepeat,
  backgroundAttachment: keywords,
  backgroundOrigin: keywords,
  backgroundClip: keywords,
  boxShadow,
  outlineStyle: keyword,
  outlineWidth: px,
  outlineColor: colour,
  outlineOffset: px,
  fontFamily: (value) => value.map(family).join(", "),
  fontSize: px,
  fontWeight: number,
  fontStyle: keyword,
  // The resolved value of line-height is its used value (CSSOM §6.7.2): px for a number.
  lineHeight: (value, { style }) =>
    value === "normal"
      ? "normal"
      : "px" in value
      ? px(value.px)
      : px(value.number * style.fontSize),
  textAlign: keyword,
  textIndent: lengthPercentage,
  // `normal` and 0 are one computed value here; Chromium prints normal for letter-spacing and
  // 0px for word-spacing.
  letterSpacing: (value) => value === 0 ? "normal" : px(value),
  wordSpacing: px,
  textTransform: keyword,
  whiteSpace: keyword,
  textDecorationLine: ({ underline, overline, lineThrough }) =>
    [underline && "underline", overline && "overline", lineThrough && "line-through"]
      .filter(Boolean).join(" ") || "none",
  textDecorationColor: (value, { style }) => colour(value === "currentcolor" ? style.color : value),
  verticalAlign: orKeyword,
  direction: keyword,
  listStyleType: keyword,
  listStylePosition: keyword,
  overflowX: overflowAxis("x"),
  overflowY: overflowAxis("y"),
  overflowClipMargin,
  opacity: number,
  mixBlendMode: keyword,
  isolation: keyword,
  transform,
  transformOrigin,
  translate,
  rotate,
  scale,
  clipPath,
  textAlignLast: keyword,
  overflowWrap: keyword,
  wordBreak: keyword,
  hyphens: keyword,
  tabSize: (value) => "spaces" in value ? number(value.spaces) : px(value.px),
  textDecorationStyle: keyword,
  textDecorationThickness: orKeyword,
  textUnderlineOffset: orKeyword,
  textShadow: (shadows) =>
    shadows.length === 0
      ? "none"
      : shadows.map((s) => `${colour(s.color)} ${px(s.x)} ${px(s.y)} ${px(s.blur)}`).join(", "),
  fontFeatureSettings: (features) =>
    features.length === 0
      ? "normal"
      : features.map(({ tag, value }) => value === 1 ? string(tag) : `${string(tag)} ${value}`)
        .join(", "),
  fontVariantNumeric: ({ figures, spacing, fractions, ordinal, slashedZero }) =>
    [
      figures !== "normal" && figures,
      spacing !== "normal" && spacing,
      fractions !== "normal" && fractions,
      ordinal && "ordinal",
      slashedZero && "slashed-zero",
    ].filter(Boolean).join(" ") || "normal",
  fontKerning: keyword,
  fontVariantCaps: keyword,
  fontSynthesisWeight: (value) => value ? "auto" : "none",
  fontSynthesisStyle: (value) => value ? "auto" : "none",
  counterReset: counters,
  counterIncrement: counters,
  counterSet: counters,
  quotes: (value) =>
    typeof value === "string"
      ? value
      : value.map(([open, close]) => `${string(open)} ${string(close)}`).join(" "),
  // Chromium has no bookmark properties: no reference records them.
  bookmarkLevel: (value) => String(value),
  bookmarkLabel: (items) =>
    items.map((item) =>
      item.type === "string"
        ? string(item.value)
        : item.type === "attr"
        ? `attr(${item.name})`
        : `content(${item.part})`
    ).join(" "),
  bookmarkState: keyword,
  borderCollapse: keyword,
  borderSpacing: ({ horizontal, vertical }) =>
    horizontal === vertical ? px(horizontal) : `${px(horizontal)} ${px(vertical)}`,
  tableLayout: keyword,
  captionSide: keyword,
  emptyCells: keyword,
  breakBefore: keyword,
  breakAfter: keyword,
  breakInside: keyword,
  orphans: number,
  widows: number,
  flexDirection: keyword,
  flexWrap: keyword,
  flexGrow: number,
  flexShrink: number,
  flexBasis: orKeyword,
  order: (value) => String(value),
  justifyContent: alignment,
  alignContent: alignment,
  alignItems: alignment,
  alignSelf: alignment,
  rowGap: orKeyword,
  columnGap: orKeyword,
  gridTemplateColumns: gridTemplate,
  gridTemplateRows: gridTemplate,
  gridTemplateAreas: gridAreas,
  gridAutoColumns: (sizes) => sizes.map(trackSize).join(" "),
  gridAutoRows: (sizes) => sizes.map(trackSize).join(" "),
  // `row` is the default axis and is left out (`dense`, `column dense`).
  gridAutoFlow: (value) => value.replace(/^row /, ""),
  gridRowStart: gridLine,
  gridRowEnd: gridLine,
  gridColumnStart: gridLine,
  gridColumnEnd: gridLine,
  justifyItems: alignment,
  justifySelf: alignment,
  containerType: keyword,
};

/** `content` of a generated box or marker; null is a marker's `normal`. */
export function content(items: readonly ContentItem[] | null): string {
  if (items === null) return "normal";
  if (items.length === 0) return string("");
  return items.map((item) => {
    switch (item.type) {
      case "string":
        return string(item.value);
      case "counter":
        return item.style === "decimal"
          ? `counter(${item.name})`
          : `counter(${item.name}, ${item.style})`;
      case "counters": {
        const style = item.style === "decimal" ? "" : `, ${item.style}`;
        return `counters(${item.name}, ${string(item.separator)}${style})`;
      }
      case "quote":
        return `${item.visible ? "" : "no-"}${item.open ? "open" : "close"}-quote`;
    }
  }).join(" ");
}

/** Every published property of `style`, by CSS name, as getComputedStyle would print it. */
export function serializeStyle(ctx: SerializeContext): Map<string, string> {
  const values = new Map<string, string>();
  for (const [field, property] of Object.entries(STYLE_PROPERTIES)) {
    const key = field as keyof ComputedStyle;
    const write = WRITERS[key] as (value: unknown, ctx: SerializeContext) => string;
    values.set(property.name, write(ctx.style[key], ctx));
  }
  // A shorthand, but recorded: Chromium prints both axes in one.
  values.set("overflow", overflowShorthand(ctx.style));
  return values;
}
