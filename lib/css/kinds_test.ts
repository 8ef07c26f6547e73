import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { alphaValue, integer, keyword, lengthOrNormal, lengthPercentageOr } from "./kinds.ts";
import { styleHtml, tokens } from "./testing.ts";

Deno.test("keyword: case-insensitive, single token, with aliases", () => {
  const kind = keyword(["left", "right"], { start: "left" });
  equal(kind.parse(tokens("LEFT")), "left");
  equal(kind.parse(tokens("start")), "left");
  equal(kind.parse(tokens("left right")), null);
  equal(kind.parse(tokens("center")), null);
  equal(kind.parse(tokens('"left"')), null);
});

Deno.test("lengthPercentageOr: keywords, lengths, percentages, range", () => {
  const kind = lengthPercentageOr(["auto"], { nonNegative: true });
  equal(kind.parse(tokens("auto")), "auto");
  eq(kind.parse(tokens("10%")), { "%": 10 });
  eq(kind.parse(tokens("2em")), { em: 2 });
  equal(kind.parse(tokens("-2em")), null);
  equal(kind.parse(tokens("none")), null);
  eq(lengthOrNormal().parse(tokens("normal")), "normal");
  eq(lengthOrNormal().parse(tokens("-1px")), { px: -1 });
});

Deno.test("integer and alpha value", () => {
  equal(integer(1).parse(tokens("3")), 3);
  equal(integer(1).parse(tokens("0")), null);
  equal(integer(1).parse(tokens("2.5")), null);
  equal(alphaValue().parse(tokens("50%")), 0.5);
  equal(alphaValue().parse(tokens("0.25")), 0.25);
  equal(alphaValue().parse(tokens("1px")), null);
});

Deno.test("math functions in integers and alpha values, as Chromium computes them", () => {
  // Out-of-range math results are clamped, not rejected (CSS Values 4 §10.12).
  equal(integer(1).parse(tokens("calc(0)")), 1);
  equal(integer(1).parse(tokens("calc(-5)")), 1);
  equal(integer(1).parse(tokens("calc(2.5)")), 3);
  // opacity: percentages are their own type, which does not add to numbers.
  equal(alphaValue().parse(tokens("calc(50%)")), 0.5);
  equal(alphaValue().parse(tokens("calc(50% * 0.5)")), 0.25);
  equal(alphaValue().parse(tokens("calc(50% / 100%)")), 0.5);
  equal(alphaValue().parse(tokens("calc(1px / 4px)")), 0.25);
  equal(alphaValue().parse(tokens("calc(sin(90deg) / 2)")), 0.5);
  equal(alphaValue().parse(tokens("calc(50% + 0.1)")), null);
});

Deno.test("opacity clamps when computed", () => {
  const { style } = styleHtml(
    "<p id=a style='opacity: 150%'>x</p><p id=b style='opacity: -2'>x</p><p id=c style='opacity: .3'>",
  );
  equal(style("#a").opacity, 1);
  equal(style("#b").opacity, 0);
  equal(style("#c").opacity, 0.3);
});
