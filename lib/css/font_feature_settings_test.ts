import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const featuresOf = (value: string) =>
  styleHtml(`<style>div { font-feature-settings: "kern" } p { font-feature-settings: ${value} }
  </style><div><p>x</p></div>`).style("p").fontFeatureSettings;

Deno.test("font-feature-settings: tags with on/off/integers, last one wins, sorted as Chromium", () => {
  eq(featuresOf('"liga" on, "tnum" off, "ss01", "liga" 2'), [
    { tag: "liga", value: 2 },
    { tag: "ss01", value: 1 },
    { tag: "tnum", value: 0 },
  ]);
  eq(featuresOf('"liga" 0'), [{ tag: "liga", value: 0 }]);
  eq(featuresOf("normal"), []);
});

Deno.test("font-feature-settings: bad tags and values keep the inherited value", () => {
  const inherited = [{ tag: "kern", value: 1 }];
  for (
    const bad of ['"lig"', '"ligat"', "liga", '"liga" -1', '"liga" 1.5', '"liga",', '"a\u00e9bc"']
  ) {
    eq(featuresOf(bad), inherited, bad);
  }
});
