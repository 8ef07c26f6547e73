import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string) =>
  styleHtml(`<style>p { ${declarations} }</style><p>x</p>`).style("p");

// Computed values as Chromium 156 keeps them (getComputedStyle, CSS.supports).

Deno.test("sizing keywords on width, height and min/max, with Chromium's legacy spellings", () => {
  const s = styleOf(
    "width: min-content; height: fit-content; min-width: -webkit-max-content; " +
      "min-height: stretch; max-width: -webkit-fill-available; max-height: -webkit-fit-content",
  );
  eq(
    [s.width, s.height, s.minWidth, s.minHeight, s.maxWidth, s.maxHeight],
    ["min-content", "fit-content", "max-content", "stretch", "stretch", "fit-content"],
  );
  eq(styleOf("max-width: -webkit-min-content").maxWidth, "min-content");
});

Deno.test("inline-size and friends take the keywords onto the physical properties", () => {
  const s = styleOf(
    "inline-size: max-content; min-block-size: min-content; max-inline-size: stretch",
  );
  eq([s.width, s.minHeight, s.maxWidth], ["max-content", "min-content", "stretch"]);
});

Deno.test("declarations Chromium drops leave the earlier value in place", () => {
  // fit-content() is a grid track size only in Chromium; `none` is no min size, `auto` no max.
  eq(styleOf("width: 10px; width: fit-content(100px)").width, { px: 10 });
  eq(styleOf("min-width: 5px; min-width: none").minWidth, { px: 5 });
  eq(styleOf("max-width: 5px; max-width: auto").maxWidth, { px: 5 });
  eq(styleOf("width: 10px; width: -moz-fit-content").width, { px: 10 });
  eq(styleOf("width: -10px").width, "auto");
});

Deno.test("aspect-ratio: auto, a ratio, both in either order, calc() numbers", () => {
  const ratio = (value: string) => styleOf(`aspect-ratio: ${value}`).aspectRatio;
  eq(ratio("auto"), { auto: true, ratio: null });
  eq(ratio("16 / 9"), { auto: false, ratio: { width: 16, height: 9 } });
  eq(ratio("2"), { auto: false, ratio: { width: 2, height: 1 } });
  eq(ratio("auto 4/3"), { auto: true, ratio: { width: 4, height: 3 } });
  eq(ratio("4/3 auto"), { auto: true, ratio: { width: 4, height: 3 } });
  eq(ratio("calc(1 + 1) / 4"), { auto: false, ratio: { width: 2, height: 4 } });
  // Degenerate ratios are valid (they behave as auto in layout).
  eq(ratio("0 / 1"), { auto: false, ratio: { width: 0, height: 1 } });
  // Invalid: the earlier value stays.
  for (const invalid of ["1 / 2 / 3", "auto auto", "-1", "1 / -2", "16:9", "auto 1 auto"]) {
    eq(styleOf(`aspect-ratio: 3; aspect-ratio: ${invalid}`).aspectRatio, {
      auto: false,
      ratio: { width: 3, height: 1 },
    }, invalid);
  }
});

Deno.test("an img's width and height attributes map to width, height and aspect-ratio", () => {
  const img = (attributes: string) => styleHtml(`<img ${attributes}>`).style("img");
  const s = img("width=200 height=100");
  eq([s.width, s.height, s.aspectRatio], [{ px: 200 }, { px: 100 }, {
    auto: true,
    ratio: { width: 200, height: 100 },
  }]);
  // A ratio needs both, as lengths other than zero (HTML §15.4.3).
  eq(img("width=200").aspectRatio, { auto: true, ratio: null });
  eq(img("width=50% height=100").aspectRatio, { auto: true, ratio: null });
  eq(img("width=0 height=100").aspectRatio, { auto: true, ratio: null });
});
