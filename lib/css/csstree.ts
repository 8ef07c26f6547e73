/**
 * Typed boundary over css-tree, which ships no type declarations: the node shapes this stage
 * reads and the one parse entry point it calls. Trees are converted to plain objects
 * (children are arrays) and keep source offsets, so selectors reach the selector parser
 * (selectors/parse.ts) exactly as the author wrote them.
 */
import * as csstree from "css-tree";

export interface Loc {
  start: { offset: number };
  end: { offset: number };
}

interface Base {
  loc?: Loc | null;
}

export interface Identifier extends Base {
  type: "Identifier";
  name: string;
}
export interface NumberNode extends Base {
  type: "Number";
  value: string;
}
export interface Percentage extends Base {
  type: "Percentage";
  value: string;
}
export interface Dimension extends Base {
  type: "Dimension";
  value: string;
  unit: string;
}
export interface Hash extends Base {
  type: "Hash";
  value: string;
}
export interface StringNode extends Base {
  type: "String";
  value: string;
}
export interface Url extends Base {
  type: "Url";
  value: string;
}
export interface FunctionNode extends Base {
  type: "Function";
  name: string;
  children: CssNode[];
}
export interface Operator extends Base {
  type: "Operator";
  value: string;
}
export interface Parentheses extends Base {
  type: "Parentheses";
  children: CssNode[];
}
export interface UnicodeRange extends Base {
  type: "UnicodeRange";
  value: string;
}
export interface Ratio extends Base {
  type: "Ratio";
  left: CssNode;
  right: CssNode | null;
}
export interface Raw extends Base {
  type: "Raw";
  value: string;
}
export interface Value extends Base {
  type: "Value";
  children: CssNode[];
}
export interface Declaration extends Base {
  type: "Declaration";
  property: string;
  /** `true` for `!important`; a string for hacks such as `!ie`, which make the declaration invalid. */
  important: boolean | string;
  value: Value | Raw;
}
export interface DeclarationList extends Base {
  type: "DeclarationList";
  children: CssNode[];
}
export interface Block extends Base {
  type: "Block";
  children: CssNode[];
}
export interface Rule extends Base {
  type: "Rule";
  prelude: SelectorList | Raw;
  block: Block;
}
export interface Atrule extends Base {
  type: "Atrule";
  name: string;
  prelude: AtrulePrelude | Raw | null;
  block: Block | null;
}
export interface AtrulePrelude extends Base {
  type: "AtrulePrelude";
  children: CssNode[];
}
export interface StyleSheet extends Base {
  type: "StyleSheet";
  children: CssNode[];
}
export interface SelectorList extends Base {
  type: "SelectorList";
  children: CssNode[];
}
export interface Selector extends Base {
  type: "Selector";
  children: CssNode[];
}
export interface TypeSelector extends Base {
  type: "TypeSelector";
  name: string;
}
export interface IdSelector extends Base {
  type: "IdSelector";
  name: string;
}
export interface ClassSelector extends Base {
  type: "ClassSelector";
  name: string;
}
export interface AttributeSelector extends Base {
  type: "AttributeSelector";
}
export interface PseudoClassSelector extends Base {
  type: "PseudoClassSelector";
  name: string;
  children: CssNode[] | null;
}
export interface PseudoElementSelector extends Base {
  type: "PseudoElementSelector";
  name: string;
  children: CssNode[] | null;
}
export interface Combinator extends Base {
  type: "Combinator";
  name: string;
}
export interface Nth extends Base {
  type: "Nth";
  selector: SelectorList | null;
}
export interface MediaQueryList extends Base {
  type: "MediaQueryList";
  children: CssNode[];
}
export interface MediaQuery extends Base {
  type: "MediaQuery";
  modifier: "not" | "only" | null;
  mediaType: string | null;
  condition: Condition | null;
}
export interface Condition extends Base {
  type: "Condition";
  kind: string;
  children: CssNode[];
}
export interface Feature extends Base {
  type: "Feature";
  name: string;
  value: CssNode | null;
}
export interface FeatureRange extends Base {
  type: "FeatureRange";
  left: CssNode;
  leftComparison: string;
  middle: CssNode;
  rightComparison: string | null;
  right: CssNode | null;
}
export interface FeatureFunction extends Base {
  type: "FeatureFunction";
  feature: string;
  value: CssNode;
}
/** `fn(…)` or `(…)` in an @supports condition that is no declaration or known function. */
export interface GeneralEnclosed extends Base {
  type: "GeneralEnclosed";
  /** The function's name; null for a parenthesised block. */
  function: string | null;
  children: CssNode[];
}
export interface SupportsDeclaration extends Base {
  type: "SupportsDeclaration";
  declaration: Declaration;
}
/** Node types this stage never looks inside. */
export interface OtherNode extends Base {
  type:
    | "AnPlusB"
    | "Brackets"
    | "CDC"
    | "CDO"
    | "Comment"
    | "Layer"
    | "LayerList"
    | "NestingSelector"
    | "Scope"
    | "WhiteSpace";
}

