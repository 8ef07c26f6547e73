import assert from "node:assert/strict";
import { byId, layoutHtml, lines } from "../testing.ts";

const doc = (body: string, css = "") =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:16px/20px Arial}p{margin:0}${css}</style></head><body>${body}</body></html>`;

const PAGE = 100;
const page = (y: number) => Math.floor((y + 0.01) / PAGE);

Deno.test("no line box straddles a page boundary", async () => {
  const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
  const root = await layoutHtml(
    doc(`<p id=p style="width:120px;margin-top:7px">${text}</p>`),
    600,
    PAGE,
  );
  for (const line of lines(root)) {
    assert.equal(page(line.y), page(line.y + line.height - 0.02), `line at ${line.y}`);
  }
});

Deno.test("break-before: page starts the box on the next page, keeping its margin", async () => {
  const root = await layoutHtml(
    doc(
      `<p>a</p><p id=b style="break-before:page;margin-top:5px">b</p><p id=c style="page-break-before:always">c</p>`,
    ),
    600,
    PAGE,
  );
  assert.equal(byId(root, "b").y, 105);
  assert.equal(byId(root, "c").y, 200);
});

Deno.test("a margin that carries content past a page end is truncated", async () => {
  const root = await layoutHtml(
    doc(`<div style="height:90px"></div><p id=b style="margin-top:30px">b</p>`),
    600,
    PAGE,
  );
  assert.equal(byId(root, "b").y, 100);
});

Deno.test("orphans: a paragraph that would leave one line behind moves whole", async () => {
  const five = "a<br>b<br>c<br>d<br>e";
  const root = await layoutHtml(
    doc(`<div style="height:80px"></div><p id=p>${five}</p>`),
    600,
    PAGE,
  );
  assert.equal(byId(root, "p").y, 100);
  assert.equal(lines(byId(root, "p"))[0].y, 100);
});

Deno.test("widows: at least two lines go to the next page", async () => {
  // 5 lines from y=0: 5 fit, the 6th does not; with widows 2, lines 5 and 6 go over.
  const six = "a<br>b<br>c<br>d<br>e<br>f";
  const root = await layoutHtml(doc(`<p id=p>${six}</p>`), 600, PAGE);
  const ys = lines(byId(root, "p")).map((l) => l.y);
  assert.deepEqual(ys, [0, 20, 40, 60, 100, 120]);
  const loose = await layoutHtml(doc(`<p id=p style="widows:1;orphans:1">${six}</p>`), 600, PAGE);
  assert.deepEqual(lines(byId(loose, "p")).map((l) => l.y), [0, 20, 40, 60, 80, 100]);
});

Deno.test("break-inside: avoid keeps a box on one page when it fits on one", async () => {
  const root = await layoutHtml(
    doc(
      `<div style="height:70px"></div><div id=k style="break-inside:avoid;border:1px solid">x<br>y</div>`,
    ),
    600,
    PAGE,
  );
  assert.equal(byId(root, "k").y, 100);
});

Deno.test("a box taller than a page continues over several pages", async () => {
  const many = Array.from({ length: 12 }, (_, i) => `line ${i}`).join("<br>");
  const root = await layoutHtml(doc(`<div id=d style="border:2px solid">${many}</div>`), 600, PAGE);
  const d = byId(root, "d");
  assert.ok(d.height > 2 * PAGE);
  assert.equal(lines(d).length, 12);
});
