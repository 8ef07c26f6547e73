import { deepStrictEqual as eq, ok } from "node:assert/strict";
import type { Gradient } from "../css/gradient.ts";
import { styleHtml } from "../css/testing.ts";
import type { RGBA } from "../css/types.ts";
import { gradientPaint } from "./gradient.ts";
import type { Paint, Shading } from "./types.ts";

/** The paint of a CSS gradient over a 200 × 80 box at the origin. */
function paintOf(css: string, box = { x: 0, y: 0, width: 200, height: 80 }): Paint {
  const style = styleHtml(`<style>div { background-image: ${css} }</style><div></div>`)
    .style("div");
  const [image] = style.backgroundImage;
  if (image === "none" || !("gradient" in image)) throw new Error(`not a gradient: ${css}`);
  return gradientPaint(image.gradient as Gradient, box);
}

function shadingOf(css: string, box?: { x: number; y: number; width: number; height: number }) {
  const paint = paintOf(css, box);
  if (!("stops" in paint)) throw new Error(`${css} painted a colour`);
  return paint as Shading;
}

const round = (values: readonly number[], digits = 2) =>
  values.map((v) => Number(v.toFixed(digits)));

// Expected coordinates are those of Chromium 156's printed shadings for the same boxes.
Deno.test("linear-gradient: the gradient line through the centre, touching the far corners", () => {
  eq(round(shadingOf("linear-gradient(90deg, red, blue)").coords), [0, 40, 200, 40]);
  eq(round(shadingOf("linear-gradient(45deg, red, yellow 30%, blue)").coords), [
    30,
    110,
    170,
    -30,
  ]);
  eq(round(shadingOf("linear-gradient(to top right, red, blue)").coords), [
    72.41,
    108.97,
    127.59,
    -28.97,
  ]);
  // Placed with the box.
  eq(
    round(shadingOf("linear-gradient(red, blue)", { x: 10, y: 20, width: 50, height: 50 }).coords),
    [35, 20, 35, 70],
  );
});

Deno.test("radial-gradient: ending shapes as Chromium sizes them", () => {
  const radii = (css: string) => {
    const s = shadingOf(css);
    // The shading reaches the farthest corner; the ending shape is where the last colour
    // (blue) starts. The circle's radius is rx; the matrix squashes it to ry.
    const rx = s.coords[5] * s.stops.find((stop) => stop.color.b > 254.9)!.offset;
    return round([s.coords[0], s.coords[1], rx, rx * s.matrix[3]]);
  };
  eq(radii("radial-gradient(red, blue)"), [100, 40, 141.42, 56.57]);
  eq(radii("radial-gradient(closest-side at 30% 40%, red, blue)"), [60, 32, 60, 32]);
  eq(radii("radial-gradient(closest-corner at 20px 30px, red, blue)"), [20, 30, 28.28, 42.43]);
  eq(radii("radial-gradient(farthest-side circle at 20px 30px, red, blue)"), [20, 30, 180, 180]);
  eq(radii("radial-gradient(circle, red, blue)"), [100, 40, 107.7, 107.7]);
  eq(radii("radial-gradient(10px 20px, red, blue)"), [100, 40, 10, 20]);
  // The shading reaches the farthest corner: 100/10 and 40/20 of the radii away.
  eq(round([shadingOf("radial-gradient(10px 20px, red, blue)").coords[5]]), [
    Number((Math.hypot(10, 2) * 10).toFixed(2)),
  ]);
});

const hex = (c: RGBA) => round([c.r / 255, c.g / 255, c.b / 255, c.a], 4);

