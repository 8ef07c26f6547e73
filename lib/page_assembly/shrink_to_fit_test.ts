/** Shrink to fit, against Chromium 156's prints of the same documents. */
import { equal } from "node:assert/strict";
import { layoutHtml } from "../layout/testing.ts";
import { shrinkTransform, shrinkZoom } from "./shrink_to_fit.ts";
import { applyAffine } from "../paint/affine.ts";

/** The zoom of `body` laid out on a page area `area` px wide. */
async function zoomOf(body: string, area = 320): Promise<number> {
  const html = `<!DOCTYPE html><style>body { margin: 0; font: 16px Arial }</style>${body}`;
  return shrinkZoom(await layoutHtml(html, area, 260), () => area);
}

Deno.test("a document as wide as its page area, or overflowing to the left, is not shrunk", async () => {
  equal(await zoomOf("<p>text</p>"), 1);
  equal(await zoomOf(`<div style="margin-left:-80px;width:100px;height:10px"></div>`), 1);
  equal(await zoomOf(`<div style="direction:rtl"><div style="width:400px;height:10px"></div>`), 1);
});

Deno.test("the zoom is how much wider content reaches than the page area, 1.5 at most", async () => {
  // Chromium 156 scales by 320/400: a 400px block, an absolutely positioned box, a relatively
  // positioned one and a float pushed out by its margin all reach 400px.
  equal(await zoomOf(`<div style="width:400px;height:10px"></div>`), 1.25);
  equal(await zoomOf(`<div style="position:absolute;left:0;width:400px;height:10px"></div>`), 1.25);
  equal(
    await zoomOf(`<div style="position:relative;left:300px;width:100px;height:1px"></div>`),
    1.25,
  );
  equal(
    await zoomOf(`<div style="float:right;margin-right:-80px;width:100px;height:1px"></div>`),
    1.25,
  );
  // 41 unwrapped x (8px each) reach 328px: 320/328.
  equal(await zoomOf(`<p style="white-space:nowrap">${"x".repeat(41)}</p>`), 328 / 320);
  // 1200px: laid out 480px wide and printed at 2/3; the rest is cut.
  equal(await zoomOf(`<table style="width:1200px"><tr><td>x</td></tr></table>`), 1.5);
});

Deno.test("clipped content and fixed boxes do not make a document wider", async () => {
  equal(
    await zoomOf(`<div style="width:100px;overflow:hidden"><div style="width:400px"></div></div>`),
    1,
  );
  equal(await zoomOf(`<div style="position:fixed;left:0;width:400px;height:10px"></div>`), 1);
});

Deno.test("the shrink transform keeps the page area's corner and scales about it", () => {
  const m = shrinkTransform(1.5, { x: 40, y: 20 });
  equal(applyAffine(m, 40, 20).join(), "40,20");
  const [x, y] = applyAffine(m, 40 + 480, 20 + 390);
  equal([Math.round(x * 1e6) / 1e6, y].join(), "360,280");
});
