/**
 * color-mix() against Chromium 156: its computed value (getComputedStyle, in the mixing space)
 * and what its PDF output paints.
 */
import { expectComputed, expectInvalid, expectPrinted } from "./testing.ts";

Deno.test("color-mix() in every interpolation space", () => {
  const cases = [
    ["in srgb", "color(srgb 0.5 0 0.5)", ".5 0 .5"],
    ["in srgb-linear", "color(srgb-linear 0.5 -6.85395e-9 0.5)", ".7354 0 .7354"],
    ["in display-p3", "color(display-p3 0.458734 0.100055 0.549017)", ".5016 .0385 .5692"],
    ["in a98-rgb", "color(a98-rgb 0.426364 -0.00755272 0.487894)", ".5003 0 .5011"],
    ["in prophoto-rgb", "color(prophoto-rgb 0.519249 0.206658 0.513153)", ".729 .0117 .6164"],
    ["in rec2020", "color(rec2020 0.480177 0.141018 0.510213)", ".6346 .0732 .5784"],
    ["in lab", "lab(41.9277 74.5607 -21.0676)", ".7568 0 .534"],
    ["in oklab", "oklab(0.539974 0.0962086 -0.0928316)", ".5504 .3256 .6365"],
    ["in xyz", "color(xyz-d65 0.296439 0.142411 0.484861)", ".7354 0 .7354"],
    ["in xyz-d50", "color(xyz-d50 0.289566 0.141548 0.364006)", ".7354 0 .7354"],
    ["in xyz-d65", "color(xyz-d65 0.296439 0.142411 0.484861)", ".7354 0 .7354"],
    ["in hsl", "color(srgb 1 0 1)", "1 0 1"], // hsl and hwb mixes are kept as srgb
    ["in hwb", "color(srgb 1 0 1)", "1 0 1"],
    ["in lch", "lch(41.9277 119.034 351.112)", ".9606 0 .5259"],
    ["in oklch", "oklch(0.539974 0.285457 326.643)", ".7299 0 .7601"],
  ].map(([mix, computed, paint]) => [`color-mix(${mix}, red, blue)`, computed, paint]);
  expectComputed(cases.map(([value, computed]) => [value, computed]));
  expectPrinted(cases.map(([value, , paint]) => [value, paint]));
});

Deno.test("color-mix() without an interpolation method mixes in oklab", () => {
  expectComputed([["color-mix(red, blue)", "oklab(0.539974 0.0962086 -0.0928316)"]]);
});

Deno.test("color-mix() percentages: completed, normalised, and an alpha multiplier below 100%", () => {
  expectComputed([
    ["color-mix(in srgb, red 30%, blue)", "color(srgb 0.3 0 0.7)"],
    ["color-mix(in srgb, 30% red, blue)", "color(srgb 0.3 0 0.7)"],
    ["color-mix(in srgb, red, blue 10%)", "color(srgb 0.9 0 0.1)"],
    ["color-mix(in srgb, red 80%, blue 80%)", "color(srgb 0.5 0 0.5)"],
    ["color-mix(in srgb, red 30%, blue 30%)", "color(srgb 0.5 0 0.5 / 0.6)"],
    ["color-mix(in srgb, red 40%, blue 20%)", "color(srgb 0.666667 0 0.333333 / 0.6)"],
    ["color-mix(in srgb, red 50%, blue 0%)", "color(srgb 1 0 0 / 0.5)"],
    // The spec makes a 0% sum invalid; Chromium mixes a transparent colour.
    ["color-mix(in srgb, red 0%, blue 0%)", "color(srgb 0.5 0 0.5 / 0)"],
    ["color-mix(in srgb, red calc(20% + 10%), blue)", "color(srgb 0.3 0 0.7)"],
  ]);
});

Deno.test("color-mix() grammar: what Chromium rejects", () => {
  expectInvalid([
    "color-mix(in srgb, red 150%, blue)",
    "color-mix(in srgb, red -10%, blue)",
    "color-mix(in srgb, red)",
    "color-mix(in srgb, red, blue, green)",
    "color-mix(in srgb red, blue)",
    "color-mix(in srgb, red 10% 20%, blue)",
    "color-mix(in srgb, red 0.5, blue)",
    "color-mix(in srgb longer hue, red, blue)",
    "color-mix(in oklch longer, red, blue)",
    "color-mix(in hsv, red, blue)",
    "color-mix(in srgb, red, notacolor)",
  ]);
});

Deno.test("color-mix() nests, and mixes currentcolor once the element's colour is known", () => {
  // The tests' currentcolor is rgb(10 20 30).
  expectComputed([
    ["color-mix(in srgb, color-mix(in srgb, red, blue), white)", "color(srgb 0.75 0.5 0.75)"],
    ["color-mix(in srgb, currentcolor, white)", "color(srgb 0.519608 0.539216 0.558824)"],
    [
      "color-mix(in oklab, currentcolor 20%, transparent)",
      "oklab(0.186986 -0.00893791 -0.0236999 / 0.2)",
    ],
    [
      "color-mix(in srgb, currentcolor 25%, rgb(0 0 255 / 0.5))",
      "color(srgb 0.0156863 0.0313726 0.647059 / 0.625)",
    ],
  ]);
  expectPrinted([
    ["color-mix(in srgb, currentcolor, white)", ".5196 .5392 .5588"],
    ["color-mix(in oklab, currentcolor 20%, transparent)", ".0392 .0784 .1176 / .2"],
  ]);
});
