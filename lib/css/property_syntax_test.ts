import { deepStrictEqual as eq, equal, notEqual } from "node:assert/strict";
import { computeForSyntax, parseSyntax } from "./property_syntax.ts";
import type { ComputeContext } from "./property.ts";

Deno.test("syntax strings Chromium 156 accepts and rejects", () => {
  const valid = ["*", " <length> ", "<length>+", "<length>#", "<length> | auto", "foo | <color>#"];
  for (const text of [...valid, "Foo", "<transform-list>", "<custom-ident>+"]) {
    notEqual(parseSyntax(text), null, text);
  }
  const invalid = [
    "",
    "<Length>",
    "< length >",
    "<length> <number>",
    "|",
    "<length>++",
    "*|<length>",
  ];
  for (const text of [...invalid, "<transform-list>+", "initial", "default", "<nope>", "a|"]) {
    equal(parseSyntax(text), null, text);
  }
});

/** An element with a 20px font, currentcolor blue, in a 1000 × 500 page area. */
const element = {
  element: null,
  isRoot: false,
  lengths: { em: 20, rem: 16, viewport: { width: 1000, height: 500 } },
  currentColor: { r: 0, g: 0, b: 255, a: 1 },
  get: () => "light",
} as unknown as ComputeContext;

function computed(syntax: string, text: string): string | null {
  return computeForSyntax(parseSyntax(syntax)!, text, element);
}

Deno.test("values computed as their syntax: Chromium 156's computed values (strings keep their quotes)", () => {
  eq(
    [
      computed("<length>", "2em"),
      computed("<length>", "0"),
      computed("<length>", "calc(1px + 1in)"),
      computed("<length>", "1vw"),
      computed("<length-percentage>", "calc(10% + 2em)"),
      computed("<length-percentage>", "calc(50% + 0px)"),
      computed("<length-percentage>", "calc(2em - 2em + 10%)"),
      computed("<length-percentage>", "calc(100% - 1px)"),
      computed("<number>", "calc(1 + 2)"),
      computed("<number>", "1e3"),
      computed("<integer>", "calc(2.6)"),
      computed("<number>", "calc(1em / 8px)"),
      computed("<integer>", "calc(1em / 3px)"),
      computed("<number>", "calc(1vw / 1px)"),
      computed("<percentage>", "calc(20% * 2)"),
      computed("<angle>", "1turn"),
      computed("<angle>", "100grad"),
      computed("<angle>", "calc(0.5turn)"),
      computed("<time>", "200ms"),
      computed("<resolution>", "96dpi"),
      computed("<length>+", "1em 2px"),
      computed("<length>#", "1em,2px"),
      computed("auto | <length>", "5em"),
      computed("auto | <length>", "auto"),
      computed("<custom-ident>", "bar"),
      computed("<string>", "'x'"),
      computed("<image>", "linear-gradient(red, blue)"),
      computed("<transform-list>", "scale(2) rotate(1turn)"),
      computed("<transform-function>", "translateX(1px)"),
      computed("*", "foo   bar"),
    ],
    [
      "40px",
      "0px",
      "97px",
      "10px",
      "calc(10% + 40px)",
      "50%",
      "10%",
      "calc(100% - 1px)",
      "3",
      "1000",
      "3",
      "2.5",
      "7",
      "10",
      "40%",
      "360deg",
      "90deg",
      "180deg",
      "0.2s",
      "1dppx",
      "20px 2px",
      "20px, 2px",
      "100px",
      "auto",
      "bar",
      "'x'",
      "linear-gradient(red, blue)",
      "scale(2) rotate(1turn)",
      "translateX(1px)",
      "foo   bar",
    ],
  );
});

Deno.test("colours compute to sRGB (currentcolor stays itself); mismatches are null", () => {
  equal(computed("<color>", "blue"), "rgb(0 0 255)");
  equal(computed("<color>", "rgb(255 0 0 / 50%)"), "rgb(255 0 0 / 0.5)");
  equal(computed("<color>", "currentcolor"), "currentcolor");
  equal(computed("<color>", "light-dark(red, blue)"), "rgb(255 0 0)");
  for (
    const [syntax, text] of [
      ["<length>", "red"],
      ["<color>", "12px"],
      ["<integer>", "1.5"],
      ["<length>", "1px 2px"],
      ["<custom-ident>", "default"],
      ["foo", "Foo"],
      ["<length>+", "1px red"],
      // Unlike in transform functions and gradients, a unitless 0 is no <angle> here.
      ["<angle>", "0"],
      ["<angle>", "calc(1px)"],
      ["<transform-function>", "spin(1turn)"],
      ["<transform-list>", "scale(2) spin(1turn)"],
    ]
  ) {
    equal(computed(syntax, text), null, `${syntax}: ${text}`);
  }
});
