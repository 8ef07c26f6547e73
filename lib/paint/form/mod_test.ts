import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { paintedPage } from "../testing.ts";
import type { DisplayItem } from "../types.ts";

const fills = (items: DisplayItem[]) =>
  items.flatMap((i) =>
    i.kind === "path" && i.fill ? [[i.fill.r, i.fill.g, i.fill.b, i.fill.a]] : []
  );

Deno.test("a native control paints its widget instead of its CSS background and border", async () => {
  // The user agent gives a button a 2px outset black border and a text field a 2px inset one:
  // Chromium prints neither, only the widget's 1px rounded frame.
  const items = await paintedPage(`<button>Apply</button><input value=x>`, 800, 0);
  eq(fills(items), [[239, 239, 239, 1], [255, 255, 255, 1]]);
  const strokes = items.flatMap((i) => i.kind === "path" && i.stroke ? [i.stroke.width] : []);
  eq(strokes, [1, 1]);
  equal(items.filter((i) => i.kind === "glyphs").length, 2);
});

Deno.test("a control the page styles paints its CSS; a drop-down keeps its arrow", async () => {
  const items = await paintedPage(
    `<button style="background: rgb(255, 0, 0)">Apply</button><select style="border: 3px solid
    blue"><option>A</select><input type=checkbox checked style="background: green">`,
    800,
    0,
  );
  const rects = items.flatMap((i) => i.kind === "rect" ? [[i.color.r, i.color.g, i.color.b]] : []);
  // The button's and the select's CSS backgrounds; the checkbox stays a widget.
  eq(rects.slice(0, 2), [[255, 0, 0], [239, 239, 239]]);
  equal(items.filter((i) => i.kind === "shape").length, 2, "the arrow and the check mark");
  eq(fills(items).at(-1), [0, 117, 255, 1]);
});
