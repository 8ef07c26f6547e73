/**
 * font-variant-numeric (CSS Fonts 4 §6.7) and the keywords of the other font-variant-*
 * longhands, which the `font-variant` shorthand validates (§6.11) but ComputedStyle does not
 * carry yet.
 */
import type { FontVariantNumeric } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import { longhand, type Property } from "./property.ts";
import { identOf, keywordOf, type Tokens } from "./value.ts";

/** Each numeric keyword and the one FontVariantNumeric field it sets. */
const NUMERIC_KEYWORDS: Readonly<Record<string, Partial<FontVariantNumeric>>> = {
  "lining-nums": { figures: "lining-nums" },
  "oldstyle-nums": { figures: "oldstyle-nums" },
  "proportional-nums": { spacing: "proportional-nums" },
  "tabular-nums": { spacing: "tabular-nums" },
  "diagonal-fractions": { fractions: "diagonal-fractions" },
  "stacked-fractions": { fractions: "stacked-fractions" },
  ordinal: { ordinal: true },
  "slashed-zero": { slashedZero: true },
};

const NORMAL: FontVariantNumeric = {
  figures: "normal",
  spacing: "normal",
  fractions: "normal",
  ordinal: false,
  slashedZero: false,
};

export function isNumericKeyword(node: CssNode): boolean {
  const name = identOf(node);
  return name !== null && Object.hasOwn(NUMERIC_KEYWORDS, name);
}

/**
 * `normal | [<numeric-figure-values> || <numeric-spacing-values> ||
 * <numeric-fraction-values> || ordinal || slashed-zero]`: at most one keyword per field.
 */
function parseNumeric(tokens: Tokens): FontVariantNumeric | null {
  if (keywordOf(tokens, ["normal"])) return NORMAL;
  const value = { ...NORMAL };
  const seen = new Set<string>();
  for (const node of tokens) {
    const name = identOf(node);
    if (name === null || !Object.hasOwn(NUMERIC_KEYWORDS, name)) return null;
    const field = Object.keys(NUMERIC_KEYWORDS[name])[0];
    if (seen.has(field)) return null;
    seen.add(field);
    Object.assign(value, NUMERIC_KEYWORDS[name]);
  }
  return seen.size > 0 ? value : null;
}

export const FONT_VARIANT_NUMERIC: Property<
  FontVariantNumeric,
  FontVariantNumeric,
  FontVariantNumeric
> = longhand("font-variant-numeric", { parse: parseNumeric, compute: (v) => v }, {
  inherited: true,
  initial: "normal",
});

/**
 * Keywords of font-variant-ligatures, -caps, -east-asian and -position, grouped so that two
 * keywords of one group cannot be combined (§6.2–§6.6, §6.8).
 */
const OTHER_VARIANT_GROUPS: readonly (readonly string[])[] = [
  ["common-ligatures", "no-common-ligatures"],
  ["discretionary-ligatures", "no-discretionary-ligatures"],
  ["historical-ligatures", "no-historical-ligatures"],
  ["contextual", "no-contextual"],
  ["small-caps", "all-small-caps", "petite-caps", "all-petite-caps", "unicase", "titling-caps"],
  ["jis78", "jis83", "jis90", "jis04", "simplified", "traditional"],
  ["full-width", "proportional-width"],
  ["ruby"],
  ["sub", "super"],
  ["historical-forms"],
];

/** The group index of a non-numeric font-variant keyword, or -1. */
export function otherVariantGroup(node: CssNode): number {
  const name = identOf(node);
  return name === null ? -1 : OTHER_VARIANT_GROUPS.findIndex((group) => group.includes(name));
}
