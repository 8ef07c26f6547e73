import assert from "node:assert/strict";
import { markerText } from "./list_marker.ts";

Deno.test("list markers follow the predefined counter styles", () => {
  assert.equal(markerText("disc", 1), "• ");
  assert.equal(markerText("decimal", 12), "12. ");
  assert.equal(markerText("decimal-leading-zero", 7), "07. ");
  assert.equal(markerText("lower-alpha", 1), "a. ");
  assert.equal(markerText("lower-alpha", 27), "aa. ");
  assert.equal(markerText("upper-alpha", 28), "AB. ");
  assert.equal(markerText("lower-roman", 1994), "mcmxciv. ");
  assert.equal(markerText("upper-roman", 4), "IV. ");
  assert.equal(markerText("upper-roman", 4000), "4000. ");
  assert.equal(markerText("none", 3), null);
});
