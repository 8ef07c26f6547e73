/**
 * The generated-content functions of paged media (CSS GCPM 3, CSS Generated Content 3 §3):
 * `string()` and `element()` for running headers (GCPM 3 §1–2), `target-counter()`,
 * `target-counters()` and `target-text()` for cross references (GC 3 §3.1–3.2) and
 * `leader()` (GC 3 §3.3). They parse in `content` (content.ts) and in the margin boxes'
 * `content`; attr() inside a target function is the element's attribute, resolved with it.
 */
import type { CssNode } from "./csstree.ts";
import { identOf, keywordIn, splitCommas } from "./value.ts";

/** Which assignment of a named string or running element a page shows (GCPM 3 §1.2.2). */
export type PagePosition = "first" | "start" | "last" | "first-except";

/** What a target function points at: a URL, or an attribute holding one (resolved later). */
export type TargetUrl = { url: string } | { attr: string };

/** Which text of the target `target-text()` takes (GC 3 §3.2). */
export type TargetTextPart = "content" | "before" | "after" | "first-letter";

export type GcpmItem =
  /** The value of a named string (`string-set`) on the page (GCPM 3 §1.2.2). */
  | { type: "named-string"; name: string; position: PagePosition }
  /** A running element (`position: running(name)`) placed in a margin box (GCPM 3 §2.2). */
  | { type: "element"; name: string; position: PagePosition }
  /** A counter's value at the target element (GC 3 §3.1); page numbers with `page`. */
  | { type: "target-counter"; target: TargetUrl; name: string; style: string }
  | { type: "target-counters"; target: TargetUrl; name: string; separator: string; style: string }
  | { type: "target-text"; target: TargetUrl; part: TargetTextPart }
  /** A leader: its pattern repeated to fill the rest of the line (GC 3 §3.3). */
  | { type: "leader"; pattern: string };

const POSITIONS: readonly PagePosition[] = ["first", "start", "last", "first-except"];
const PARTS: readonly TargetTextPart[] = ["content", "before", "after", "first-letter"];
const LEADER_KEYWORDS: Readonly<Record<string, string>> = {
  dotted: ". ",
  solid: "_",
  space: " ",
};

/** The single node of each comma-separated argument; null when one is not a single node. */
function singleArguments(args: readonly CssNode[]): CssNode[] | null {
  const parts = splitCommas(args);
  if (parts.some((part) => part.length !== 1)) return null;
  return parts.map((part) => part[0]);
}

function parseTarget(node: CssNode | undefined): TargetUrl | null {
  if (node?.type === "Url") return { url: node.value };
  if (node?.type === "String") return { url: node.value };
  if (node?.type === "Function" && node.name.toLowerCase() === "attr") {
    const name = node.children.length === 1 ? identOf(node.children[0]) : null;
    return name === null ? null : { attr: name };
  }
  return null;
}

/** A counter style name; absent means decimal (CSS Lists 3 §4.8). */
function counterStyle(node: CssNode | undefined): string | null {
  return node === undefined ? "decimal" : identOf(node);
}

/** A GCPM content function, or null when `node` is none (or does not parse). */
export function parseGcpmItem(node: CssNode): GcpmItem | null {
  if (node.type !== "Function") return null;
  const name = node.name.toLowerCase();
  const args = singleArguments(node.children);
  if (args === null || args.length === 0) return null;
  const [first, second, third, fourth] = args;
  switch (name) {
    case "string":
    case "element": {
      const ident = first.type === "Identifier" ? first.name : null;
      const position = second === undefined ? "first" : keywordIn(second, POSITIONS);
      if (ident === null || position === null || args.length > 2) return null;
      return { type: name === "string" ? "named-string" : "element", name: ident, position };
    }
    case "target-counter": {
      const target = parseTarget(first);
      const counter = second?.type === "Identifier" ? second.name : null;
      const style = args.length <= 3 ? counterStyle(third) : null;
      if (!target || counter === null || style === null) return null;
      return { type: "target-counter", target, name: counter, style };
    }
    case "target-counters": {
      const target = parseTarget(first);
      const counter = second?.type === "Identifier" ? second.name : null;
      const style = args.length <= 4 ? counterStyle(fourth) : null;
      if (!target || counter === null || third?.type !== "String" || style === null) return null;
      return { type: "target-counters", target, name: counter, separator: third.value, style };
    }
    case "target-text": {
      const target = parseTarget(first);
      const part = second === undefined ? "content" : keywordIn(second, PARTS);
      if (!target || part === null || args.length > 2) return null;
      return { type: "target-text", target, part };
    }
    case "leader": {
      if (args.length !== 1) return null;
      if (first.type === "String") return { type: "leader", pattern: first.value };
      const keyword = identOf(first);
      return keyword !== null && keyword in LEADER_KEYWORDS
        ? { type: "leader", pattern: LEADER_KEYWORDS[keyword] }
        : null;
    }
  }
  return null;
}

/** A content item with a target's attr() replaced by the element's attribute ("" if absent). */
export function resolveGcpmItem<T extends object>(
  item: T,
  attribute: (name: string) => string | undefined,
): T {
  if (!("target" in item)) return item;
  const target = item.target as TargetUrl;
  return "attr" in target ? { ...item, target: { url: attribute(target.attr) ?? "" } } : item;
}

/**
 * Whether a specified `content` or `string-set` value reads attributes of the element: an
 * attr() item, or attr() naming a target (style sharing must then keep the element apart).
 */
export function readsAttribute(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  return value.some((item) =>
    item.type === "attr" || (item.target && "attr" in item.target) ||
    (Array.isArray(item.items) && readsAttribute(item.items))
  );
}

/** The fragment identifier a target URL points at: `#id` within the document, else null. */
export function targetId(target: TargetUrl): string | null {
  if (!("url" in target)) return null;
  const hash = target.url.indexOf("#");
  if (hash < 0) return null;
  const id = target.url.slice(hash + 1);
  if (id === "") return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
