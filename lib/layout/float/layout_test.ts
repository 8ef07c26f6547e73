import assert from "node:assert/strict";
import { isFloat } from "../box.ts";
import type { BoxFragment } from "../fragment.ts";
import { boxes, byId, layoutHtml, lines } from "../testing.ts";

const doc = (body: string, css = "") =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:16px/20px Arial}p{margin:0}
  .f{width:100px;height:50px}${css}</style></head><body>${body}</body></html>`;

const WORDS = "word ".repeat(60);

Deno.test("lines beside a left float start at its margin edge, lines below it at the edge of the block", async () => {
  const root = await layoutHtml(
    doc(`<div id=f class=f style="float:left;margin-right:10px"></div><p id=p>${WORDS}</p>`),
  );
  const float = byId(root, "f");
  assert.deepEqual([float.x, float.y, float.width, float.height], [0, 0, 100, 50]);
  const all = lines(byId(root, "p"));
  // 50 px of float: lines at 0, 20 and 40 are beside it, the one at 60 is not.
  assert.deepEqual(all.slice(0, 4).map((l) => [l.y, l.x, l.width]), [
    [0, 110, 490],
    [20, 110, 490],
    [40, 110, 490],
    [60, 0, 600],
  ]);
  assert.ok(all[0].children[0].x >= 110, "the text starts right of the float");
});

Deno.test("a right float shortens lines from the right; right-aligned text ends at its edge", async () => {
  const root = await layoutHtml(
    doc(`<div id=f class=f style="float:right"></div><p id=p style="text-align:right">a b</p>`),
  );
  assert.equal(byId(root, "f").x, 500);
  const [line] = lines(byId(root, "p"));
  assert.deepEqual([line.x, line.width], [0, 500]);
  const last = line.children.at(-1)!;
  assert.ok(last.kind === "text" && Math.abs(last.x + last.run.width - 500) < 0.5);
});

Deno.test("floats stack side by side; one that does not fit goes below the nearest float bottom", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=a class=f style="float:left;width:250px;height:30px"></div>
       <div id=b class=f style="float:left;width:250px;height:60px"></div>
       <div id=c class=f style="float:left;width:200px"></div>`,
    ),
  );
  const at = (id: string) => [byId(root, id).x, byId(root, id).y];
  assert.deepEqual(at("a"), [0, 0]);
  assert.deepEqual(at("b"), [250, 0]);
  // 100 px are left beside a and b. Below a, c may not slide under b, which is to its
  // left: it goes below b too (§9.5.1 rule 2).
  assert.deepEqual(at("c"), [0, 60]);
});

Deno.test("a float met in a line goes to that line's top when it fits, else below the line", async () => {
  const fits = await layoutHtml(
    doc(`<p id=p>aaa <span id=f class=f style="float:right"></span>bbb</p>`),
  );
  assert.deepEqual([byId(fits, "f").x, byId(fits, "f").y], [500, 0]);
  const wide = await layoutHtml(
    doc(
      `<p id=p>${"x".repeat(40)} <span id=f class=f style="float:right;width:300px"></span>b</p>`,
    ),
  );
  const [first] = lines(byId(wide, "p"));
  assert.deepEqual([first.x, first.width], [0, 600], "the first line is not shortened");
  assert.deepEqual([byId(wide, "f").x, byId(wide, "f").y], [300, 20], "placed below that line");
});

Deno.test("a line too narrow for its first word beside floats moves down past them", async () => {
  const root = await layoutHtml(
    doc(`<div class=f style="float:left;width:560px"></div><p id=p>${"x".repeat(20)}</p>`),
  );
  const [line] = lines(byId(root, "p"));
  assert.deepEqual([line.y, line.x], [50, 0]);
});

