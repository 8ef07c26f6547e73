/**
 * Interpolation (CSS Color 4 §12) through color-mix(), against Chromium 156's computed values.
 */
import { expectComputed } from "./testing.ts";

Deno.test("hue interpolation methods (§12.4)", () => {
  expectComputed([
    ["color-mix(in oklch shorter hue, red, blue)", "oklch(0.539974 0.285457 326.643)"],
    ["color-mix(in oklch longer hue, red, blue)", "oklch(0.539974 0.285457 146.643)"],
    ["color-mix(in oklch increasing hue, red, blue)", "oklch(0.539974 0.285457 146.643)"],
    ["color-mix(in oklch decreasing hue, red, blue)", "oklch(0.539974 0.285457 326.643)"],
    [
      "color-mix(in oklch decreasing hue, oklch(0.5 0.1 10), oklch(0.5 0.1 20))",
      "oklch(0.5 0.1 195)",
    ],
    [
      "color-mix(in oklch increasing hue, oklch(0.5 0.1 20), oklch(0.5 0.1 10))",
      "oklch(0.5 0.1 195)",
    ],
    ["color-mix(in oklch longer hue, oklch(0.5 0.1 10), oklch(0.5 0.1 10))", "oklch(0.5 0.1 190)"],
    ["color-mix(in oklch longer hue, oklch(0.5 0.1 10), oklch(0.5 0.1 350))", "oklch(0.5 0.1 180)"],
    ["color-mix(in lch longer hue, lch(50 50 10), lch(50 50 60))", "lch(50 50 215)"],
    ["color-mix(in hsl longer hue, red, blue)", "color(srgb 0 1 0)"],
    [
      "color-mix(in hsl increasing hue, hsl(300 50% 50%), hsl(30 50% 50%))",
      "color(srgb 0.75 0.25 0.375)",
    ],
    [
      "color-mix(in hsl decreasing hue, hsl(300 50% 50%), hsl(30 50% 50%))",
      "color(srgb 0.25 0.75 0.625)",
    ],
  ]);
});

Deno.test("a missing component takes the other colour's value (§12.3)", () => {
  expectComputed([
    ["color-mix(in oklch, oklch(0.5 0.1 none), oklch(0.7 0.2 100))", "oklch(0.6 0.15 100)"],
    ["color-mix(in oklch, oklch(0.5 0.1 none), oklch(0.7 0.2 none))", "oklch(0.6 0.15 none)"],
    [
      "color-mix(in srgb, rgb(none 50 100), rgb(200 100 0))",
      "color(srgb 0.784314 0.294118 0.196078)",
    ],
    [
      "color-mix(in srgb, rgb(255 0 0 / none), rgb(0 0 255 / 0.5))",
      "color(srgb 0.5 0 0.5 / 0.5)",
    ],
  ]);
});

Deno.test("missing components carry over to analogous ones, and only to those (§12.2)", () => {
  expectComputed([
    [
      "color-mix(in srgb, color(display-p3 none 0.5 0.5), rgb(200 100 0))",
      "color(srgb 0.784314 0.450894 0.252274)",
    ],
    ["color-mix(in lch, oklch(none 0.1 50), lch(70 20 30))", "lch(70 11.4585 69.9614)"],
    ["color-mix(in lch, oklch(0.5 0.1 none), lch(70 20 30))", "lch(55.3709 26.4268 30)"],
    [
      "color-mix(in hsl, hsl(none 50% 50%), hsl(100 20% 30%))",
      "color(srgb 0.353333 0.54 0.26)",
    ],
    [
      "color-mix(in hsl, oklch(0.5 0.1 none), hsl(100 20% 30%))",
      "color(srgb 0.330825 0.458856 0.26681)",
    ],
    [
      "color-mix(in hsl, lab(none 10 10), hsl(100 20% 30%))",
      "color(srgb 1.59965 1.50045 -0.999646)",
    ],
    ["color-mix(in lch, oklch(0.5 0.1 none), hwb(100 20% 30%))", "lch(53.1589 50.8499 129.232)"],
    [
      "color-mix(in hwb, lch(50 30 none), hwb(100 20% 30%))",
      "color(srgb 0.420229 0.674761 0.292962)",
    ],
    // Red has no analogue in oklab: it converts as 0.
    ["color-mix(in oklab, rgb(none 50 100), rgb(200 100 0))", "oklab(0.465165 0.031726 0.013479)"],
  ]);
});

Deno.test("an achromatic colour converted to a polar space has no hue (§4.4.1)", () => {
  expectComputed([
    ["color-mix(in oklch, white, blue)", "oklch(0.725987 0.15663 264.051)"],
    ["color-mix(in oklch, black, white)", "oklch(0.499997 0.0000248993 none)"],
    ["color-mix(in lch, gray, red)", "lch(53.9372 53.4327 40.856)"],
    ["color-mix(in hsl, white, blue)", "color(srgb 0.625 0.625 0.875)"],
    ["color-mix(in hwb, white, blue)", "color(srgb 0.5 0.5 1)"],
    [
      "color-mix(in hwb, rgb(128 128 128), hwb(200 10% 10%))",
      "color(srgb 0.30098 0.567647 0.70098)",
    ],
    // Chromium's threshold is a chroma of 0.02, in oklch too.
    ["color-mix(in oklch, oklab(0.7 0.015 0.005), oklch(0.6 0.2 250))", "oklch(0.65 0.107906 250)"],
    [
      "color-mix(in oklch, oklab(0.7 0.025 0.005), oklch(0.6 0.2 250))",
      "oklch(0.65 0.112748 310.655)",
    ],
    // A hue written in the interpolation space stays, whatever the chroma.
    ["color-mix(in oklch, oklch(0.6 0 0), oklch(0.6 0.2 250))", "oklch(0.6 0.1 305)"],
    [
      "color-mix(in hsl, hsl(30 0% 50%), hsl(200 50% 50%))",
      "color(srgb 0.395833 0.625 0.375)",
    ],
    // A transparent colour keeps its hue.
    [
      "color-mix(in oklch, rgb(255 0 0 / 0), blue)",
      "oklch(0.451981 0.31321 326.643 / 0.5)",
    ],
  ]);
});

Deno.test("components are interpolated premultiplied by alpha, hues not (§12.3)", () => {
  expectComputed([
    [
      "color-mix(in srgb, rgb(255 0 0 / 0.5), rgb(0 0 255 / 1))",
      "color(srgb 0.333333 0 0.666667 / 0.75)",
    ],
    [
      "color-mix(in oklch, oklch(0.5 0.2 30 / 0.4), oklch(0.8 0.1 200 / 0.8))",
      "oklch(0.7 0.133333 115 / 0.6)",
    ],
    [
      "color-mix(in lab, lab(50 20 30 / 0.4) 25%, lab(80 -10 60 / 0.8))",
      "lab(75.7143 -5.71429 55.7143 / 0.7)",
    ],
    ["color-mix(in oklch, oklch(0.7 0.15 250) 50%, transparent)", "oklch(0.7 0.15 250 / 0.5)"],
    [
      "color-mix(in xyz-d50, rgb(255 0 0 / 0.2) 30%, color(display-p3 0 1 0 / 0.9))",
      "color(xyz-d50 0.304496 0.651388 0.03945 / 0.69)",
    ],
  ]);
});
