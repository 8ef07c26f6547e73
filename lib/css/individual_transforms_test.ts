import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string) =>
  styleHtml(`<style>p { font-size: 10px; ${declarations} }</style><p>x</p>`).style("p");

Deno.test("translate: one to three lengths, the depth no percentage (Transforms 2 §5.1)", () => {
  eq(styleOf("").translate, "none");
  eq(styleOf("translate: 10px").translate, { x: { px: 10 }, y: { px: 0 }, z: 0 });
  eq(styleOf("translate: 10% 2em 3px").translate, { x: { percent: 10 }, y: { px: 20 }, z: 3 });
  eq(styleOf("translate: 1px 2px 3%").translate, "none");
});

Deno.test("rotate: an angle, about z or a named or given axis, the angle first or last (§5.2)", () => {
  eq(styleOf("rotate: 45deg").rotate, { axis: [0, 0, 1], angle: 45 });
  eq(styleOf("rotate: x 0.5turn").rotate, { axis: [1, 0, 0], angle: 180 });
  eq(styleOf("rotate: 90deg 1 1 0").rotate, { axis: [1, 1, 0], angle: 90 });
  eq(styleOf("rotate: 45deg z").rotate, { axis: [0, 0, 1], angle: 45 });
  // Chromium rejects a unitless 0, an angle between axis numbers, two angles.
  for (const invalid of ["0", "1 45deg 0 0", "45deg 10deg", "w 45deg"]) {
    eq(styleOf(`rotate: ${invalid}`).rotate, "none", invalid);
  }
});

Deno.test("scale: one value scales x and y, numbers or percentages (§5.3)", () => {
  eq(styleOf("scale: 2").scale, [2, 2, 1]);
  eq(styleOf("scale: 2 50%").scale, [2, 0.5, 1]);
  eq(styleOf("scale: 1 1 2").scale, [1, 1, 2]);
  eq(styleOf("scale: 2px").scale, "none");
});
