/**
 * @supports conditions (CSS Conditional 3 §6, 4 §6.1): a declaration is supported when the
 * property table knows the property and accepts the value; `selector()` when the selector
 * compiles. Anything else (font-tech(), unknown functions) is not supported.
 */
import type { CssNode } from "./csstree.ts";
import { isSupportedDeclaration } from "./declarations.ts";
import type { SelectorCompiler } from "./selectors.ts";

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
    default:
      return false;
  }
}
