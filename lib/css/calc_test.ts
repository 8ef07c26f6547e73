import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parseCalc } from "./calc.ts";
import { tokens } from "./testing.ts";

const calc = (text: string) => {
  const [node] = tokens(text);
  return node?.type === "Function" ? parseCalc(node) : null;
};

Deno.test("calc() folds sums and products of lengths per unit", () => {
  eq(calc("calc(1px + 2em)"), { length: { px: 1, em: 2 } });
  eq(calc("calc(2 * (1in - 48px))"), { length: { px: 96 } });
  eq(calc("calc(10px - -2px)"), { length: { px: 12 } });
  eq(calc("calc(1em * 3 / 2)"), { length: { em: 1.5 } });
  eq(calc("calc(calc(1px + 1px) * 2)"), { length: { px: 4 } });
  eq(calc("CALC(50% - 10%)"), { length: { "%": 40 } });
});

Deno.test("calc() of numbers, with the e and pi constants", () => {
  eq(calc("calc(1 + 2 * 3)"), { number: 7 });
  eq(calc("calc(2 * pi)"), { number: 2 * Math.PI });
  eq(calc("calc(e)"), { number: Math.E });
});

Deno.test("calc() type errors and malformed expressions are invalid", () => {
  for (
    const bad of [
      "calc(1px * 2px)",
      "calc(1px / 0)",
      "calc(1px / 1px)",
      "calc(1px + 2)",
      "calc(1px +2px)", // + needs whitespace on both sides
      "calc()",
      "calc(1px +)",
      "calc(1deg)",
      "min(1px, 2px)",
    ]
  ) {
    equal(calc(bad), null, bad);
  }
});
