/**
 * quotes (CSS Generated Content 3 §3.1): `auto`, `none`, or pairs of open and close strings
 * from the outermost nesting level in; open-quote and close-quote in `content` pick the pair
 * for their depth (layout counts the depth).
 */
import type { ComputedStyle } from "./types.ts";
import { longhand, type Property } from "./property.ts";
import { keywordOf } from "./value.ts";

type Quotes = ComputedStyle["quotes"];

export const QUOTES: Property<Quotes, Quotes, Quotes> = longhand<Quotes, Quotes>("quotes", {
  parse(tokens) {
    const keyword = keywordOf(tokens, ["auto", "none"]);
    if (keyword !== null) return keyword;
    if (tokens.length === 0 || tokens.length % 2 !== 0) return null;
    const pairs: [string, string][] = [];
    for (let i = 0; i < tokens.length; i += 2) {
      const [open, close] = [tokens[i], tokens[i + 1]];
      if (open.type !== "String" || close.type !== "String") return null;
      pairs.push([open.value, close.value]);
    }
    return pairs;
  },
  compute: (quotes) => quotes,
}, { inherited: true, initial: "auto" });
