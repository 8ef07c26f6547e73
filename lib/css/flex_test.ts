import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string) =>
  styleHtml(`<style>p { ${declarations} }</style><p>x</p>`).style("p");

const flex = (d: string) => {
  const s = styleOf(d);
  return [s.flexGrow, s.flexShrink, s.flexBasis];
};

Deno.test("flex shorthand expands as Chromium computes it (Flexbox 1 §7.1.1)", () => {
  eq(flex(""), [0, 1, "auto"]);
  eq(flex("flex: 1"), [1, 1, { percent: 0 }]);
  eq(flex("flex: 2 3"), [2, 3, { percent: 0 }]);
  eq(flex("flex: auto"), [1, 1, "auto"]);
  eq(flex("flex: none"), [0, 0, "auto"]);
  eq(flex("flex: 100px"), [1, 1, { px: 100 }]);
  eq(flex("flex: 1 0 200px"), [1, 0, { px: 200 }]);
  eq(flex("flex: 30% 2"), [2, 1, { percent: 30 }]);
  eq(flex("flex: 0 0"), [0, 0, { percent: 0 }]);
  eq(flex("flex: 1 1 0"), [1, 1, { px: 0 }]);
  eq(flex("flex: 0"), [0, 1, { percent: 0 }]);
  eq(flex("flex: content"), [1, 1, "content"]);
  eq(flex("flex: auto 2"), [2, 1, "auto"]);
  eq(flex("flex: 10px 2 3"), [2, 3, { px: 10 }]);
  eq(flex("flex: 1 2 3"), [0, 1, "auto"]);
  // Invalid: the numbers split by the basis, or a negative grow; the initial value stays.
  eq(flex("flex: 1 10px 2"), [0, 1, "auto"]);
  eq(flex("flex: -1"), [0, 1, "auto"]);
});

Deno.test("flex-flow, order and gap", () => {
  const s = styleOf("flex-flow: wrap column-reverse; order: -2; gap: 4px 10%");
  equal(s.flexDirection, "column-reverse");
  equal(s.flexWrap, "wrap");
  equal(s.order, -2);
  eq(s.rowGap, { px: 4 });
  eq(s.columnGap, { percent: 10 });
  eq(styleOf("gap: 3px").columnGap, { px: 3 });
  equal(styleOf("gap: normal").rowGap, "normal");
});

Deno.test("alignment values with baseline positions and overflow keywords (Box Alignment 3 §4)", () => {
  const s = styleOf(
    "justify-content: space-evenly; align-items: last baseline; align-self: safe center; " +
      "align-content: first baseline",
  );
  eq(s.justifyContent, { keyword: "space-evenly", safe: false });
  eq(s.alignItems, { keyword: "last baseline", safe: false });
  eq(s.alignSelf, { keyword: "center", safe: true });
  eq(s.alignContent, { keyword: "baseline", safe: false });
  eq(styleOf("align-items: space-between").alignItems, { keyword: "normal", safe: false });
  // Chromium: justify-content takes no baseline, align-content no last baseline.
  eq(styleOf("justify-content: baseline").justifyContent, { keyword: "normal", safe: false });
  eq(styleOf("align-content: last baseline").alignContent, { keyword: "normal", safe: false });
  eq(styleOf("align-content: baseline").alignContent, { keyword: "baseline", safe: false });
  eq(styleOf("").alignSelf, { keyword: "auto", safe: false });
});

Deno.test("place-* shorthands set the align longhand and justify-content", () => {
  const s = styleOf("place-content: center space-between; place-items: end start");
  eq(s.alignContent, { keyword: "center", safe: false });
  eq(s.justifyContent, { keyword: "space-between", safe: false });
  eq(s.alignItems, { keyword: "end", safe: false });
  eq(styleOf("place-content: flex-end").justifyContent, { keyword: "flex-end", safe: false });
  eq(styleOf("place-self: safe end").alignSelf, { keyword: "end", safe: true });
});
