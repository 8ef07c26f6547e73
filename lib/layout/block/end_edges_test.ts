/**
 * A block's end padding and border stay with its last content. The cases are Chromium's prints
 * on A5 pages (break_end_padding*.html in the visual suite), scaled to 100px pages of 20px lines.
 */
import assert from "node:assert/strict";
import type { BoxFragment } from "../fragment.ts";
import { boxes, byId, layoutHtml } from "../testing.ts";

const doc = (body: string) =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:16px/20px Arial}p{margin:0}</style></head><body>${body}</body></html>`;

const layout = (body: string) => layoutHtml(doc(body), 600, 100);

/** Every fragment of the element with this id: [y, height] of each. */
function pieces(root: BoxFragment, id: string): number[][] {
  return boxes(root).filter((b) => b.element?.attribs.id === id).map((b) => [b.y, b.height]);
}

const filler = (height: number) => `<div style="height:${height}px"></div>`;

Deno.test("end padding that does not fit below the last line takes that line to the next page", async () => {
  const root = await layout(
    `<div id=w style="padding-bottom:30px">${filler(40)}<p id=a>A</p><p id=b>B</p></div>`,
  );
  assert.equal(byId(root, "a").y, 40, "the line before stays");
  assert.equal(byId(root, "b").y, 100, "the last line goes with the padding");
  assert.deepEqual(pieces(root, "w"), [[0, 150]]);
});

Deno.test("end padding that fits exactly keeps the last line", async () => {
  const root = await layout(
    `<div style="padding-bottom:20px">${filler(40)}<p>A</p><p id=b>B</p></div>`,
  );
  assert.equal(byId(root, "b").y, 60);
});

Deno.test("end borders count, and so do the end edges of every box ending there", async () => {
  const border = await layout(
    `<div style="border-bottom:30px solid">${filler(40)}<p>A</p><p id=b>B</p></div>`,
  );
  assert.equal(byId(border, "b").y, 100);
  // The inner padding fits below B (90), the outer one after it does not (115).
  const nested = await layout(
    `<div style="padding-bottom:15px"><div style="padding-bottom:10px">${
      filler(40)
    }<p>A</p><p id=b>B</p></div></div>`,
  );
  assert.equal(byId(nested, "b").y, 100);
});

Deno.test("widows choose the break before the last lines of one paragraph", async () => {
  const two = await layout(
    `<div style="padding-bottom:30px">${filler(40)}<p id=p>A<br>B</p></div>`,
  );
  assert.equal(byId(two, "p").y, 100, "widows: 2 moves both lines");
  const one = await layout(
    `<div style="padding-bottom:30px">${
      filler(40)
    }<p id=p style="widows:1;orphans:1">A<br>B</p></div>`,
  );
  assert.equal(byId(one, "p").y, 40);
  assert.equal(byId(one, "p").height, 80, "the second line starts the next page");
});

Deno.test("a last flex row moves whole, not broken inside its items", async () => {
  const root = await layout(
    `<div style="padding-bottom:30px">${
      filler(20)
    }<div id=row style="display:flex"><div><p>A</p><p>B</p><p>C</p></div><div>D</div></div></div>`,
  );
  assert.equal(byId(root, "row").y, 100);
  assert.equal(byId(root, "row").height, 60);
});

Deno.test("a box whose only content fits but whose end padding does not moves whole", async () => {
  const root = await layout(
    `${filler(70)}<div id=w style="padding-top:5px;padding-bottom:30px"><p>A</p></div>`,
  );
  assert.deepEqual(pieces(root, "w"), [[100, 55]]);
});

Deno.test("with no break before its last content, a box's end edges start the next page", async () => {
  const root = await layout(
    `<div id=w style="padding-bottom:30px;border-bottom:2px solid">${
      filler(90)
    }</div><p id=after>after</p>`,
  );
  const [content, edges] = boxes(root).filter((b) => b.element?.attribs.id === "w");
  assert.deepEqual([content.y, content.height, content.padding.bottom, content.border.bottom], [
    0,
    90,
    0,
    0,
  ]);
  assert.deepEqual([edges.y, edges.height, edges.padding.top, edges.border.bottom], [
    100,
    32,
    0,
    2,
  ]);
  assert.equal(edges.children.length, 0);
  assert.equal(byId(root, "after").y, 132);
});

Deno.test("end padding taller than a page: the last line moves once, the padding follows it from the next page", async () => {
  const root = await layout(
    `<div id=w style="padding-bottom:250px">${
      filler(40)
    }<p>A</p><p id=b>B</p></div><p id=after>after</p>`,
  );
  assert.equal(byId(root, "b").y, 100);
  assert.deepEqual(pieces(root, "w"), [[0, 120], [200, 250]]);
  assert.equal(byId(root, "after").y, 450);
});
