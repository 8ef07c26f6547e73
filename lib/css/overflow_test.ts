import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { isScrollContainer, usedOverflow } from "./overflow.ts";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string) =>
  styleHtml(`<style>p { ${declarations} }</style><p>x</p>`).style("p");

/** Both axes as Chromium's getComputedStyle prints overflow-x and overflow-y. */
const axes = (declarations: string) => {
  const { x, y } = usedOverflow(styleOf(declarations));
  return `${x} ${y}`;
};

Deno.test("overflow sets both axes; the longhands set one (CSS Overflow 3 §3.1)", () => {
  equal(axes(""), "visible visible");
  equal(axes("overflow: hidden"), "hidden hidden");
  equal(axes("overflow: clip visible"), "clip visible");
  equal(axes("overflow: overlay"), "auto auto");
  equal(axes("overflow-x: clip"), "clip visible");
  equal(axes("overflow: hidden; overflow-y: scroll"), "hidden scroll");
  // Invalid: three values, an unknown keyword.
  equal(axes("overflow: hidden hidden hidden"), "visible visible");
  equal(axes("overflow: round"), "visible visible");
});

Deno.test("a scrolling axis turns the other's visible into auto and clip into hidden, as Chromium computes", () => {
  equal(axes("overflow-x: visible; overflow-y: hidden"), "auto hidden");
  equal(axes("overflow: clip scroll"), "hidden scroll");
  equal(axes("overflow: clip visible"), "clip visible");
});

Deno.test("hidden, scroll and auto make a scroll container; clip does not", () => {
  equal(isScrollContainer(styleOf("overflow: hidden")), true);
  equal(isScrollContainer(styleOf("overflow-y: auto")), true);
  equal(isScrollContainer(styleOf("overflow: clip")), false);
  equal(isScrollContainer(styleOf("overflow: visible")), false);
});

Deno.test("overflow-clip-margin: a visual box and a length, in either order (§3.2)", () => {
  eq(styleOf("").overflowClipMargin, { box: "padding-box", px: 0 });
  eq(styleOf("overflow-clip-margin: content-box 5px").overflowClipMargin, {
    box: "content-box",
    px: 5,
  });
  eq(styleOf("overflow-clip-margin: 1em border-box").overflowClipMargin, {
    box: "border-box",
    px: 16,
  });
  eq(styleOf("overflow-clip-margin: 5px 6px").overflowClipMargin, { box: "padding-box", px: 0 });
});
