import { equal } from "node:assert/strict";
import { physicalFloat, sameValue } from "./compare.ts";

const OKLCH_GREEN = "oklch(0.9 0.4 140)";
const SRGB = { [OKLCH_GREEN]: "color(srgb -0.39277 1.08227 -0.464445)" };

Deno.test("Chromium's other colour spaces compare through its own sRGB form, clipped", () => {
  equal(sameValue("rgb(0, 255, 0)", OKLCH_GREEN, SRGB), true);
  equal(sameValue("rgb(0, 253, 0)", OKLCH_GREEN, SRGB), false);
  // A colour Chromium did not convert is never taken as equal.
  equal(sameValue("rgb(0, 255, 0)", "oklch(0.5 0.1 20)", SRGB), false);
});

Deno.test("colour channels may differ by Chromium's rounding, alpha by 1/255", () => {
  equal(sameValue("rgb(10, 20, 31)", "color(srgb 0.04 0.08 0.12)", {}), true);
  equal(sameValue("rgba(33, 37, 41, 0.75)", "rgba(33, 37, 41, 0.75)", {}), true);
  equal(sameValue("rgba(33, 37, 41, 0.7)", "rgba(33, 37, 41, 0.75)", {}), false);
  equal(sameValue("rgb(33, 37, 41)", "rgba(33, 37, 41, 0.5)", {}), false);
});

Deno.test("lengths may differ by a layout unit or Chromium's six digits", () => {
  equal(sameValue("4.8px", "4.79688px", {}), true);
  equal(sameValue("33554400px", "3.35544e+07px", {}), true);
  equal(sameValue("5px", "5.1px", {}), false);
  equal(sameValue("5px", "5%", {}), false);
  equal(sameValue("normal", "0px", {}), false);
});

Deno.test("lists compare item by item", () => {
  const chromium = `${OKLCH_GREEN} 1px 1px 2px, rgb(128, 0, 128) 0px 0px 3px`;
  equal(
    sameValue("rgb(0, 255, 0) 1px 1px 2px, rgb(128, 0, 128) 0px 0px 3px", chromium, SRGB),
    true,
  );
  equal(sameValue("rgb(0, 255, 0) 1px 1px 2px", chromium, SRGB), false);
  equal(sameValue('"Liberation Sans", Arial', '"Liberation Sans", Arial', {}), true);
  equal(sameValue('"Liberation Sans", Arial', "Arial", {}), false);
});

Deno.test("logical float and clear values are compared by the element's direction", () => {
  equal(physicalFloat("inline-start", "ltr"), "left");
  equal(physicalFloat("inline-start", "rtl"), "right");
  equal(physicalFloat("inline-end", "rtl"), "left");
  equal(physicalFloat("both", "rtl"), "both");
});
