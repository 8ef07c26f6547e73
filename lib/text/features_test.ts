import assert from "node:assert/strict";
import type { FontVariantNumeric } from "../css/types.ts";
import type { TextStyle } from "./types.ts";
import { shapingFeatures } from "./features.ts";

const BASE: TextStyle = {
  fontFamily: ["serif"],
  fontSize: 16,
  fontWeight: 400,
  fontStyle: "normal",
  letterSpacing: 0,
  wordSpacing: 0,
};

const NUMERIC_NORMAL: FontVariantNumeric = {
  figures: "normal",
  spacing: "normal",
  fractions: "normal",
  ordinal: false,
  slashedZero: false,
};

const features = (style: Partial<TextStyle>) => shapingFeatures({ ...BASE, ...style });

Deno.test("initial values shape with the shaper's defaults", () => {
  for (
    const style of [
      {},
      { fontKerning: "auto" as const },
      { fontKerning: "normal" as const },
      { fontVariantNumeric: NUMERIC_NORMAL },
      { fontFeatureSettings: [] },
      { fontFeatureSettings: [{ tag: "kern", value: 1 }, { tag: "liga", value: 1 }] },
    ]
  ) {
    const resolved = features(style);
    assert.deepEqual(resolved.overrides, {}, JSON.stringify(style));
    assert.equal(resolved.key, "");
    assert.equal(resolved.kerningExact, true);
  }
});

Deno.test("font-variant-numeric turns on one feature per value", () => {
  const all = features({
    fontVariantNumeric: {
      figures: "oldstyle-nums",
      spacing: "tabular-nums",
      fractions: "diagonal-fractions",
      ordinal: true,
      slashedZero: true,
    },
  });
  assert.deepEqual(all.overrides, { frac: true, onum: true, ordn: true, tnum: true, zero: true });
  assert.equal(all.key, "frac=1,onum=1,ordn=1,tnum=1,zero=1");
  assert.equal(all.kerningExact, false, "new features: the kerning fast path does not apply");
  const other = features({
    fontVariantNumeric: {
      ...NUMERIC_NORMAL,
      figures: "lining-nums",
      spacing: "proportional-nums",
      fractions: "stacked-fractions",
    },
  });
  assert.deepEqual(other.overrides, { afrc: true, lnum: true, pnum: true });
});

Deno.test("font-kerning: none turns kerning off", () => {
  const none = features({ fontKerning: "none" });
  assert.deepEqual(none.overrides, { kern: false });
  assert.equal(none.kerningExact, false);
});

Deno.test("letter-spacing turns optional ligatures off and keeps the fast path", () => {
  const spaced = features({ letterSpacing: 1 });
  assert.deepEqual(spaced.overrides, { calt: false, clig: false, dlig: false, liga: false });
  assert.equal(spaced.kerningExact, true);
});

Deno.test("font-feature-settings comes last and overrides the rest", () => {
  const resolved = features({
    letterSpacing: 1,
    fontKerning: "none",
    fontVariantNumeric: { ...NUMERIC_NORMAL, spacing: "tabular-nums" },
    fontFeatureSettings: [
      { tag: "liga", value: 1 }, // back on despite letter-spacing: the default, so dropped
      { tag: "kern", value: 1 },
      { tag: "tnum", value: 0 },
      { tag: "salt", value: 3 },
      { tag: "toolong", value: 1 }, // not a feature tag
    ],
  });
  assert.deepEqual(resolved.overrides, {
    calt: false,
    clig: false,
    dlig: false,
    salt: true,
    tnum: false,
  });
  assert.equal(resolved.key, "calt=0,clig=0,dlig=0,salt=1,tnum=0");
});
