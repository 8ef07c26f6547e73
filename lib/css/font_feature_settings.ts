/**
 * font-feature-settings (CSS Fonts 4 §6.12): `normal | <feature-tag-value>#`, each a
 * four-character OpenType tag with `on` (1, the default), `off` (0) or a non-negative integer.
 * When a tag repeats, the last value wins; the computed list is sorted by tag, as Chromium's.
 */
import { integerValue } from "./calc.ts";
import type { CssNode } from "./csstree.ts";
import { longhand, type Property } from "./property.ts";
import { identOf, keywordOf, splitCommas } from "./value.ts";

type Feature = { tag: string; value: number };

/** Four characters U+20–U+7E (§6.12). */
const TAG = /^[\x20-\x7e]{4}$/;

function parseFeature(part: readonly CssNode[]): Feature | null {
  const [tag, setting] = part;
  if (part.length > 2 || tag?.type !== "String" || !TAG.test(tag.value)) return null;
  if (setting === undefined) return { tag: tag.value, value: 1 };
  const keyword = identOf(setting);
  if (keyword === "on" || keyword === "off") {
    return { tag: tag.value, value: keyword === "on" ? 1 : 0 };
  }
  const value = integerValue(setting);
  return value !== null && value >= 0 ? { tag: tag.value, value } : null;
}

export const FONT_FEATURE_SETTINGS: Property<Feature[], Feature[], Feature[]> = longhand(
  "font-feature-settings",
  {
    parse(tokens) {
      if (keywordOf(tokens, ["normal"])) return [];
      const features = splitCommas(tokens).map(parseFeature);
      if (features.includes(null)) return null;
      const byTag = new Map((features as Feature[]).map((f) => [f.tag, f]));
      return [...byTag.values()].sort((a, b) => a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0);
    },
    compute: (features) => features,
  },
  { inherited: true, initial: "normal" },
);
