/**
 * Every expectation here is Chromium 156's answer when it prints (`--print-to-pdf`, each query
 * colouring a box; tests/chromium_conditions.ts asks it again). Its default print page is US
 * Letter less 28pt margins: a page area of 741.33 × 981.33px.
 */
import { equal } from "node:assert/strict";
import { matchesMedia } from "./media.ts";
import type { MediaEnvironment } from "./media_features.ts";
import { styleHtml } from "./testing.ts";

const LETTER: MediaEnvironment = { width: 741 + 1 / 3, height: 981 + 1 / 3 };

/** Asserts Chromium's answer for each query, naming the ones that differ. */
function expect(answers: Record<string, boolean>, env = LETTER) {
  const wrong = Object.entries(answers).filter(([query, want]) =>
    matchesMedia(query, env) !== want
  );
  equal(wrong.map(([query]) => query).join("\n"), "");
}

Deno.test("media types: print and all match, the others do not", () => {
  expect({
    "": true,
    "print": true,
    "all": true,
    "only print": true,
    "ONLY PRINT": true,
    "screen": false,
    "speech": false,
    "tv": false,
    "unknowntype": false,
    "not screen": true,
    "NOT SCREEN": true,
    "not unknowntype": true,
    "not print": false,
    "not all": false,
    "screen, print": true,
    "print and (color)": true,
    "PRINT AND (COLOR)": true,
    "not screen and (color)": true,
    "not all and (monochrome)": true,
    "only all": true,
  });
});

Deno.test("width and height are the page area, compared within 1/64px as Blink does", () => {
  expect({
    "(width)": true,
    "(width: 741.33px)": true,
    "(width: 741.334px)": true,
    "(min-width: 741.34px)": true,
    "(min-width: 741.35px)": false,
    "(max-width: 741.33px)": true,
    "(max-width: 741.3px)": false,
    "(width > 741.33px)": true,
    "(width < 741.33px)": false,
    "(width <= 741.32px)": true,
    "(width >= 741.34px)": true,
    "(min-height: 981.33px)": true,
    "(min-height: 982px)": false,
    "(Min-Width: 1PX)": true,
    "(min-width: -100px)": true,
    "(width: -1px)": false,
    "(min-width: 0)": true,
    "(width > 0)": true,
    "(width: 0)": false,
  });
});

Deno.test("range syntax, both ways round and with two ends", () => {
  expect({
    "(width >= 500px)": true,
    "(width >= 800px)": false,
    "(width <= 800px)": true,
    "(width>=200px)": true,
    "(500px <= width)": true,
    "(500px >= width)": false,
    "(400px < width <= 800px)": true,
    "(400px < width <= 700px)": false,
    "(800px > width > 400px)": true,
    "(100px<width<800px)": true,
    "(1/2 < aspect-ratio < 1/1)": true,
    "(resolution >= 3dppx)": true,
    "(color > 7)": true,
    "(monochrome < 1)": true,
    "(horizontal-viewport-segments > 0)": true,
  });
});

Deno.test("lengths in queries: units, math functions, the initial font", () => {
  expect({
    "(width >= 46em)": true, // 736px
    "(width >= 47em)": false,
    "(46rem <= width)": true,
    "(min-width: 19.6cm)": true,
    "(min-width: 19.7cm)": false,
    "(min-width: 555pt)": true,
    "(min-width: 557pt)": false,
    "(min-width: 7.7in)": true,
    "(min-width: 90ch)": true, // ch is 8px
    "(min-width: 95ch)": false,
    "(min-width: 30lh)": true,
    "(min-width: 741lh)": false,
    "(min-width: 20vw)": true,
    "(min-width: calc(700px + 1px))": true,
    "(width >= calc(100px * 2))": true,
    "(width >= calc(700px + 100px))": false,
    "(width >= max(1px, 2px))": true,
  });
  // ex from the initial font's metrics when the text stage gives them.
  const font = { ex: 7.16, ch: 8, cap: 10.5, ic: 16, normalLineHeight: 18.4 };
  expect({ "(min-width: 100ex)": true, "(min-width: 104ex)": false }, { ...LETTER, font });
});

Deno.test("orientation and aspect-ratio: the page area in whole px", () => {
  expect({
    "(orientation)": true,
    "(orientation: portrait)": true,
    "(orientation: landscape)": false,
    "(aspect-ratio)": true,
    "(aspect-ratio: 741/981)": true,
    "(aspect-ratio: 556/736)": false,
    "(min-aspect-ratio: 556/736)": false,
    "(max-aspect-ratio: 556/736)": true,
    "(min-aspect-ratio: 0.755)": true,
    "(max-aspect-ratio: 0.755)": false,
    "(max-aspect-ratio: 1/1)": true,
    "(min-aspect-ratio: 1/1)": false,
    "(aspect-ratio: 1/0)": false,
    "(max-aspect-ratio: 1/0)": true,
    "(min-aspect-ratio: 1/0)": false,
    "(aspect-ratio: 0/0)": false,
    "not (aspect-ratio: 0/0)": true,
    "(aspect-ratio: -1/2)": false,
    "not (aspect-ratio: -1/2)": false, // negative: unknown
  });
  expect({ "(orientation: landscape)": true }, { width: 900, height: 600 });
});

