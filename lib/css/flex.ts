/**
 * Flex layout properties (CSS Flexbox 1 §5, §7) and the Box Alignment 3 properties flex
 * layout reads (§5–8: justify-content, align-content, align-items, align-self, gaps), with
 * their shorthands (flex, flex-flow, gap, place-content, place-items, place-self).
 */
import type { AlignKeyword, Alignment, LengthPercentage } from "./types.ts";
import { numberValue } from "./calc.ts";
import { integer, keyword, lengthPercentageOr } from "./kinds.ts";
import type { Length } from "./length.ts";
import { longhand, type Property, type ValueKind } from "./property.ts";
import type { Shorthand } from "./shorthands.ts";
import { identOf, type Tokens } from "./value.ts";

const notInherited = (initial: string) => ({ inherited: false, initial });

/** A non-negative <number> (flex-grow, flex-shrink: Flexbox 1 §7.3). */
const nonNegativeNumber: ValueKind<number, number> = {
  parse(tokens) {
    const n = tokens.length === 1 ? numberValue(tokens[0]) : null;
    return n !== null && n >= 0 ? n : null;
  },
  compute: (n) => n,
};

export const FLEX_DIRECTION = longhand(
  "flex-direction",
  keyword(["row", "row-reverse", "column", "column-reverse"] as const),
  notInherited("row"),
);
export const FLEX_WRAP = longhand(
  "flex-wrap",
  keyword(["nowrap", "wrap", "wrap-reverse"] as const),
  notInherited("nowrap"),
);
export const FLEX_GROW = longhand("flex-grow", nonNegativeNumber, notInherited("0"));
export const FLEX_SHRINK = longhand("flex-shrink", nonNegativeNumber, notInherited("1"));
/** flex-basis (§7.3.3): `auto`, `content` or a <length-percentage> of the main size. */
export const FLEX_BASIS: Property<
  Length | "auto" | "content",
  LengthPercentage | "auto" | "content",
  LengthPercentage | "auto" | "content"
> = longhand(
  "flex-basis",
  lengthPercentageOr(["auto", "content"], { nonNegative: true }),
  notInherited("auto"),
);
/** order (§5.4): any integer. */
export const ORDER = longhand("order", integer(-Infinity), notInherited("0"));

const POSITIONS: readonly AlignKeyword[] = [
  "center",
  "start",
  "end",
  "flex-start",
  "flex-end",
  "left",
  "right",
];
const DISTRIBUTED: readonly AlignKeyword[] = [
  "space-between",
  "space-around",
  "space-evenly",
  "stretch",
];
const SELF_POSITIONS: readonly AlignKeyword[] = [...POSITIONS, "self-start", "self-end"];
const BASELINES: readonly AlignKeyword[] = ["baseline", "last baseline"];

/**
 * An alignment value (Box Alignment 3 §4): `normal`, one of `extra` keywords (among them the
 * baseline positions the property takes: `[first]? baseline`, `last baseline`), or a position
 * with an optional `safe | unsafe`.
 */
function alignment(
  positions: readonly AlignKeyword[],
  extra: readonly AlignKeyword[],
): ValueKind<Alignment, Alignment> {
  return {
    parse(tokens: Tokens) {
      const words = tokens.map(identOf);
      if (words.length === 0 || words.length > 2 || words.includes(null)) return null;
      const [first, second] = words as string[];
      if (words.length === 1) {
        if (first === "normal") return { keyword: first, safe: false };
        const k = [...extra, ...positions].find((p) => p === first);
        return k ? { keyword: k, safe: false } : null;
      }
      if (second === "baseline" && (first === "first" || first === "last")) {
        const keyword = first === "first" ? "baseline" : "last baseline";
        return extra.includes(keyword) ? { keyword, safe: false } : null;
      }
      if (first !== "safe" && first !== "unsafe") return null;
      const k = positions.find((p) => p === second);
      return k ? { keyword: k, safe: first === "safe" } : null;
    },
    compute: (value) => value,
  };
}

const NORMAL = "normal";
export const JUSTIFY_CONTENT = longhand(
  "justify-content",
  alignment(POSITIONS, DISTRIBUTED),
  notInherited(NORMAL),
);
export const ALIGN_CONTENT = longhand(
  "align-content",
  // Chromium takes `first baseline` here but not `last baseline`.
  alignment(POSITIONS, [...DISTRIBUTED, "baseline"]),
  notInherited(NORMAL),
);
export const ALIGN_ITEMS = longhand(
  "align-items",
  alignment(SELF_POSITIONS, ["stretch", ...BASELINES]),
  notInherited(NORMAL),
);
export const ALIGN_SELF = longhand(
  "align-self",
  alignment(SELF_POSITIONS, ["stretch", "auto", ...BASELINES]),
  notInherited("auto"),
);
/** row-gap, column-gap (Box Alignment 3 §8.1): `normal` is 0 in flex containers. */
export const ROW_GAP = longhand(
  "row-gap",
  lengthPercentageOr(["normal"], { nonNegative: true }),
  notInherited(NORMAL),
);
export const COLUMN_GAP = longhand(
  "column-gap",
  lengthPercentageOr(["normal"], { nonNegative: true }),
  notInherited(NORMAL),
);
/** justify-items / justify-self (Box Alignment 3 §6.1, §6.3): grid items read them, flex not. */
export const JUSTIFY_ITEMS = longhand(
  "justify-items",
  {
    ...alignment(SELF_POSITIONS, ["stretch", "legacy", ...BASELINES]),
    // `legacy` computes to `normal` where no ancestor has a legacy position (§6.3), which
    // this table does not model: Chromium prints `normal`.
    compute: (value): Alignment =>
      value.keyword === "legacy" ? { keyword: "normal", safe: false } : value,
  },
  notInherited("legacy"),
);
export const JUSTIFY_SELF = longhand(
  "justify-self",
  alignment(SELF_POSITIONS, ["stretch", "auto", ...BASELINES]),
  notInherited("auto"),
);

