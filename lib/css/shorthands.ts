/**
 * Shorthand properties and legacy aliases: each expands one declaration value into longhand
 * specified values, in this one place. A shorthand sets every longhand it covers; the ones
 * its value leaves out are reset to their initial values (CSS Cascade 4 §1.2).
 *
 * Sub-values are parsed by the longhands' own grammars, so a shorthand accepts exactly what
 * its longhands accept. Parts of a shorthand that feed no ComputedStyle field yet
 * (font-variant, background-image, list-style-image, …) are validated and dropped.
 */
import { parseColor } from "./color.ts";
import type { CssNode } from "./csstree.ts";
import { FONT_FAMILY, FONT_SIZE, FONT_STYLE, FONT_WEIGHT, LINE_HEIGHT } from "./font.ts";
import { parseLengthNode } from "./length.ts";
import type { Property } from "./property.ts";
import { STYLE_PROPERTIES as P } from "./properties.ts";
import { identOf, isSlash, splitCommas, type Tokens } from "./value.ts";

export interface Shorthand {
  readonly name: string;
  readonly longhands: readonly Property[];
  /** Specified values for some of the longhands, or null when the value is invalid. */
  expand(tokens: Tokens): Map<Property, unknown> | null;
}

/** Parses one component value with a longhand's grammar. */
function one(property: Property, node: CssNode): unknown {
  return property.parse([node]);
}

/**
 * margin, padding, border-width, … (CSS 2.2 §8.3): 1–4 values for top, right, bottom, left,
 * missing ones copied from the opposite side.
 */
function box(name: string, [top, right, bottom, left]: readonly Property[]): Shorthand {
  return {
    name,
    longhands: [top, right, bottom, left],
    expand(tokens) {
      if (tokens.length < 1 || tokens.length > 4) return null;
      const sides = [top, right, bottom, left];
      const values = tokens.map((node, i) => one(sides[i], node));
      if (values.includes(null)) return null;
      const [t, r = t, b = t, l = r] = values;
      return new Map([[top, t], [right, r], [bottom, b], [left, l]]);
    },
  };
}

/**
 * `<line-width> || <line-style> || <color>` (CSS Backgrounds 3 §3.6) applied to one or more
 * sides, given as [width, style, color] longhand triples.
 */
function border(
  name: string,
  sides: ReadonlyArray<readonly [Property, Property, Property]>,
): Shorthand {
  return {
    name,
    longhands: sides.flat(),
    expand(tokens) {
      if (tokens.length < 1 || tokens.length > 3) return null;
      // Each component value fills the first of width, style, colour it parses as.
      const found: unknown[] = [null, null, null];
      for (const node of tokens) {
        const slot = sides[0].findIndex((p, i) => found[i] === null && one(p, node) !== null);
        if (slot < 0) return null;
        found[slot] = one(sides[0][slot], node);
      }
      const values = new Map<Property, unknown>();
      for (const side of sides) {
        side.forEach((longhand, i) => {
          if (found[i] !== null) values.set(longhand, found[i]);
        });
      }
      return values;
    },
  };
}

const SIDES = {
  top: [P.borderTopWidth, P.borderTopStyle, P.borderTopColor],
  right: [P.borderRightWidth, P.borderRightStyle, P.borderRightColor],
  bottom: [P.borderBottomWidth, P.borderBottomStyle, P.borderBottomColor],
  left: [P.borderLeftWidth, P.borderLeftStyle, P.borderLeftColor],
} as const;
const ALL_SIDES = [SIDES.top, SIDES.right, SIDES.bottom, SIDES.left];

const SYSTEM_FONTS = new Set([
  "caption",
  "icon",
  "menu",
  "message-box",
  "small-caption",
  "status-bar",
]);
const FONT_STRETCH = new Set([
  "ultra-condensed",
  "extra-condensed",
  "condensed",
  "semi-condensed",
  "semi-expanded",
  "expanded",
  "extra-expanded",
  "ultra-expanded",
]);