Deno.test("device size is headless Chromium's 800×600 screen, resolution its 300dpi printer", () => {
  expect({
    "(device-width: 800px)": true,
    "(device-height: 600px)": true,
    "(min-device-width: 799.99px)": true,
    "(device-width >= 800px)": true,
    "(device-aspect-ratio: 4/3)": true,
    "(device-aspect-ratio: 16/12)": true,
    "(resolution)": true,
    "(resolution: 300dpi)": true,
    "(resolution: 300DPI)": true,
    "(resolution: 3.125dppx)": true,
    "(resolution: 3.125x)": true,
    "(resolution: 3.13dppx)": false,
    "(min-resolution: 2dppx)": true,
    "(min-resolution: 3.2dppx)": false,
    "(min-resolution: 118dpcm)": true,
    "(max-resolution: 119dpcm)": true,
    "(resolution: -1dppx)": false,
    "not (resolution: -1dppx)": false, // unknown
    "(-webkit-device-pixel-ratio: 3.125)": true,
    "(-webkit-min-device-pixel-ratio: 2)": true,
    "(-webkit-max-device-pixel-ratio: 3)": false,
    "(min-device-pixel-ratio: 2)": false,
  });
});

Deno.test("colour: 8 bits, sRGB, standard range, no colour map, not monochrome", () => {
  expect({
    "(color)": true,
    "(color: 8)": true,
    "(min-color: 8)": true,
    "(min-color: 9)": false,
    "(color: 08)": true,
    "(color: calc(8))": true,
    "(color: 8.0)": false,
    "not (color: 8.0)": false, // not an integer: unknown
    "(color: -1)": false,
    "not (color: -1)": true,
    "(color-index)": false,
    "(color-index: 0)": true,
    "(monochrome)": false,
    "(monochrome: 0)": true,
    "(max-monochrome: 0)": true,
    "(color-gamut)": true,
    "(color-gamut: srgb)": true,
    "(color-gamut: p3)": false,
    "(dynamic-range)": true,
    "(dynamic-range: standard)": true,
    "(dynamic-range: high)": false,
  });
});

Deno.test("user preferences of a print: light, no motion or contrast preference", () => {
  expect({
    "(prefers-color-scheme)": true,
    "(prefers-color-scheme: light)": true,
    "print and (prefers-color-scheme: LIGHT)": true,
    "(prefers-color-scheme: dark)": false,
    "(prefers-reduced-motion)": false,
    "(prefers-reduced-motion: no-preference)": true,
    "(prefers-reduced-motion: reduce)": false,
    "(prefers-reduced-transparency: no-preference)": true,
    "(prefers-contrast)": false,
    "(prefers-contrast: no-preference)": true,
    "(prefers-contrast: more)": false,
    "(prefers-contrast: custom)": false,
    "(forced-colors)": false,
    "(forced-colors: none)": true,
    "(forced-colors: active)": false,
  });
});

Deno.test("scripting is enabled, as in Chromium's print: (scripting: none) rules do not apply", () => {
  expect({
    "(scripting)": true,
    "(scripting: enabled)": true,
    "(scripting: none)": false,
    "(scripting: initial-only)": false,
  });
});

Deno.test("interaction and display: no hover or pointer, no updates, paged, the browser", () => {
  expect({
    "(hover)": false,
    "(hover: none)": true,
    "(hover: hover)": false,
    "(any-hover: none)": true,
    "(pointer)": false,
    "(pointer: none)": true,
    "(pointer: fine)": false,
    "(any-pointer: coarse)": false,
    "(any-pointer: none)": true,
    "(update)": false,
    "(update: none)": true,
    "(update: fast)": false,
    "(grid)": false,
    "(grid: 0)": true,
    "(grid: 0.0)": true,
    "(grid: 1)": false,
    "(grid: 2)": false,
    "(display-mode)": true,
    "(display-mode: browser)": true,
    "(display-mode: standalone)": false,
    "(overflow-block: paged)": true,
    "(overflow-inline)": false,
    "(-webkit-transform-3d)": true,
    "(device-posture: continuous)": true,
  });
});

