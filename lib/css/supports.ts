/**
 * @supports conditions (CSS Conditional 3 §6, 4 §6.1, 5 §5): a declaration is supported when
 * the property table knows the property and accepts the value; `selector()` when the selector
 * compiler accepts it as Chromium would; `font-tech()` and `font-format()` as Chromium 156
 * answers (measured with tests/chromium_conditions.ts). Anything else (<general-enclosed>,
 * unknown functions) is false, not unknown: @supports has two-valued logic, so
 * `not unknown(x)` holds.
 */
import type { CssNode, GeneralEnclosed } from "./csstree.ts";
import { isSupportedDeclaration } from "./declarations.ts";
import type { SelectorCompiler } from "./selectors.ts";
import { identOf } from "./value.ts";

/**
 * Evaluates an @supports prelude's children. `source` is the text the nodes were parsed
 * from, for handing selector() arguments to the selector compiler verbatim.
 */
export function supportsCondition(
  nodes: readonly CssNode[],
  source: string,
  compiler: SelectorCompiler,
): boolean {
  const first = nodes[0];
  if (first?.type === "Identifier" && first.name.toLowerCase() === "not") {
    return nodes.length === 2 && !supportsOperand(nodes[1], source, compiler);
  }
  let operator: string | null = null;
  const results: boolean[] = [];
  for (const [i, node] of nodes.entries()) {
    if (i % 2 === 0) {
      results.push(supportsOperand(node, source, compiler));
      continue;
    }
    const word = node.type === "Identifier" ? node.name.toLowerCase() : "";
    // Mixing and/or without parentheses is a syntax error (§6.1): the rule does not apply.
    if ((word !== "and" && word !== "or") || (operator !== null && operator !== word)) {
      return false;
    }
    operator = word;
  }
  if (results.length === 0 || nodes.length % 2 === 0) return false;
  return operator === "or" ? results.includes(true) : !results.includes(false);
}

function supportsOperand(node: CssNode, source: string, compiler: SelectorCompiler): boolean {
  switch (node.type) {
    case "Condition":
      return supportsCondition(node.children, source, compiler);
    case "SupportsDeclaration":
      return isSupportedDeclaration(node.declaration);
    case "FeatureFunction": {
      if (node.feature.toLowerCase() !== "selector" || !node.value.loc) return false;
      const { start, end } = node.value.loc;
      return compiler.supports(source.slice(start.offset, end.offset));
    }
    case "GeneralEnclosed":
      return fontSupport(node);
    default:
      return false;
  }
}

/**
 * The font technologies and formats Chromium reports: colour fonts in COLR, sbix and CBDT
 * (not SVG), variations, palettes, OpenType and AAT features; WOFF, WOFF2, TrueType, OpenType
 * and collections. Each function takes exactly one keyword.
 */
const FONT_SUPPORT: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    "font-tech",
    new Set([
      "color-colrv0",
      "color-colrv1",
      "color-sbix",
      "color-cbdt",
      "variations",
      "palettes",
      "features-opentype",
      "features-aat",
    ]),
  ],
  ["font-format", new Set(["woff", "woff2", "truetype", "opentype", "collection"])],
]);

function fontSupport(node: GeneralEnclosed): boolean {
  const known = FONT_SUPPORT.get(node.function?.toLowerCase() ?? "");
  const [keyword, ...more] = node.children;
  return known !== undefined && more.length === 0 && known.has(identOf(keyword) ?? "");
}
