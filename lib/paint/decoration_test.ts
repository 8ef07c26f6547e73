import assert from "node:assert/strict";
import { styleHtml } from "../css/testing.ts";
import type { FontBox } from "../layout/mod.ts";
import { paintDecorationLine } from "./decoration.ts";
import type { DisplayItem } from "./types.ts";

const FONT: FontBox = {
  ascent: 12,
  descent: 4,
  lineHeight: 18,
  xHeight: 8,
  underlinePosition: -2,
  underlineThickness: 1,
};

Deno.test("a wavy line is drawn only where the page shows it, in phase with its start", () => {
  const { style } = styleHtml(`<u style="text-decoration-style:wavy">x</u>`);
  const wave = (shown?: { left: number; right: number }) => {
    const out: DisplayItem[] = [];
    paintDecorationLine(
      out,
      "underline",
      { r: 0, g: 0, b: 0, a: 1 },
      style("u"),
      FONT,
      10,
      50,
      1e7,
      undefined,
      shown,
    );
    return out.flatMap((item) =>
      item.kind === "line" ? [[item.x1, item.y1, item.x2, item.y2]] : []
    );
  };
  const page = wave({ left: 0, right: 800 });
  assert.ok(page.length > 300 && page.length < 500, `${page.length} segments`);
  assert.ok(page.every(([x1, , x2]) => x2 > -10 && x1 < 810));
  const whole = wave({ left: -Infinity, right: 1000 });
  assert.deepEqual(page, whole.filter(([x1, , x2]) => x2 > -10 && x1 < 810).slice(0, page.length));
});
