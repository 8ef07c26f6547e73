/**
 * Registered custom properties (CSS Properties and Values API 1 §3): `@property --name
 * { syntax; inherits; initial-value }`. A registered property computes as its syntax says
 * (property_syntax.ts), inherits only when registered so, and has an initial value where an
 * unregistered one has the guaranteed-invalid value: Tailwind v4 declares `--tw-border-style:
 * solid` and `--tw-shadow: 0 0 #0000` this way and never sets them where nothing overrides
 * them. The last valid @property for a name wins (§3.1); an invalid one is ignored, leaving
 * the name unregistered, as in Chromium.
 */
import type { ComputeContext, Property } from "./property.ts";
import { type Declaration, parseCss, sourceOf } from "./csstree.ts";
import { computeForSyntax, parseSyntax, type PropertySyntax } from "./property_syntax.ts";
import { mayContainVar } from "./variables.ts";

/** A valid @property rule. */
export interface PropertyRule {
  readonly name: string;
  readonly syntax: PropertySyntax;
  readonly inherits: boolean;
  /** The initial value as written; undefined (guaranteed-invalid) for `*` without one. */
  readonly initialText: string | undefined;
}

/** A registered property, its initial value computed for the document's page area. */
export interface PropertyRegistration extends PropertyRule {
  readonly initial: string | undefined;
}

type Viewport = { readonly width: number; readonly height: number };

/**
 * An @property rule from its prelude and its declarations' text; null when it is invalid:
 * the name is no custom property name, `syntax` or `inherits` is missing, or the initial
 * value is missing (syntax other than `*`), does not match the syntax or is not
 * computationally independent (`1em`, var()) (§3.1).
 */
export function parsePropertyRule(prelude: string, descriptors: string): PropertyRule | null {
  const name = prelude.trim();
  if (!/^--\S+$/.test(name) || name === "--") return null;
  let syntaxText: string | null = null;
  let inherits: boolean | null = null;
  let initialText: string | null = null;
  for (const node of parseCss(descriptors, "declarationList")?.children ?? []) {
    if (node.type !== "Declaration") continue;
    switch (node.property.toLowerCase()) {
      case "syntax":
        syntaxText = stringValue(node);
        break;
      case "inherits": {
        const word = sourceOf(descriptors, node.value).trim().toLowerCase();
        inherits = word === "true" ? true : word === "false" ? false : null;
        break;
      }
      case "initial-value":
        initialText = sourceOf(descriptors, node.value).trim();
        break;
    }
  }
  const syntax = syntaxText === null ? null : parseSyntax(syntaxText);
  if (syntax === null || inherits === null) return null;
  if (initialText === null || initialText === "") {
    return syntax === "*" ? { name, syntax, inherits, initialText: undefined } : null;
  }
  const rule = { name, syntax, inherits, initialText };
  return computeInitial(rule, { width: 0, height: 0 }) === null ? null : rule;
}

/** A `syntax` descriptor's string; null for anything else. */
function stringValue(node: Declaration): string | null {
  if (node.value.type !== "Value" || node.value.children.length !== 1) return null;
  const [value] = node.value.children;
  return value.type === "String" ? value.value : null;
}

/**
 * A rule's initial value computed, which must be computationally independent (§3.1); null
 * when it is not, or does not match the syntax. Its context has no element: em and the other
 * font-relative units, var() and currentcolor's colour throw; viewport units take the page
 * area, and other properties (light-dark()'s color-scheme) their initial values, as Chromium
 * computes them.
 */
function computeInitial(rule: PropertyRule, viewport: Viewport): string | null {
  const { syntax, initialText } = rule;
  if (initialText === undefined) return null;
  if (mayContainVar(initialText)) return null;
  const lengths = new Proxy({}, { get: (_, key) => key === "viewport" ? viewport : refuse() });
  const context: ComputeContext = new Proxy({} as ComputeContext, {
    get(_, key) {
      if (key === "lengths") return lengths;
      if (key === "get") return (p: Property) => p.compute(p.initial, context);
      return refuse();
    },
  });
  try {
    return computeForSyntax(syntax, initialText, context);
  } catch {
    return null;
  }
}

function refuse(): never {
  throw new Error("not computationally independent");
}

/** The document's registered custom properties by name. */
export class PropertyRegistry {
  readonly #byName = new Map<string, PropertyRegistration>();
  /** Registered names that do not inherit: their values stop at the element declaring them. */
  readonly nonInherited: ReadonlySet<string>;

  /**
   * `rules` in document order: a later one for a name replaces an earlier one. Viewport units
   * in initial values are of `viewport`, the page area.
   */
  constructor(rules: readonly PropertyRule[], viewport: Viewport = { width: 0, height: 0 }) {
    for (const rule of rules) {
      const initial = rule.initialText === undefined
        ? undefined
        : computeInitial(rule, viewport) ?? undefined;
      this.#byName.set(rule.name, { ...rule, initial });
    }
    this.nonInherited = new Set(
      [...this.#byName.values()].filter((r) => !r.inherits).map((r) => r.name),
    );
  }

  get(name: string): PropertyRegistration | undefined {
    return this.#byName.get(name);
  }
}

export const NO_REGISTRY = new PropertyRegistry([]);
