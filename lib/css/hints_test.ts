import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parseHtmlInteger } from "./hints.ts";
import { styleHtml } from "./testing.ts";

Deno.test("HTML integers: leading whitespace, a sign, digits; trailing garbage ignored", () => {
  equal(parseHtmlInteger("3x"), 3);
  equal(parseHtmlInteger(" 7"), 7);
  equal(parseHtmlInteger("-2"), -2);
  equal(parseHtmlInteger("+4"), 4);
  equal(parseHtmlInteger("x3"), null);
  equal(parseHtmlInteger(""), null);
  equal(parseHtmlInteger(undefined), null);
  equal(parseHtmlInteger("99999999999999999999"), null);
});

Deno.test("<ol start> resets list-item to start - 1; <li value> sets it (as Chromium numbers)", () => {
  const { style } = styleHtml(`<ol start=5><li value=" 9z">a</li><li value=x>b</li></ol>
    <ol start="-2"><li>c</li></ol><ol start=bogus><li>d</li></ol><ol start=4 reversed>
    <li>e</li></ol><ul start=3 value=2><li>f</li></ul>`);
  eq(style("ol").counterReset, [{ name: "list-item", value: 4 }]);
  eq(style("li").counterSet, [{ name: "list-item", value: 9 }]);
  eq(style("li:nth-child(2)").counterSet, []);
  eq(style("ol:nth-of-type(2)").counterReset, [{ name: "list-item", value: -3 }]);
  eq(style("ol:nth-of-type(3)").counterReset, [{ name: "list-item", value: 0 }]); // the UA's
  eq(style("[reversed]").counterReset, [{ name: "list-item", value: 0 }]); // not supported
  eq(style("ul").counterReset, [{ name: "list-item", value: 0 }]);
});

Deno.test("type on ol, ul and li sets list-style-type (case-sensitive for ol's letters)", () => {
  const { style } = styleHtml(`<ol type=a id=a><li>x</li><li type=I id=I>x</li>
    <li type=Square id=sq>x</li></ol><ol type=A id=A></ol><ol type=i id=i></ol>
    <ol type=1 id=one></ol><ol type=disc id=odisc></ol><ul type=CIRCLE id=c></ul>
    <ul type=a id=ua></ul>`);
  equal(style("#a").listStyleType, "lower-alpha");
  equal(style("#a li").listStyleType, "lower-alpha"); // inherited
  equal(style("#I").listStyleType, "upper-roman");
  equal(style("#sq").listStyleType, "square");
  equal(style("#A").listStyleType, "upper-alpha");
  equal(style("#i").listStyleType, "lower-roman");
  equal(style("#one").listStyleType, "decimal");
  equal(style("#odisc").listStyleType, "decimal"); // ul's values are not ol's
  equal(style("#c").listStyleType, "circle");
  equal(style("#ua").listStyleType, "disc");
});