/** Which of font's optional leading parts a component value is (`normal` fits any). */
function fontPrefixSlot(
  node: CssNode,
): "normal" | "variant" | "stretch" | "style" | "weight" | null {
  const name = identOf(node);
  if (name === "normal") return "normal";
  if (name === "small-caps") return "variant";
  if (name !== null && FONT_STRETCH.has(name)) return "stretch";
  if (one(FONT_STYLE, node) !== null) return "style";
  // Only absolute weights belong here; a dimension or 0 is where the size starts.
  return typeof one(FONT_WEIGHT, node) === "number" ? "weight" : null;
}

/**
 * font (CSS Fonts 4 §2.7): `[style || small-caps || weight || stretch]? size [/ line-height]?
 * family`. System font keywords are not supported and make the declaration invalid.
 */
const font: Shorthand = {
  name: "font",
  longhands: [FONT_STYLE, FONT_WEIGHT, FONT_SIZE, LINE_HEIGHT, FONT_FAMILY],
  expand(tokens) {
    if (tokens.length === 1 && SYSTEM_FONTS.has(identOf(tokens[0]) ?? "")) return null;
    const values = new Map<Property, unknown>();
    let i = 0;
    const prefix = new Set<string>();
    for (; i < tokens.length && i < 4; i++) {
      const node = tokens[i];
      const slot = fontPrefixSlot(node);
      if (slot === null) break;
      if (slot === "normal") continue;
      if (prefix.has(slot)) return null;
      prefix.add(slot);
      if (slot === "style") values.set(FONT_STYLE, one(FONT_STYLE, node));
      if (slot === "weight") values.set(FONT_WEIGHT, one(FONT_WEIGHT, node));
    }
    const size = tokens[i] && one(FONT_SIZE, tokens[i++]);
    if (!size) return null;
    values.set(FONT_SIZE, size);
    if (isSlash(tokens[i])) {
      const lineHeight = tokens[i + 1] && one(LINE_HEIGHT, tokens[i + 1]);
      if (!lineHeight) return null;
      values.set(LINE_HEIGHT, lineHeight);
      i += 2;
    }
    const family = FONT_FAMILY.parse(tokens.slice(i));
    if (family === null) return null;
    values.set(FONT_FAMILY, family);
    return values;
  },
};

const BACKGROUND_KEYWORDS = new Set([
  "none",
  "repeat",
  "repeat-x",
  "repeat-y",
  "no-repeat",
  "space",
  "round",
  "scroll",
  "fixed",
  "local",
  "border-box",
  "padding-box",
  "content-box",
  "text",
  "left",
  "right",
  "top",
  "bottom",
  "center",
  "auto",
  "cover",
  "contain",
]);

/** An image, position, size, repeat, attachment or box component of a background layer. */
function isBackgroundComponent(node: CssNode): boolean {
  if (node.type === "Url" || isSlash(node)) return true;
  if (node.type === "Identifier") return BACKGROUND_KEYWORDS.has(node.name.toLowerCase());
  if (node.type === "Function") {
    return /gradient$|^(url|image|image-set|-webkit-image-set|cross-fade)$/i.test(node.name);
  }
  return parseLengthNode(node, { percent: true }) !== null;
}

/**
 * background (CSS Backgrounds 3 §3.10): only background-color is kept; it may appear once,
 * in the final layer.
 */
const background: Shorthand = {
  name: "background",
  longhands: [P.backgroundColor],
  expand(tokens) {
    const layers = splitCommas(tokens);
    let color: unknown;
    for (const [index, layer] of layers.entries()) {
      if (layer.length === 0) return null;
      for (const node of layer) {
        if (isBackgroundComponent(node)) continue;
        if (index !== layers.length - 1 || color !== undefined || parseColor(node) === null) {
          return null;
        }
        color = one(P.backgroundColor, node);
      }
    }
    return new Map(color === undefined ? [] : [[P.backgroundColor, color]]);
  },
};

/**
 * list-style (CSS Lists 3 §4): `<position> || <image> || <type>`, where a `none` goes to
 * whichever of type and image is not otherwise given.
 */
