import { equal } from "node:assert/strict";
import { matchesMedia } from "./media.ts";
import { styleHtml } from "./testing.ts";

const page = { width: 600, height: 800 };
const matches = (query: string, env = page) => matchesMedia(query, env);

Deno.test("media types: print and all match, screen and others do not", () => {
  equal(matches(""), true);
  equal(matches("print"), true);
  equal(matches("all"), true);
  equal(matches("only print"), true);
  equal(matches("PRINT"), true);
  equal(matches("screen"), false);
  equal(matches("speech"), false);
  equal(matches("not screen"), true);
  equal(matches("not print"), false);
  equal(matches("screen, print"), true);
});

Deno.test("size features describe the page area", () => {
  equal(matches("(min-width: 500px)"), true);
  equal(matches("(max-width: 500px)"), false);
  equal(matches("print and (max-width: 40em)"), true); // 640px
  equal(matches("(width: 600px)"), true);
  equal(matches("(min-height: 8.5in)"), false); // 816px
  equal(matches("(width >= 600px)"), true);
  equal(matches("(width > 600px)"), false);
  equal(matches("(400px < width <= 600px)"), true);
  equal(matches("(orientation: portrait)"), true);
  equal(matches("(orientation: landscape)", { width: 900, height: 600 }), true);
  equal(matches("(min-aspect-ratio: 16/9)"), false);
  equal(matches("(max-aspect-ratio: 1/1)"), true);
});

Deno.test("discrete features of a static printed page", () => {
  equal(matches("(hover: hover)"), false);
  equal(matches("(hover: none)"), true);
  equal(matches("(pointer)"), false);
  equal(matches("(color)"), true);
  equal(matches("(monochrome)"), false);
  equal(matches("(prefers-color-scheme: dark)"), false);
  equal(matches("(prefers-reduced-motion: no-preference)"), true);
  equal(matches("(min-resolution: 2dppx)"), false);
  equal(matches("(overflow-block: paged)"), true);
});

Deno.test("boolean logic, unknown features and malformed queries", () => {
  equal(matches("(min-width: 1px) and (max-width: 1px)"), false);
  equal(matches("(max-width: 1px) or (min-width: 1px)"), true);
  equal(matches("not (max-width: 1px)"), true);
  equal(matches("print and (not (color))"), false);
  equal(matches("(unknown-feature: 1)"), false);
  equal(matches("not all and (unknown-feature)"), false); // unknown stays unknown under not
  equal(matches("(width: red)"), false);
  // A malformed query only kills itself, not the list (Media Queries 4 §3.1).
  equal(matches("junk junk, print"), true);
  equal(matches("(min-width: 1px) and (max-width: 2px) or (color)"), false);
});

Deno.test("@media print applies, @media screen does not", () => {
  const { style } = styleHtml(`<style>
    @media screen { p { color: red } }
    @media print { p { margin-top: 1px } }
    @media print and (min-width: 500px) { p { margin-left: 2px } }
    @media print and (min-width: 700px) { p { margin-right: 3px } }
    @media print { @media (orientation: portrait) { p { padding-top: 4px } } }
  </style><style media="screen">p { padding-left: 5px }</style>
  <style media="print">p { padding-right: 6px }</style><p>x</p>`);
  equal(style("p").color.r, 0);
  equal(JSON.stringify(style("p").marginTop), '{"px":1}');
  equal(JSON.stringify(style("p").marginLeft), '{"px":2}');
  equal(JSON.stringify(style("p").marginRight), '{"px":0}');
  equal(JSON.stringify(style("p").paddingTop), '{"px":4}');
  equal(JSON.stringify(style("p").paddingLeft), '{"px":0}');
  equal(JSON.stringify(style("p").paddingRight), '{"px":6}');
});
