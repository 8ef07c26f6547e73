/**
 * `content` (CSS Generated Content 3 §2) for ::before, ::after and ::marker: strings, attr(),
 * counter(), counters(), the quote keywords and url() or image-set() images, optionally followed by `/ alt
 * text` (which is for speech and dropped). attr() is resolved here; counters and quotes depend on document
 * order, so layout evaluates them while it generates boxes.
 *
 * It is not a ComputedStyle field; pseudo-element styles expose it as their `content`.
 */
import type { CssNode } from "./csstree.ts";
import { longhand, type Property } from "./property.ts";
import { identOf, isSlash, keywordOf, splitCommas } from "./value.ts";
import { type GcpmItem, parseGcpmItem, resolveGcpmItem } from "./gcpm_content.ts";
import { isImageSet } from "./image_set.ts";
import { parseImage } from "./image_value.ts";

/** One piece of generated content. */
export type ContentItem =
  | { type: "string"; value: string }
  /** The innermost counter of that name, in a counter style (CSS Lists 3 §4.8). */
  | { type: "counter"; name: string; style: string }
  /** Every counter of that name from the outermost in, joined by `separator`. */
  | { type: "counters"; name: string; separator: string; style: string }
  /**
   * open-quote / close-quote (`visible`) and no-open-quote / no-close-quote, which only move
   * the quote depth (CSS Generated Content 3 §3.2); the strings come from `quotes`.
   */
  | { type: "quote"; open: boolean; visible: boolean }
  /**
   * An image (`url()`, or the one an `image-set()` picks, with its resolution), shown at its
   * natural size; nothing when it cannot be loaded.
   */
  | { type: "image"; url: string; resolution?: number }
  /** Paged media's functions: named strings, running elements, targets, leaders (GCPM 3). */
  | GcpmItem;

type ContentSpecified =
  | "normal"
  | "none"
  | Array<ContentItem | { type: "attr"; name: string }>;

export type ContentValue = "normal" | "none" | ContentItem[];

const QUOTE_KEYWORDS: Readonly<Record<string, ContentItem>> = {
  "open-quote": { type: "quote", open: true, visible: true },
  "close-quote": { type: "quote", open: false, visible: true },
  "no-open-quote": { type: "quote", open: true, visible: false },
  "no-close-quote": { type: "quote", open: false, visible: false },
};

/**
 * A <counter-style-name>: predefined names are ASCII case-insensitive (CSS Counter Styles 3
 * §3), and list-style-type keeps them lower-cased too; `none` hides the counter.
 */
function counterStyle(node: CssNode | undefined): string | null {
  return node === undefined ? "decimal" : identOf(node);
}

/** counter(name[, style]) and counters(name, separator[, style]). */
function parseCounterFunction(name: string, args: readonly CssNode[]): ContentItem | null {
  const parts = splitCommas(args);
  if (parts.some((part) => part.length !== 1)) return null;
  const [[counter], ...rest] = parts;
  if (counter?.type !== "Identifier" || counter.name.toLowerCase() === "none") return null;
  if (name === "counter") {
    const style = rest.length <= 1 ? counterStyle(rest[0]?.[0]) : null;
    return style === null ? null : { type: "counter", name: counter.name, style };
  }
  const [separator, styleNode] = rest.map((part) => part[0]);
  const style = rest.length <= 2 ? counterStyle(styleNode) : null;
  if (separator?.type !== "String" || style === null) return null;
  return { type: "counters", name: counter.name, separator: separator.value, style };
}

function parseItem(node: CssNode): ContentItem | { type: "attr"; name: string } | null {
  if (node.type === "String") return { type: "string", value: node.value };
  if (node.type === "Url") return { type: "image", url: node.value };
  if (isImageSet(node)) {
    const image = parseImage(node);
    return image && "url" in image ? { type: "image", ...image } : null;
  }
  const keyword = identOf(node);
  if (keyword !== null) return QUOTE_KEYWORDS[keyword] ?? null;
  if (node.type !== "Function") return null;
  const name = node.name.toLowerCase();
  if (name === "attr") {
    const attr = node.children.length === 1 ? identOf(node.children[0]) : null;
    return attr === null ? null : { type: "attr", name: attr };
  }
  return name === "counter" || name === "counters"
    ? parseCounterFunction(name, node.children)
    : parseGcpmItem(node);
}

/** The alternative text after `/` is strings and attr() (§2.1). */
function isAltText(node: CssNode): boolean {
  const item = parseItem(node);
  return item?.type === "string" || item?.type === "attr";
}

export const CONTENT: Property<ContentSpecified, ContentValue, ContentValue> = longhand<
  ContentSpecified,
  ContentValue
>("content", {
  parse(tokens) {
    const name = keywordOf(tokens, ["normal", "none"]);
    if (name !== null) return name;
    const slash = tokens.findIndex(isSlash);
    const items = (slash < 0 ? tokens : tokens.slice(0, slash)).map(parseItem);
    if (items.length === 0 || items.includes(null)) return null;
    const alt = slash < 0 ? [] : tokens.slice(slash + 1);
    if (slash >= 0 && (alt.length === 0 || !alt.every(isAltText))) return null;
    return items as Array<ContentItem | { type: "attr"; name: string }>;
  },
  // attr() takes the originating element's attribute, "" when absent (CSS Values 5 §7.7).
  compute(specified, ctx) {
    if (typeof specified === "string") return specified;
    const attribute = (name: string) => ctx.element?.attribs[name];
    return specified.map((item) =>
      item.type === "attr"
        ? { type: "string", value: attribute(item.name) ?? "" }
        : resolveGcpmItem(item, attribute)
    );
  },
}, { inherited: false, initial: "normal" });
