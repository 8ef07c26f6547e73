import { equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const displayOf = (css: string, html = "<div><span id=t>x</span></div>") =>
  styleHtml(`<style>${css}</style>${html}`).style("#t").display;

Deno.test("display keywords and their two-keyword equivalents", () => {
  equal(displayOf("#t { display: block }"), "block");
  equal(displayOf("#t { display: inline flow-root }"), "inline-block");
  equal(displayOf("#t { display: block flex }"), "flex");
  equal(displayOf("#t { display: flex inline }"), "inline-flex");
  equal(displayOf("#t { display: list-item block }"), "list-item");
  equal(displayOf("#t { display: flow list-item }"), "list-item");
  equal(displayOf("#t { display: table-cell }"), "table-cell");
  equal(displayOf("#t { display: contents }"), "contents");
  equal(displayOf("#t { display: flow }"), "block");
  equal(displayOf("#t { display: grid }"), "grid");
  equal(displayOf("#t { display: grid inline }"), "inline-grid");
  // Unsupported or malformed values are dropped.
  equal(displayOf("#t { display: block; display: inline inline }"), "block");
  equal(displayOf("#t { display: block; display: inline list-item }"), "block");
});

Deno.test("floats, absolute positioning, flex and grid items are blockified (CSS 2.2 §9.7)", () => {
  equal(displayOf("#t { float: left }"), "block");
  equal(displayOf("#t { position: absolute; display: inline-table }"), "table");
  equal(displayOf("#t { position: fixed; display: table-row }"), "block");
  equal(displayOf("#t { position: relative }"), "inline");
  equal(displayOf("div { display: flex }"), "block");
  equal(displayOf("div { display: inline-flex } #t { display: inline-flex }"), "flex");
  equal(displayOf("div { display: grid } #t { display: inline-grid }"), "grid");
  equal(displayOf("#t { float: right; display: none }"), "none");
  equal(displayOf("#t { float: left; display: contents }"), "contents");
});

Deno.test("the root is always block-level; position and float interplay", () => {
  const { style } = styleHtml(`<style>
    html { display: inline } #a { position: absolute; float: left } #s { position: sticky }
  </style><p id=a>x</p><p id=s>y</p>`);
  equal(style("html").display, "block");
  equal(style("#a").float, "none"); // absolute positioning wins over float
  equal(style("#s").position, "sticky"); // as getComputedStyle prints it
});