Deno.test("features Chromium does not know are unknown, whatever the value", () => {
  const unknown = ["inverted-colors: none", "video-dynamic-range: standard", "nav-controls: none"];
  for (const feature of unknown) expect({ [`(${feature})`]: false, [`not (${feature})`]: false });
  // scan it knows, but no value of it holds in print.
  expect({ "(scan)": false, "not (scan)": true, "(scan: progressive)": false });
});

Deno.test("not, and, or: nesting, parentheses, three-valued logic", () => {
  expect({
    "(min-width: 741px) and (max-width: 742px)": true,
    "(min-width: 741px) or (max-width: 1px)": true,
    "(max-width: 1px) or (min-width: 741px)": true,
    "not (max-width: 1px)": true,
    "not (min-width: 1px)": false,
    "not ((max-width: 1px) or (color))": false,
    "(not (color)) or (color)": true,
    "((color) and (hover)) or (grid: 0)": true,
    "(color) and ((hover) or (grid: 0))": true,
    "(color) AND (NOT (hover))": true,
    "(color)and (grid: 0)": true,
    "(((color)))": true,
    "not (not (color))": true,
    "print and not (color)": false,
    // Unknown parts: or with true is true, and with false is false, else unknown (no match).
    "(unknown-feature)": false,
    "not (unknown-feature)": false,
    "(unknown-feature) or (color)": true,
    "(color) and (unknown-feature)": false,
    "not ((unknown-feature) and (hover))": true,
    "not ((unknown-feature) or (color))": false,
    "(color) or unknown-fn(foo)": true,
    "not unknown-fn(foo)": false,
    "(foo bar baz) or (color)": true,
    "(not not (color))": false,
    "not(color)": false,
    "not print and (unknown-feature)": false,
    "not screen and (unknown-feature)": true,
  });
});

Deno.test("a feature Chromium cannot read is unknown, not an error of its query", () => {
  const unknown = [
    "(width: red)",
    "(min-orientation: portrait)",
    "(max-hover: none)",
    "(color: 8px)",
    "(min-width: 1)",
    "(width >= 10%)",
    "(--custom)",
    "(width:)",
    "(width 600px)",
    "(width: 1px 2px)",
    "(width > = 5px)",
    "(5px < width > 10px)",
    "(width < 800px < 900px)",
    "(width > 500)",
    "(orientation > portrait)",
    "(hover: hover hover)",
    "(min-width: 1x)",
    "(width: var(--x))",
  ];
  for (const query of unknown) {
    expect({ [query]: false, [`not ${query}`]: false, [`${query} or (color)`]: true });
  }
});

Deno.test("a malformed query is `not all`, and only it: the rest of the list counts", () => {
  expect({
    "junk junk, print": true,
    "screen, junk junk": false,
    "print,": true,
    ", print": true,
    "print, , screen": true,
    ",": false,
    "not all and (hover), (unknown)": true,
    "print and": false,
    "and (color)": false,
    "print or (color)": false,
    "only (color)": false,
    "not (color) and (hover)": false,
    "(color) and (hover) or (grid: 0)": false,
    "(color) and(grid: 0)": false,
    "(color) or(hover)": false,
    "(color) or [foo]": false,
    "(min-width: 1px) (max-width: 2000px)": false,
    "not not (color)": false,
    "not only print": false,
    "only not print": false,
    "not": false,
    "only": false,
    "and": false,
    "or": false,
    "layer": false,
    "not layer": false,
    "not and (color)": false,
    "print and and (color)": false,
    "(max-width: 0px) , (color)": true,
  });
});

Deno.test("@media rules and media attributes, nested @media", () => {
  const { style } = styleHtml(`<style>
    @media screen { p { color: red } }
    @media print { p { margin-top: 1px } }
    @media print and (min-width: 500px) { p { margin-left: 2px } }
    @media print and (min-width: 700px) { p { margin-right: 3px } }
    @media print { @media (orientation: portrait) { p { padding-top: 4px } } }
    @media (400px < width <= 600px) and (scripting) { p { padding-bottom: 7px } }
    @media (scripting: none) { p { padding-bottom: 99px } }
  </style><style media="screen">p { padding-left: 5px }</style>
  <style media="print">p { padding-right: 6px }</style><p>x</p>`);
  equal(style("p").color.r, 0);
  equal(JSON.stringify(style("p").marginTop), '{"px":1}');
  equal(JSON.stringify(style("p").marginLeft), '{"px":2}');
  equal(JSON.stringify(style("p").marginRight), '{"px":0}');
  equal(JSON.stringify(style("p").paddingTop), '{"px":4}');
  equal(JSON.stringify(style("p").paddingLeft), '{"px":0}');
  equal(JSON.stringify(style("p").paddingRight), '{"px":6}');
  equal(JSON.stringify(style("p").paddingBottom), '{"px":7}');
});