const listStyle: Shorthand = {
  name: "list-style",
  longhands: [P.listStyleType, P.listStylePosition],
  expand(tokens) {
    const values = new Map<Property, unknown>();
    let nones = 0;
    let image = false;
    for (const node of tokens) {
      const name = identOf(node);
      if (name === "none") nones++;
      else if (!values.has(P.listStylePosition) && one(P.listStylePosition, node) !== null) {
        values.set(P.listStylePosition, one(P.listStylePosition, node));
      } else if (!image && (node.type === "Url" || node.type === "Function")) image = true;
      else if (!values.has(P.listStyleType) && name !== null) {
        values.set(P.listStyleType, one(P.listStyleType, node));
      } else return null;
    }
    if (nones > 0 && !values.has(P.listStyleType)) {
      values.set(P.listStyleType, "none");
      nones--;
    }
    if (nones > 0 && !image) nones--;
    return nones > 0 || tokens.length === 0 ? null : values;
  },
};

const DECORATION_STYLES = new Set(["solid", "double", "dotted", "dashed", "wavy"]);
const DECORATION_LINES = new Set(["none", "underline", "overline", "line-through", "blink"]);

/**
 * text-decoration (CSS Text Decoration 3 §2.4): `<line> || <style> || <color>`, plus the
 * thickness of level 4; style and thickness have no ComputedStyle field yet.
 */
const textDecoration: Shorthand = {
  name: "text-decoration",
  longhands: [P.textDecorationLine, P.textDecorationColor],
  expand(tokens) {
    const values = new Map<Property, unknown>();
    const lines = tokens.filter((n) => DECORATION_LINES.has(identOf(n) ?? ""));
    if (lines.length > 0) {
      const line = P.textDecorationLine.parse(lines);
      if (line === null) return null;
      values.set(P.textDecorationLine, line);
    }
    const seen = new Set<string>();
    for (const node of tokens) {
      if (lines.includes(node)) continue;
      const name = identOf(node) ?? "";
      const slot = DECORATION_STYLES.has(name)
        ? "style"
        : name === "auto" || name === "from-font" || parseLengthNode(node, { percent: true })
        ? "thickness"
        : one(P.textDecorationColor, node) !== null
        ? "color"
        : null;
      if (slot === null || seen.has(slot)) return null;
      seen.add(slot);
      if (slot === "color") values.set(P.textDecorationColor, one(P.textDecorationColor, node));
    }
    return values;
  },
};

/**
 * page-break-before/after/inside (CSS Fragmentation 3 §3.4): legacy shorthands of the break-*
 * properties, with `always` meaning `page`.
 */
function pageBreak(name: string, target: Property, allowed: readonly string[]): Shorthand {
  return {
    name,
    longhands: [target],
    expand(tokens) {
      const value = tokens.length === 1 ? identOf(tokens[0]) : null;
      if (value === null || !allowed.includes(value)) return null;
      return new Map([[target, value === "always" ? "page" : value]]);
    },
  };
}

/** overflow-x / overflow-y: ComputedStyle has one overflow for both axes. */
function overflowAxis(name: string): Shorthand {
  return {
    name,
    longhands: [P.overflow],
    expand(tokens) {
      const value = tokens.length === 1 ? one(P.overflow, tokens[0]) : null;
      return value === null ? null : new Map([[P.overflow, value]]);
    },
  };
}

const SHORTHANDS: readonly Shorthand[] = [
  box("margin", [P.marginTop, P.marginRight, P.marginBottom, P.marginLeft]),
  box("padding", [P.paddingTop, P.paddingRight, P.paddingBottom, P.paddingLeft]),
  box("border-width", ALL_SIDES.map((side) => side[0])),
  box("border-style", ALL_SIDES.map((side) => side[1])),
  box("border-color", ALL_SIDES.map((side) => side[2])),
  border("border", ALL_SIDES),
  border("border-top", [SIDES.top]),
  border("border-right", [SIDES.right]),
  border("border-bottom", [SIDES.bottom]),
  border("border-left", [SIDES.left]),
  font,
  background,
  listStyle,
  textDecoration,
  pageBreak("page-break-before", P.breakBefore, ["auto", "always", "avoid", "left", "right"]),
  pageBreak("page-break-after", P.breakAfter, ["auto", "always", "avoid", "left", "right"]),
  pageBreak("page-break-inside", P.breakInside, ["auto", "avoid"]),
  overflowAxis("overflow-x"),
  overflowAxis("overflow-y"),
];

const BY_NAME = new Map(SHORTHANDS.map((s) => [s.name, s]));

/** The shorthand of that (lower-case) name. */
export function shorthandNamed(name: string): Shorthand | undefined {
  return BY_NAME.get(name);
}
