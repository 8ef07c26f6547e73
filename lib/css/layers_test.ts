import { deepStrictEqual as eq } from "node:assert/strict";
import { Layer, parseLayerNames } from "./layers.ts";

Deno.test("layer names: dotted paths, comma lists, escapes; what Chromium 156 rejects", () => {
  eq(parseLayerNames(""), []);
  eq(parseLayerNames(" a.b , c "), [["a", "b"], ["c"]]);
  eq(parseLayerNames("\\61 b"), [["ab"]]);
  // Chromium takes CSS-wide keywords (and `default`) as names.
  eq(parseLayerNames("inherit, Unset, revert-layer, default"), [
    ["inherit"],
    ["Unset"],
    ["revert-layer"],
    ["default"],
  ]);
  for (const bad of ["a b", "a,", ",a", "a . b", "a .b", "a. b", "a.1", "a.", "1a", "'a'"]) {
    eq(parseLayerNames(bad), null, bad);
  }
});

Deno.test("layers rank by first declaration, sublayers before their layer's own rules", () => {
  const root = new Layer();
  const reset = root.sublayer(["reset"]);
  const base = root.sublayer(["base"]);
  const inner = root.sublayer(["base", "inner"]);
  const anonymous = root.anonymous();
  const again = root.anonymous();
  eq(root.sublayer(["reset"]), reset);
  eq(base.sublayer(["inner"]), inner);
  root.rankFrom(0);
  // reset < base.inner < base < first anonymous < second anonymous < unlayered
  eq([reset, inner, base, anonymous, again, root].map((l) => l.rank), [0, 1, 2, 3, 4, 5]);
});
