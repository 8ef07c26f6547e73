/**
 * Flow-relative longhands whose side depends on `direction` (CSS Logical 1 §4–§7): the
 * inline-start and inline-end margins, paddings, borders and insets, and the corner radii named by
 * start and end. A logical longhand and the physical one it stands for share one computed
 * value, and whichever was declared later in cascade order wins (§4): `margin-left` after
 * `margin-inline-start` overrides it, and the other way round.
 *
 * As engines do (Blink's surrogate properties, Stylo's logical longhands), each is a longhand
 * of its own in the cascade, with a slot after the physical ones, and the cascade notes the
 * order of writes once one is declared (cascade.ts). The element's direction is only known
 * once its parent is, so the mapping is made when the physical longhand is computed: it takes
 * the flow-relative value when that mapped to it and came later (cascadedSource).
 *
 * Block-axis and size properties (margin-block-start, inline-size, …) name the same physical
 * property in either direction in horizontal writing, the only writing mode here, so they are
 * shorthands of it (shorthands.ts) and keep their place in the cascade as written.
 */
import type { Direction } from "./direction.ts";
import type { Property } from "./property.ts";
import { ALL_PROPERTIES, STYLE_PROPERTIES as P } from "./properties.ts";

/** A flow-relative longhand: parsed as its physical counterparts, mapped by direction. */
export interface FlowRelative extends Property {
  readonly ltr: Property;
  readonly rtl: Property;
}

function flowRelative(name: string, ltr: Property, rtl: Property): FlowRelative {
  return { ...ltr, name, id: -1, ltr, rtl };
}

/** The inline sides' longhands, each as [start in ltr, start in rtl]: left and right. */
const INLINE_SIDES = {
  margin: [P.marginLeft, P.marginRight],
  padding: [P.paddingLeft, P.paddingRight],
  "border-%-width": [P.borderLeftWidth, P.borderRightWidth],
  "border-%-style": [P.borderLeftStyle, P.borderRightStyle],
  "border-%-color": [P.borderLeftColor, P.borderRightColor],
  inset: [P.left, P.right],
} as const;

function inlineLonghands(pattern: string, [left, right]: readonly [Property, Property]) {
  const named = (side: string) =>
    pattern.includes("%") ? pattern.replace("%", `inline-${side}`) : `${pattern}-inline-${side}`;
  return [flowRelative(named("start"), left, right), flowRelative(named("end"), right, left)];
}

const INLINE = Object.entries(INLINE_SIDES).flatMap(([pattern, sides]) =>
  inlineLonghands(pattern, sides)
);

/** border-<block>-<inline>-radius (§7.3): the block side is top or bottom in either direction. */
const CORNERS = [
  flowRelative("border-start-start-radius", P.borderTopLeftRadius, P.borderTopRightRadius),
  flowRelative("border-start-end-radius", P.borderTopRightRadius, P.borderTopLeftRadius),
  flowRelative("border-end-start-radius", P.borderBottomLeftRadius, P.borderBottomRightRadius),
  flowRelative("border-end-end-radius", P.borderBottomRightRadius, P.borderBottomLeftRadius),
];

/** Every flow-relative longhand, with ids after the physical longhands'. */
const FLOW_RELATIVE: readonly FlowRelative[] = [...INLINE, ...CORNERS];
FLOW_RELATIVE.forEach((property, i) => property.id = ALL_PROPERTIES.length + i);

/** Slots of a cascaded value array: every longhand, then the flow-relative ones. */
export const CASCADE_SLOTS = ALL_PROPERTIES.length + FLOW_RELATIVE.length;

const BY_NAME = new Map(FLOW_RELATIVE.map((property) => [property.name, property]));

/** The flow-relative longhand of that (lower-case) name. */
export function flowRelativeNamed(name: string): FlowRelative | undefined {
  return BY_NAME.get(name);
}

/** Whether a cascade slot belongs to a flow-relative longhand. */
export function isFlowRelativeSlot(id: number): boolean {
  return id >= ALL_PROPERTIES.length;
}

/** Per physical longhand id: the flow-relative longhand mapping to it in ltr and in rtl. */
const MAPPED_FROM: ReadonlyArray<Readonly<Record<Direction, FlowRelative>> | undefined> = (() => {
  const table: Array<Record<Direction, FlowRelative>> = [];
  for (const property of FLOW_RELATIVE) {
    for (const direction of ["ltr", "rtl"] as const) {
      const physical = property[direction];
      table[physical.id] ??= {} as Record<Direction, FlowRelative>;
      table[physical.id][direction] = property;
    }
  }
  return table;
})();

/**
 * The longhand whose cascaded value a physical longhand takes: the flow-relative one that
 * maps to it in the element's direction when that was written later (`order` holds each
 * slot's write position, 0 for none), else itself. `direction` is asked only when it matters.
 */
export function cascadedSource(
  physical: Property,
  order: ArrayLike<number>,
  direction: () => Direction,
): Property {
  const candidates = MAPPED_FROM[physical.id];
  if (candidates === undefined) return physical;
  const logical = candidates[direction()];
  return order[logical.id] > order[physical.id] ? logical : physical;
}
