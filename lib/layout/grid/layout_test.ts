import { expectAll } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("grid items: text runs, tables (stretched to their rows), flex and grid containers, borders and padding, percentages of the grid area", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:100px 100px'>Text run<div id=a>a</div></div>`,
      { c: [0, 0, 600, 20], a: [100, 0, 100, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:10px;border:2px solid'><div id=a style='padding:5px;border:1px solid;margin:3px'>Card with some text in it</div><div id=b>b</div></div>`,
      { c: [0, 0, 600, 62], a: [15, 15, 277, 32], b: [305, 12, 283, 38] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 2fr'><div id=a style='display:grid;grid-template-columns:1fr 1fr'><div id=a1>x</div><div id=a2>yy</div></div><div id=b style='display:flex;gap:5px'><div id=b1>flex</div><div id=b2>item</div></div></div>`,
      {
        c: [0, 0, 600, 20],
        a: [0, 0, 200, 20],
        a1: [0, 0, 100, 20],
        a2: [100, 0, 100, 20],
        b: [200, 0, 400, 20],
        b1: [200, 0, 24.906, 20],
        b2: [229.906, 0, 30.234, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:auto 1fr'><table id=a><tr><td>cell one</td><td>two</td></tr></table><div id=b>b</div></div>`,
      { c: [0, 0, 600, 26], a: [0, 0, 90.063, 26], b: [90.063, 0, 509.938, 26] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:auto 1fr'><span id=a style='float:left'>floated</span><div id=b style='display:inline-block'>b</div></div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 48.047, 20], b: [48.047, 0, 551.953, 20] },
    ],
    [
      `<div style='display:grid;grid-template-columns:1fr 1fr'><table id=t style='border-collapse:collapse'><tr><td id=a>Qty</td></tr><tr><td>2</td></tr></table><div id=b style='height:80px'>b</div></div>`,
      { t: [0, 0, 300, 80], a: [0, 0, 300, 40], b: [300, 0, 300, 80] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:100px 1fr'><div id=a style='padding:10%;margin-left:10%'>a</div><div id=b style='padding-left:10%'>b</div></div>`,
      { c: [0, 0, 600, 40], a: [10, 0, 90, 40], b: [100, 0, 500, 40] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;grid-template-rows:100px'><div id=a style='height:50%;margin-top:10%'>a</div></div>`,
      { c: [0, 0, 600, 100], a: [0, 30, 300, 50] },
    ],
  ]);
});

Deno.test("§9.3 absolutely positioned children: no items; static position in the padding box (the container is their containing block) or the content box, by justify-self and align-self", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;position:relative;grid-template-columns:1fr 1fr;padding:10px'><div id=a>a</div><div id=p style='position:absolute;top:0;right:0;width:20px;height:20px'></div><div id=b>b</div></div>`,
      { c: [0, 0, 600, 40], a: [10, 10, 290, 20], p: [580, 0, 20, 20], b: [300, 10, 290, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;padding:10px;border:3px solid'><div id=a>a</div><div id=p style='position:absolute;width:20px;height:20px'></div><div id=b>b</div></div>`,
      { c: [0, 0, 600, 46], a: [13, 13, 287, 20], p: [13, 13, 20, 20], b: [300, 13, 287, 20] },
    ],
    [
      `<div style='height:50px'></div><div id=c style='display:grid;position:relative;padding:10px;justify-items:center;align-items:end;height:100px'><div id=p style='position:absolute;width:20px;height:20px'></div></div>`,
      { c: [0, 50, 600, 120], p: [290, 150, 20, 20] },
    ],
    [
      `<div style='height:50px'></div><div id=c style='display:grid;padding:10px;justify-items:center;align-items:end;height:100px'><div id=p style='position:absolute;width:20px;height:20px'></div></div>`,
      { c: [0, 50, 600, 120], p: [290, 140, 20, 20] },
    ],
    [
      `<div style='height:50px'></div><div id=c style='display:grid;position:relative;padding:10px;height:100px;grid-template-columns:100px 100px'><div id=p style='position:absolute;width:20px;height:20px;justify-self:end;align-self:center'></div></div>`,
      { c: [0, 50, 600, 120], p: [580, 100, 20, 20] },
    ],
    [
      `<div style='height:50px'></div><div id=c style='display:grid;padding:10px;height:100px;grid-template-columns:100px 100px'><div id=p style='position:absolute;width:20px;height:20px;justify-self:end;align-self:center'></div></div>`,
      { c: [0, 50, 600, 120], p: [570, 100, 20, 20] },
    ],
  ]);
});

Deno.test("intrinsic sizes of grid containers: floats, table cells, inline-grid (and its first baseline), flex items", async () => {
  await expectAll([
    [
      `<div style='float:left' id=f><div id=c style='display:grid;grid-template-columns:auto 1fr;gap:10px'><div id=a>Label</div><div id=b>Value text</div></div></div>`,
      {
        f: [0, 0, 119.125, 20],
        c: [0, 0, 119.125, 20],
        a: [0, 0, 39.156, 20],
        b: [49.156, 0, 69.969, 20],
      },
    ],
    [
      `<table><tr><td id=t><div id=c style='display:grid;grid-template-columns:1fr 1fr;gap:4px'><div id=a>Alpha beta</div><div id=b>Gamma</div></div></td><td id=u>other cell</td></tr></table>`,
      {
        t: [2, 2, 159.031, 22],
        c: [3, 3, 157.031, 20],
        a: [3, 3, 76.516, 20],
        b: [83.516, 3, 76.516, 20],
        u: [163.031, 2, 66.922, 22],
      },
    ],
    [
      `<div style='display:inline-grid;grid-template-columns:auto auto;gap:5px' id=c><div id=a>One</div><div id=b>Two two</div></div>`,
      { c: [0, 0, 93.938, 20], a: [0, 0, 30.25, 20], b: [35.25, 0, 58.688, 20] },
    ],
    [
      `<div style='display:flex'><div id=c style='display:grid;grid-template-columns:repeat(2,max-content);column-gap:8px'><div id=a>first</div><div id=b>second</div></div><div id=d>after</div></div>`,
      {
        c: [0, 0, 85.375, 20],
        a: [0, 0, 25.781, 20],
        b: [33.781, 0, 51.594, 20],
        d: [85.375, 0, 32.016, 20],
      },
    ],
    [
      `<p>text <span id=c style='display:inline-grid;grid-template-columns:30px 30px;border:1px solid'><span id=a>a</span><span id=b>b</span></span> after</p>`,
      { c: [30.234, 16, 62, 22], a: [31.234, 17, 30, 20], b: [61.234, 17, 30, 20] },
    ],
    [
      `<div style='width:150px'><div id=c style='display:grid;grid-template-columns:repeat(3,minmax(min-content,1fr))'><div id=a>wide-word</div><div id=b>x</div><div id=d>y</div></div></div>`,
      { c: [0, 0, 150, 40], a: [0, 0, 50, 40], b: [50, 0, 50, 40], d: [100, 0, 50, 40] },
    ],
    [
      `<p id=p>text <span id=c style='display:inline-grid;grid-template-columns:30px 30px;border:1px solid'><span id=a>a</span><span id=b>b</span><span id=d>c</span></span> after</p>`,
      {
        p: [0, 16, 600, 42],
        c: [30.234, 16, 62, 42],
        a: [31.234, 17, 30, 20],
        b: [61.234, 17, 30, 20],
        d: [31.234, 37, 30, 20],
      },
    ],
    [
      `<p id=p>text <span id=c style='display:inline-grid;grid-template-columns:30px 30px;align-items:end'><span id=a style='font-size:30px'>a</span><span id=b>b</span></span> after</p>`,
      {
        p: [0, 16, 600, 25],
        c: [30.234, 16, 60, 20],
        a: [30.234, 16, 30, 20],
        b: [60.234, 16, 30, 20],
      },
    ],
  ]);
});
