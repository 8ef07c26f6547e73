/**
 * counter-reset, counter-set and counter-increment (CSS Lists 3 §4.2–§4.4): `none` or a list
 * of counter names, each with an optional integer. Names are case-sensitive <custom-ident>s;
 * a name given twice stays twice, in order (as Chromium keeps it), and layout applies the
 * changes in that order when it walks the box tree.
 */
import type { CounterChange } from "./types.ts";
import { integerValue } from "./calc.ts";
import { DISPLAY } from "./display.ts";
import { longhand, type Property, type ValueKind } from "./property.ts";
import { keywordOf, type Tokens } from "./value.ts";

/** The counter every list item increments (CSS Lists 3 §4.6). */
export const LIST_ITEM_COUNTER = "list-item";

/** `[<counter-name> <integer>?]+ | none`, a name alone standing for `name defaultValue`. */
function parseCounters(tokens: Tokens, defaultValue: number): CounterChange[] | null {
  if (keywordOf(tokens, ["none"])) return [];
  const changes: CounterChange[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const node = tokens[i];
    // `none` is excluded from <counter-name>; the CSS-wide keywords never reach here.
    if (node.type !== "Identifier" || node.name.toLowerCase() === "none") return null;
    const value = integerValue(tokens[i + 1]);
    if (value !== null) i++;
    changes.push({ name: node.name, value: value ?? defaultValue });
  }
  return changes.length > 0 ? changes : null;
}

function counterList(defaultValue: number): ValueKind<CounterChange[], CounterChange[]> {
  return { parse: (tokens) => parseCounters(tokens, defaultValue), compute: (changes) => changes };
}

const notInherited = { inherited: false, initial: "none" };

export const COUNTER_RESET: Property<CounterChange[], CounterChange[], CounterChange[]> = longhand(
  "counter-reset",
  counterList(0),
  notInherited,
);

export const COUNTER_SET: Property<CounterChange[], CounterChange[], CounterChange[]> = longhand(
  "counter-set",
  counterList(0),
  notInherited,
);

/**
 * counter-increment, with the list item's implicit `list-item 1` (CSS Lists 3 §4.6: unless
 * the value names list-item itself) made explicit in the computed value, so that layout only
 * has to follow counter-reset, counter-increment and counter-set.
 */
export const COUNTER_INCREMENT: Property<CounterChange[], CounterChange[], CounterChange[]> =
  longhand("counter-increment", {
    parse: counterList(1).parse,
    compute(changes, ctx) {
      if (ctx.get(DISPLAY) !== "list-item") return changes;
      if (changes.some((c) => c.name === LIST_ITEM_COUNTER)) return changes;
      return [...changes, { name: LIST_ITEM_COUNTER, value: 1 }];
    },
  }, notInherited);
