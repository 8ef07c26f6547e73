/**
 * Custom properties and var() (CSS Variables 1, CSS Properties and Values API 1). A custom
 * property's value is a token stream kept as text; an unregistered one inherits. var() is
 * substituted at computed-value time, textually over the token stream (§3): each substitution
 * is fenced with empty comments, so tokens from either side never merge into one
 * (`var(--n)px` stays two tokens, as in Chromium). A reference that cannot be satisfied, or a
 * cycle among an element's custom properties (§2.3), leaves the property guaranteed-invalid,
 * which here means absent.
 *
 * A registered property (registered_properties.ts) computes as its syntax says, so var()
 * gives its computed value (`2em` as a <length> is `32px` on a 16px element, and children
 * inherit the 32px); where it is undeclared or invalid it takes its initial value, or the
 * parent's when it inherits. An element's properties are resolved on demand, as var()
 * asks for them: a registered length in em needs the font size, whose own var() may need
 * custom properties (a cycle through font-size invalidates the properties on it, §2.5 of
 * Properties and Values).
 */
import type { CssWide } from "./declarations.ts";
import { CyclicDependency } from "./cyclic_dependency.ts";
import { type CssToken, tokenizeCss } from "./csstree.ts";
import type { PropertyRegistration, PropertyRegistry } from "./registered_properties.ts";

/** An element's computed custom properties: name (case-sensitive, with `--`) → value text. */
export type CustomProperties = ReadonlyMap<string, string>;

/** What var() substitution reads: a custom property's value, undefined when invalid. */
export interface CustomLookup {
  get(name: string): string | undefined;
}

/** A declared custom property value: its text, or a CSS-wide keyword. */
export type CustomValue = string | CssWide;

export const NO_CUSTOM_PROPERTIES: CustomProperties = new Map();

/** A custom property's value, or undefined when it is guaranteed-invalid. */
type Lookup = (name: string) => string | undefined;

/** A cheap test before any tokenizing: text without `var(` has nothing to substitute. */
export function mayContainVar(text: string): boolean {
  return /var\(/i.test(text);
}

const FENCE = "/**/";

/**
 * `text` with every var() replaced by the custom property's value or, when that is
 * guaranteed-invalid, by the var()'s fallback; null when neither exists or a var() is
 * malformed (the declaration is then invalid at computed-value time).
 */
export function substituteVars(text: string, lookup: Lookup): string | null {
  const tokens = tokenizeCss(text);
  const out: string[] = [];
  return substituteRange(tokens, 0, tokens.length, lookup, out) ? out.join("").trim() : null;
}

/** Whether every var() in `text` is well-formed: `var( <custom-property-name> [, <any>]? )`. */
export function varSyntaxValid(text: string): boolean {
  return substituteVars(text, () => "") !== null;
}

function substituteRange(
  tokens: readonly CssToken[],
  start: number,
  end: number,
  lookup: Lookup,
  out: string[],
): boolean {
  for (let i = start; i < end; i++) {
    const token = tokens[i];
    if (token.kind !== "function" || token.text.toLowerCase() !== "var(") {
      out.push(token.text);
      continue;
    }
    const close = matchingClose(tokens, i, end);
    let at = skipSpace(tokens, i + 1, close);
    const name = tokens[at];
    if (at >= close || name.kind !== "ident" || !name.text.startsWith("--")) return false;
    at = skipSpace(tokens, at + 1, close);
    if (at < close && tokens[at].kind !== "comma") return false;
    let value = lookup(name.text);
    if (value === undefined && at < close) {
      const fallback: string[] = [];
      if (!substituteRange(tokens, at + 1, close, lookup, fallback)) return false;
      value = fallback.join("").trim();
    }
    if (value === undefined) return false;
    out.push(FENCE, value, FENCE);
    i = close;
  }
  return true;
}

function skipSpace(tokens: readonly CssToken[], from: number, end: number): number {
  let i = from;
  while (i < end && tokens[i].kind === "space") i++;
  return i;
}

/** The index of the token closing the block opened at `open`; `end` when it is unclosed. */
function matchingClose(tokens: readonly CssToken[], open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const kind = tokens[i].kind;
    if (kind === "function" || kind === "open") depth++;
    else if (kind === "close" && --depth === 0) return i;
  }
  return end;
}

/**
 * A registered property's computed text from its declared text (var() substituted); null when
 * the text does not match its syntax. Throws when it needs a value still being computed: a
 * length in em while font-size waits for this very property.
 */
export type ComputeRegistered = (registration: PropertyRegistration, text: string) => string | null;

/**
 * Whether a map holds values of non-inherited registered properties, which must not pass on
 * to children; per map, as children share their parent's map.
 */
