import { expectAll } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("§10.5 justify-content and align-content place the tracks", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:100px 100px;justify-content:center;align-content:space-between;height:200px'><div id=a>A</div><div id=b>B</div><div id=d>C</div></div>`,
      { c: [0, 0, 600, 200], a: [200, 0, 100, 20], b: [300, 0, 100, 20], d: [200, 180, 100, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(4,100px);justify-content:space-evenly'><div id=a>a</div><div id=b>b</div></div>`,
      { c: [0, 0, 600, 20], a: [40, 0, 100, 20], b: [180, 0, 100, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:100px 100px;justify-content:end;align-content:center;height:100px;gap:10px'><div id=a>a</div><div id=b>b</div></div>`,
      { c: [0, 0, 600, 100], a: [390, 40, 100, 20], b: [500, 40, 100, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:100px 100px 100px;justify-content:space-around'><div id=a>a</div><div id=b>b</div><div id=d>d</div></div>`,
      { c: [0, 0, 600, 20], a: [50, 0, 100, 20], b: [250, 0, 100, 20], d: [450, 0, 100, 20] },
    ],
  ]);
});

Deno.test("§10.3–10.4 justify-self, align-self, justify-items, align-items; stretch", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;height:200px;align-items:center;justify-items:end'><div id=a>A</div><div id=b style='align-self:end;justify-self:center'>B</div><div id=d style='align-self:stretch;justify-self:stretch'>D</div></div>`,
      {
        c: [0, 0, 600, 200],
        a: [289.328, 40, 10.672, 20],
        b: [444.656, 80, 10.672, 20],
        d: [0, 100, 300, 100],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:200px;grid-auto-rows:50px;place-items:start'><div id=a>start</div><div id=b style='place-self:end'>end</div><div id=d style='justify-self:left;align-self:self-end'>l</div></div>`,
      {
        c: [0, 0, 600, 150],
        a: [0, 0, 31.125, 20],
        b: [173.297, 80, 26.703, 20],
        d: [0, 130, 3.563, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:100px;grid-auto-rows:40px'><div id=a style='width:50%;height:50%'>a</div><div id=b style='max-width:30px;max-height:10px'>b</div></div>`,
      { c: [0, 0, 600, 80], a: [0, 0, 50, 20], b: [0, 40, 30, 10] },
    ],
  ]);
});

Deno.test("§10.2 auto margins, §10.6 baseline alignment", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:200px 200px;height:100px'><div id=a style='margin:auto'>a</div><div id=b style='margin-left:auto;width:50px'>b</div></div>`,
      { c: [0, 0, 600, 100], a: [95.547, 40, 8.906, 20], b: [350, 0, 50, 100] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;align-items:baseline'><div id=a style='font-size:30px;line-height:40px'>Big</div><div id=b style='padding-top:5px'>small</div></div>`,
      { c: [0, 0, 600, 40], a: [0, 0, 300, 40], b: [300, 10, 300, 25] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr 1fr'><div id=a style='align-self:baseline;margin-top:12px'>a</div><div id=b style='align-self:baseline;font-size:24px'>b</div><div id=d>d</div></div>`,
      { c: [0, 0, 600, 32], a: [0, 12, 200, 20], b: [200, 9, 200, 20], d: [400, 0, 200, 32] },
    ],
  ]);
});
