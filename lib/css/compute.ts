/**
 * Cascaded values → computed values for one element (CSS Cascade 4 §4.4, §7): defaulting
 * (inherited properties inherit, others take their initial value), the CSS-wide keywords,
 * var() substitution (CSS Variables 1 §3), and each property's computed-value step from the
 * table. Properties are computed on demand, so one may read another (em lengths read
 * font-size, currentcolor reads color, border widths read border styles) without a
 * hand-maintained order.
 */
import type { Element } from "domhandler";
import type { ComputedStyle, RGBA } from "./types.ts";
import { type Cascaded, NOTHING_CASCADED } from "./cascade.ts";
import { isCssWide, PendingSubstitution, substitutePending, UNSET } from "./declarations.ts";
import { FONT_FAMILY, FONT_SIZE, FONT_STYLE, FONT_WEIGHT, LINE_HEIGHT } from "./font.ts";
import { type FontUnits, type FontUnitsOf, type LengthBasis, lineHeightPx } from "./length.ts";
import { ALL_PROPERTIES, COLOR, STYLE_PROPERTIES } from "./properties.ts";
import { CyclicDependency } from "./cyclic_dependency.ts";
import { DIRECTION } from "./direction.ts";
import { cascadedSource } from "./logical.ts";
import type { ComputeContext, Property } from "./property.ts";
import { computeForSyntax } from "./property_syntax.ts";
import { NO_REGISTRY, type PropertyRegistry } from "./registered_properties.ts";
import {
  type CustomProperties,
  CustomPropertyResolver,
  NO_CUSTOM_PROPERTIES,
} from "./variables.ts";

/** An element's computed values: per property id, and published as ComputedStyle. */
export interface StyleRecord {
  readonly values: readonly unknown[];
  readonly style: ComputedStyle;
  /** Computed custom properties, which every descendant inherits. */
  readonly custom: CustomProperties;
}

export interface ComputeEnvironment {
  /** Page area, px, for vw/vh/vmin/vmax. */
  viewport: { width: number; height: number };
  /** The root element's computed font size (the initial 16px while computing the root). */
  rootFontSize: number;
  /** Font metrics for ex, ch, cap, ic and lh; without it they take fallbacks (length.ts). */
  fontUnits?: FontUnitsOf;
  /** The root element's record, once computed: rlh, rex, rch, rcap and ric refer to it. */
  root?: StyleRecord;
  /** The document's @property registrations; none without it. */
  registry?: PropertyRegistry;
}

const PENDING = Symbol("pending");

/** The root units of each root element's record, worked out once. */
const ROOT_UNITS = new WeakMap<StyleRecord, NonNullable<LengthBasis["root"]>>();

/** [ComputedStyle field, property] pairs, listed once. */
const PUBLISHED = Object.entries(STYLE_PROPERTIES) as Array<[string, Property]>;

/**
 * Every ComputedStyle starts as a copy of this object with all fields present: objects built
 * by adding ~80 properties one by one fall into V8's slow dictionary mode, copies of one
 * shape stay fast, and styles are read far more often than they are built.
 */
const STYLE_SHAPE: Readonly<Record<string, unknown>> = Object.fromEntries(
  PUBLISHED.map(([field]) => [field, undefined]),
);

const refuse = (): never => {
  throw new Error("depends on the element");
};

/** A context that answers nothing, to find out which computations need none. */
const REFUSING_CONTEXT: ComputeContext = {
  get element() {
    return refuse();
  },
  get isRoot() {
    return refuse();
  },
  get: refuse,
  parent: refuse,
  get lengths() {
    return refuse();
  },
  get parentLengths() {
    return refuse();
  },
  get currentColor() {
    return refuse();
  },
};

/**
 * Computed initial values that do not depend on the element (most of them; not e.g.
 * currentcolor or border widths), computed once instead of per element. Computed values are
 * shared between styles and never mutated.
 */
const CONTEXT_FREE_INITIALS: readonly unknown[] = ALL_PROPERTIES.map((property) => {
  try {
    return property.compute(property.initial, REFUSING_CONTEXT);
  } catch {
    return undefined;
  }
});

