import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const styleOf = (css: string) =>
  styleHtml(`<style>h2 { ${css} }</style><section><h2>x</h2></section>`).style("h2");

Deno.test("h1–h6 are bookmarks of their level by default; other elements are none", () => {
  const { style } = styleHtml(
    "<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><p>g</p><section>h</section>",
  );
  eq(["h1", "h2", "h3", "h4", "h5", "h6"].map((h) => style(h).bookmarkLevel), [1, 2, 3, 4, 5, 6]);
  equal(style("p").bookmarkLevel, "none");
  equal(style("section").bookmarkLevel, "none");
});

Deno.test("bookmark-level: none or a positive integer, not inherited", () => {
  equal(styleOf("bookmark-level: none").bookmarkLevel, "none");
  equal(styleOf("bookmark-level: 4").bookmarkLevel, 4);
  equal(styleOf("bookmark-level: calc(1 + 2)").bookmarkLevel, 3);
  // 0, negative and fractional levels are invalid: the UA's 2 stays.
  for (const bad of ["0", "-1", "1.5", "auto"]) {
    equal(styleOf(`bookmark-level: ${bad}`).bookmarkLevel, 2, bad);
  }
  const { style } = styleHtml(`<section style="bookmark-level: 1"><p>x</p></section>`);
  equal(style("p").bookmarkLevel, "none");
});

Deno.test("bookmark-label: strings, content() and attr(); content(text) by default", () => {
  eq(styleOf("").bookmarkLabel, [{ type: "content", part: "text" }]);
  eq(styleOf(`bookmark-label: "Chapter " content(before) content() attr(title)`).bookmarkLabel, [
    { type: "string", value: "Chapter " },
    { type: "content", part: "before" },
    { type: "content", part: "text" },
    { type: "attr", name: "title" },
  ]);
  eq(styleOf("bookmark-label: content(first-letter) content(after)").bookmarkLabel, [
    { type: "content", part: "first-letter" },
    { type: "content", part: "after" },
  ]);
  // What a label cannot show is invalid, leaving the initial content(text).
  for (const bad of ["counter(x)", "content(marker)", "content(bogus)", "attr()", "12px"]) {
    eq(styleOf(`bookmark-label: ${bad}`).bookmarkLabel, [{ type: "content", part: "text" }], bad);
  }
});

Deno.test("bookmark-state: open by default, or closed", () => {
  equal(styleOf("").bookmarkState, "open");
  equal(styleOf("bookmark-state: closed").bookmarkState, "closed");
  equal(styleOf("bookmark-state: shut").bookmarkState, "open");
});
