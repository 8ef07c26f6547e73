/**
 * SVG presentation attributes (SVG 2 §6.6–6.7): attributes named after a property, whose
 * values are that property's, cascaded like HTML's presentational hints — author declarations
 * of specificity zero before every author rule. As in Chromium, a value is read by the
 * property's CSS grammar, with unitless numbers taken as px where a length is expected
 * (`font-size="12"`); an invalid value is ignored. The outer `<svg>`'s `width` and `height` are
 * its CSS width and height (§8.3, the geometry properties).
 */
import type { Element } from "domhandler";
import { parseCss } from "./csstree.ts";
import { type Declared, parseDeclaration } from "./declarations.ts";

export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/** The presentation attributes of SVG 2 §6.6 whose properties this engine knows. */
const PRESENTATION_ATTRIBUTES: ReadonlySet<string> = new Set([
  "clip-rule",
  "color",
  "direction",
  "display",
  "dominant-baseline",
  "fill",
  "fill-opacity",
  "fill-rule",
  "font-family",
  "font-size",
  "font-style",
  "font-variant",
  "font-weight",
  "letter-spacing",
  "marker-end",
  "marker-mid",
  "marker-start",
  "mask-type",
  "opacity",
  "overflow",
  "stop-color",
  "stop-opacity",
  "stroke",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-opacity",
  "stroke-width",
  "text-anchor",
  "text-decoration",
  "visibility",
  "white-space",
  "word-spacing",
]);

/** Elements whose `width` and `height` attributes are those properties (§8.3). */
const SIZED_ELEMENTS: ReadonlySet<string> = new Set(["svg"]);

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Attributes parsed once per distinct name and value: a chart repeats `fill="#336"` on
 * thousands of shapes. Bounded, since the values come from the document.
 */
const declarationCache = new Map<string, readonly Declared[]>();
const DECLARATION_CACHE_LIMIT = 10_000;

/** One attribute as a declaration of `property`; none when its value is invalid. */
function declarationOf(property: string, value: string): readonly Declared[] {
  const key = `${property}:${value}`;
  let declared = declarationCache.get(key);
  if (declared === undefined) {
    const text = value.trim();
    declared = parseOne(property, text);
    if (declared.length === 0 && NUMBER.test(text)) declared = parseOne(property, `${text}px`);
    if (declarationCache.size >= DECLARATION_CACHE_LIMIT) declarationCache.clear();
    declarationCache.set(key, declared);
  }
  return declared;
}

/**
 * The value parsed as the whole of one declaration of `property`: anything that would end it
 * early (`red; display: none`) or mark it important makes it invalid.
 */
function parseOne(property: string, value: string): Declared[] {
  const list = parseCss(`${property}:${value}`, "declarationList")?.children ?? [];
  const [node] = list;
  if (list.length !== 1 || node.type !== "Declaration" || node.important) return [];
  if (node.property !== property) return [];
  return parseDeclaration(node);
}

/** The declarations an SVG element's presentation attributes make, in attribute order. */
export function svgPresentationHints(element: Element): Declared[] {
  const out: Declared[] = [];
  for (const [name, value] of Object.entries(element.attribs)) {
    if (PRESENTATION_ATTRIBUTES.has(name)) out.push(...declarationOf(name, value));
    else if ((name === "width" || name === "height") && SIZED_ELEMENTS.has(element.name)) {
      // `auto` and negative sizes are not SVG lengths here; Chromium ignores them.
      if (value.trim().startsWith("-")) continue;
      out.push(...declarationOf(name, value));
    }
  }
  return out;
}
