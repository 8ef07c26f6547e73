/**
 * `content` (CSS Generated Content 3 §2) for ::before and ::after: strings and attr() for now.
 * It is not a ComputedStyle field; pseudo-element styles expose it as GeneratedStyle.content.
 */
import { longhand, type Property } from "./property.ts";
import { identOf, keywordOf } from "./value.ts";

/** One piece of generated content (later: counters, quotes, images). */
export type ContentItem = { type: "string"; value: string };

type ContentSpecified = "normal" | "none" | Array<ContentItem | { type: "attr"; name: string }>;

export type ContentValue = "normal" | "none" | ContentItem[];

export const CONTENT: Property<ContentSpecified, ContentValue, ContentValue> = longhand<
  ContentSpecified,
  ContentValue
>("content", {
  parse(tokens) {
    const name = keywordOf(tokens, ["normal", "none"]);
    if (name !== null) return name;
    const items: Array<ContentItem | { type: "attr"; name: string }> = [];
    for (const node of tokens) {
      if (node.type === "String") {
        items.push({ type: "string", value: node.value });
      } else if (node.type === "Function" && node.name.toLowerCase() === "attr") {
        const attr = node.children.length === 1 ? identOf(node.children[0]) : null;
        if (attr === null) return null;
        items.push({ type: "attr", name: attr });
      } else {
        return null;
      }
    }
    return items.length > 0 ? items : null;
  },
  // attr() takes the originating element's attribute, "" when absent (CSS Values 5 §7.7).
  compute(specified, ctx) {
    if (typeof specified === "string") return specified;
    return specified.map((item) =>
      item.type === "attr" ? { type: "string", value: ctx.element?.attribs[item.name] ?? "" } : item
    );
  },
}, { inherited: false, initial: "normal" });