export type CssNode =
  | Identifier
  | NumberNode
  | Percentage
  | Dimension
  | Hash
  | StringNode
  | Url
  | FunctionNode
  | Operator
  | Parentheses
  | UnicodeRange
  | Ratio
  | Raw
  | Value
  | Declaration
  | DeclarationList
  | Block
  | Rule
  | Atrule
  | AtrulePrelude
  | StyleSheet
  | SelectorList
  | Selector
  | TypeSelector
  | IdSelector
  | ClassSelector
  | AttributeSelector
  | PseudoClassSelector
  | PseudoElementSelector
  | Combinator
  | Nth
  | MediaQueryList
  | MediaQuery
  | Condition
  | Feature
  | FeatureRange
  | FeatureFunction
  | GeneralEnclosed
  | SupportsDeclaration
  | OtherNode;

interface ContextResult {
  stylesheet: StyleSheet;
  declarationList: DeclarationList;
  value: Value;
  mediaQuery: MediaQuery;
}

/**
 * Parses `text` in one of css-tree's parse contexts. Never throws: css-tree recovers from
 * most errors itself (per CSS Syntax 3 error handling, bad parts become Raw nodes), and the
 * contexts that cannot recover return null.
 */
export function parseCss<C extends keyof ContextResult>(
  text: string,
  context: C,
): ContextResult[C] | null {
  try {
    const ast = csstree.parse(text, {
      context,
      positions: true,
      // Errors are recovered from (the part becomes a Raw node); nothing to report.
      onParseError: () => {},
    });
    return csstree.toPlainObject(ast) as ContextResult[C];
  } catch {
    return null;
  }
}

/** The source text a node was parsed from. */
export function sourceOf(text: string, node: CssNode): string {
  return node.loc ? text.slice(node.loc.start.offset, node.loc.end.offset) : "";
}

/** A node back as CSS text (css-tree separates tokens that would otherwise merge). */
export function generateCss(node: CssNode): string {
  try {
    return csstree.generate(node as unknown as csstree.CssNode);
  } catch {
    return "";
  }
}

/** What var() substitution needs to tell apart in a token stream (CSS Syntax 3 §4). */
export type TokenKind = "function" | "open" | "close" | "comma" | "ident" | "space" | "other";

export interface CssToken {
  kind: TokenKind;
  text: string;
}

const TOKEN_KINDS: ReadonlyMap<number, TokenKind> = new Map([
  [csstree.tokenTypes.Function, "function"],
  [csstree.tokenTypes.LeftParenthesis, "open"],
  [csstree.tokenTypes.LeftSquareBracket, "open"],
  [csstree.tokenTypes.LeftCurlyBracket, "open"],
  [csstree.tokenTypes.RightParenthesis, "close"],
  [csstree.tokenTypes.RightSquareBracket, "close"],
  [csstree.tokenTypes.RightCurlyBracket, "close"],
  [csstree.tokenTypes.Comma, "comma"],
  [csstree.tokenTypes.Ident, "ident"],
  [csstree.tokenTypes.WhiteSpace, "space"],
  [csstree.tokenTypes.Comment, "space"],
]);

/** css-tree's token type numbers (CSS Syntax 3 §4), for readers of raw tokens. */
export const TOKEN_TYPE: Readonly<Record<string, number>> = csstree.tokenTypes;

/** Calls `onToken` with the type and source range of each token of `text`, comments included. */
export function scanCss(text: string, onToken: (type: number, start: number, end: number) => void) {
  csstree.tokenize(text, onToken);
}

/** Splits CSS text into tokens with their source text. */
export function tokenizeCss(text: string): CssToken[] {
  const tokens: CssToken[] = [];
  csstree.tokenize(text, (type: number, start: number, end: number) => {
    tokens.push({ kind: TOKEN_KINDS.get(type) ?? "other", text: text.slice(start, end) });
  });
  return tokens;
}