class Context implements ComputeContext {
  readonly #values: unknown[] = new Array(ALL_PROPERTIES.length);
  readonly #cascaded: Cascaded;
  readonly #parent: StyleRecord | null;
  readonly #env: ComputeEnvironment;
  readonly #custom: CustomPropertyResolver;
  /** Pending declarations already substituted, shared by a shorthand's longhands. */
  #substituted: Map<PendingSubstitution, ReadonlyMap<Property, unknown> | null> | null = null;
  #lengths: LengthBasis | null = null;

  constructor(
    readonly element: Element | null,
    readonly isRoot: boolean,
    cascaded: Cascaded,
    parent: StyleRecord | null,
    env: ComputeEnvironment,
  ) {
    this.#cascaded = cascaded;
    this.#parent = parent;
    this.#env = env;
    this.#custom = new CustomPropertyResolver(
      cascaded.custom,
      parent?.custom ?? NO_CUSTOM_PROPERTIES,
      env.registry ?? NO_REGISTRY,
      (registration, text) => computeForSyntax(registration.syntax, text, this),
    );
  }

  get<C>(property: Property<unknown, C>): C {
    const id = property.id;
    let value = this.#values[id];
    if (value === PENDING) throw new CyclicDependency(property.name);
    if (value === undefined) {
      this.#values[id] = PENDING;
      value = this.#compute(property);
      this.#values[id] = value;
    }
    return value as C;
  }

  parent<C>(property: Property<unknown, C>): C {
    // Without a parent this is the initial style, whose "parent values" are its own.
    return this.#parent ? this.#parent.values[property.id] as C : this.get(property);
  }

  #compute<C>(property: Property<unknown, C>): C {
    const { values, order } = this.#cascaded;
    const source = order ? cascadedSource(property, order, this.#direction) : property;
    const cascaded = values[source.id];
    return this.#computeFrom(
      property,
      cascaded instanceof PendingSubstitution ? this.#substitute(cascaded, source) : cascaded,
    );
  }

  /** For flow-relative longhands (logical.ts): never asked while computing direction itself. */
  readonly #direction = () => this.get(DIRECTION);

  #computeFrom<C>(property: Property<unknown, C>, cascaded: unknown): C {
    if (cascaded === undefined) {
      return property.inherited ? this.#inherit(property) : this.#initial(property);
    }
    if (!isCssWide(cascaded)) return property.compute(cascaded, this);
    switch (cascaded.cssWide) {
      case "inherit":
        return this.#inherit(property);
      case "initial":
        return this.#initial(property);
      case "unset":
        return property.inherited ? this.#inherit(property) : this.#initial(property);
      default: {
        // revert (or revert-layer): the user-agent origin's value, mapped as the author's.
        const { userAgent, userAgentOrder } = this.#cascaded;
        const source = userAgentOrder
          ? cascadedSource(property, userAgentOrder, this.#direction)
          : property;
        return this.#computeFrom(property, userAgent[source.id]);
      }
    }
  }

  /** The property's value once var() is substituted; unset when that is invalid. */
  #substitute(pending: PendingSubstitution, property: Property): unknown {
    this.#substituted ??= new Map();
    let values = this.#substituted.get(pending);
    if (values === undefined) {
      values = substitutePending(pending, this.#custom);
      this.#substituted.set(pending, values);
    }
    return values?.get(property) ?? UNSET;
  }

  #initial<C>(property: Property<unknown, C>): C {
    const constant = CONTEXT_FREE_INITIALS[property.id] as C | undefined;
    return constant ?? property.compute(property.initial, this);
  }

  #inherit<C>(property: Property<unknown, C>): C {
    // The root has no parent: it takes initial values, computed on itself (Cascade 4 §7.2),
    // which matters where they depend on the element (color's CanvasText on its scheme).
    if (this.#parent === null || this.isRoot) return this.#initial(property);
    const value = this.#parent.values[property.id] as C;
    return property.inherit ? property.inherit(value, this) : value;
  }

  get lengths(): LengthBasis {
    if (this.#lengths === null) {
      const em = this.get(FONT_SIZE).px;
      this.#lengths = this.#basis(
        em,
        // On the root, rem and the other root units are the root's own (CSS Values 4 §6.1.1).
        this.isRoot ? em : this.#env.rootFontSize,
        () => this.#fontUnits((property) => this.get(property), em),
        // lh is the computed line-height, but within line-height itself the parent's
        // (CSS Values 4 §6.1.1).
        (font) =>
          this.#values[LINE_HEIGHT.id] === PENDING
            ? this.parentLengths.lineHeight!()
            : lineHeightPx(this.get(LINE_HEIGHT), em, font),
      );
    }
    return this.#lengths;
  }

  get parentLengths(): LengthBasis {
    const em = this.parent(FONT_SIZE).px;
    // Within the root's font-size, the root units are those of the initial style.
    return this.#basis(
      em,
      this.#env.rootFontSize,
      () => this.#fontUnits((property) => this.parent(property), em),
      (font) => lineHeightPx(this.parent(LINE_HEIGHT), em, font),
    );
  }

  /**
   * A basis whose font metrics are asked of the text stage only when a unit needs them (ex,
   * ch, cap, ic, or lh of `normal`): most elements' lengths are px, em and percentages. On the
   * root, the root units are its own.
   */
  #basis(
    em: number,
    rem: number,
    fontOf: () => FontUnits | null,
    lineHeightOf: (font: FontUnits | null) => number,
  ): LengthBasis {
    let font: FontUnits | null | undefined;
    const basis: LengthBasis = {
      em,
      rem,
      viewport: this.#env.viewport,
      get font() {
        return font === undefined ? (font = fontOf()) : font;
      },
      lineHeight: () => lineHeightOf(basis.font ?? null),
    };
    basis.root = this.isRoot ? basis : this.#rootUnits();
    return basis;
  }

  /** The metrics of the font that `value` (this element's, its parent's or the root's) gives. */
  #fontUnits(value: <C>(property: Property<unknown, C>) => C, fontSize: number) {
    return this.#env.fontUnits?.({
      fontFamily: value(FONT_FAMILY),
      fontWeight: value(FONT_WEIGHT),
      fontStyle: value(FONT_STYLE),
      fontSize,
    }) ?? null;
  }

  /** The root element's font metrics and line-height (rex, rch, rcap, ric, rlh). */
  #rootUnits(): LengthBasis["root"] {
    const root = this.#env.root;
    if (root === undefined) return undefined;
    let units = ROOT_UNITS.get(root);
    if (units === undefined) {
      const value = <C>(property: Property<unknown, C>) => root.values[property.id] as C;
      const em = value(FONT_SIZE).px;
      const font = this.#fontUnits(value, em);
      units = { font, lineHeight: () => lineHeightPx(value(LINE_HEIGHT), em, font) };
      ROOT_UNITS.set(root, units);
    }
    return units;
  }

  get currentColor(): RGBA {
    return this.get(COLOR);
  }

  record(): StyleRecord {
    for (const property of ALL_PROPERTIES) this.get(property);
    const values = this.#values;
    const style: Record<string, unknown> = { ...STYLE_SHAPE };
    for (const [field, property] of PUBLISHED) style[field] = property.publish(values[property.id]);
    return { values, style: style as unknown as ComputedStyle, custom: this.#custom.all() };
  }
}

