/**
 * Presentational hints (HTML §15.3.1): attributes HTML maps to CSS, cascaded as author
 * declarations of specificity zero before every author rule. These are the list attributes
 * of HTML §15.3.8 (`<ol start>` and `<li value>` through the list-item counter, CSS Lists 3
 * §4.6, and `type` on ol, ul and li as list-style-type) and the table attributes of HTML
 * §15.3.10 as Chromium maps them (its HTMLTableElement, HTMLTablePartElement,
 * HTMLTableCellElement, HTMLTableColElement and HTMLTableCaptionElement), with the attribute
 * microsyntaxes they need (HTML §2.3.4, §2.3.6), and the text attributes old templates
 * still carry: `<font color face size>`, `<body bgcolor text>` and `align` on paragraphs,
 * headings and divs (HTML §15.3.3–4).
 */
import { type Element, isTag } from "domhandler";
import type { RGBA } from "./types.ts";
import { LIST_ITEM_COUNTER } from "./counters.ts";
import { SIZE_KEYWORDS } from "./font.ts";
import { parseCss } from "./csstree.ts";
import type { CssWide, Declared } from "./declarations.ts";
import type { Length } from "./length.ts";
import { NAMED_COLORS } from "./color/mod.ts";
import { STYLE_PROPERTIES as P } from "./properties.ts";
import type { Property } from "./property.ts";
import { SVG_NAMESPACE, svgPresentationHints } from "./svg_hints.ts";

/** ol/li `type` values, matched case-sensitively (`a` and `A` differ). */
const ORDERED_TYPES: Readonly<Record<string, string>> = {
  "1": "decimal",
  a: "lower-alpha",
  A: "upper-alpha",
  i: "lower-roman",
  I: "upper-roman",
};

/** ul/li `type` values, matched ASCII case-insensitively. */
const UNORDERED_TYPES: ReadonlySet<string> = new Set(["none", "disc", "circle", "square"]);

