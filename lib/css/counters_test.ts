import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const countersOf = (declarations: string) => {
  const s = styleHtml(`<style>p { ${declarations} }</style><p>x</p>`).style("p");
  return { reset: s.counterReset, increment: s.counterIncrement, set: s.counterSet };
};

Deno.test("counter-*: names with optional integers, defaults 0 for reset/set and 1 for increment", () => {
  eq(countersOf("counter-reset: a b 3 a 2; counter-increment: x x -2; counter-set: Y"), {
    reset: [{ name: "a", value: 0 }, { name: "b", value: 3 }, { name: "a", value: 2 }],
    increment: [{ name: "x", value: 1 }, { name: "x", value: -2 }],
    set: [{ name: "Y", value: 0 }], // names keep their case
  });
  eq(countersOf("counter-reset: a calc(1.6)").reset, [{ name: "a", value: 2 }]);
  eq(countersOf("counter-reset: a; counter-reset: none").reset, []);
});

Deno.test("counter-*: invalid values keep the earlier declaration", () => {
  for (const bad of ["3", "a 1.5", "a none", "none a", '"a"', "a 1 2", "inherit a", "default"]) {
    eq(countersOf(`counter-reset: z; counter-reset: ${bad}`).reset, [{ name: "z", value: 0 }], bad);
  }
});

Deno.test("list items increment list-item implicitly, unless they increment it themselves", () => {
  const { style } = styleHtml(`<style>
    .own { counter-increment: list-item 3 } .other { counter-increment: x }
    div { display: list-item }
  </style><ol><li id=a>a</li><li class=own>b</li><li class=other>c</li></ol><div>d</div>
  <p>p</p>`);
  eq(style("#a").counterIncrement, [{ name: "list-item", value: 1 }]);
  eq(style(".own").counterIncrement, [{ name: "list-item", value: 3 }]);
  eq(style(".other").counterIncrement, [{ name: "x", value: 1 }, { name: "list-item", value: 1 }]);
  eq(style("div").counterIncrement, [{ name: "list-item", value: 1 }]);
  eq(style("p").counterIncrement, []);
});
