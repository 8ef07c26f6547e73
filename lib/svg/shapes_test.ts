import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { shapeSegments } from "./shapes.ts";
import { pathBBox } from "./bbox.ts";

const ctx = { viewport: { width: 200, height: 100 }, fontSize: 16 };
const shape = (name: string, attrs: Record<string, string>) => shapeSegments(name, attrs, ctx);

Deno.test("rect: one radius stands for both, radii clamp to half the sides, none draws square", () => {
  const rounded = shape("rect", { x: "10", y: "10", width: "40", height: "20", rx: "30" })!;
  // rx clamps to 20 and ry (taken from rx) to 10: the first side starts 20 in from the left.
  eq(rounded[0], { op: "M", x: 30, y: 10 });
  eq(rounded[1], { op: "L", x: 30, y: 10 });
  eq(pathBBox(rounded), { x: 10, y: 10, width: 40, height: 20 });
  eq(shape("rect", { width: "10", height: "10", rx: "-5" })!.length, 5);
  equal(shape("rect", { width: "0", height: "10" }), null);
  equal(shape("rect", { width: "10", height: "-1" }), null);
});

Deno.test("lengths: percentages of the viewport's width, height or normalized diagonal, and em", () => {
  eq(pathBBox(shape("rect", { x: "10%", y: "10%", width: "50%", height: "1em" })!), {
    x: 20,
    y: 10,
    width: 100,
    height: 16,
  });
  // r="10%" of √((200² + 100²)/2) ≈ 158.11.
  const circle = shape("circle", { cx: "0", cy: "0", r: "10%" })!;
  equal(Math.round((circle[0] as { x: number }).x * 100) / 100, 15.81);
});

Deno.test("circle and ellipse start at the right and go clockwise on the page", () => {
  const circle = shape("circle", { cx: "50", cy: "50", r: "10" })!;
  eq(circle[0], { op: "M", x: 60, y: 50 });
  const first = circle[1];
  eq(first.op === "C" && [Math.round(first.x), Math.round(first.y)], [50, 60]);
  eq(pathBBox(shape("ellipse", { cx: "0", cy: "0", rx: "20" })!), {
    x: -20,
    y: -20,
    width: 40,
    height: 40,
  });
  equal(shape("circle", { r: "0" }), null);
});

Deno.test("polyline and polygon: points in pairs, an odd number dropped; polygons close", () => {
  eq(shape("polyline", { points: "0,0 10,0 10 10 5" }), [
    { op: "M", x: 0, y: 0 },
    { op: "L", x: 10, y: 0 },
    { op: "L", x: 10, y: 10 },
  ]);
  eq(shape("polygon", { points: "0 0,10 0" })!.at(-1), { op: "Z" });
  eq(shape("line", { x2: "10", y2: "5" }), [{ op: "M", x: 0, y: 0 }, { op: "L", x: 10, y: 5 }]);
});