/** Splits `tokens` into one or two parts each accepted by the matching grammar. */
function twoParts(
  tokens: Tokens,
  a: ValueKind<unknown, unknown>,
  b: ValueKind<unknown, unknown>,
): [unknown, unknown] | null {
  for (let cut = 1; cut <= tokens.length; cut++) {
    const first = a.parse(tokens.slice(0, cut));
    if (first === null) continue;
    if (cut === tokens.length) return [first, null];
    const second = b.parse(tokens.slice(cut));
    if (second !== null) return [first, second];
  }
  return null;
}

/** place-content (Box Alignment 3 §5.3): align-content then justify-content. */
const placeContent: Shorthand = {
  name: "place-content",
  longhands: [ALIGN_CONTENT, JUSTIFY_CONTENT],
  expand(tokens) {
    const parts = twoParts(tokens, ALIGN_CONTENT, JUSTIFY_CONTENT);
    if (parts === null) return null;
    const [align, justify] = parts;
    // One value sets both; a baseline value falls back to `start` for justify-content.
    const only = align as Alignment;
    const fallback = only.keyword === "baseline" || only.keyword === "last baseline"
      ? { keyword: "start", safe: false }
      : only;
    return new Map<Property, unknown>([[ALIGN_CONTENT, align], [
      JUSTIFY_CONTENT,
      justify ?? fallback,
    ]]);
  },
};

/** place-items / place-self (§6.3, §6.1): the align longhand, then the justify one. */
function placeAlign(name: string, align: Property, justify: Property): Shorthand {
  return {
    name,
    longhands: [align, justify],
    expand(tokens) {
      const parts = twoParts(tokens, align, justify);
      if (parts === null) return null;
      // One value sets both, when the justify longhand takes it.
      const second = parts[1] ?? justify.parse(tokens);
      return second === null ? null : new Map([[align, parts[0]], [justify, second]]);
    },
  };
}

/** flex-flow (Flexbox 1 §5.3): `<flex-direction> || <flex-wrap>`. */
const flexFlow: Shorthand = {
  name: "flex-flow",
  longhands: [FLEX_DIRECTION, FLEX_WRAP],
  expand(tokens) {
    if (tokens.length < 1 || tokens.length > 2) return null;
    const out = new Map<Property, unknown>();
    for (const node of tokens) {
      const direction = FLEX_DIRECTION.parse([node]);
      const wrap = direction === null ? FLEX_WRAP.parse([node]) : null;
      const property = direction !== null ? FLEX_DIRECTION : wrap !== null ? FLEX_WRAP : null;
      if (property === null || out.has(property)) return null;
      out.set(property, direction ?? wrap);
    }
    return out;
  },
};

/**
 * flex (Flexbox 1 §7.1): `none` is `0 0 auto`; otherwise `<grow> <shrink>? || <basis>`, an
 * omitted grow or shrink being 1 and an omitted basis 0% (§7.1.1).
 */
const flex: Shorthand = {
  name: "flex",
  longhands: [FLEX_GROW, FLEX_SHRINK, FLEX_BASIS],
  expand(tokens) {
    const set = (grow: number, shrink: number, basis: unknown) =>
      new Map<Property, unknown>([[FLEX_GROW, grow], [FLEX_SHRINK, shrink], [FLEX_BASIS, basis]]);
    if (tokens.length === 1 && identOf(tokens[0]) === "none") return set(0, 0, "auto");
    if (tokens.length < 1 || tokens.length > 3) return null;
    // The basis comes first or last; the one or two numbers are adjacent (`1 10px 2` fails).
    const basisFirst = nonNegativeNumber.parse([tokens[0]]) === null;
    const basisNode = basisFirst
      ? tokens[0]
      // A third value is the basis (a unitless 0 too: `flex: 1 1 0`).
      : tokens.length === 3 ||
          (tokens.length === 2 && nonNegativeNumber.parse([tokens[1]]) === null)
      ? tokens[tokens.length - 1]
      : null;
    const numberNodes = tokens.filter((node) => node !== basisNode);
    if (numberNodes.length > 2) return null;
    const numbers = numberNodes.map((node) => nonNegativeNumber.parse([node]));
    if (numbers.includes(null)) return null;
    const basis = basisNode === null ? ZERO_PERCENT : FLEX_BASIS.parse([basisNode]);
    if (basis === null) return null;
    if (numbers.length === 0) return set(1, 1, basis);
    return set(numbers[0]!, numbers[1] ?? 1, basis);
  },
};

const ZERO_PERCENT: Length = { "%": 0 };

export const FLEX_SHORTHANDS: readonly Shorthand[] = [
  flex,
  flexFlow,
  placeContent,
  placeAlign("place-items", ALIGN_ITEMS, JUSTIFY_ITEMS),
  placeAlign("place-self", ALIGN_SELF, JUSTIFY_SELF),
];
