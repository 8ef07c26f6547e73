/**
 * The properties of paged media that ComputedStyle does not carry: `page` (Paged Media 3
 * §4.4.1), `string-set` (GCPM 3 §1.1), and `position` and `float` as computed, with GCPM 3's
 * `running()` (§2.1) and `footnote` (§3.1), which ComputedStyle publishes as static and none.
 * Read them with `StyledDocument.internalValue`.
 */
import { FLOAT, type FloatValue, POSITION, type PositionValue } from "./display.ts";
import { PAGE } from "./page_property.ts";
import type { Property } from "./property.ts";
import { STRING_SET } from "./string_set.ts";

/** The longhands registered in the property table (properties.ts INTERNAL_PROPERTIES). */
export const PAGED_MEDIA_PROPERTIES = { page: PAGE, stringSet: STRING_SET } as const;

/** `position` read as computed, running() included: the same longhand, published as is. */
export const COMPUTED_POSITION: Property<PositionValue, PositionValue, PositionValue> = Object
  .assign(Object.create(POSITION), { publish: (value: PositionValue) => value });

/** `float` read as computed, `footnote` included. */
export const COMPUTED_FLOAT: Property<unknown, FloatValue, FloatValue> = Object.assign(
  Object.create(FLOAT),
  { publish: (value: FloatValue) => value },
);

/** The name of the running element a computed position makes, or null (GCPM 3 §2.1). */
export function runningName(position: PositionValue): string | null {
  return typeof position === "string" ? null : position.running;
}
