/**
 * One page's style (CSS Paged Media 3 §3–5): the @page rules that match it cascaded into its
 * size and margins (page.ts), the declarations of its page context (which its margin boxes
 * inherit from, §3.2) and those of each margin box (§5) with its `content`.
 */
import { type CssNode, generateCss } from "./csstree.ts";
import { CONTENT, type ContentItem, type ContentValue } from "./content.ts";
import { MARGIN_BOX_ALIGNMENT, marginBoxDeclarations, type MarginBoxName } from "./margin_boxes.ts";
import { matchingPageRules, type PageRuleSource, resolvePageRule } from "./page.ts";
import type { PageContext } from "./page_selectors.ts";
import type { PageRule } from "./types.ts";
import { keywordOf } from "./value.ts";

export interface MarginBoxRule {
  /** The box's declarations in style attribute syntax, its default alignment first (§5.3). */
  declarations: string;
  /** Its `content`; a box whose content is none or normal is not generated (§5.2). */
  content: ContentItem[];
}

export interface PageStyle {
  /** `size` and the page margins. */
  rule: PageRule;
  /** The page context's declarations in style attribute syntax, in cascade order. */
  context: string;
  /** The margin boxes that are generated, by name. */
  boxes: Map<MarginBoxName, MarginBoxRule>;
  /** `page-orientation` (§7.3): how the laid-out page is turned on the sheet. */
  orientation: PageOrientation;
  /** The footnote area's declarations (`@footnote`, GCPM 3 §3.4), in cascade order. */
  footnote: string;
}

export type PageOrientation = "upright" | "rotate-left" | "rotate-right";

const ORIENTATIONS: readonly PageOrientation[] = ["upright", "rotate-left", "rotate-right"];

/**
 * The value of `property` that wins among `declarations` — important ones over the rest,
 * then the last — as `parse` reads it; `initial` when none parses.
 */
function winning<T>(
  declarations: readonly CssNode[],
  property: string,
  parse: (tokens: CssNode[]) => T | null,
  initial: T,
): T {
  let winner = initial;
  let important = false;
  for (const node of declarations) {
    if (node.type !== "Declaration" || node.property.toLowerCase() !== property) continue;
    if (node.value.type !== "Value" || typeof node.important === "string") continue;
    if (important && !node.important) continue;
    const parsed = parse(node.value.children);
    if (parsed === null) continue;
    winner = parsed;
    important = node.important;
  }
  return winner;
}

const parseOrientation = (tokens: CssNode[]) => keywordOf(tokens, ORIENTATIONS);

/** A margin box's `content`; with no element, attr() is the empty string (CSS Values 5 §7.7). */
function parseContent(tokens: CssNode[]): ContentValue | null {
  const parsed = CONTENT.parse(tokens);
  if (parsed === null || typeof parsed === "string") return parsed;
  return parsed.map((item) => item.type === "attr" ? { type: "string", value: "" } : item);
}

/** The declarations of the `@footnote` rules in `blocks`, in order (GCPM 3 §3.4). */
function footnoteDeclarations(blocks: ReadonlyArray<readonly CssNode[]>): CssNode[] {
  return blocks.flat().flatMap((node) =>
    node.type === "Atrule" && node.name.toLowerCase() === "footnote" && node.block
      ? node.block.children
      : []
  );
}

/** Declarations as style attribute text, in order. */
function declarationText(nodes: readonly CssNode[]): string {
  return nodes.filter((n) => n.type === "Declaration").map(generateCss).join(";");
}

/** The style of a page whose matching @page blocks are `blocks`, in cascade order. */
function pageStyleFrom(
  blocks: ReadonlyArray<readonly CssNode[]>,
  defaultSize: readonly [number, number],
): PageStyle {
  const boxes = new Map<MarginBoxName, MarginBoxRule>();
  for (const [name, declarations] of marginBoxDeclarations(blocks)) {
    const content = winning(declarations, "content", parseContent, "normal" as ContentValue);
    if (typeof content === "string") continue;
    const { textAlign, verticalAlign } = MARGIN_BOX_ALIGNMENT[name];
    const defaults = `text-align:${textAlign};vertical-align:${verticalAlign}`;
    boxes.set(name, { declarations: `${defaults};${declarationText(declarations)}`, content });
  }
  return {
    rule: resolvePageRule(blocks, defaultSize),
    context: declarationText(blocks.flat()),
    boxes,
    orientation: winning(blocks.flat(), "page-orientation", parseOrientation, "upright"),
    footnote: declarationText(footnoteDeclarations(blocks)),
  };
}

/**
 * Page styles of one document, computed once per set of matching rules; `defaultSize` where
 * none sets `size`.
 */
export class PageStyles {
  readonly #cache = new Map<string, PageStyle>();

  constructor(
    readonly rules: readonly PageRuleSource[],
    readonly defaultSize: readonly [number, number],
  ) {}

  of(page: PageContext): PageStyle {
    const matched = matchingPageRules(this.rules, page);
    const key = matched.join(",");
    let style = this.#cache.get(key);
    if (!style) {
      style = pageStyleFrom(matched.map((i) => this.rules[i].block), this.defaultSize);
      this.#cache.set(key, style);
    }
    return style;
  }
}
