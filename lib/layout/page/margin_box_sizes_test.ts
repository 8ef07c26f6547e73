import { deepStrictEqual as eq } from "node:assert/strict";
import { marginBoxSizes } from "./margin_box_sizes.ts";

const em = (x: number) => x * 16;
const auto = (min: number, max = min) => ({ min: em(min), max: em(max) });
const inEm = (sizes: number[]) => sizes.map((s) => Math.round(s / 16 * 1000) / 1000);

// The cases of Chromium's margin-box tests (web-platform-tests css/css-page/margin-boxes,
// dimensions-005 to -009), which Chromium 156 prints as computed here.
Deno.test("max-content sizes fit: grown in proportion to them; the centre box stays centred", () => {
  eq(inEm(marginBoxSizes(auto(3), auto(2), auto(2), em(20))), [7.5, 5, 7.5]);
});

Deno.test("no centre box: min + free space in proportion to max − min", () => {
  eq(inEm(marginBoxSizes(auto(4, 17), null, auto(2, 5), em(20))), [15.375, 0, 4.625]);
});

Deno.test("centre box, max-content sizes too large: from min-content sizes", () => {
  eq(inEm(marginBoxSizes(auto(1, 9), auto(1, 17), auto(1, 3), em(20))), [5.25, 9.5, 5.25]);
});

Deno.test("min-content sizes too large: shrunk in proportion to them", () => {
  eq(inEm(marginBoxSizes(auto(18), auto(12), auto(6), em(20))), [7.5, 5, 7.5]);
});

Deno.test("one box alone takes the whole side; missing boxes get nothing", () => {
  eq(marginBoxSizes(null, auto(5), null, 600), [0, 600, 0]);
  eq(marginBoxSizes(auto(5), null, null, 600), [600, 0, 0]);
  eq(marginBoxSizes(null, null, auto(1, 2), 600), [0, 0, 600]);
});

Deno.test("fixed sizes are kept; the others take the rest", () => {
  eq(marginBoxSizes(auto(1), { fixed: 100 }, auto(3), 600), [250, 100, 250]);
  eq(marginBoxSizes({ fixed: 100 }, null, auto(3), 600), [100, 0, 500]);
  eq(marginBoxSizes(auto(3), null, { fixed: 50 }, 600), [550, 0, 50]);
});
