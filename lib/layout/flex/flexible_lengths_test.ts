import { deepStrictEqual as eq } from "node:assert/strict";
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import { flexAxes } from "./axes.ts";
import { resolveFlexibleLengths } from "./flexible_lengths.ts";
import { type FlexItem, newItem } from "./item.ts";
import { styleHtml } from "../../css/testing.ts";

const ROW = flexAxes({ flexDirection: "row", flexWrap: "nowrap" } as ComputedStyle);

/** An item of `base` px flex base size whose hypothetical size is clamped to [min, max]. */
function item(grow: number, shrink: number, base: number, min = 0, max = Infinity): FlexItem {
  const style = styleHtml(`<p style="flex: ${grow} ${shrink}">x</p>`).style("p");
  const box: BlockBox = {
    kind: "block",
    style,
    element: null,
    content: { type: "blocks", children: [] },
    marker: null,
  };
  const i = newItem(box, ROW, 600);
  i.flexBaseSize = base;
  i.minMain = min;
  i.maxMain = max;
  i.hypotheticalMainSize = Math.max(min, Math.min(max, base));
  return i;
}

const sizes = (items: FlexItem[]) => items.map((i) => Math.round(i.targetMainSize * 100) / 100);

Deno.test("§9.7 free space grows items by flex-grow", () => {
  const items = [item(1, 1, 100), item(3, 1, 50), item(0, 1, 50)];
  resolveFlexibleLengths(items, ROW, 500, 0);
  eq(sizes(items), [175, 275, 50]);
});

Deno.test("§9.7 negative free space shrinks by flex-shrink × flex base size", () => {
  const items = [item(0, 1, 200), item(0, 3, 200)];
  resolveFlexibleLengths(items, ROW, 300, 0);
  eq(sizes(items), [175, 125]);
});

Deno.test("§9.7 step 4d-e: min and max violations freeze items and the rest share again", () => {
  const items = [item(1, 1, 0, 0, 50), item(1, 1, 0, 300), item(1, 1, 0)];
  resolveFlexibleLengths(items, ROW, 500, 0);
  eq(sizes(items), [50, 300, 150]);
  const shrinking = [item(0, 1, 200, 150), item(0, 1, 200)];
  resolveFlexibleLengths(shrinking, ROW, 200, 0);
  eq(sizes(shrinking), [150, 50]);
});

Deno.test("§9.7 step 4b: flex factors summing below 1 take only their share of the space", () => {
  const items = [item(0.2, 0, 100), item(0.3, 0, 100)];
  resolveFlexibleLengths(items, ROW, 400, 0);
  eq(sizes(items), [140, 160]);
});

Deno.test("§9.7 gaps are taken from the free space first", () => {
  const items = [item(1, 1, 0), item(1, 1, 0)];
  resolveFlexibleLengths(items, ROW, 110, 10);
  eq(sizes(items), [50, 50]);
});
