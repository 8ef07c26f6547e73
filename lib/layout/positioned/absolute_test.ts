/**
 * Positioned boxes against Chromium 156: each expectation is the getBoundingClientRect()
 * Chromium reports for the same markup in a 600px-wide viewport, media print.
 */
import { deepStrictEqual as eq } from "node:assert/strict";
import { assertRects, byId, layoutHtml, lines } from "../testing.ts";

const round = (n: number) => Math.round(n * 100) / 100;
/** Rects as Chromium reports them, to the hundredth of a pixel. */
const EXACT = 0.005;

const CONTAINER = `<style>body{margin:0;font:16px/20px Arial} div{box-sizing:border-box}</style>
<div id=cb style="position:relative;margin:10px;padding:5px;border:2px solid;width:400px;height:300px">
 <p id=p style="margin:0">text before</p>
 <div id=s style="position:absolute">static auto</div>
 <div id=tl style="position:absolute;top:10px;left:20px;width:50px;height:30px"></div>
 <div id=br style="position:absolute;bottom:10px;right:20px;width:50px;height:30px;padding:3px"></div>
 <div id=c style="position:absolute;inset:0;margin:auto;width:100px;height:40px"></div>
 <div id=stf style="position:absolute;top:0;right:0">shrink me please</div>
 <div id=st2 style="position:absolute;left:10px;right:10px;top:50%">stretch</div>
 <div id=over style="position:absolute;left:10px;right:10px;width:100px;top:0;bottom:0;height:20px"></div>
 <div id=rel style="position:relative;top:5px;left:-7px;height:10px"></div>
 <div id=after style="height:10px"></div>
</div>`;

Deno.test("absolute boxes in a relative container: insets, static position, auto sizes", async () => {
  assertRects(await layoutHtml(CONTAINER, 600), {
    cb: [10, 10, 400, 300],
    p: [17, 17, 386, 20],
    // Insets from the padding box (CSS 2.2 §10.1).
    tl: [32, 22, 50, 30],
    br: [338, 268, 50, 30],
    // inset: 0 with auto margins centres (§10.3.7, §10.6.4).
    c: [160, 140, 100, 40],
    // left and right set, width auto: stretched; top 50% of the padding box's height.
    st2: [22, 160, 376, 20],
    // Over-constrained: right and bottom ignored.
    over: [22, 12, 100, 20],
    // Relative: shifted, the next box stays where it was.
    rel: [10, 42, 386, 10],
    after: [17, 47, 386, 10],
  }, EXACT);
});

Deno.test("auto widths shrink to fit; all-auto insets keep the static position", async () => {
  const root = await layoutHtml(CONTAINER, 600);
  const s = byId(root, "s");
  const stf = byId(root, "stf");
  eq([s.x, s.y], [17, 37]);
  // Chromium: 72.94 and 120.95 wide (Liberation Sans here, Arial's metrics).
  eq([Math.round(s.width), Math.round(stf.width)], [73, 121]);
  eq(round(stf.x + stf.width), 408); // right: 0 is the padding box's right edge
});

Deno.test("in a line, a box keeps its place as static position and does not split the line", async () => {
  const root = await layoutHtml(
    `<style>body{margin:0;font:16px/20px Arial}</style>
    <div id=cb style="position:relative;width:300px">
    <p id=p style="margin:0">Hello <span id=s style="position:absolute;top:30px">X</span>world</p>
    <p id=p2 style="margin:0">Before <span id=t style="position:absolute">Y</span>after</p>
    </div>`,
    600,
  );
  const [p, s, p2, t] = ["p", "s", "p2", "t"].map((id) => byId(root, id));
  // Chromium: s at (40.91, 30), t at (51.59, 20), each paragraph one 20px line.
  eq([p.height, p2.y, p2.height], [20, 20, 20]);
  eq([round(s.x), s.y, round(t.x), t.y], [40.91, 30, 51.59, 20]);
});

Deno.test("in a flex container, an absolute box is no item", async () => {
  const root = await layoutHtml(
    `<style>body{margin:0}</style>
    <div id=fx style="display:flex;position:relative;width:300px;margin-top:50px">
      <div id=i1 style="width:50px;height:30px"></div>
      <div id=badge style="position:absolute;top:-5px;right:-5px;width:20px;height:20px"></div>
      <div id=i2 style="width:50px;height:30px"></div>
    </div>`,
    600,
  );
  // Chromium: badge at (285, 45), the second item right after the first.
  assertRects(root, { badge: [285, 45, 20, 20], i2: [50, 50, 50, 30] }, EXACT);
});

