import { deepStrictEqual as eq } from "node:assert/strict";
import type { FontVariantNumeric } from "./types.ts";
import { styleHtml } from "./testing.ts";

const numericOf = (declarations: string) =>
  styleHtml(`<style>div { font-variant-numeric: ordinal } p { ${declarations} }</style>
    <div><p>x</p></div>`).style("p").fontVariantNumeric;

const normal: FontVariantNumeric = {
  figures: "normal",
  spacing: "normal",
  fractions: "normal",
  ordinal: false,
  slashedZero: false,
};

Deno.test("font-variant-numeric: one keyword per group, in any order; inherited", () => {
  eq(
    numericOf(
      "font-variant-numeric: slashed-zero diagonal-fractions tabular-nums lining-nums ordinal",
    ),
    {
      figures: "lining-nums",
      spacing: "tabular-nums",
      fractions: "diagonal-fractions",
      ordinal: true,
      slashedZero: true,
    },
  );
  eq(numericOf("font-variant-numeric: oldstyle-nums proportional-nums stacked-fractions"), {
    ...normal,
    figures: "oldstyle-nums",
    spacing: "proportional-nums",
    fractions: "stacked-fractions",
  });
  eq(numericOf("font-variant-numeric: normal"), normal);
  eq(numericOf(""), { ...normal, ordinal: true });
  for (const bad of ["lining-nums oldstyle-nums", "ordinal ordinal", "normal ordinal", "bogus"]) {
    eq(numericOf(`font-variant-numeric: ${bad}`), { ...normal, ordinal: true }, bad);
  }
});

Deno.test("font-variant shorthand: sets the numeric part, validates the rest", () => {
  eq(numericOf("font-variant: small-caps tabular-nums"), { ...normal, spacing: "tabular-nums" });
  eq(numericOf("font-variant: none"), normal);
  eq(numericOf("font-variant: common-ligatures small-caps"), normal);
  for (const bad of ["small-caps all-small-caps", "tabular-nums proportional-nums", "bogus"]) {
    eq(numericOf(`font-variant: ${bad}`), { ...normal, ordinal: true }, bad);
  }
});
