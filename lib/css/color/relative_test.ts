/**
 * Relative colours (CSS Color 5 §4) against Chromium 156: computed values and PDF paint.
 */
import { expectComputed, expectInvalid, expectPrinted } from "./testing.ts";

Deno.test("relative rgb(), hsl(), hwb(): channel keywords in the function's units, srgb results", () => {
  expectComputed([
    ["rgb(from red r g b)", "color(srgb 1 0 0)"],
    ["rgb(from red r g b / 50%)", "color(srgb 1 0 0 / 0.5)"],
    ["rgb(from red calc(r / 2) g b)", "color(srgb 0.5 0 0)"],
    ["rgb(from red calc(r * 2) g b)", "color(srgb 2 0 0)"], // not clamped, unlike rgb(510 0 0)
    ["rgb(from red 50% g b)", "color(srgb 0.5 0 0)"],
    ["rgb(from red none g b)", "color(srgb none 0 0)"],
    ["rgb(from rgb(10 20 30 / 0.5) b g r)", "color(srgb 0.117647 0.0784314 0.0392157 / 0.5)"],
    ["rgb(from rgb(none 20 30) r g b)", "color(srgb 0 0.0784314 0.117647)"],
    ["rgb(from oklch(0.7 0.1 200) r g b)", "color(srgb 0.251614 0.694282 0.717111)"],
    ["rgb(from color(display-p3 1 0 0) r g b)", "color(srgb 1.09302 -0.22669 -0.150073)"],
    ["rgb(from red min(r, 100) g b)", "color(srgb 0.392157 0 0)"],
    ["rgb(from red clamp(0, r, 100) g b)", "color(srgb 0.392157 0 0)"],
    ["rgb(from RED R G B)", "color(srgb 1 0 0)"],
    ["rgba(from red r g b)", "color(srgb 1 0 0)"],
    ["hsl(from red calc(h + 120) s l)", "color(srgb 0 1 0)"],
    ["hsl(from red h s calc(l - 20))", "color(srgb 0.6 0 0)"],
    ["hsl(from rgb(200 100 50) h s l / 0.5)", "color(srgb 0.784314 0.392157 0.196078 / 0.5)"],
    ["hwb(from red calc(h + 180) w b)", "color(srgb 0 1 1)"],
    ["rgb(from rgb(from red 0 g b) r 255 b)", "color(srgb 0 1 0)"],
    ["rgb(from color-mix(in srgb, red, blue) r g b)", "color(srgb 0.5 0 0.5)"],
  ]);
});

Deno.test("relative lab(), lch(), oklab(), oklch(), color()", () => {
  expectComputed([
    ["lab(from red l a b)", "lab(54.29 80.8198 69.8997)"],
    ["lab(from red l a b / calc(alpha / 2))", "lab(54.29 80.8198 69.8997 / 0.5)"],
    ["lch(from red l c calc(h + 180))", "lch(54.29 106.854 220.856)"],
    ["oklab(from red l a b)", "oklab(0.627966 0.22488 0.125859)"],
    ["oklch(from red calc(l * 0.8) c h)", "oklch(0.502373 0.257704 29.2346)"],
    ["oklch(from red 50% 50% h)", "oklch(0.5 0.2 29.2346)"],
    ["oklch(from oklch(0.7 0.15 none) l c h)", "oklch(0.7 0.15 0)"],
    ["lch(from lch(50 30 40) l c none)", "lch(50 30 none)"],
    ["color(from red display-p3 r g b)", "color(display-p3 0.91753 0.200241 0.138502)"],
    ["color(from red xyz x y z)", "color(xyz-d65 0.412426 0.212648 0.0193173)"],
    ["color(from red xyz-d50 x y z)", "color(xyz-d50 0.436066 0.222488 0.013916)"],
    [
      "color(from oklch(0.7 0.1 200) srgb calc(r + 0.1) g b)",
      "color(srgb 0.351614 0.694282 0.717111)",
    ],
    ["color(from red srgb calc(r * 50%) g b)", "color(srgb 0.5 0 0)"],
  ]);
  expectPrinted([
    ["lch(from red l c calc(h + 180))", "0 .6403 .9851"],
    ["oklch(from red calc(l * 0.8) c h)", ".8141 0 0"],
  ]);
});

Deno.test("relative colours over currentcolor wait for the element's colour", () => {
  // The tests' currentcolor is rgb(10 20 30).
  expectComputed([
    ["rgb(from currentcolor r g b / 50%)", "color(srgb 0.0392157 0.0784314 0.117647 / 0.5)"],
    ["hsl(from currentcolor h s 90%)", "color(srgb 0.85 0.9 0.95)"],
    ["oklch(from currentcolor l c h / 0.5)", "oklch(0.186986 0.0253293 249.337 / 0.5)"],
    [
      "oklch(from color-mix(in srgb, currentcolor, red) l c h / 0.5)",
      "oklch(0.391763 0.152818 26.9701 / 0.5)",
    ],
  ]);
  expectPrinted([["hsl(from currentcolor h s 90%)", ".85 .9 .95"]]);
});

Deno.test("relative colour grammar: what Chromium rejects, also over currentcolor", () => {
  expectInvalid([
    "rgb(from red, r, g, b)",
    "rgb(from red r g)",
    "rgb(from red r g b x)",
    "rgb(from red foo g b)",
    "rgb(from red h s l)",
    "hsl(from red calc(h + 30deg) s l)", // h is a number
    "hsl(from red calc(h + 0.5turn) s l)",
    "lab(from lab(50 20 30) calc(l + 10%) a b)",
    "color(from red r g b)",
    "rgb(from notacolor r g b)",
    "rgb(from currentcolor r g)",
    "oklch(from currentcolor l c calc(h + 1deg))",
  ]);
});
