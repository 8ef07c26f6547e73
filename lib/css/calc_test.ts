import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { integerValue, numberValue, parseCalc } from "./calc.ts";
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
      "min()",
      "min(1px, 2)", // arguments of different types
      "clamp(1px, 2px)",
      "round(1px, 2px)",
    ]
  ) {
    equal(calc(bad), null, bad);
  }
});

Deno.test("min()/max() over percentages stay symbolic for layout", () => {
  eq(calc("calc(1px + max(5%, 1em))"), {
    length: { px: 1, comparisons: [{ fn: "max", factor: 1, args: [{ "%": 5 }, { em: 1 }] }] },
  });
});

Deno.test("min(), max() and clamp() of numbers and of same-unit lengths fold", () => {
  eq(calc("min(3, 1 + 1, 5)"), { number: 2 });
  eq(calc("max(1px, 2px, calc(1px * 3))"), { length: { px: 3 } });
  eq(calc("clamp(10px, 50px, 20px)"), { length: { px: 20 } });
  eq(calc("clamp(10px, 5px, 20px)"), { length: { px: 10 } });
  eq(calc("min(10%, 20%)"), { length: { "%": 10 } });
  eq(calc("calc(2 * max(1em, 3em))"), { length: { em: 6 } });
  eq(calc("MIN(2px)"), { length: { px: 2 } });
});

Deno.test("min()/max() across units stay symbolic, scaled and summed", () => {
  eq(calc("min(1em, 10px)"), {
    length: { comparisons: [{ fn: "min", args: [{ em: 1 }, { px: 10 }], factor: 1 }] },
  });
  eq(calc("calc(50% - 2 * max(1em, 10px))"), {
    length: {
      "%": 50,
      comparisons: [{ fn: "max", args: [{ em: 1 }, { px: 10 }], factor: -2 }],
    },
  });
  // clamp(a, b, c) is max(a, min(b, c)).
  eq(calc("clamp(1rem, 2em, 30px)"), {
    length: {
      comparisons: [{
        fn: "max",
        args: [{ rem: 1 }, {
          comparisons: [{ fn: "min", args: [{ em: 2 }, { px: 30 }], factor: 1 }],
        }],
        factor: 1,
      }],
    },
  });
});

Deno.test("numbers and integers from tokens or math functions", () => {
  const one = (text: string) => tokens(text)[0];
  equal(numberValue(one("2.5")), 2.5);
  equal(numberValue(one("calc(2 * 3)")), 6);
  equal(numberValue(one("min(2, 1)")), 1);
  equal(numberValue(one("2px")), null);
  equal(numberValue(one("calc(2px)")), null);
  equal(integerValue(one("3")), 3);
  equal(integerValue(one("2.5")), null);
  equal(integerValue(one("2.0")), null); // a <number> token, not an <integer>
  equal(integerValue(one("calc(2.6)")), 3); // math functions round (CSS Values 4 §10.9)
  equal(integerValue(one("-4")), -4);
  equal(integerValue(undefined), null);
});
