/**
 * Shorthand properties and legacy aliases: each expands one declaration value into longhand
 * specified values, in this one place. A shorthand sets every longhand it covers; the ones
 * its value leaves out are reset to their initial values (CSS Cascade 4 §1.2).
 *
 * Sub-values are parsed by the longhands' own grammars, so a shorthand accepts exactly what
 * its longhands accept. Parts of a shorthand that feed no ComputedStyle field yet
 * (font-variant-caps, …) are validated and dropped.
 */
import { APPEARANCE } from "./appearance.ts";
import { CONTAINER } from "./container.ts";
import { BACKGROUND_SHORTHANDS } from "./background.ts";
import { BORDER_IMAGE_LONGHANDS, BORDER_IMAGE_SHORTHANDS } from "./border_image.ts";
import { parseBorderRadius } from "./border_radius.ts";
import type { CssNode } from "./csstree.ts";
import { FLEX_SHORTHANDS } from "./flex.ts";
import { GRID_SHORTHANDS } from "./grid.ts";
import { FONT_FAMILY, FONT_SIZE, FONT_STYLE, FONT_WEIGHT, LINE_HEIGHT } from "./font.ts";
import { isNumericKeyword, otherVariantGroup } from "./font_variant.ts";
import type { Property } from "./property.ts";
import { flowRelativeNamed } from "./logical.ts";
import { ALL_PROPERTIES, STYLE_PROPERTIES as P } from "./properties.ts";
import { fourSides, identOf, isSlash, keywordOf, type Tokens } from "./value.ts";

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
      const sides = [top, right, bottom, left];
      const values = fourSides(tokens, (node, i) => one(sides[i], node));
      return values && new Map(sides.map((side, i) => [side, values[i]]));
    },
  };
}

