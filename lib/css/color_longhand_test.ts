import { deepStrictEqual as assertEquals } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const RED = { r: 255, g: 0, b: 0, a: 1 };
const BLUE = { r: 0, g: 0, b: 255, a: 1 };
const GREEN = { r: 0, g: 128, b: 0, a: 1 };

Deno.test("an inherited currentcolor follows the child's own color (Chromium)", () => {
  // Bootstrap's .table-group-divider: the cells inherit the group's currentcolor border.
  const { style } = styleHtml(`
    <div id=group style="color: red; border-top: 1px solid currentcolor;
      background-color: currentcolor; text-decoration-color: currentcolor">
      <p id=cell style="color: blue; border-top-color: inherit; background-color: inherit;
        text-decoration-color: inherit">
        <span id=grandchild style="color: green; border-top-color: inherit">x</span>
      </p>
    </div>`);
  assertEquals(style("#group").borderTopColor, RED);
  assertEquals(style("#cell").borderTopColor, BLUE);
  assertEquals(style("#cell").backgroundColor, BLUE);
  assertEquals(style("#cell").textDecorationColor, BLUE);
  // Still the keyword one level further down.
  assertEquals(style("#grandchild").borderTopColor, GREEN);
});

Deno.test("an inherited colour that is not currentcolor stays the parent's", () => {
  const { style } = styleHtml(`
    <div style="color: red; border-top: 1px solid rgb(0 0 255)">
      <p id=cell style="color: green; border-top-color: inherit">x</p>
    </div>`);
  assertEquals(style("#cell").borderTopColor, BLUE);
});

Deno.test("an inherited currentcolor in a 3-D border style paints Chromium's fallback grey", () => {
  const { style } = styleHtml(`
    <div style="color: red; border-top: 1px solid currentcolor">
      <p id=cell style="color: blue; border-top-style: inset; border-top-color: inherit">x</p>
    </div>`);
  assertEquals(style("#cell").borderTopColor, { r: 238, g: 238, b: 238, a: 1 });
});
