import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "../css/testing.ts";
import { svgImage } from "./document.ts";
import { gradientPaint } from "./gradient.ts";

const ctx = { viewport: { width: 200, height: 100 }, fontSize: 16 };
const BOX = { x: 10, y: 20, width: 100, height: 50 };

/** The paint of gradient `id` among `defs` on a shape with box `bbox`. */
function paintOf(defs: string, id: string, bbox: typeof BOX | null = BOX) {
  const { element, styled } = styleHtml(`<svg>${defs}<rect fill="url(#${id})"/></svg>`);
  const { refs } = svgImage(element("svg"), styled);
  return gradientPaint(refs.get(id)!, refs, bbox, ctx, 1);
}

const RED = { r: 255, g: 0, b: 0, a: 1 };
const BLUE = { r: 0, g: 0, b: 255, a: 1 };
const STOPS = `<stop offset="0" stop-color="red"/><stop offset="100%" stop-color="blue"/>`;

Deno.test("attributes and stops come through href, the nearest gradient's first", () => {
  const paint = paintOf(
    `<linearGradient id="a" x1="10%" spreadMethod="pad">${STOPS}</linearGradient>
     <linearGradient id="b" href="#a" x2="50%"/>`,
    "b",
  );
  eq(paint, {
    kind: "axial",
    coords: [0.1, 0, 0.5, 0],
    matrix: [100, 0, 0, 50, 10, 20],
    stops: [{ offset: 0, color: RED }, { offset: 1, color: BLUE }],
    extend: true,
  });
});

Deno.test("user space units take lengths and percentages of the viewport", () => {
  const paint = paintOf(
    `<radialGradient id="r" gradientUnits="userSpaceOnUse" cx="50%" cy="10" r="20" fx="5">${STOPS}</radialGradient>`,
    "r",
  );
  eq(paint && "coords" in paint && [paint.coords, paint.matrix], [
    [5, 10, 0, 100, 10, 20],
    [1, 0, 0, 1, 0, 0],
  ]);
});

Deno.test("one stop paints its colour, none paints nothing, an empty box cannot be painted", () => {
  eq(paintOf(`<linearGradient id="g"><stop stop-color="red"/></linearGradient>`, "g"), RED);
  equal(paintOf(`<linearGradient id="g"/>`, "g"), null);
  equal(
    paintOf(`<linearGradient id="g">${STOPS}</linearGradient>`, "g", { ...BOX, height: 0 }),
    null,
  );
  // A zero-length vector paints the last stop.
  eq(paintOf(`<linearGradient id="g" x2="0">${STOPS}</linearGradient>`, "g"), BLUE);
});

Deno.test("reflect and repeat lay the stops out over the periods the shape's box reaches", () => {
  const repeat = paintOf(
    `<linearGradient id="g" x2="0.5" spreadMethod="repeat">${STOPS}</linearGradient>`,
    "g",
  );
  eq(
    repeat && "coords" in repeat && [repeat.coords, repeat.stops.map((s) => [s.offset, s.color.b])],
    [
      [0, 0, 1, 0],
      [[0, 0], [0.5, 255], [0.5, 0], [1, 255]],
    ],
  );
  const reflect = paintOf(
    `<linearGradient id="g" x2="0.5" spreadMethod="reflect">${STOPS}</linearGradient>`,
    "g",
  );
  eq(reflect && "stops" in reflect && reflect.stops.map((s) => [s.offset, s.color.b]), [
    [0, 0],
    [0.5, 255],
    [0.5, 255],
    [1, 0],
  ]);
});