Deno.test("clear moves a box's border box below the floats; a clearfix parent contains them", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=wrap style="margin-top:5px"><div class=f style="float:left"></div>
       <div class=f style="float:right;height:70px"></div>
       <div id=l style="clear:left;margin-top:10px">l</div>
       <div id=both style="clear:both">both</div></div><div id=after>after</div>`,
    ),
  );
  assert.equal(byId(root, "l").y, 55, "below the left float; the margin is spent");
  assert.equal(byId(root, "both").y, 75);
  const wrap = byId(root, "wrap");
  assert.deepEqual([wrap.y, wrap.height], [5, 90], "the parent starts where it would have");
  assert.equal(byId(root, "after").y, 95);
});

Deno.test("a BFC root contains its floats; a plain block lets them hang out", async () => {
  const root = await layoutHtml(
    doc(
      `<div id=bfc style="overflow:hidden"><div class=f style="float:left"></div>x</div>
       <div id=plain><div class=f style="float:left"></div>x</div><p id=p>after</p>`,
    ),
  );
  assert.equal(byId(root, "bfc").height, 50);
  assert.equal(byId(root, "plain").height, 20);
  assert.equal(byId(root, "plain").floatOverhang, 30);
  assert.equal(lines(byId(root, "p"))[0].x, 100, "the next paragraph wraps around it");
});

Deno.test("a BFC root beside a float is narrowed to the room left, or moved below when too wide for it", async () => {
  const root = await layoutHtml(
    doc(
      `<div class=f style="float:left"></div><div id=narrowed style="overflow:hidden">x</div>
       <table id=wide style="width:550px"><tr><td>x</td></tr></table>
       <div id=pct style="overflow:hidden;width:100%">x</div>`,
    ),
  );
  const narrowed = byId(root, "narrowed");
  assert.deepEqual([narrowed.x, narrowed.width], [100, 500]);
  const table = byId(root, "wide");
  assert.equal(table.y, 50, "the 550 px table goes below the float");
  // A percentage is of the containing block, as Chromium resolves it: 100% goes below.
  assert.deepEqual([byId(root, "pct").y, byId(root, "pct").width], [table.y + table.height, 600]);
});

Deno.test("a floated table breaks across pages like any table, its header repeated", async () => {
  const rows = Array.from({ length: 30 }, (_, i) => `<tr><td>row ${i}</td></tr>`).join("");
  const root = await layoutHtml(
    doc(`<table id=t align=left border=1><thead><tr><th>Head</th></tr></thead>${rows}</table>
      <p id=p>beside</p>`),
    600,
    300,
  );
  const table = byId(root, "t");
  const [line] = lines(byId(root, "p"));
  assert.deepEqual([line.y, line.x], [0, table.x + table.width], "the text flows beside it");
  const heads = boxes(root).filter((b) => b.element?.name === "th");
  const pages = new Set(heads.map((h) => Math.floor(h.y / 300)));
  assert.ok(table.height > 300, "taller than a page");
  assert.equal(pages.size, heads.length, "one header per page");
  assert.ok(heads.length >= 2);
});

Deno.test("a float is laid out where it goes: its lines break across the page", async () => {
  const root = await layoutHtml(
    doc(
      `<div style="height:270px"></div><div id=f style="float:left;orphans:1;widows:1">a<br>b<br>c</div>`,
    ),
    600,
    300,
  );
  assert.deepEqual(lines(byId(root, "f")).map((l) => l.y), [270, 300, 320]);
});

Deno.test("a floated first letter is a drop cap the first lines wrap around", async () => {
  const root = await layoutHtml(
    doc(`<p id=p>${WORDS}</p>`, "p::first-letter{float:left;font-size:60px;line-height:60px}"),
  );
  const p = byId(root, "p");
  const cap = p.children.find((c): c is BoxFragment => c.kind === "box" && isFloat(c.style));
  assert.ok(cap, "the letter is a float box");
  const [first, second, , fourth] = lines(p);
  assert.ok(first.x >= cap.width - 0.5 && second.x === first.x, "lines beside the cap");
  assert.equal(fourth.x, 0, "below the cap the lines take the full width");
});

Deno.test("an inline-block's baseline is its last in-flow line's, not a float's", async () => {
  const root = await layoutHtml(
    doc(`<p id=line>x <span id=ib style="display:inline-block"><span style="display:block">in</span>
      <span style="float:left;font-size:40px;line-height:50px">F</span></span> y</p>`),
  );
  const [line] = lines(byId(root, "line"));
  const [inner] = lines(byId(root, "ib"));
  assert.equal(inner.baseline, line.baseline, "the inline-block sits on the line of 'in'");
});

Deno.test("a shrink-to-fit box is as wide as its floats and a BFC root beside them", async () => {
  const cell = (second: string) =>
    `<table><tr><td id=c><div style="float:left;width:40px;height:10px"></div>${second}</td></tr></table>`;
  const bfc = await layoutHtml(doc(cell(`<div style="overflow:hidden;width:30px">x</div>`)));
  const plain = await layoutHtml(doc(cell(`<div style="width:30px">x</div>`)));
  const padding = 2; // the cell's 1px padding on each side
  assert.equal(byId(bfc, "c").width, 70 + padding);
  assert.equal(byId(plain, "c").width, 40 + padding, "a plain block wraps below instead");
});

Deno.test("a first line pushed pages down past a float still settles with orphans and widows", async () => {
  const root = await layoutHtml(
    doc(`<div class=f style="float:left;width:590px;height:1000px"></div>
      <p id=p style="font-size:200px;line-height:250px">wide words</p>`),
    600,
    300,
  );
  const tops = lines(byId(root, "p")).map((l) => l.y);
  // Below the float's bottom (1000), on the next page the 250 px line fits (1200).
  assert.deepEqual(tops, [1200, 1500]);
});