/**
 * `<line-width> || <line-style> || <color>` (CSS Backgrounds 3 §3.6) applied to one or more
 * sides, given as [width, style, color] longhand triples; `outline` takes it too.
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

const CORNERS = [
  P.borderTopLeftRadius,
  P.borderTopRightRadius,
  P.borderBottomRightRadius,
  P.borderBottomLeftRadius,
];

/** border-radius (CSS Backgrounds 3 §5.2), border_radius.ts. */
const borderRadius: Shorthand = {
  name: "border-radius",
  longhands: CORNERS,
  expand(tokens) {
    const radii = parseBorderRadius(tokens);
    return radii && new Map(CORNERS.map((corner, i) => [corner, radii[i]]));
  },
};

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
 * family`. It also resets font-variant-numeric, font-kerning and font-feature-settings (as
 * Chromium does; not font-synthesis). System font keywords are not supported and make the
 * declaration invalid.
 */
const font: Shorthand = {
  name: "font",
  longhands: [
    FONT_STYLE,
    FONT_WEIGHT,
    FONT_SIZE,
    LINE_HEIGHT,
    FONT_FAMILY,
    P.fontVariantNumeric,
    P.fontVariantCaps,
    P.fontKerning,
    P.fontFeatureSettings,
  ],
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
      if (slot === "variant") values.set(P.fontVariantCaps, "small-caps");
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

/**
 * font-variant (CSS Fonts 4 §6.11): `normal | none | [ligatures || caps || numeric ||
 * east-asian || position || alternates]`. The numeric and caps parts have ComputedStyle
 * fields; the rest is validated (one keyword per group) and dropped. Functional alternates
 * (stylistic(), swash(), …) are not accepted.
 */
const fontVariant: Shorthand = {
  name: "font-variant",
  longhands: [P.fontVariantNumeric, P.fontVariantCaps],
  expand(tokens) {
    if (keywordOf(tokens, ["normal", "none"])) return new Map();
    const groups = new Set<number>();
    const numeric = tokens.filter(isNumericKeyword);
    const values = new Map<Property, unknown>();
    for (const node of tokens) {
      if (numeric.includes(node)) continue;
      const group = otherVariantGroup(node);
      if (group < 0 || groups.has(group)) return null;
      groups.add(group);
      const caps = one(P.fontVariantCaps, node);
      if (caps !== null) values.set(P.fontVariantCaps, caps);
    }
    if (numeric.length === 0) return values;
    const value = P.fontVariantNumeric.parse(numeric);
    if (value === null) return null;
    values.set(P.fontVariantNumeric, value);
    return values;
  },
};

/**
 * font-synthesis (CSS Fonts 4 §3.8): `none | [weight || style || small-caps || position]`;
 * a kind not listed may not be synthesized.
 */
const fontSynthesis: Shorthand = {
  name: "font-synthesis",
  longhands: [P.fontSynthesisWeight, P.fontSynthesisStyle],
  expand(tokens) {
    const kinds = new Set<string>();
    if (!keywordOf(tokens, ["none"])) {
      for (const node of tokens) {
        const kind = identOf(node);
        if (kind === null || kinds.has(kind)) return null;
        if (!["weight", "style", "small-caps", "position"].includes(kind)) return null;
        kinds.add(kind);
      }
    }
    return new Map([
      [P.fontSynthesisWeight, kinds.has("weight") ? "auto" : "none"],
      [P.fontSynthesisStyle, kinds.has("style") ? "auto" : "none"],
    ]);
  },
};

/**
 * list-style (CSS Lists 3 §4): `<position> || <image> || <type>`, where a `none` goes to
 * whichever of type and image is not otherwise given.
 */
const listStyle: Shorthand = {
  name: "list-style",
  longhands: [P.listStyleType, P.listStylePosition, P.listStyleImage],
  expand(tokens) {
    const values = new Map<Property, unknown>();
    let nones = 0;
    for (const node of tokens) {
      const name = identOf(node);
      if (name === "none") nones++;
      else if (!values.has(P.listStylePosition) && one(P.listStylePosition, node) !== null) {
        values.set(P.listStylePosition, one(P.listStylePosition, node));
      } else if (!values.has(P.listStyleImage) && one(P.listStyleImage, node) !== null) {
        values.set(P.listStyleImage, one(P.listStyleImage, node));
      } else if (!values.has(P.listStyleType) && name !== null) {
        values.set(P.listStyleType, one(P.listStyleType, node));
      } else return null;
    }
    if (nones > 0 && !values.has(P.listStyleType)) {
      values.set(P.listStyleType, "none");
      nones--;
    }
    if (nones > 0 && !values.has(P.listStyleImage)) {
      values.set(P.listStyleImage, "none");
      nones--;
    }
    return nones > 0 || tokens.length === 0 ? null : values;
  },
};

const DECORATION_LINES = new Set(["none", "underline", "overline", "line-through", "blink"]);

/**
 * text-decoration (CSS Text Decoration 4 §2.5): `<line> || <style> || <color> ||
 * <thickness>`; the line keywords may be several (`underline overline`) but adjacent.
 */
const textDecoration: Shorthand = {
  name: "text-decoration",
  longhands: [
    P.textDecorationLine,
    P.textDecorationStyle,
    P.textDecorationColor,
    P.textDecorationThickness,
  ],
  expand(tokens) {
    const values = new Map<Property, unknown>();
    const lines = tokens.filter((n) => DECORATION_LINES.has(identOf(n) ?? ""));
    if (lines.length > 0) {
      const first = tokens.indexOf(lines[0]);
      const line = P.textDecorationLine.parse(lines);
      if (line === null || tokens[first + lines.length - 1] !== lines.at(-1)) return null;
      values.set(P.textDecorationLine, line);
    }
    for (const node of tokens) {
      if (lines.includes(node)) continue;
      const longhand = [P.textDecorationStyle, P.textDecorationThickness, P.textDecorationColor]
        .find((p) => one(p, node) !== null);
      if (longhand === undefined || values.has(longhand)) return null;
      values.set(longhand, one(longhand, node));
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

/**
 * Another name for a one-keyword longhand: the legacy word-wrap (CSS Text 3 §5.5, now
 * overflow-wrap) and
 * -webkit-appearance (CSS UI 4 §7.1.1).
 */
function alias(name: string, target: Property): Shorthand {
  return {
    name,
    longhands: [target],
    expand(tokens) {
      const value = tokens.length === 1 ? target.parse(tokens) : null;
      return value === null ? null : new Map([[target, value]]);
    },
  };
}

/**
 * all (CSS Cascade 4 §3.2): every property but direction (and unicode-bidi), custom
 * properties excepted; only a CSS-wide keyword is valid, which the caller handles.
 */
const all: Shorthand = {
  name: "all",
  longhands: ALL_PROPERTIES.filter((p) => p !== P.direction),
  expand: () => null,
};

/** margin-block, padding-inline, …: one or two values for the start and end sides. */
function pair(name: string, [start, end]: readonly [Property, Property]): Shorthand {
  return {
    name,
    longhands: [start, end],
    expand(tokens) {
      if (tokens.length < 1 || tokens.length > 2) return null;
      const [first, second = first] = tokens;
      const values = [one(start, first), one(end, second)];
      return values.includes(null) ? null : new Map([[start, values[0]], [end, values[1]]]);
    },
  };
}

const BORDER_PARTS = ["width", "style", "color"] as const;

/** The longhands of one flow-relative side: margin, padding and border width, style, colour. */
interface SideLonghands {
  margin: Property;
  padding: Property;
  border: readonly [Property, Property, Property];
}

/** An inline side's flow-relative longhands (logical.ts). */
function inlineSide(side: "inline-start" | "inline-end"): SideLonghands {
  const named = (name: string) => flowRelativeNamed(name)!;
  const [width, style, color] = BORDER_PARTS.map((part) => named(`border-${side}-${part}`));
  return {
    margin: named(`margin-${side}`),
    padding: named(`padding-${side}`),
    border: [width, style, color],
  };
}

/**
 * The flow-relative sides (CSS Logical 1 §4). The block sides are the top and bottom in either
 * direction in horizontal writing (the only writing mode here), so their names stand for the
 * physical longhands and keep their place in the cascade; the inline sides' longhands are
 * mapped by the element's direction when computed (logical.ts).
 */
const FLOW_SIDES: Readonly<Record<string, SideLonghands>> = {
  "block-start": { margin: P.marginTop, padding: P.paddingTop, border: SIDES.top },
  "block-end": { margin: P.marginBottom, padding: P.paddingBottom, border: SIDES.bottom },
  "inline-start": inlineSide("inline-start"),
  "inline-end": inlineSide("inline-end"),
};

/** Flow-relative margins, paddings, borders and sizes (CSS Logical 1 §4–§6). */
function logicalShorthands(): Shorthand[] {
  const out: Shorthand[] = [];
  for (const [side, { margin, padding, border: triple }] of Object.entries(FLOW_SIDES)) {
    out.push(border(`border-${side}`, [triple]));
    if (side.startsWith("inline")) continue; // margin-inline-start & co are longhands
    out.push(
      alias(`margin-${side}`, margin),
      alias(`padding-${side}`, padding),
      ...BORDER_PARTS.map((part, i) => alias(`border-${side}-${part}`, triple[i])),
    );
  }
  for (const axis of ["block", "inline"]) {
    const start = FLOW_SIDES[`${axis}-start`];
    const end = FLOW_SIDES[`${axis}-end`];
    out.push(
      pair(`margin-${axis}`, [start.margin, end.margin]),
      pair(`padding-${axis}`, [start.padding, end.padding]),
      border(`border-${axis}`, [start.border, end.border]),
      ...BORDER_PARTS.map((part, i) =>
        pair(`border-${axis}-${part}`, [start.border[i], end.border[i]])
      ),
    );
  }
  // Insets (CSS Logical 1 §4.3): the block ones are top and bottom, the inline ones longhands.
  const insetInline = [
    flowRelativeNamed("inset-inline-start")!,
    flowRelativeNamed("inset-inline-end")!,
  ] as const;
  out.push(
    alias("inset-block-start", P.top),
    alias("inset-block-end", P.bottom),
    pair("inset-block", [P.top, P.bottom]),
    pair("inset-inline", insetInline),
  );
  // In horizontal writing the inline size is the width and the block size the height.
  out.push(
    alias("inline-size", P.width),
    alias("block-size", P.height),
    alias("min-inline-size", P.minWidth),
    alias("min-block-size", P.minHeight),
    alias("max-inline-size", P.maxWidth),
    alias("max-block-size", P.maxHeight),
  );
  return out;
}

const SHORTHANDS: readonly Shorthand[] = [
  box("margin", [P.marginTop, P.marginRight, P.marginBottom, P.marginLeft]),
  box("padding", [P.paddingTop, P.paddingRight, P.paddingBottom, P.paddingLeft]),
  box("inset", [P.top, P.right, P.bottom, P.left]),
  box("border-width", ALL_SIDES.map((side) => side[0])),
  box("border-style", ALL_SIDES.map((side) => side[1])),
  box("border-color", ALL_SIDES.map((side) => side[2])),
  // `border` also resets the border image (CSS Backgrounds 3 §4.4).
  { ...border("border", ALL_SIDES), longhands: [...ALL_SIDES.flat(), ...BORDER_IMAGE_LONGHANDS] },
  border("border-top", [SIDES.top]),
  border("border-right", [SIDES.right]),
  border("border-bottom", [SIDES.bottom]),
  border("border-left", [SIDES.left]),
  borderRadius,
  font,
  ...BACKGROUND_SHORTHANDS,
  ...BORDER_IMAGE_SHORTHANDS,
  // outline (CSS UI 4 §5.2): `<'outline-width'> || <'outline-style'> || <'outline-color'>`.
  border("outline", [[P.outlineWidth, P.outlineStyle, P.outlineColor]]),
  listStyle,
  textDecoration,
  pageBreak("page-break-before", P.breakBefore, ["auto", "always", "avoid", "left", "right"]),
  pageBreak("page-break-after", P.breakAfter, ["auto", "always", "avoid", "left", "right"]),
  pageBreak("page-break-inside", P.breakInside, ["auto", "avoid"]),
  alias("word-wrap", P.overflowWrap),
  alias("-webkit-appearance", APPEARANCE),
  CONTAINER,
  fontVariant,
  fontSynthesis,
  all,
  ...logicalShorthands(),
  ...FLEX_SHORTHANDS,
  // overflow (CSS Overflow 3 §3.1): x then y; gap (Box Alignment 3 §8.3): row then column.
  pair("overflow", [P.overflowX, P.overflowY]),
  pair("gap", [P.rowGap, P.columnGap]),
  pair("grid-gap", [P.rowGap, P.columnGap]),
  ...GRID_SHORTHANDS,
  // The legacy names of the gaps (CSS Grid 1 §10.1, Box Alignment 3 §8.4).
  alias("grid-row-gap", P.rowGap),
  alias("grid-column-gap", P.columnGap),
];

const BY_NAME = new Map(SHORTHANDS.map((s) => [s.name, s]));

/** The shorthand of that (lower-case) name. */
export function shorthandNamed(name: string): Shorthand | undefined {
  return BY_NAME.get(name);
}
