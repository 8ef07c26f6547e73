import { deepStrictEqual as eq } from "node:assert/strict";
import type { Gradient } from "./gradient.ts";
import { styleHtml } from "./testing.ts";

const red = { r: 255, g: 0, b: 0, a: 1 };
const blue = { r: 0, g: 0, b: 255, a: 1 };
const green = { r: 0, g: 128, b: 0, a: 1 };

/** The gradient of a div's only background layer; null when the declaration was dropped. */
function gradientOf(value: string): Gradient | null {
  const style = styleHtml(`<style>div { color: green; background-image: ${value} }</style>
    <div></div>`).style("div");
  const [image] = style.backgroundImage;
  return image !== "none" && "gradient" in image ? image.gradient : null;
}

const stops = (...items: Gradient["stops"]) => items;

Deno.test("linear-gradient: default direction to bottom, stops without positions", () => {
  eq(gradientOf("linear-gradient(red, blue)"), {
    kind: "linear",
    repeating: false,
    direction: { angle: 180 },
    interpolation: null,
    stops: stops({ color: red, position: null }, { color: blue, position: null }),
  });
});

Deno.test("linear-gradient: angles, sides and corners", () => {
  const direction = (value: string) => {
    const g = gradientOf(`linear-gradient(${value}, red, blue)`);
    return g?.kind === "linear" ? g.direction : null;
  };
  eq(direction("45deg"), { angle: 45 });
  eq(direction("0.25turn"), { angle: 90 });
  eq(direction("0"), { angle: 0 });
  eq(direction("to top"), { angle: 0 });
  eq(direction("to left"), { angle: 270 });
  eq(direction("to right"), { angle: 90 });
  eq(direction("to top right"), { corner: { x: 1, y: -1 } });
  eq(direction("to left bottom"), { corner: { x: -1, y: 1 } });
  eq(direction("to top bottom"), null);
  eq(direction("45px"), null);
});

Deno.test("colour stops: positions, two positions, hints, currentcolor", () => {
  const g = gradientOf("linear-gradient(red 10px, 30%, blue 2em 60%, currentcolor)");
  eq(g?.stops, [
    { color: red, position: { px: 10 } },
    { hint: { percent: 30 } },
    { color: blue, position: { px: 32 } },
    { color: blue, position: { percent: 60 } },
    { color: green, position: null },
  ]);
});

Deno.test("colour stops: one is enough; hints at the ends or doubled are invalid", () => {
  eq(gradientOf("linear-gradient(red)")?.stops, [{ color: red, position: null }]);
  for (
    const bad of [
      "linear-gradient(10%, red, blue)",
      "linear-gradient(red, blue, 50%)",
      "linear-gradient(red, 10%, 20%, blue)",
      "linear-gradient(red 1px 2px 3px, blue)",
      "linear-gradient(, red, blue)",
    ]
  ) {
    eq(gradientOf(bad), null, bad);
  }
});

Deno.test("radial-gradient: shapes, extents, explicit sizes and centres", () => {
  const ending = (value: string) => {
    const g = gradientOf(`radial-gradient(${value}, red, blue)`);
    return g?.kind === "radial" ? { shape: g.shape, size: g.size, center: g.center } : null;
  };
  const middle = { x: { percent: 50 }, y: { percent: 50 } };
  eq(gradientOf("radial-gradient(red, blue)")?.kind, "radial");
  eq(ending("circle"), { shape: "circle", size: "farthest-corner", center: middle });
  eq(ending("closest-side"), { shape: "ellipse", size: "closest-side", center: middle });
  eq(ending("farthest-side circle at left top"), {
    shape: "circle",
    size: "farthest-side",
    center: { x: { percent: 0 }, y: { percent: 0 } },
  });
  eq(ending("20px"), {
    shape: "circle",
    size: { rx: { px: 20 }, ry: { px: 20 } },
    center: middle,
  });
  eq(ending("ellipse 20px 50% at 10px 20px"), {
    shape: "ellipse",
    size: { rx: { px: 20 }, ry: { percent: 50 } },
    center: { x: { px: 10 }, y: { px: 20 } },
  });
  eq(ending("at right 10px bottom 20%"), {
    shape: "ellipse",
    size: "farthest-corner",
    center: { x: { px: -10, percent: 100 }, y: { percent: 80 } },
  });
  // A circle takes one length, not a percentage; an ellipse two.
  eq(ending("circle 50%"), null);
  eq(ending("circle 1px 2px"), null);
  eq(ending("ellipse 10px"), null);
  eq(ending("10px circle 20px"), null);
  eq(ending("-5px"), null);
});

Deno.test("conic-gradient: start angle, centre, stops in angles or percentages of a turn", () => {
  const g = gradientOf("conic-gradient(from 90deg at 25% 75%, red 90deg, blue 0.5turn, green)");
  eq(g, {
    kind: "conic",
    repeating: false,
    from: 90,
    center: { x: { percent: 25 }, y: { percent: 75 } },
    interpolation: null,
    stops: stops(
      { color: red, position: { percent: 25 } },
      { color: blue, position: { percent: 50 } },
      { color: green, position: null },
    ),
  });
  eq(gradientOf("conic-gradient(red 10px, blue)"), null);
});

Deno.test("repeating forms and colour interpolation methods", () => {
  eq(gradientOf("repeating-linear-gradient(red 0 10px, blue 10px 20px)")?.repeating, true);
  eq(gradientOf("repeating-radial-gradient(red, blue 5px)")?.kind, "radial");
  eq(gradientOf("repeating-conic-gradient(red 0 10%, blue 10% 20%)")?.kind, "conic");
  eq(gradientOf("linear-gradient(in oklab, red, blue)")?.interpolation, {
    space: "oklab",
    hue: "shorter",
  });
  eq(gradientOf("linear-gradient(90deg in hsl longer hue, red, blue)")?.interpolation, {
    space: "hsl",
    hue: "longer",
  });
  eq(gradientOf("conic-gradient(in lch from 10deg, red, blue)")?.interpolation?.space, "lch");
  eq(gradientOf("linear-gradient(in nowhere, red, blue)"), null);
  eq(gradientOf("linear-gradient(in srgb longer hue, red, blue)"), null);
});