Deno.test("a height set or given by both insets is definite for percentages inside", async () => {
  const root = await layoutHtml(
    `<style>body{margin:0}</style><div style="position:relative;height:300px">
      <div id=a style="position:absolute;top:10px;bottom:30px;width:100px"><div id=in style="height:50%"></div></div>
      <div id=b style="position:absolute;top:0;height:40%;width:100px;padding:5px"><div id=in2 style="height:100%"></div></div>
    </div>`,
    600,
  );
  assertRects(root, {
    a: [0, 10, 100, 260],
    in: [0, 10, 100, 130],
    b: [0, 0, 110, 130],
    in2: [5, 5, 100, 120],
  }, EXACT);
});

Deno.test("an absolute box across a page boundary breaks its lines there", async () => {
  // Chromium prints a line that would straddle the page end at the top of the next page,
  // and the box's auto height grows with it.
  const root = await layoutHtml(
    `<style>body{margin:0;font:16px/20px Arial}</style>
    <div id=a style="position:absolute;top:150px;width:100px">one<br>two<br>three</div>`,
    600,
    200,
  );
  const a = byId(root, "a");
  eq(lines(a).map((line) => line.y), [150, 170, 200]);
  eq([a.y, a.height], [150, 70]);
});

Deno.test("absolute boxes inside an inline-block and a positioned table cell", async () => {
  const root = await layoutHtml(
    `<style>body{margin:0;font:16px/20px Arial}</style>
    <p style="margin:0">x <span style="display:inline-block;border:1px solid">abc<span id=ab
      style="position:absolute;width:50px;height:5px"></span></span></p>
    <table style="border-spacing:0"><tr><td style="position:relative;padding:0;width:100px;
      height:40px">c<span id=tb style="position:absolute;right:0;bottom:0;width:10px;
      height:10px"></span></td></tr></table>`,
    600,
  );
  // Chromium: ab at (39.25, 1) after the inline-block's text, tb in the cell's corner.
  const ab = byId(root, "ab");
  eq([Math.abs(ab.x - 39.25) < 0.05, ab.y, ab.width, ab.height], [true, 1, 50, 5]);
  assertRects(root, { tb: [90, 52, 10, 10] }, EXACT);
});

Deno.test("absolute children of flex containers: static position as the sole item (Flexbox 1 §4.1)", async () => {
  const html = `<style>body{margin:0;font:16px/20px 'Liberation Sans'}</style>
<div id=c1 style="position:relative;display:flex;flex-wrap:wrap;height:100px;width:200px;align-content:flex-end;align-items:flex-start;padding:5px;border:1px solid"><div id=a1 style="position:absolute;width:20px;height:20px"></div></div>
<div id=c2 style="position:relative;display:flex;flex-wrap:wrap;height:100px;width:200px;align-content:center;align-items:flex-end;justify-content:space-around"><div id=a2 style="position:absolute;width:20px;height:20px;margin:3px"></div></div>
<div id=c3 style="position:relative;display:flex;flex-direction:row-reverse;flex-wrap:wrap-reverse;height:100px;width:200px;"><div id=a3 style="position:absolute;width:20px;height:20px"></div></div>
<div id=c4 style="position:relative;display:flex;flex-direction:column-reverse;height:100px;width:200px;align-items:center;justify-content:space-between"><div id=a4 style="position:absolute;width:20px;height:20px"></div></div>
<div id=c5 style="position:relative;display:flex;height:100px;width:200px;align-items:center;justify-content:center"><div id=a5 style="position:absolute;width:20px;height:20px;top:5px"></div><div id=a7 style="position:absolute;width:300px;height:20px;"></div><div id=a8 style="position:absolute;height:20px;align-self:baseline">text</div></div>
<div id=c6 style="position:relative;display:flex;height:100px;width:200px;align-items:center;justify-content:flex-end"><div id=a9 style="position:absolute;margin:auto;width:20px;height:20px"></div><div id=a10 style="position:absolute;width:20px;height:20px;align-self:stretch"></div><div id=a11 style="position:absolute;align-self:stretch;">stretch</div></div>
<div id=c7 style="position:relative;display:flex;flex-direction:column;height:100px;width:200px;align-items:flex-end;justify-content:center"><div id=a12 style="position:absolute;width:20px;height:20px;"></div></div>
<div id=c8 style="position:relative;display:flex;justify-content:center;align-items:center;min-height:60px"><div style="width:100px;height:30px"></div><div id=a13 style="position:absolute;width:20px;height:20px;"></div></div>`;
  assertRects(await layoutHtml(html, 600), {
    // align-content does not move it; align-self (here align-items) does.
    a1: [6, 6, 20, 20],
    // space-around centres a sole item; its margins count.
    a2: [90, 189, 20, 20],
    // row-reverse starts at the right, wrap-reverse at the bottom.
    a3: [180, 292, 20, 20],
    // column-reverse: space-between puts a sole item at main-start, the bottom.
    a4: [90, 392, 20, 20],
    // A set inset wins over alignment in its axis; a wider box overflows both sides.
    a5: [90, 417, 20, 20],
    a7: [-50, 452, 300, 20],
    a8: [87.09, 412, 25.8, 20],
    // Auto margins count as 0; stretch does not stretch and starts at the top.
    a9: [180, 552, 20, 20],
    a10: [180, 512, 20, 20],
    a11: [151.98, 512, 48.02, 20],
    a12: [180, 652, 20, 20],
    // Items beside it do not move it: the content box is all its own.
    a13: [290, 732, 20, 20],
  }, 0.05);
});

