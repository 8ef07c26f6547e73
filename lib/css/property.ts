/**
 * What a property is to this stage (CSS Cascade 4 §4 value stages): a grammar that turns a
 * declaration value into a *specified* value, an initial value, whether it inherits, and the
 * step from specified to *computed* value. The property table (properties.ts) is a list of
 * these; nothing else in the stage knows about individual properties except shorthands.
 */
import type { Element } from "domhandler";
import type { RGBA } from "./types.ts";
import type { LengthBasis } from "./length.ts";
import { parseCss } from "./csstree.ts";
import type { Tokens } from "./value.ts";

/** A property's grammar and its computed-value step, reusable across properties. */
export interface ValueKind<S, C> {
  /** The specified value of a declaration value, or null when it does not match the grammar. */
  parse(tokens: Tokens): S | null;
  /** The computed value (CSS Cascade 4 §4.4). */
  compute(specified: S, ctx: ComputeContext): C;
}

/**
 * One longhand property. `S` is its specified value, `C` its computed value as the engine
 * keeps it, `P` the form published in ComputedStyle (usually `C` itself).
 */
export interface Property<S = unknown, C = unknown, P = unknown> extends ValueKind<S, C> {
  readonly name: string;
  readonly inherited: boolean;
  /** The specified initial value, parsed from the spec's "Initial:" line. */
  readonly initial: S;
  /** Index into per-element value arrays; assigned once by the table. */
  id: number;
  /** The published form of a computed value. */
  publish(computed: C): P;
  /** The computed value back from its published form (styles built on a public parent). */
  unpublish(published: P): C;
  /**
   * Inheritance, when it is more than copying the parent's computed value (CSS Cascade 4 §7.2);
   * used for both `inherit` and the implicit inheritance of inherited properties.
   */
  inherit?(parent: C, ctx: ComputeContext): C;
}

/** What a property's computed-value step may consult. */
export interface ComputeContext {
  /** The element being styled; null for styles not attached to one (defaults, fragments). */
  readonly element: Element | null;
  /** True for the root element, whose parent values are the initial values. */
  readonly isRoot: boolean;
  /** Another property's computed value on this element (computed on demand). */
  get<C>(property: Property<unknown, C>): C;
  /** A property's computed value on the parent (the initial value at the root). */
  parent<C>(property: Property<unknown, C>): C;
  /** Lengths on this element: em is its own font size. */
  readonly lengths: LengthBasis;
  /** Lengths inside font-size itself: em is the parent's font size (CSS Values 4 §6.1.1). */
  readonly parentLengths: LengthBasis;
  /** The element's computed `color`, which currentcolor stands for (CSS Color 4 §6.4). */
  readonly currentColor: RGBA;
}

export interface LonghandOptions {
  inherited: boolean;
  /** The initial value as CSS text, exactly as the property's definition table gives it. */
  initial: string;
}

/** A longhand whose computed value is published as is. */
export function longhand<S, C>(
  name: string,
  kind: ValueKind<S, C>,
  options: LonghandOptions,
): Property<S, C, C> {
  return withPublishing(name, kind, options, (c) => c, (c) => c);
}

/** A longhand that publishes its computed value in another form (e.g. font-size's px). */
export function withPublishing<S, C, P>(
  name: string,
  kind: ValueKind<S, C>,
  options: LonghandOptions,
  publish: (computed: C) => P,
  unpublish: (published: P) => C,
): Property<S, C, P> {
  const tokens = parseCss(options.initial, "value")?.children ?? [];
  const initial = kind.parse(tokens);
  if (initial === null) throw new Error(`${name}: initial value ${options.initial} is invalid`);
  return {
    name,
    inherited: options.inherited,
    initial,
    id: -1,
    parse: (t) => kind.parse(t),
    compute: (s, ctx) => kind.compute(s, ctx),
    publish,
    unpublish,
  };
}
