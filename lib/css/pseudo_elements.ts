/**
 * Pseudo-element styles: ::before and ::after (CSS Generated Content 3 §2), ::marker (CSS
 * Lists 3 §3), ::first-line and ::first-letter (CSS Pseudo 4 §2). Each inherits from its
 * originating element (::first-letter from the ::first-line when there is one, §2.4), and only
 * some properties apply to the last three; a declaration of any other is ignored, as if it were
 * not there. The lists of applicable properties follow Chromium's, which tests against
 * getComputedStyle confirm property by property.
 */
import type { Element } from "domhandler";
import type { ComputedStyle } from "./types.ts";
import type { Cascaded } from "./cascade.ts";
import { type ComputeEnvironment, computeStyle, type StyleRecord } from "./compute.ts";
import type { ContentItem, ContentValue } from "./content.ts";
import { INTERNAL_PROPERTIES, STYLE_PROPERTIES as P } from "./properties.ts";
import type { Property } from "./property.ts";
import type { PseudoElement } from "./selectors.ts";

/** A ::before/::after style, with the content it generates. */
export interface GeneratedStyle extends ComputedStyle {
  content: ContentItem[];
}

/**
 * A ::marker style. `content` null is `content: normal`: the marker shows the list item's
 * list-style-type for its list-item counter, which layout formats.
 */
export interface MarkerStyle extends ComputedStyle {
  content: ContentItem[] | null;
}

/** The font and text-spacing properties every text pseudo-element takes (CSS Pseudo 4 §2). */
const FONT_AND_SPACING: readonly Property[] = [
  P.fontFamily,
  P.fontSize,
  P.fontWeight,
  P.fontStyle,
  P.fontFeatureSettings,
  P.fontVariantNumeric,
  P.fontVariantCaps,
  P.fontKerning,
  P.fontSynthesisWeight,
  P.fontSynthesisStyle,
  P.lineHeight,
  P.letterSpacing,
  P.wordSpacing,
  P.textTransform,
  P.textShadow,
];

/** Font, colour and text properties that apply to ::first-line (CSS Pseudo 4 §2.2.1). */
const FIRST_LINE: readonly Property[] = [
  P.color,
  P.opacity,
  P.visibility,
  P.backgroundColor,
  ...FONT_AND_SPACING,
  P.textDecorationLine,
  P.textDecorationStyle,
  P.textDecorationColor,
  P.textDecorationThickness,
  P.textUnderlineOffset,
  P.verticalAlign,
];

/** ::first-letter takes those and the box's margins, padding, borders and float (§2.3.1). */
const FIRST_LETTER: readonly Property[] = [
  ...FIRST_LINE,
  P.marginTop,
  P.marginRight,
  P.marginBottom,
  P.marginLeft,
  P.paddingTop,
  P.paddingRight,
  P.paddingBottom,
  P.paddingLeft,
  P.borderTopWidth,
  P.borderRightWidth,
  P.borderBottomWidth,
  P.borderLeftWidth,
  P.borderTopStyle,
  P.borderRightStyle,
  P.borderBottomStyle,
  P.borderLeftStyle,
  P.borderTopColor,
  P.borderRightColor,
  P.borderBottomColor,
  P.borderLeftColor,
  P.borderTopLeftRadius,
  P.borderTopRightRadius,
  P.borderBottomRightRadius,
  P.borderBottomLeftRadius,
  P.float,
];

/**
 * ::marker (CSS Lists 3 §3.1.1): fonts, colour, white-space, direction, content, and the
 * inherited text properties Chromium adds to that list.
 */
const MARKER: readonly Property[] = [
  P.color,
  P.direction,
  P.whiteSpace,
  ...FONT_AND_SPACING,
  P.tabSize,
  P.hyphens,
  P.wordBreak,
  P.overflowWrap,
  INTERNAL_PROPERTIES.content,
];

const APPLICABLE: Partial<Record<PseudoElement, readonly Property[]>> = {
  marker: MARKER,
  "first-line": FIRST_LINE,
  "first-letter": FIRST_LETTER,
};

/** Cascaded values with only `properties` kept (custom properties always apply). */
function restrict(cascaded: Cascaded, properties: readonly Property[]): Cascaded {
  const values: unknown[] = [];
  const userAgent: unknown[] = [];
  for (const { id } of properties) {
    values[id] = cascaded.values[id];
    userAgent[id] = cascaded.userAgent[id];
  }
  return { values, userAgent, custom: cascaded.custom };
}

/** A pseudo-element's computed values over `parent` (its originating element or ::first-line). */
export function computePseudo(
  pseudo: PseudoElement,
  cascaded: Cascaded,
  parent: StyleRecord,
  element: Element,
  env: ComputeEnvironment,
): StyleRecord {
  const applicable = APPLICABLE[pseudo];
  const restricted = applicable ? restrict(cascaded, applicable) : cascaded;
  return computeStyle({
    cascaded: pseudo === "marker" ? outsideMarker(restricted, parent) : restricted,
    parent,
    element,
    isRoot: false,
    env,
  });
}

/**
 * Chromium makes an outside marker an inline-block whose text is unwrapped: it computes its
 * display to `inline-block` and its white-space to `pre` whatever the cascade says (display
 * does not apply to ::marker, CSS Lists 3 §3.1.1). An inside marker stays inline and keeps its
 * white-space (inherited `normal` by default). The list layout places either kind itself.
 */
function outsideMarker(cascaded: Cascaded, item: StyleRecord): Cascaded {
  if (item.values[P.listStylePosition.id] !== "outside") return cascaded;
  const values = [...cascaded.values];
  values[P.whiteSpace.id] = "pre";
  values[P.display.id] = "inline-block";
  return { ...cascaded, values };
}

function contentOf(record: StyleRecord): ContentValue {
  return record.values[INTERNAL_PROPERTIES.content.id] as ContentValue;
}

/** ::before/::after generate a box unless content is none/normal or display none (GC 3 §2). */
export function generatedBox(record: StyleRecord): GeneratedStyle | null {
  const content = contentOf(record);
  if (typeof content === "string" || record.style.display === "none") return null;
  return { ...record.style, content };
}

/**
 * A list item's marker (CSS Lists 3 §3): none with `content: none`, or with `content: normal`
 * and `list-style-type: none`.
 */
export function markerBox(record: StyleRecord): MarkerStyle | null {
  const content = contentOf(record);
  const style = record.style;
  // A list-style-image makes a marker even with list-style-type none (CSS Lists 3 §3.2).
  const noMarker = style.listStyleType === "none" && style.listStyleImage === "none";
  if (content === "none" || (content === "normal" && noMarker)) return null;
  return {
    ...style,
    content: content === "normal" ? null : content,
  };
}
