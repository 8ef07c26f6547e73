/**
 * `string-set` (CSS GCPM 3 §1.1): named strings a box assigns, for `string()` in margin
 * boxes. Each value is a content list of strings, counter(), counters(), content() and
 * attr(); attr() is resolved here, counters and content() where the box is generated.
 */
import { CONTENT, type ContentItem } from "./content.ts";
import { longhand, type Property } from "./property.ts";
import { keywordIn, keywordOf, splitCommas } from "./value.ts";
import type { CssNode } from "./csstree.ts";

/** Which text of the element `content()` takes (GCPM 3 §1.1). */
export type ContentPart = "text" | "before" | "after" | "first-letter" | "marker";

export type StringSetItem = ContentItem | { type: "element-content"; part: ContentPart };

export interface StringAssignment {
  name: string;
  items: StringSetItem[];
}

type Specified = Array<
  { name: string; items: Array<StringSetItem | { type: "attr"; name: string }> }
>;

const PARTS: readonly ContentPart[] = ["text", "before", "after", "first-letter", "marker"];

function parseContentFunction(node: CssNode): StringSetItem | null {
  if (node.type !== "Function" || node.name.toLowerCase() !== "content") return null;
  if (node.children.length === 0) return { type: "element-content", part: "text" };
  const part = node.children.length === 1 ? keywordIn(node.children[0], PARTS) : null;
  return part && { type: "element-content", part };
}

function parseAssignment(tokens: CssNode[]): Specified[number] | null {
  const [name, ...rest] = tokens;
  if (name?.type !== "Identifier" || rest.length === 0) return null;
  const items: Specified[number]["items"] = [];
  for (const node of rest) {
    const own = parseContentFunction(node);
    if (own) {
      items.push(own);
      continue;
    }
    const parsed = CONTENT.parse([node]);
    if (parsed === null || typeof parsed === "string") return null;
    const item = parsed[0];
    if (item.type === "quote" || item.type === "leader" || item.type === "element") return null;
    items.push(item);
  }
  return { name: name.name, items };
}

export const STRING_SET: Property<Specified, StringAssignment[], StringAssignment[]> = longhand<
  Specified,
  StringAssignment[]
>("string-set", {
  parse(tokens) {
    if (keywordOf(tokens, ["none"])) return [];
    const out: Specified = [];
    for (const part of splitCommas(tokens)) {
      const assignment = parseAssignment(part);
      if (!assignment) return null;
      out.push(assignment);
    }
    return out;
  },
  compute(specified, ctx) {
    return specified.map(({ name, items }) => ({
      name,
      items: items.map((item) =>
        item.type === "attr"
          ? { type: "string" as const, value: ctx.element?.attribs[item.name] ?? "" }
          : item
      ),
    }));
  },
}, { inherited: false, initial: "none" });
