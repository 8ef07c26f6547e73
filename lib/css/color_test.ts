import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parseColorValue } from "./color.ts";
import { NAMED_COLORS } from "./named_colors.ts";
import { styleHtml, tokens } from "./testing.ts";

const color = (text: string) => parseColorValue(tokens(text));
const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

Deno.test("named colours: all 148 CSS Color 4 names, case-insensitive", () => {
  equal(NAMED_COLORS.size, 148);
  eq(color("rebeccapurple"), rgba(102, 51, 153));
  eq(color("LightGoldenRodYellow"), rgba(250, 250, 210));
  eq(color("grey"), color("gray"));
  eq(color("transparent"), rgba(0, 0, 0, 0));
  equal(color("currentColor"), "currentcolor");
  equal(color("notacolor"), null);
});

Deno.test("hex notation: 3, 4, 6 and 8 digits", () => {
  eq(color("#f80"), rgba(255, 136, 0));
  eq(color("#f808"), rgba(255, 136, 0, 0x88 / 255));
  eq(color("#FF8800"), rgba(255, 136, 0));
  eq(color("#ff880080"), rgba(255, 136, 0, 0x80 / 255));
  eq(color("#ff88"), rgba(255, 255, 136, 136 / 255));
  for (const bad of ["#ff", "#fffff", "#ggg", "#1234567"]) equal(color(bad), null, bad);
});

Deno.test("rgb()/rgba(): legacy commas, modern spaces, percentages, alpha", () => {
  eq(color("rgb(10, 20, 30)"), rgba(10, 20, 30));
  eq(color("rgba(10, 20, 30, 0.5)"), rgba(10, 20, 30, 0.5));
  eq(color("rgb(10 20 30 / 50%)"), rgba(10, 20, 30, 0.5));
  eq(color("rgba(10 20 30)"), rgba(10, 20, 30));
  eq(color("rgb(50%, 0%, 100%)"), rgba(128, 0, 255));
  eq(color("rgb(300, -5, 20, 2)"), rgba(255, 0, 20, 1));
  eq(color("rgb(none 10 20)"), rgba(0, 10, 20));
  for (
    const bad of [
      "rgb(10, 20)",
      "rgb(10, 50%, 30)", // legacy syntax cannot mix numbers and percentages
      "rgb(10 20 30 40)",
      "rgb(10, 20 30)",
      "rgb(none, 1, 2)",
      "rgb(10deg 20 30)",
      "rgb(1 2 3 /)",
    ]
  ) {
    equal(color(bad), null, bad);
  }
});

Deno.test("hsl()/hsla() and hwb()", () => {
  eq(color("hsl(120, 100%, 25%)"), rgba(0, 128, 0));
  eq(color("hsla(0, 100%, 50%, .25)"), rgba(255, 0, 0, 0.25));
  eq(color("hsl(120deg 100% 25% / .5)"), rgba(0, 128, 0, 0.5));
  eq(color("hsl(0.5turn 100% 50%)"), rgba(0, 255, 255));
  eq(color("hsl(30 40 50)"), color("hsl(30 40% 50%)"));
  eq(color("hwb(90 20% 30%)"), rgba(115, 179, 51));
  eq(color("hwb(0 60% 60%)"), rgba(128, 128, 128));
  equal(color("hsl(120, 100, 25)"), null); // legacy hsl requires percentages
  equal(color("hwb(90, 20%, 30%)"), null); // hwb has no legacy syntax
});

Deno.test("an invalid colour is dropped and the previous declaration applies", () => {
  const { style } = styleHtml(`<style>
    p { color: blue; color: rgb(1, 2); background-color: red; background-color: #12 }
  </style><p>x</p>`);
  eq(style("p").color, rgba(0, 0, 255));
  eq(style("p").backgroundColor, rgba(255, 0, 0));
});

Deno.test("currentcolor: border and decoration colours follow the element's colour", () => {
  const { style } = styleHtml(`<style>
    div { color: green; border: 1px solid; text-decoration: underline }
    span { color: currentcolor; outline-color: red }
  </style><div><span>x</span></div>`);
  eq(style("div").borderTopColor, rgba(0, 128, 0));
  eq(style("div").borderLeftColor, rgba(0, 128, 0));
  eq(style("div").textDecorationColor, rgba(0, 128, 0));
  // `color: currentcolor` is `color: inherit`.
  eq(style("span").color, rgba(0, 128, 0));
});