export interface ComputeRequest {
  cascaded: Cascaded;
  /** The parent element's (or originating element's) record; null for the initial style. */
  parent: StyleRecord | null;
  element: Element | null;
  isRoot: boolean;
  env: ComputeEnvironment;
}

/** Computes every property of one element. */
export function computeStyle(request: ComputeRequest): StyleRecord {
  const { element, isRoot, cascaded, parent, env } = request;
  return new Context(element, isRoot, cascaded, parent, env).record();
}

/** The initial values of every property (CSS Cascade 4 §7.1), what the root inherits from. */
export const INITIAL_RECORD: StyleRecord = computeStyle({
  cascaded: NOTHING_CASCADED,
  parent: null,
  element: null,
  isRoot: false,
  env: { viewport: { width: 0, height: 0 }, rootFontSize: 16 },
});

/**
 * A record for a ComputedStyle that did not come from this module's records (or was copied):
 * published fields are read back; properties ComputedStyle lacks take their initial values.
 */
export function recordOf(style: ComputedStyle): StyleRecord {
  const values = [...INITIAL_RECORD.values];
  for (const [field, property] of PUBLISHED) {
    values[property.id] = property.unpublish(style[field as keyof ComputedStyle]);
  }
  return { values, style, custom: NO_CUSTOM_PROPERTIES };
}
