import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { APPEARANCE } from "./appearance.ts";
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

Deno.test("a control whose background or border the page styles is drawn by the page, not the widget", () => {
  const { styled, style } = styleHtml(`<style>.bg { background-position: 1px } .br { border-radius:
    0 } .sh { box-shadow: 0 0 0 1px red } .rv { background: revert }</style>
    <button id=b1 class=bg>a</button><button id=b2 class=br>a</button><button id=b3 class=sh>a
    </button><input id=t1 class=sh><input id=t2 class=rv><input id=t3 style="padding: 9px">
    <input type=submit id=s1 style="border-top-width: 2px"><select id=d1 class=bg><option>a
    </select><select id=d2><option>a</select><select id=l1 multiple class=sh><option>a</select>
    <textarea id=x1 style="background-color: white"></textarea><input type=checkbox id=c1
    class=bg><input id=n1 class=bg style="appearance: none">`);
  const used = (id: string) => styled.internalValue(style(id), APPEARANCE);
  // Any background or border longhand, even one equal to the user agent's; a shadow only for
  // fields, text areas and drop-downs. Chromium 156 prints these with the page's CSS.
  for (const id of ["#b1", "#b2", "#t1", "#s1", "#x1", "#l1"]) equal(used(id), "none", id);
  // The user agent's own value (revert), padding and a button's shadow keep the widget.
  for (const id of ["#b3", "#t2", "#t3", "#d2", "#c1"]) equal(used(id), "auto", id);
  // A drop-down keeps its arrow and its normal line height.
  equal(used("#d1"), "menulist-button");
  equal(style("#d1").lineHeight, "normal");
  equal(used("#n1"), "none");
});