Deno.test("static positions in inline content: inline-level on the aligned line, block-level below it (CSS 2.2 §10.3.7)", async () => {
  const box = (id: string, display = "") =>
    `<span id=${id} style="position:absolute;${display}width:20px;height:10px"></span>`;
  const block = (id: string) => box(id, "display:block;");
  const html = `<style>body{margin:0;font:16px/20px 'Liberation Sans'} div{width:300px}</style>
<div><span>Some text before</span>${block("b1")} and after it and more text to wrap</div>
<div style="text-align:center">${block("b2")}centred first</div>
<div style="text-align:center">centred text ${box("i1")}after</div>
<div style="text-align:right">right text ${box("i2", "display:inline-block;")}after</div>
<div style="text-align:center;padding-left:40px">centred text with padding ${block("b3")}</div>
<div style="text-indent:30px">${block("b4")}indented first line</div>
<div><img id=i3 style="position:absolute;width:20px;height:10px">image first</div>
<div><div style="float:left;width:50px;height:50px"></div>beside a float ${block("b5")}x</div>
<div style="text-align:justify">justified text justified text justified text justified text justified ${
    box("i4")
  }text justified text justified text</div>
<div>${box("i5", "display:flex;")}flex at the start ${
    box("b6", "display:flow-root;")
  } flow-root</div>`;
  assertRects(await layoutHtml(html, 600), {
    // Block-level with content before it on its line: below the line, at the left edge.
    b1: [0, 20, 20, 10],
    // At the start of its line: the line's top; text-align and text-indent do not move it.
    b2: [0, 40, 20, 10],
    b4: [0, 120, 20, 10],
    // Inline-level: where it is met, after text-align (and justification) moved the text.
    i1: [178.02, 60, 20, 10],
    i2: [267.98, 80, 20, 10],
    i4: [274.2, 200, 20, 10],
    // The content box's left edge, whatever the padding, alignment or floats.
    b3: [40, 120, 20, 10],
    b5: [0, 180, 20, 10],
    i3: [0, 140, 20, 10],
    i5: [0, 240, 20, 10],
    b6: [0, 260, 20, 10],
  }, 0.05);
});

Deno.test("a transformed box is the containing block of its absolute and fixed descendants", async () => {
  // translate(0px) moves nothing, so Chromium's rects show the layout positions alone.
  assertRects(
    await layoutHtml(
      `<style>body{margin:0;font:16px/20px Arial} div{box-sizing:border-box}</style>
      <div id=outer style="position:relative;padding:10px;width:500px">
      <div id=t style="transform:translate(0px);margin:20px;padding:5px;border:3px solid;width:300px;height:200px">
       <div id=a style="position:absolute;top:10px;left:20px;width:50px;height:30px"></div>
       <div id=f style="position:fixed;bottom:0;right:0;width:40px;height:20px"></div>
       <div id=pct style="position:absolute;top:0;left:0;width:50%;height:50%"></div>
      </div></div>`,
      600,
    ),
    {
      t: [30, 30, 300, 200],
      a: [53, 43, 50, 30],
      f: [287, 207, 40, 20],
      pct: [33, 33, 147, 97],
    },
    EXACT,
  );
});
