/**
 * The selector tree (Selectors 4 §3–§4): complex selectors made of compound selectors joined
 * by combinators, names already unescaped. A trailing pseudo-element and the pseudo-classes
 * written after it are kept apart from the element part, which is what gets matched.
 */

/** A namespace prefix (§6.1): any (`*|`), none (`|`), or left out (the default namespace). */
export type NamespacePrefix = "any" | "none" | "default";

/** An+B with an optional `of S` (§14.4.1). */
export interface Nth {
  a: number;
  b: number;
  of: ComplexSelector[] | null;
}

export type AttributeOperator = "=" | "~=" | "|=" | "^=" | "$=" | "*=";

export type SimpleSelector =
  /** A type selector, or the universal selector when `name` is "*". */
  | { kind: "type"; name: string; namespace: NamespacePrefix }
  | { kind: "id"; name: string }
  | { kind: "class"; name: string }
  | {
    kind: "attribute";
    name: string;
    namespace: NamespacePrefix;
    operator: AttributeOperator | null;
    value: string;
    /** The `i` flag (§6.3): ASCII case-insensitive value. */
    caseInsensitive: boolean;
  }
  /** `&` (CSS Nesting 1 §3). */
  | { kind: "nesting" }
  /** A pseudo-class without arguments, by its lower-case name. */
  | { kind: "pseudo"; name: string }
  /** :is(), :where(), :not(), :-webkit-any(), :host(), :host-context(). */
  | { kind: "logical"; name: string; list: ComplexSelector[] }
  /** :has() with its relative selectors. */
  | { kind: "has"; list: ComplexSelector[] }
  | { kind: "nth"; name: string; nth: Nth }
  | { kind: "lang"; range: string }
  | { kind: "dir"; value: string }
  /**
   * A pseudo-class with arguments that never matches in a document: :host() and
   * :host-context() with the compound that counts towards their specificity, :state(), ….
   */
  | { kind: "never"; name: string; argument: ComplexSelector | null };

export type Combinator = " " | ">" | "+" | "~";

export interface PseudoElementPart {
  /** Lower-case name without colons; legacy one-colon forms are normalised. */
  name: string;
  /** ::slotted()'s compound selector, for its specificity. */
  argument: ComplexSelector | null;
  /** Pseudo-classes and pseudo-elements written after it (`::part(x):hover`). */
  after: SimpleSelector[];
}

export interface ComplexSelector {
  /** Compound selectors, left to right; a compound is a list of simple selectors. */
  compounds: SimpleSelector[][];
  /** combinators[i] joins compounds[i] and compounds[i + 1]. */
  combinators: Combinator[];
  /**
   * The combinator a relative selector of :has() starts with (`:has(> p)`); null when it
   * starts with none (a descendant) and for every other selector.
   */
  leading: Combinator | null;
  /** Pseudo-elements ending the selector, outermost first; empty for an element. */
  pseudoElements: PseudoElementPart[];
}
