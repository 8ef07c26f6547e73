import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { INITIAL_RECORD, recordOf } from "./compute.ts";
import { FONT_SIZE } from "./font.ts";
import { defaultStyle, inheritFrom } from "./style_document.ts";
import { styleHtml } from "./testing.ts";

const green = { r: 0, g: 128, b: 0, a: 1 };
const black = { r: 0, g: 0, b: 0, a: 1 };

Deno.test("inherited properties inherit, others take their initial value", () => {
  const { style } = styleHtml(`<style>
    div { color: green; margin: 5px; font-size: 20px; border: 1px solid; text-align: center }
  </style><div><span>x</span></div>`);
  eq(style("span").color, green);
  equal(style("span").fontSize, 20);
  equal(style("span").textAlign, "center");
  eq(style("span").marginLeft, { px: 0 });
  equal(style("span").borderTopWidth, 0);
});

Deno.test("inherit, initial and unset", () => {
  const { style } = styleHtml(`<style>
    div { color: green; margin-left: 5px; font-size: 20px }
    .inherit { margin-left: inherit; color: inherit }
    .initial { color: initial; font-size: initial }
    .unset { color: unset; margin-left: unset }
    .bad { margin-left: 3px; margin-left: 1px inherit }
  </style><div><p class=inherit>x</p><p class=initial>x</p><p class=unset>x</p><p class=bad>x</p></div>`);
  eq(style(".inherit").marginLeft, { px: 5 });
  eq(style(".inherit").color, green);
  eq(style(".initial").color, black);
  equal(style(".initial").fontSize, 16);
  eq(style(".unset").color, green); // inherited property: unset = inherit
  eq(style(".unset").marginLeft, { px: 0 }); // non-inherited: unset = initial
  eq(style(".bad").marginLeft, { px: 3 }); // CSS-wide keywords only stand alone
});

Deno.test("the root inherits initial values; defaultStyle() is the initial style", () => {
  const { style } = styleHtml("<p>x</p>");
  const initial = defaultStyle();
  eq(style("html").color, initial.color);
  equal(initial.display, "inline");
  equal(initial.fontSize, 16);
  eq(initial.fontFamily, ["serif"]);
  eq(initial.borderTopColor, black); // currentcolor of the initial colour
  equal(initial.borderTopWidth, 0); // medium, but style none
  eq(initial.maxWidth, "none");
  equal(initial.orphans, 2);
  equal(initial.listStyleType, "disc");
  // A fresh copy each time: mutating it does not leak.
  initial.fontFamily.push("x");
  eq(defaultStyle().fontFamily, ["serif"]);
});

Deno.test("inheritFrom builds a style on any parent, e.g. for templates", () => {
  const parent = { ...defaultStyle(), color: green, fontSize: 20, marginTop: { px: 9 } };
  const child = inheritFrom(parent, "font-size: 1.5em; padding: 1em; width: 10vw", {
    viewport: { width: 500, height: 500 },
  });
  eq(child.color, green);
  equal(child.fontSize, 30);
  eq(child.paddingLeft, { px: 30 });
  eq(child.width, { px: 50 });
  eq(child.marginTop, { px: 0 });
});

Deno.test("StyledDocument.inherit keeps the document's context", () => {
  const { styled, style } = styleHtml(
    "<style>html { font-size: 10px } pre { color: green }</style><pre>x</pre>",
  );
  const anonymous = styled.inherit(style("pre"), "display: block; margin-top: 2rem");
  equal(anonymous.display, "block");
  eq(anonymous.marginTop, { px: 20 });
  eq(anonymous.color, green);
  eq(anonymous.fontFamily, ["monospace"]);
});

Deno.test("records: a document's own styles keep font-size history, others read back", () => {
  const record = recordOf(defaultStyle());
  eq(record.values[FONT_SIZE.id], { px: 16, keyword: null, absolute: true });
  equal(record.values.length, INITIAL_RECORD.values.length);
  const { styled, style } = styleHtml("<pre>x</pre>");
  // The document knows <pre>'s 13px is the monospace `medium`, so serif gets 16px back…
  equal(styled.inherit(style("pre"), "font-family: serif").fontSize, 16);
  // …while a bare ComputedStyle only has 13px, treated as an absolute size.
  equal(inheritFrom(style("pre"), "font-family: serif").fontSize, 13);
  equal(styled.inherit({ ...style("pre") }, "font-family: serif").fontSize, 13);
});
