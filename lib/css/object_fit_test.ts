import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string) => styleHtml(`<img style="${declarations}">`).style("img");

Deno.test("object-fit: the five keywords, fill initially, not inherited", () => {
  equal(styleOf("").objectFit, "fill");
  for (const fit of ["contain", "cover", "none", "scale-down"]) {
    equal(styleOf(`object-fit: ${fit}`).objectFit, fit);
  }
  equal(styleOf("object-fit: stretch").objectFit, "fill");
  equal(styleHtml(`<p style="object-fit: cover"><img></p>`).style("img").objectFit, "fill");
});

Deno.test("object-position: a <position> per axis, from the left and top edges", () => {
  eq(styleOf("").objectPosition, { x: { percent: 50 }, y: { percent: 50 } });
  eq(styleOf("object-position: left top").objectPosition, { x: { percent: 0 }, y: { percent: 0 } });
  eq(styleOf("object-position: right 10px bottom 2em").objectPosition, {
    x: { px: -10, percent: 100 },
    y: { px: -32, percent: 100 },
  });
  eq(styleOf("object-position: 5px").objectPosition, { x: { px: 5 }, y: { percent: 50 } });
});

Deno.test("list-style-image: none or an image, inherited", () => {
  const { style } = styleHtml(`<ul style="list-style-image: url(dot.png)"><li>a</li></ul>`);
  eq(style("li").listStyleImage, { url: "dot.png" });
  equal(styleOf("").listStyleImage, "none");
});