const holdsNonInherited = new WeakMap<CustomProperties, boolean>();

/**
 * One element's custom properties (§2): its declared ones with var() substituted over the
 * parent's, resolved on first use.
 */
export class CustomPropertyResolver implements CustomLookup {
  readonly #declared: ReadonlyMap<string, CustomValue> | null;
  readonly #parent: CustomProperties;
  readonly #registry: PropertyRegistry;
  readonly #computeRegistered: ComputeRegistered;
  readonly #resolved = new Map<string, string | undefined>();
  /** Declared properties being resolved, innermost last. */
  readonly #stack: string[] = [];
  readonly #cyclic = new Set<string>();

  /**
   * `declared` null (the common case) makes the element's properties its parent's.
   * `revert` never arrives here: the cascade has already rolled it back.
   */
  constructor(
    declared: ReadonlyMap<string, CustomValue> | null,
    parent: CustomProperties,
    registry: PropertyRegistry,
    computeRegistered: ComputeRegistered,
  ) {
    this.#declared = declared;
    this.#parent = parent;
    this.#registry = registry;
    this.#computeRegistered = computeRegistered;
  }

  get(name: string): string | undefined {
    return this.#declared?.has(name) ? this.#resolve(name) : this.#undeclared(name);
  }

  /** Every computed value, for the element's record (what its children inherit). */
  all(): CustomProperties {
    const parent = this.#parent;
    const nonInherited = this.#registry.nonInherited;
    let stale = holdsNonInherited.get(parent);
    if (stale === undefined) {
      stale = [...nonInherited].some((name) => parent.has(name));
      holdsNonInherited.set(parent, stale);
    }
    if (this.#declared === null && !stale) return parent;
    const result = new Map(parent);
    if (stale) { for (const name of nonInherited) result.delete(name); }
    for (const name of this.#declared?.keys() ?? []) {
      const value = this.#resolve(name);
      if (value === undefined) result.delete(name);
      else result.set(name, value);
    }
    return result;
  }

  /** An undeclared property: the parent's when it inherits, else its initial value. */
  #undeclared(name: string): string | undefined {
    const registration = this.#registry.get(name);
    if (registration && !registration.inherits) return registration.initial;
    return this.#parent.get(name) ?? registration?.initial;
  }

  /** The parent's value, for `inherit`. */
  #inherited(name: string): string | undefined {
    return this.#parent.get(name) ?? this.#registry.get(name)?.initial;
  }

  /**
   * A declaration invalid at computed-value time acts as `unset` (CSS Variables 1 §3.1): no
   * value for an unregistered property; a registered one inherits or takes its initial value.
   */
  #invalid(name: string): string | undefined {
    const registration = this.#registry.get(name);
    if (!registration) return undefined;
    return registration.inherits ? this.#inherited(name) : registration.initial;
  }

  /**
   * A declared property, depth first. A reference to a property still being resolved closes
   * a cycle: every property on it is invalid (§2.3), and so is any reference to them (which
   * then falls back).
   */
  #resolve(name: string): string | undefined {
    if (this.#resolved.has(name)) return this.#resolved.get(name);
    const onStack = this.#stack.indexOf(name);
    if (onStack >= 0) {
      for (const member of this.#stack.slice(onStack)) this.#cyclic.add(member);
      return undefined;
    }
    this.#stack.push(name);
    let value: string | undefined;
    try {
      value = this.#compute(name, this.#declared!.get(name)!);
    } finally {
      this.#stack.pop();
    }
    if (this.#cyclic.has(name)) value = this.#invalid(name);
    this.#resolved.set(name, value);
    return value;
  }

  #compute(name: string, declared: CustomValue): string | undefined {
    const registration = this.#registry.get(name);
    if (typeof declared !== "string") {
      switch (declared.cssWide) {
        case "initial":
          return registration?.initial;
        case "inherit":
          return this.#inherited(name);
        default:
          // unset: inherits unless registered as not inheriting.
          return registration && !registration.inherits
            ? registration.initial
            : this.#inherited(name);
      }
    }
    let text: string | null = declared;
    if (mayContainVar(text)) text = substituteVars(text, (n) => this.get(n));
    if (text === null) return this.#invalid(name);
    if (!registration || registration.syntax === "*") return text;
    try {
      return this.#computeRegistered(registration, text) ?? this.#invalid(name);
    } catch (error) {
      if (!(error instanceof CyclicDependency)) throw error;
      // It needs a value being computed, which waits for the properties on the stack.
      for (const member of this.#stack) this.#cyclic.add(member);
      return this.#invalid(name);
    }
  }
}
