import { deepStrictEqual as eq } from "node:assert/strict";
import { parseTransformList } from "./transform_list.ts";

const round = (m: readonly number[] | null) => m && m.map((v) => Math.round(v * 1e5) / 1e5 + 0);

Deno.test("transform attribute: every function, as Chromium's getCTM() composes them", () => {
  eq(
    round(parseTransformList(
      "translate(10) rotate(30 5 5) scale(2,3) skewX(10) skewY(-20) matrix(1 .5 -.5 1 3 4)",
    )),
    [1.56955, 1.3774, -2.27802, 2.7793, 14.89204, 9.23809],
  );
  eq(round(parseTransformList("rotate(-45)translate(1e1,-2E0)")), [
    0.70711,
    -0.70711,
    0.70711,
    0.70711,
    5.65685,
    -8.48528,
  ]);
  eq(parseTransformList(""), [1, 0, 0, 1, 0, 0]);
});

Deno.test("transform attribute: a list with an error is dropped whole, as in Chromium", () => {
  eq(parseTransformList("translate(10,20) garbage"), null);
  eq(parseTransformList("translate(10 20"), null);
  eq(parseTransformList("rotate(1 2)"), null);
  eq(parseTransformList("scale()"), null);
});