Deno.test("colour hints become Blink's nine stops on the hint's curve", () => {
  const s = shadingOf("linear-gradient(90deg, red, 20%, blue)");
  // Chromium's stitching bounds and colours for the same gradient.
  eq(round(s.stops.map((stop) => stop.offset), 4), [
    0,
    0.0667,
    0.1333,
    0.2,
    0.2615,
    0.3231,
    0.3846,
    0.4462,
    0.5077,
    0.5692,
    1,
  ]);
  eq(hex(s.stops[1].color), [0.6885, 0, 0.3115, 1]);
  eq(hex(s.stops[5].color), [0.3853, 0, 0.6147, 1]);
  const late = shadingOf("linear-gradient(90deg, red, 70%, blue)");
  eq(round(late.stops.map((stop) => stop.offset), 4).slice(1, 4), [0.3769, 0.4308, 0.4846]);
  eq(hex(late.stops[1].color), [0.8499, 0, 0.1501, 1]);
  // A hint halfway changes nothing.
  eq(shadingOf("linear-gradient(red, 50%, blue)").stops.length, 2);
});

Deno.test("stop positions are fixed up: defaults, clamping, even spacing", () => {
  const offsets = (css: string) => round(shadingOf(css).stops.map((stop) => stop.offset), 4);
  eq(offsets("linear-gradient(90deg, red, lime, blue)"), [0, 0.5, 1]);
  eq(offsets("linear-gradient(90deg, red 20px, lime, yellow, blue 80px)"), [
    0,
    0.1,
    0.2,
    0.3,
    0.4,
    1,
  ]);
  // A stop before an earlier one moves up to it: a hard edge.
  eq(offsets("linear-gradient(90deg, red 50%, blue 10%)"), [0, 0.5, 0.5, 1]);
});

Deno.test("premultiplied interpolation: a transparent end takes the other end's colour", () => {
  const s = shadingOf("linear-gradient(90deg, red, transparent)");
  eq(s.stops.map((stop) => stop.color), [
    { r: 255, g: 0, b: 0, a: 1 },
    { r: 255, g: 0, b: 0, a: 0 },
  ]);
  // Between two alphas, pieces follow the premultiplied curve.
  const half = shadingOf("linear-gradient(90deg, rgba(255,0,0,1), rgba(0,0,255,0.5))");
  eq(half.stops.length, 9);
  const middle = half.stops[4].color;
  // Alpha 0.5 is kept in 8 bits, 128/255, as Chromium keeps it.
  eq(round([middle.r, middle.b, middle.a]), [169.78, 85.22, 0.75]);
});

Deno.test("repeating gradients are laid end to end over the box", () => {
  const s = shadingOf("repeating-linear-gradient(90deg, red 0 10px, blue 10px 20px)");
  eq(s.stops.length, 40);
  eq(round(s.stops.slice(0, 5).map((stop) => stop.offset * 200)), [0, 10, 10, 20, 20]);
  const radial = shadingOf("repeating-radial-gradient(circle at 0 0, red, blue 10px)");
  // Out to the far corner (215.4px): 22 repeats of two stops.
  eq(round([radial.coords[5]]), [215.41]);
  ok(radial.stops.length >= 44);
  // A zero-length repeat is the average colour.
  eq(paintOf("repeating-linear-gradient(red 5px, blue 5px)"), { r: 127.5, g: 0, b: 127.5, a: 1 });
});

Deno.test("one colour paints a colour; a degenerate ellipse its last colour", () => {
  eq(paintOf("linear-gradient(red)"), { r: 255, g: 0, b: 0, a: 1 });
  eq(paintOf("linear-gradient(red 10%, red 90%)"), { r: 255, g: 0, b: 0, a: 1 });
  eq(paintOf("radial-gradient(0 10px, red, blue)"), { r: 0, g: 0, b: 255, a: 1 });
});

Deno.test("conic-gradient: centre and start angle; offsets in turns", () => {
  const s = shadingOf("conic-gradient(from 90deg at 25% 50%, red 90deg, blue 180deg, red 270deg)");
  eq(s.kind, "conic");
  eq(s.coords, [50, 40, 90, 0, 0, 200, 80]);
  eq(round(s.stops.map((stop) => stop.offset)), [0, 0.25, 0.5, 0.75, 1]);
});
