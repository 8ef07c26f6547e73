import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const px = (n: number) => ({ px: n });

// Expected values: Chromium 156's getComputedStyle on the same documents.

Deno.test("a native checkbox or radio drops the page's border and padding, 13px square", () => {
  const { style } = styleHtml(`<style>input { border: 3px solid red; padding: 5px }</style>
    <input type=checkbox id=c style="border-radius: 4px"><input type=radio id=r
    style="border-radius: 0; width: 20px"><input type=checkbox id=n style="appearance: none">
    <input type=radio id=w style="-webkit-appearance: none"><input id=t>`);
  const c = style("#c");
  equal(c.borderTopStyle, "none");
  equal(c.borderTopWidth, 0);
  eq(c.paddingLeft, px(0));
  eq(c.borderTopLeftRadius.horizontal, px(0));
  eq([c.width, c.height], [px(13), px(13)]);
  equal(c.boxSizing, "border-box");
  const r = style("#r");
  eq(r.borderTopLeftRadius.horizontal, { percent: 50 });
  eq([r.width, r.height], [px(20), px(13)]);
  // appearance: none makes it a box the page styles.
  for (const id of ["#n", "#w"]) {
    equal(style(id).borderTopStyle, "solid");
    eq(style(id).paddingTop, px(5));
    equal(style(id).width, "auto");
  }
  // A text field keeps the page's border.
  equal(style("#t").borderTopWidth, 3);
});

Deno.test("a drop-down and the options of a select keep the normal line height", () => {
  const { style } = styleHtml(`<style>select, option { line-height: 3 }</style>
    <select id=d><option id=o1>a</select><select id=n style="appearance: none"><option id=o2>a
    </select><select id=l multiple><option id=o3>a</select><div><option id=o4>a</div>`);
  equal(style("#d").lineHeight, "normal");
  equal(style("#o1").lineHeight, "normal");
  // A drop-down the page draws (appearance: none) keeps the page's line height.
  eq(style("#n").lineHeight, { number: 3 });
  eq(style("#o2").lineHeight, { number: 3 });
  // A list box keeps it too, but its options do not.
  eq(style("#l").lineHeight, { number: 3 });
  equal(style("#o3").lineHeight, "normal");
  // An option outside a select is an ordinary element.
  eq(style("#o4").lineHeight, { number: 3 });
});
