import assert from "node:assert/strict";
import { byId, layoutHtml } from "../testing.ts";

const doc = (body: string, css = "") =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:16px Arial}p{margin:0}${css}</style></head><body>${body}</body></html>`;

Deno.test("sibling margins collapse to the larger one (§8.3.1)", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=a style="height:10px;margin-bottom:20px"></div><div id=b style="height:10px;margin-top:30px"></div>`,
    ),
  );
  assert.equal(byId(root, "b").y - (byId(root, "a").y + 10), 30);
});

Deno.test("positive and negative margins sum the largest and the most negative", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=a style="height:10px;margin-bottom:20px"></div><div id=b style="height:10px;margin-top:-5px"></div>`,
    ),
  );
  assert.equal(byId(root, "b").y - (byId(root, "a").y + 10), 15);
});

Deno.test("a first child's top margin collapses through its parent, unless the parent has a border", async () => {
  const open = await layoutHtml(
    doc(
      `<div id=p style="margin-top:10px"><div id=c style="margin-top:25px;height:5px"></div></div>`,
    ),
  );
  assert.equal(byId(open, "p").y, 25);
  assert.equal(byId(open, "c").y, 25);
  const closed = await layoutHtml(
    doc(
      `<div id=p style="margin-top:10px;border-top:1px solid"><div id=c style="margin-top:25px;height:5px"></div></div>`,
    ),
  );
  assert.equal(byId(closed, "p").y, 10);
  assert.equal(byId(closed, "c").y, 36);
});

Deno.test("an empty block's margins collapse through it", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=a style="height:10px"></div><div style="margin:40px 0"></div><div id=b style="height:10px;margin-top:15px"></div>`,
    ),
  );
  assert.equal(byId(root, "b").y, 50);
});

Deno.test("a flow-root keeps its children's margins inside", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=p style="display:flow-root"><div id=c style="margin:12px 0;height:5px"></div></div>`,
    ),
  );
  assert.equal(byId(root, "p").y, 0);
  assert.equal(byId(root, "p").height, 29);
});

Deno.test("auto margins centre a box with a width; percentages use the containing block", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=a style="width:200px;margin:0 auto;height:1px"></div><div id=b style="width:50%;padding-left:10%;height:1px"></div>`,
    ),
  );
  assert.equal(byId(root, "a").x, 200);
  assert.equal(byId(root, "b").width, 360);
});

Deno.test("box-sizing: border-box counts padding and border in the width; min/max clamp", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=a style="box-sizing:border-box;width:100px;padding:10px;border:5px solid"></div><div id=b style="width:500px;max-width:300px;min-width:350px"></div>`,
    ),
  );
  assert.equal(byId(root, "a").width, 100);
  assert.equal(byId(root, "b").width, 350);
});

Deno.test("height: auto is the content's height; a fixed height wins", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=a style="padding:4px"><p style="line-height:20px">x</p><p style="line-height:20px">y</p></div><div id=b style="height:7px"><p style="line-height:20px">x</p></div>`,
    ),
  );
  assert.equal(byId(root, "a").height, 48);
  assert.equal(byId(root, "b").height, 7);
});

Deno.test("min(), max() and clamp() with percentages resolve against the containing block", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=a style="width:min(400px, 50%)"></div><div id=b style="width:max(100px, 10%)"></div><div id=c style="width:clamp(100px, 80%, 420px)"></div>`,
    ),
  );
  assert.equal(byId(root, "a").width, 300);
  assert.equal(byId(root, "b").width, 100);
  assert.equal(byId(root, "c").width, 420);
});