/** HTML's "rules for parsing integers" (§2.3.4.1): leading digits after whitespace, a sign. */
export function parseHtmlInteger(text: string | undefined): number | null {
  const match = text?.match(/^[\t\n\f\r ]*([+-]?\d+)/);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * HTML's "rules for parsing dimension values" (§2.3.4.4) as Chromium applies them: digits
 * with an optional fraction, then `%` for a percentage; anything else after the number is
 * ignored. Like Chromium, a full stop with no digit after it still allows the `%` (`7.%` is
 * 7%), and a relative `*` length (`3*`) is no dimension at all.
 */
export function parseHtmlDimension(text: string | undefined): Length | null {
  const match = text?.match(/^[\t\n\f\r ]*(\d+(?:\.\d*)?)([%*]?)/);
  if (!match || match[2] === "*") return null;
  const value = Number(match[1]);
  return match[2] === "%" ? { "%": value } : { px: value };
}

const opaque = (r: number, g: number, b: number): RGBA => ({ r, g, b, a: 1 });

/**
 * HTML's "rules for parsing a legacy colour value" (§2.3.6), which bgcolor and bordercolor
 * use: a named colour, `#rgb`, or else any text read as hex digits in three equal parts
 * ("chucknorris" is rgb(192, 0, 0)). Null for the empty string and `transparent`, which set
 * no colour.
 */
export function parseLegacyColor(text: string | undefined): RGBA | null {
  if (!text) return null;
  const input = text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
  const lower = input.toLowerCase();
  if (lower === "transparent") return null;
  const named = NAMED_COLORS.get(lower);
  if (named !== undefined) return opaque(named >> 16, (named >> 8) & 0xff, named & 0xff);
  if (/^#[0-9a-f]{3}$/i.test(input)) {
    const [r, g, b] = [1, 2, 3].map((i) => parseInt(input[i], 16) * 17);
    return opaque(r, g, b);
  }
  // Code points beyond the BMP become "00"; at most 128 code points count; a leading # goes.
  let digits = [...input].map((c) => c.codePointAt(0)! > 0xffff ? "00" : c).join("")
    .slice(0, 128);
  if (digits.startsWith("#")) digits = digits.slice(1);
  digits = digits.replace(/[^0-9a-f]/gi, "0");
  while (digits.length === 0 || digits.length % 3 !== 0) digits += "0";
  let size = digits.length / 3;
  let parts = [0, 1, 2].map((i) => digits.slice(i * size, (i + 1) * size));
  if (size > 8) {
    parts = parts.map((part) => part.slice(size - 8));
    size = 8;
  }
  while (size > 2 && parts.every((part) => part[0] === "0")) {
    parts = parts.map((part) => part.slice(1));
    size--;
  }
  const [r, g, b] = parts.map((part) => parseInt(part.slice(0, 2), 16));
  return opaque(r, g, b);
}

function declared(property: Property, value: unknown): Declared {
  return { property, value, important: false };
}

function listStyleTypeHint(element: Element, ordered: boolean, unordered: boolean): Declared[] {
  const type = element.attribs.type;
  if (type === undefined) return [];
  if (ordered && Object.hasOwn(ORDERED_TYPES, type)) {
    return [declared(P.listStyleType, ORDERED_TYPES[type])];
  }
  const lower = type.toLowerCase();
  return unordered && UNORDERED_TYPES.has(lower) ? [declared(P.listStyleType, lower)] : [];
}

const BORDER_WIDTHS = [
  P.borderTopWidth,
  P.borderRightWidth,
  P.borderBottomWidth,
  P.borderLeftWidth,
];
const BORDER_STYLES = [
  P.borderTopStyle,
  P.borderRightStyle,
  P.borderBottomStyle,
  P.borderLeftStyle,
];
const BORDER_COLORS = [
  P.borderTopColor,
  P.borderRightColor,
  P.borderBottomColor,
  P.borderLeftColor,
];
const PADDINGS = [P.paddingTop, P.paddingRight, P.paddingBottom, P.paddingLeft];
const INHERIT: CssWide = { cssWide: "inherit" };

/** The same value for the four sides' longhands. */
function allSides(longhands: readonly Property[], value: unknown): Declared[] {
  return longhands.map((property) => declared(property, value));
}

/** An attribute value read with a property's CSS grammar, as Chromium does for some. */
function cssHint(property: Property, text: string | undefined): Declared[] {
  if (!text) return [];
  const value = property.parse(parseCss(text, "value")?.children ?? []);
  return value === null ? [] : [declared(property, value)];
}

/**
 * A dimension attribute (width, height) for `property`. HTML's "maps to the dimension
 * property (ignoring zero)" is `ignoreZero`; Chromium ignores zero for table and cell widths
 * and cell heights, but not for table, row, group or column heights.
 */
function dimensionHint(
  property: Property,
  text: string | undefined,
  options: { ignoreZero?: boolean } = {},
): Declared[] {
  const length = parseHtmlDimension(text);
  if (length === null || (options.ignoreZero && (length.px ?? length["%"]) === 0)) return [];
  return [declared(property, length)];
}

/**
 * An img's width and height (HTML §15.4.3 "maps to the dimension property"), and both as its
 * aspect ratio when they are lengths other than zero: `aspect-ratio: auto w / h`, so the box
 * keeps its proportions before (or without) the image's own (§15.4.3 "map to the aspect-ratio
 * property (using dimension rules)").
 */
function imageHints(img: Element): Declared[] {
  const { width, height } = img.attribs;
  const w = parseHtmlDimension(width)?.px;
  const h = parseHtmlDimension(height)?.px;
  const ratio = w && h
    ? [declared(P.aspectRatio, { auto: true, ratio: { width: w, height: h } })]
    : [];
  return [...dimensionHint(P.width, width), ...dimensionHint(P.height, height), ...ratio];
}

/** cellspacing: a dimension in px (a percentage is ignored) for both border spacings. */
function cellspacingHint(text: string | undefined): Declared[] {
  const length = parseHtmlDimension(text);
  if (length === null || length.px === undefined) return [];
  return [declared(P.borderSpacing, [length, length])];
}

function colorHint(properties: readonly Property[], text: string | undefined): Declared[] {
  const color = parseLegacyColor(text);
  return color === null ? [] : allSides(properties, color);
}

/**
 * The `border` attribute's width: a non-negative integer, 0 without the attribute, and 1 when
 * it is present but empty or not a non-negative integer (`<table border>`), as in Chromium.
 */
function tableBorderWidth(table: Element): number {
  const text = table.attribs.border;
  if (text === undefined) return 0;
  const n = parseHtmlInteger(text);
  return n === null || n < 0 ? 1 : n;
}

/** Chromium's `bordercolor` switch: any non-empty value makes the borders solid. */
const hasBorderColor = (table: Element) => !!table.attribs.bordercolor;

/**
 * A table's own hints: width (ignoring zero), height, bgcolor, valign, cellspacing as
 * border-spacing, `align` (center: auto side margins; otherwise a float value), and the
 * border attribute's N px outset border (solid with bordercolor, whose colour it sets).
 */
function tableHints(table: Element): Declared[] {
  const { attribs } = table;
  const border = tableBorderWidth(table);
  const align = attribs.align ?? "";
  return [
    ...dimensionHint(P.width, attribs.width, { ignoreZero: true }),
    ...dimensionHint(P.height, attribs.height),
    ...colorHint([P.backgroundColor], attribs.bgcolor),
    ...cssHint(P.verticalAlign, attribs.valign),
    ...cellspacingHint(attribs.cellspacing),
    ...(align.toLowerCase() === "center"
      ? allSides([P.marginLeft, P.marginRight], "auto")
      : cssHint(P.float, align)),
    ...(attribs.border === undefined ? [] : allSides(BORDER_WIDTHS, { px: border })),
    ...colorHint(BORDER_COLORS, attribs.bordercolor),
    ...(border > 0 ? allSides(BORDER_STYLES, hasBorderColor(table) ? "solid" : "outset") : []),
  ];
}

/**
 * `align` on rows, groups, columns and cells as Chromium reads it: its legacy keywords, which
 * also align block-level children, except absmiddle.
 */
const LEGACY_TEXT_ALIGN: Readonly<Record<string, string>> = {
  center: "-webkit-center",
  middle: "-webkit-center",
  absmiddle: "center",
  left: "-webkit-left",
  right: "-webkit-right",
};

/**
 * Hints every table part (tr, thead, tbody, tfoot, col, colgroup, td, th) takes: bgcolor,
 * valign as vertical-align, and align as text-align.
 */
function tablePartHints(part: Element): Declared[] {
  const { attribs } = part;
  const align = attribs.align?.toLowerCase() ?? "";
  return [
    ...colorHint([P.backgroundColor], attribs.bgcolor),
    ...cssHint(P.verticalAlign, attribs.valign),
    ...(Object.hasOwn(LEGACY_TEXT_ALIGN, align)
      ? [declared(P.textAlign, LEGACY_TEXT_ALIGN[align])]
      : cssHint(P.textAlign, attribs.align)),
  ];
}

/** The nearest table element around a cell: the one whose attributes style it. */
function tableOf(cell: Element): Element | null {
  for (let node = cell.parent; node; node = node.parent) {
    if (isTag(node) && node.name === "table") return node;
  }
  return null;
}

/**
 * A cell's hints from its table, as Chromium shares them among the table's cells: the
 * cellpadding attribute's padding (1px without the attribute or when it is empty; digits
 * read as an integer, so `7.9` is 7px and garbage 0), and for a table border attribute above
 * zero a 1px inset border (solid with bordercolor) in the row's inherited border colour.
 */
function cellStyleFromTable(table: Element): Declared[] {
  const cellpadding = table.attribs.cellpadding;
  const padding = cellpadding ? Math.max(0, parseHtmlInteger(cellpadding) ?? 0) : 1;
  if (tableBorderWidth(table) === 0) {
    return padding > 0 ? allSides(PADDINGS, { px: padding }) : [];
  }
  return [
    ...allSides(BORDER_WIDTHS, { px: 1 }),
    ...allSides(BORDER_STYLES, hasBorderColor(table) ? "solid" : "inset"),
    ...allSides(BORDER_COLORS, INHERIT),
    ...(padding > 0 ? allSides(PADDINGS, { px: padding }) : []),
  ];
}

/** td and th: width and height (both ignoring zero), nowrap, and the table's cell style. */
function cellHints(cell: Element): Declared[] {
  const { attribs } = cell;
  const table = tableOf(cell);
  return [
    ...tablePartHints(cell),
    ...dimensionHint(P.width, attribs.width, { ignoreZero: true }),
    ...dimensionHint(P.height, attribs.height, { ignoreZero: true }),
    ...("nowrap" in attribs ? [declared(P.whiteSpace, "nowrap")] : []),
    ...(table ? cellStyleFromTable(table) : []),
  ];
}

/** `<font size>` values 1–7 are x-small to xxx-large (HTML §15.3.4). */
const LEGACY_FONT_SIZES = SIZE_KEYWORDS.slice(1);

/**
 * `<font size>`: digits, or digits after `+` or `-` relative to 3, clamped to 1–7 and mapped
 * to the absolute-size keywords (HTML §15.3.4).
 */
function legacyFontSizeHint(text: string | undefined): Declared[] {
  const match = text?.match(/^[\t\n\f\r ]*([+-]?)(\d+)/);
  if (!match) return [];
  const digits = Number(match[2]);
  const size = match[1] === "+" ? 3 + digits : match[1] === "-" ? 3 - digits : digits;
  return cssHint(P.fontSize, LEGACY_FONT_SIZES[Math.min(7, Math.max(1, size)) - 1]);
}

/** `<font>` (HTML §15.3.4): colour, face (a family list) and size, as old mail and invoices use. */
function fontHints(font: Element): Declared[] {
  const color = parseLegacyColor(font.attribs.color);
  return [
    ...(color === null ? [] : [declared(P.color, color)]),
    ...cssHint(P.fontFamily, font.attribs.face),
    ...legacyFontSizeHint(font.attribs.size),
  ];
}

/**
 * `align` on p, headings and div (HTML §15.3.3): the alignment its value names. On p and div
 * Chromium reads left, right, center and middle as its legacy keywords, which also align
 * block-level children; on headings they are plain text alignment (middle as center).
 */
function alignHint(element: Element): Declared[] {
  const align = element.attribs.align?.trim().toLowerCase() ?? "";
  const legacy = element.name === "p" || element.name === "div";
  if (legacy && align !== "justify" && align !== "absmiddle") {
    return Object.hasOwn(LEGACY_TEXT_ALIGN, align)
      ? [declared(P.textAlign, LEGACY_TEXT_ALIGN[align])]
      : [];
  }
  if (align === "middle") return [declared(P.textAlign, "center")];
  const known = align === "left" || align === "right" || align === "center" || align === "justify";
  return known ? cssHint(P.textAlign, align) : [];
}

/** `<br clear>` (HTML §15.3.2, rendering): left, right, and all or both, as `clear`. */
function brClearHint(value: string | undefined): Declared[] {
  const clear = value?.trim().toLowerCase();
  if (clear === "all" || clear === "both") return [declared(P.clear, "both")];
  return clear === "left" || clear === "right" ? [declared(P.clear, clear)] : [];
}

/**
 * The element's presentational hints. `<ol reversed>` is not handled: it needs the
 * `reversed()` counters of CSS Lists 3 §4.4.2, so such a list counts up. The table's frame
 * and rules attributes are not handled either.
 */
export function presentationalHints(element: Element): Declared[] {
  if (element.namespace === SVG_NAMESPACE) return svgPresentationHints(element);
  switch (element.name) {
    case "ol": {
      const start = parseHtmlInteger(element.attribs.start);
      const reset = start === null || "reversed" in element.attribs
        ? []
        : [declared(P.counterReset, [{ name: LIST_ITEM_COUNTER, value: start - 1 }])];
      return [...reset, ...listStyleTypeHint(element, true, false)];
    }
    case "ul":
      return listStyleTypeHint(element, false, true);
    case "li": {
      const value = parseHtmlInteger(element.attribs.value);
      const set = value === null
        ? []
        : [declared(P.counterSet, [{ name: LIST_ITEM_COUNTER, value }])];
      return [...set, ...listStyleTypeHint(element, true, true)];
    }
    case "table":
      return tableHints(element);
    case "caption":
      return cssHint(P.captionSide, element.attribs.align);
    case "td":
    case "th":
      return cellHints(element);
    case "tr":
    case "thead":
    case "tbody":
    case "tfoot":
      return [...tablePartHints(element), ...dimensionHint(P.height, element.attribs.height)];
    case "col":
    case "colgroup":
      return [
        ...tablePartHints(element),
        ...dimensionHint(P.width, element.attribs.width),
        ...dimensionHint(P.height, element.attribs.height),
      ];
    case "img":
      return imageHints(element);
    case "font":
      return fontHints(element);
    case "br":
      return brClearHint(element.attribs.clear);
    case "body":
      return [
        ...colorHint([P.backgroundColor], element.attribs.bgcolor),
        ...colorHint([P.color], element.attribs.text),
      ];
    case "p":
    case "div":
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
      return alignHint(element);
    default:
      return [];
  }
}
