/**
 * Registered custom properties (CSS Properties and Values API 1 §3): `@property --name
 * { syntax; inherits; initial-value }`. A registered property computes as its syntax says
 * (property_syntax.ts), inherits only when registered so, and has an initial value where an
 * unregistered one has the guaranteed-invalid value: Tailwind v4 declares `--tw-border-style:
 * solid` and `--tw-shadow: 0 0 #0000` this way and never sets them where nothing overrides
 * them. The last valid @property for a name wins (§3.1); an invalid one is ignored, leaving
 * the name unregistered, as in Chromium.
 */
import type { ComputeContext } from "./property.ts";
import { type Declaration, parseCss, sourceOf } from "./csstree.ts";
import { computeForSyntax, parseSyntax, type PropertySyntax } from "./property_syntax.ts";
import { mayContainVar } from "./variables.ts";

export interface PropertyRegistration {
  readonly name: string;
  readonly syntax: PropertySyntax;
  readonly inherits: boolean;
  /** The initial value's computed text; undefined (guaranteed-invalid) for `*` without one. */
  readonly initial: string | undefined;
}

/**
 * An @property rule from its prelude and its declarations' text; null when it is invalid:
 * the name is no custom property name, `syntax` or `inherits` is missing, or the initial
 * value is missing (syntax other than `*`), does not match the syntax or is not
 * computationally independent (`1em`, var()) (§3.1).
 */
export function parsePropertyRule(
  prelude: string,
  descriptors: string,
): PropertyRegistration | null {
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
    return syntax === "*" ? { name, syntax, inherits, initial: undefined } : null;
  }
  if (mayContainVar(initialText)) return null;
  const initial = computeIndependent(syntax, initialText);
  return initial === null ? null : { name, syntax, inherits, initial };
}

/** A `syntax` descriptor's string; null for anything else. */
function stringValue(node: Declaration): string | null {
  if (node.value.type !== "Value" || node.value.children.length !== 1) return null;
  const [value] = node.value.children;
  return value.type === "String" ? value.value : null;
}

/**
 * A context for initial values, which must be computationally independent (§3.1): anything
 * that needs an element (em and every other relative unit, currentcolor's element, another
 * property) throws. Absolute lengths never ask their basis for anything.
 */
const INDEPENDENT: ComputeContext = new Proxy({} as ComputeContext, {
  get(_, key) {
    if (key === "lengths") return new Proxy({}, { get: refuse });
    return refuse();
  },
});

function refuse(): never {
  throw new Error("not computationally independent");
}

function computeIndependent(syntax: PropertySyntax, text: string): string | null {
  try {
    return computeForSyntax(syntax, text, INDEPENDENT);
  } catch {
    return null;
  }
}

/** The document's registered custom properties by name. */
export class PropertyRegistry {
  readonly #byName = new Map<string, PropertyRegistration>();
  /** Registered names that do not inherit: their values stop at the element declaring them. */
  readonly nonInherited: ReadonlySet<string>;

  /** `registrations` in document order: a later one for a name replaces an earlier one. */
  constructor(registrations: readonly PropertyRegistration[]) {
    for (const registration of registrations) this.#byName.set(registration.name, registration);
    this.nonInherited = new Set(
      [...this.#byName.values()].filter((r) => !r.inherits).map((r) => r.name),
    );
  }

  get(name: string): PropertyRegistration | undefined {
    return this.#byName.get(name);
  }

  get size(): number {
    return this.#byName.size;
  }
}

export const NO_REGISTRY = new PropertyRegistry([]);
