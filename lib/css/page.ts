/**
 * @page rules (CSS Paged Media 3 §4, §7–8): the rules that apply to a page, in cascade order
 * (page selector specificity, then order, §4.3), and the `size` and page margins they give,
 * cascaded by importance and order.
 */
import type { PageRule } from "./types.ts";
import {
  compareSpecificity,
  matchSpecificity,
  type PageContext,
  type PageSelector,
  type PageSpecificity,
} from "./page_selectors.ts";
import type { CssNode } from "./csstree.ts";
import { isCssWide, parseDeclaration, PendingSubstitution } from "./declarations.ts";
import { type Length, lengthToPx, parseLengthNode } from "./length.ts";
import { STYLE_PROPERTIES } from "./properties.ts";
import { identOf } from "./value.ts";

/** An @page rule as its sheet gives it. */
export interface PageRuleSource {
  /** Its page selectors; empty for a rule with none, which applies to every page. */
  selectors: PageSelector[];
  /** Its block: declarations and margin rules (§5.1). */
  block: CssNode[];
}

/**
 * The indices of the rules that apply to `page`, in cascade order: less specific first
 * (§4.3), then in order of appearance. A null page takes the rules without selectors only.
 */
export function matchingPageRules(
  rules: readonly PageRuleSource[],
  page: PageContext | null,
): number[] {
  const matched: Array<{ specificity: PageSpecificity; order: number }> = [];
  rules.forEach((rule, order) => {
    const specificity = page === null
      ? (rule.selectors.length === 0 ? UNSELECTED : null)
      : matchSpecificity(rule.selectors, page);
    if (specificity) matched.push({ specificity, order });
  });
  matched.sort((a, b) => compareSpecificity(a.specificity, b.specificity) || a.order - b.order);
  return matched.map((m) => m.order);
}

/** The blocks of the rules that apply to `page`, in cascade order. */
export function pageBlocks(
  rules: readonly PageRuleSource[],
  page: PageContext | null,
): CssNode[][] {
  return matchingPageRules(rules, page).map((i) => rules[i].block);
}

const UNSELECTED: PageSpecificity = [0, 0, 0];

const MM = 96 / 25.4;
const IN = 96;

/** <page-size> keywords (§7.2.1), portrait [width, height] in px. */
const PAGE_SIZES: Readonly<Record<string, readonly [number, number]>> = {
  a5: [148 * MM, 210 * MM],
  a4: [210 * MM, 297 * MM],
  a3: [297 * MM, 420 * MM],
  b5: [176 * MM, 250 * MM],
  b4: [250 * MM, 353 * MM],
  "jis-b5": [182 * MM, 257 * MM],
  "jis-b4": [257 * MM, 364 * MM],
  letter: [8.5 * IN, 11 * IN],
  legal: [8.5 * IN, 14 * IN],
  ledger: [11 * IN, 17 * IN],
};

/** Lengths in @page resolve against the initial font size; there is no element. */
const PAGE_FONT_SIZE = 16;

/** Blink's LayoutUnit range (2^31 / 64 px): larger page sizes are not used. */
const MAX_PAGE_PX = 33_554_431;

/** `size` (§7.2): `auto`, one or two lengths, or `<page-size> || [portrait | landscape]`. */
type SizeValue = { auto: true } | { lengths: Length[] } | {
  name: string | null;
  orientation: string | null;
};

function parseSize(tokens: readonly CssNode[]): SizeValue | null {
  const words = tokens.map(identOf);
  if (tokens.length === 1 && words[0] === "auto") return { auto: true };
  if (words.every((w) => w === null)) {
    const lengths = tokens.map((n) => parseLengthNode(n, { nonNegative: true }));
    if (lengths.length > 2 || lengths.includes(null)) return null;
    return { lengths: lengths as Length[] };
  }
  let name: string | null = null;
  let orientation: string | null = null;
  for (const word of words) {
    if ((word === "portrait" || word === "landscape") && orientation === null) orientation = word;
    else if (word !== null && Object.hasOwn(PAGE_SIZES, word) && name === null) name = word;
    else return null;
  }
  return tokens.length <= 2 ? { name, orientation } : null;
}

function sizeInPx(
  size: SizeValue,
  defaultSize: readonly [number, number],
): [number, number] | null {
  if ("auto" in size) return null;
  const basis = { em: PAGE_FONT_SIZE, rem: PAGE_FONT_SIZE, viewport: { width: 0, height: 0 } };
  if ("lengths" in size) {
    const [w, h = w] = size.lengths.map((l) => lengthToPx(l, basis));
    // Chromium prints a page under a pixel, or beyond its layout range, at its default size.
    const usable = (x: number) => x >= 1 && x <= MAX_PAGE_PX;
    return usable(w) && usable(h) ? [w, h] : null;
  }
  const [a, b] = size.name ? PAGE_SIZES[size.name] : defaultSize;
  const [short, long] = [Math.min(a, b), Math.max(a, b)];
  if (size.orientation === "landscape") return [long, short];
  if (size.orientation === "portrait") return [short, long];
  return [a, b];
}

const MARGINS = [
  ["marginTop", STYLE_PROPERTIES.marginTop, "height"],
  ["marginRight", STYLE_PROPERTIES.marginRight, "width"],
  ["marginBottom", STYLE_PROPERTIES.marginBottom, "height"],
  ["marginLeft", STYLE_PROPERTIES.marginLeft, "width"],
] as const;

/**
 * The merged @page rule. `blocks` are the declaration blocks of the applicable @page rules in
 * cascade order; `defaultSize` is the page box size when the document sets none, which
 * `size: landscape` rotates and margin percentages refer to (width for left and right,
 * height for top and bottom, §8.3 margin box sizing).
 */
export function resolvePageRule(
  blocks: ReadonlyArray<readonly CssNode[]>,
  defaultSize: readonly [number, number],
): PageRule {
  const winners = new Map<string, { value: unknown; important: boolean }>();
  const offer = (name: string, value: unknown, important: boolean) => {
    if (!winners.get(name)?.important || important) winners.set(name, { value, important });
  };
  for (const block of blocks) {
    for (const node of block) {
      if (node.type !== "Declaration" || node.value.type !== "Value") continue;
      if (typeof node.important === "string") continue;
      if (node.property.toLowerCase() === "size") {
        const size = parseSize(node.value.children);
        if (size !== null) offer("size", size, node.important);
        continue;
      }
      for (const declared of parseDeclaration(node)) {
        if ("property" in declared) {
          offer(declared.property.name, declared.value, declared.important);
        }
      }
    }
  }

  const sizeValue = winners.get("size")?.value as SizeValue | undefined;
  const size = sizeValue ? sizeInPx(sizeValue, defaultSize) : null;
  const [width, height] = size ?? defaultSize;
  const page: PageRule = { size };
  const basis = { em: PAGE_FONT_SIZE, rem: PAGE_FONT_SIZE, viewport: { width, height } };
  for (const [field, property, axis] of MARGINS) {
    const value = winners.get(property.name)?.value;
    // CSS-wide keywords leave the margin unset; var() has no element to take values from.
    if (typeof value !== "object" || isCssWide(value) || value instanceof PendingSubstitution) {
      continue;
    }
    const length = value as Length;
    page[field] = lengthToPx(length, basis, axis === "width" ? width : height);
  }
  return page;
}
