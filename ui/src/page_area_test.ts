import assert from "node:assert/strict";
import { cssLengthPx, pageArea } from "./page_area.ts";

Deno.test("absolute lengths convert to px as CSS defines them", () => {
  assert.equal(cssLengthPx("10px"), 10);
  assert.equal(cssLengthPx("1in"), 96);
  assert.equal(cssLengthPx("0"), 0);
  assert.equal(cssLengthPx("12pt"), 16);
  assert.ok(Math.abs(cssLengthPx("20mm")! - 75.590551) < 1e-6);
  assert.equal(cssLengthPx("2em"), null);
  assert.equal(cssLengthPx("10%"), null);
  assert.equal(cssLengthPx("5"), null);
});

Deno.test("the page area is the page box less its margins", () => {
  const area = pageArea(793.7, 1122.5, { top: 40, right: 30, bottom: 20, left: 10 });
  assert.ok(Math.abs(area.contentWidth - 753.7) < 1e-9);
  assert.ok(Math.abs(area.contentHeight - 1062.5) < 1e-9);
  assert.equal(pageArea(100, 100, { top: 60, right: 60, bottom: 60, left: 60 }).contentWidth, 1);
});
