import { assertRects, layoutHtml } from "../layout/testing.ts";

// Chromium 156's getBoundingClientRect() of each svg (x, y, width, height; border boxes).
Deno.test("outer svg boxes: width and height attributes, viewBox ratio, 300×150 default", async () => {
  const root = await layoutHtml(`<!doctype html><body style="margin:0"><div style="width:600px">
<svg id=a></svg><br>
<svg id=b viewBox="0 0 100 50"></svg><br>
<svg id=c width="200"></svg><br>
<svg id=d width="200" viewBox="0 0 100 50"></svg>
<svg id=e height="100" viewBox="0 0 100 50"></svg>
<svg id=f width="50%" height="40" ></svg>
</div>
<div style="width:600px;display:flex"><svg id=g viewBox="0 0 100 50"></svg></div>`);
  assertRects(root, {
    a: [0, 0, 300, 150],
    b: [0, 154, 600, 300],
    c: [0, 458, 200, 150],
    d: [0, 612, 200, 100],
    e: [204, 612, 200, 100],
    f: [0, 716, 300, 40],
    g: [0, 760, 600, 300],
  });
});

Deno.test("an svg with only a viewBox fills the room it has", async () => {
  const root = await layoutHtml(`<!doctype html><body style="margin:0"><div style="width:600px">
<svg id=a viewBox="0 0 100 50" style="margin:10px;border:5px solid;padding:3px"></svg>
<svg id=b viewBox="0 0 100 50" style="display:block;margin:10px;border:5px solid"></svg>
<svg id=c viewBox="0 0 100 50" style="max-width:200px"></svg>
<svg id=d viewBox="0 0 100 50" style="height:40px"></svg>
</div>`);
  assertRects(root, {
    a: [10, 10, 580, 298],
    b: [10, 332, 580, 295],
    c: [0, 637, 200, 100],
    d: [204, 697, 80, 40],
  });
});
