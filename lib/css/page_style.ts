/**
 * One page's style (CSS Paged Media 3 §3–5): the @page rules that match it cascaded into its
 * size and margins (page.ts), the declarations of its page context (which its margin boxes
 * inherit from, §3.2) and those of each margin box (§5) with its `content`.
 */
import { type CssNode, generateCss } from "./csstree.ts";
import { CONTENT, type ContentItem, type ContentValue } from "./content.ts";
import { MARGIN_BOX_ALIGNMENT, marginBoxDeclarations, type MarginBoxName } from "./margin_boxes.ts";
import { matchingPageRules, pageBlocks, type PageRuleSource, resolvePageRule } from "./page.ts";
import type { PageContext } from "./page_selectors.ts";
import type { PageRule } from "./types.ts";
import { identOf } from "./value.ts";

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
}

export type PageOrientation = "upright" | "rotate-left" | "rotate-right";

const ORIENTATIONS: readonly PageOrientation[] = ["upright", "rotate-left", "rotate-right"];

/** The `page-orientation` that wins among the blocks (important ones first, then last). */
function winningOrientation(blocks: ReadonlyArray<readonly CssNode[]>): PageOrientation {
  let winner: PageOrientation = "upright";
  let important = false;
  for (const node of blocks.flat()) {
    if (node.type !== "Declaration" || node.property.toLowerCase() !== "page-orientation") continue;
    if (node.value.type !== "Value" || node.value.children.length !== 1) continue;
    const word = identOf(node.value.children[0]);
    if (!ORIENTATIONS.includes(word as PageOrientation) || (important && !node.important)) continue;
    winner = word as PageOrientation;
    important = node.important === true;
  }
  return winner;
}

/** Declarations as style attribute text, in order. */
function declarationText(nodes: readonly CssNode[]): string {
  return nodes.filter((n) => n.type === "Declaration").map(generateCss).join(";");
}

/** The `content` that wins among `declarations` (important ones over the rest, then last). */
function winningContent(declarations: readonly CssNode[]): ContentValue {
  let winner: ContentValue = "normal";
  let important = false;
  for (const node of declarations) {
    if (node.type !== "Declaration" || node.property.toLowerCase() !== "content") continue;
    if (node.value.type !== "Value" || typeof node.important === "string") continue;
    if (important && !node.important) continue;
    const parsed = CONTENT.parse(node.value.children);
    if (parsed === null) continue;
    // There is no element: attr() is the empty string (CSS Values 5 §7.7).
    winner = typeof parsed === "string"
      ? parsed
      : parsed.map((item) => item.type === "attr" ? { type: "string", value: "" } : item);
    important = node.important;
  }
  return winner;
}

/** The style of a page whose matching @page blocks are `blocks`, in cascade order. */
function pageStyleFrom(
  blocks: ReadonlyArray<readonly CssNode[]>,
  defaultSize: readonly [number, number],
): PageStyle {
  const boxes = new Map<MarginBoxName, MarginBoxRule>();
  for (const [name, declarations] of marginBoxDeclarations(blocks)) {
    const content = winningContent(declarations);
    if (typeof content === "string") continue;
    const { textAlign, verticalAlign } = MARGIN_BOX_ALIGNMENT[name];
    const defaults = `text-align:${textAlign};vertical-align:${verticalAlign}`;
    boxes.set(name, { declarations: `${defaults};${declarationText(declarations)}`, content });
  }
  return {
    rule: resolvePageRule(blocks, defaultSize),
    context: declarationText(blocks.flat()),
    boxes,
    orientation: winningOrientation(blocks),
  };
}

/** The style of `page` from the document's @page rules; `defaultSize` when none sets `size`. */
export function pageStyleOf(
  rules: readonly PageRuleSource[],
  page: PageContext,
  defaultSize: readonly [number, number],
): PageStyle {
  return pageStyleFrom(pageBlocks(rules, page), defaultSize);
}

/** Page styles of one document, computed once per set of matching rules. */
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
