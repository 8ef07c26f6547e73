/**
 * display, position and float, which CSS 2.2 §9.7 ties together: `display` (CSS Display 3 §2)
 * in the single-keyword values ComputedStyle knows plus the equivalent two-keyword forms, and
 * blockification of its computed value for the root, floats, absolutely positioned boxes and
 * flex and grid items (CSS Display 3 §2.7).
 */
import type { ComputedStyle, Display } from "./types.ts";
import { type FlowRelativeSide, flowRelativeSide } from "./direction.ts";
import { keyword } from "./kinds.ts";
import { longhand, type Property, withPublishing } from "./property.ts";
import { identOf, keywordIn, type Tokens } from "./value.ts";

type Position = ComputedStyle["position"];
type Float = ComputedStyle["float"];

/**
 * A computed `position`: a keyword, or GCPM 3 §2.1's `running(<custom-ident>)`, which takes the
 * box out of the flow into margin boxes (paged_media_properties.ts); ComputedStyle shows that one as static.
 */
export type PositionValue = Position | { running: string };

const POSITION_KEYWORDS = keyword<Position>(["static", "relative", "absolute", "fixed", "sticky"]);

export const POSITION: Property<PositionValue, PositionValue, Position> = withPublishing<
  PositionValue,
  PositionValue,
  Position
>(
  "position",
  {
    parse(tokens) {
      const [node] = tokens;
      if (
        tokens.length !== 1 || node.type !== "Function" || node.name.toLowerCase() !== "running"
      ) {
        return POSITION_KEYWORDS.parse(tokens);
      }
      const [name] = node.children;
      return node.children.length === 1 && name.type === "Identifier"
        ? { running: name.name }
        : null;
    },
    compute: (value) => value,
  },
  { inherited: false, initial: "static" },
  (c) => typeof c === "string" ? c : "static",
  (p) => p,
);

/**
 * A computed `float`: a side, none, or GCPM 3 §3.1's `footnote`, which takes the box out of
 * the flow into the page's footnote area (lib/layout/page); ComputedStyle shows that one as none.
 */
export type FloatValue = Float | "footnote";

/** float (CSS 2.2 §9.5.1), with the flow-relative sides of CSS Logical 1 §2.1. */
export const FLOAT: Property<Float | FlowRelativeSide | "footnote", FloatValue, Float> =
  withPublishing<Float | FlowRelativeSide | "footnote", FloatValue, Float>(
    "float",
    {
      parse: keyword(["none", "left", "right", "inline-start", "inline-end", "footnote"]).parse,
      // An absolutely positioned box does not float (CSS 2.2 §9.7 rule 2).
      compute(float, ctx) {
        const position = ctx.get(POSITION);
        if (position === "absolute" || position === "fixed") return "none";
        return float === "footnote" ? float : flowRelativeSide(float, ctx);
      },
    },
    { inherited: false, initial: "none" },
    (c) => c === "footnote" ? "none" : c,
    (p) => p,
  );

/** The internal table displays and the caption (CSS 2.2 §17.2): boxes that live inside tables. */
const TABLE_INTERNAL_DISPLAYS: readonly Display[] = [
  "table-row-group",
  "table-header-group",
  "table-footer-group",
  "table-row",
  "table-cell",
  "table-column-group",
  "table-column",
  "table-caption",
];

const SINGLE_KEYWORDS: readonly Display[] = [
  "none",
  "block",
  "inline",
  "inline-block",
  "list-item",
  "flow-root",
  "table",
  "inline-table",
  ...TABLE_INTERNAL_DISPLAYS,
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "contents",
];

/** <display-outside> <display-inside> pairs and their single-keyword equivalents (§2.1). */
const PAIRS: Readonly<Record<string, Display>> = {
  "block flow": "block",
  "inline flow": "inline",
  "block flow-root": "flow-root",
  "inline flow-root": "inline-block",
  "block table": "table",
  "inline table": "inline-table",
  "block flex": "flex",
  "inline flex": "inline-flex",
  "block grid": "grid",
  "inline grid": "inline-grid",
};

function parseDisplay(tokens: Tokens): Display | null {
  const words = tokens.map(identOf);
  if (words.length === 0 || words.length > 3 || words.includes(null)) return null;
  if (words.length === 1) {
    const word = words[0]!;
    if (word === "flow") return "block";
    return keywordIn(tokens[0], SINGLE_KEYWORDS);
  }
  if (new Set(words).size !== words.length) return null;
  // `list-item` combines with an optional `block` and optional `flow` in any order (§2.3).
  if (words.includes("list-item")) {
    return words.every((w) => w === "list-item" || w === "block" || w === "flow")
      ? "list-item"
      : null;
  }
  if (words.length !== 2) return null;
  const outer = words.find((w) => w === "block" || w === "inline");
  const inner = words.find((w) => w !== outer);
  return PAIRS[`${outer} ${inner}`] ?? null;
}

/** Blockified equivalents of inline-level and internal table values (CSS 2.2 §9.7 table). */
function blockify(display: Display): Display {
  if (isTableInternalDisplay(display)) return "block";
  switch (display) {
    case "inline-table":
      return "table";
    case "inline-flex":
      return "flex";
    case "inline-grid":
      return "grid";
    case "inline":
    case "inline-block":
      return "block";
    default:
      return display;
  }
}

/** Containers whose children are blockified items (Flexbox 1 §4, Grid 1 §6). */
const CONTAINERS_OF_ITEMS = new Set<Display>(["flex", "inline-flex", "grid", "inline-grid"]);

export const DISPLAY: Property<Display, Display, Display> = longhand("display", {
  parse: parseDisplay,
  compute(display, ctx) {
    if (display === "none") return display;
    // The root element's display: contents computes to block (CSS Display 3 §2.8).
    if (ctx.isRoot) return display === "contents" ? "block" : blockify(display);
    if (display === "contents") return display;
    const position = ctx.get(POSITION);
    if (position === "absolute" || position === "fixed" || ctx.get(FLOAT) !== "none") {
      return blockify(display);
    }
    // Children of a flex or grid container are flex or grid items. Styles without an element
    // (initial values, boxes layout creates) are left as given.
    const parent = ctx.element ? ctx.parent(DISPLAY) : null;
    if (parent !== null && CONTAINERS_OF_ITEMS.has(parent)) return blockify(display);
    return display;
  },
}, { inherited: false, initial: "inline" });

const TABLE_INTERNAL = new Set<Display>(TABLE_INTERNAL_DISPLAYS);

export function isTableInternalDisplay(display: Display): boolean {
  return TABLE_INTERNAL.has(display);
}

/** A table box of any kind: table, inline-table or an internal table box. */
export function isTableDisplay(display: Display): boolean {
  return display === "table" || display === "inline-table" || TABLE_INTERNAL.has(display);
}
