import { expectAll } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("§8.3 line-based placement: numbers, negative lines, names, spans", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:[a] 50px [b] 60px [c] 70px [d]'><div id=a style='grid-column:b / d'>x</div><div id=b style='grid-column:-2'>y</div><div id=d style='grid-column:a / span 1;grid-row:2'>z</div></div>`,
      { c: [0, 0, 600, 40], a: [50, 0, 130, 20], b: [110, 20, 70, 20], d: [0, 20, 50, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:50px 50px;grid-auto-columns:20px'><div id=a style='grid-column:-4'>a</div><div id=b style='grid-column:4'>b</div><div id=d>d</div></div>`,
      { c: [0, 0, 600, 40], a: [0, 0, 20, 20], b: [140, 0, 20, 20], d: [0, 20, 20, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:[x] 40px [y] 40px [x] 40px [y]'><div id=a style='grid-column:x 2 / y 2'>a</div><div id=b style='grid-column:span y / 2;grid-row:2'>b</div><div id=d style='grid-column:x / span 2 y;grid-row:3'>d</div></div>`,
      { c: [0, 0, 600, 60], a: [560, 0, 40, 20], b: [0, 20, 520, 20], d: [480, 40, 120, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:50px 50px'><div id=a style='grid-column:3 / 1'>a</div><div id=b style='grid-column:nope;grid-row:2'>b</div><div id=d style='grid-column:2 / 2;grid-row:3'>d</div></div>`,
      {
        c: [0, 0, 600, 60],
        a: [0, 0, 100, 20],
        b: [345.547, 20, 254.453, 20],
        d: [50, 40, 50, 20],
      },
    ],
  ]);
});

Deno.test("§7.3 named areas and their implicit line names; grid-template", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-areas:"h h" "s m" "f f";grid-template-columns:150px 1fr;gap:8px'><div id=h style='grid-area:h'>Header</div><div id=s style='grid-area:s;height:100px'>Side</div><div id=m style='grid-area:m'>Main</div><div id=f style='grid-area:f'>Foot</div></div>`,
      {
        c: [0, 0, 600, 156],
        h: [0, 0, 600, 20],
        s: [0, 28, 150, 100],
        m: [158, 28, 442, 100],
        f: [0, 136, 600, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template:"a b" 40px "c d" / 1fr 2fr'><div id=a style='grid-area:d'>d</div><div id=b style='grid-area:a'>a</div></div>`,
      { c: [0, 0, 600, 60], a: [200, 40, 400, 20], b: [0, 0, 200, 40] },
    ],
    [
      `<div id=c style='display:grid;grid-template-areas:"x x y";grid-template-columns:repeat(3,50px)'><div id=a style='grid-column:x-start / y-end'>a</div><div id=b style='grid-column:x-end;grid-row:2'>b</div></div>`,
      { c: [0, 0, 600, 40], a: [0, 0, 150, 20], b: [100, 20, 50, 20] },
    ],
  ]);
});

Deno.test("§8.5 auto-placement: sparse and dense, locked rows, column flow", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(3,50px)'><div id=a style='grid-column:span 2'>a</div><div id=b style='grid-column:span 2'>b</div><div id=d>d</div><div id=e style='grid-row:1'>e</div></div>`,
      {
        c: [0, 0, 600, 40],
        a: [50, 0, 100, 20],
        b: [0, 20, 100, 20],
        d: [100, 20, 50, 20],
        e: [0, 0, 50, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(3,50px);grid-auto-flow:row dense'><div id=a style='grid-column:span 2'>a</div><div id=b style='grid-column:span 2'>b</div><div id=d>d</div><div id=e>e</div></div>`,
      {
        c: [0, 0, 600, 40],
        a: [0, 0, 100, 20],
        b: [0, 20, 100, 20],
        d: [100, 0, 50, 20],
        e: [100, 20, 50, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:50px 50px;grid-template-rows:30px'><div id=a style='grid-row:3;grid-column:2'>a</div><div id=b style='grid-column:2'>b</div><div id=d>d</div></div>`,
      { c: [0, 0, 600, 70], a: [50, 50, 50, 20], b: [50, 0, 50, 30], d: [0, 30, 50, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-auto-flow:column;grid-template-rows:30px 30px'><div id=a>1</div><div id=b>2</div><div id=d>3</div></div>`,
      { c: [0, 0, 600, 60], a: [0, 0, 300, 30], b: [0, 30, 300, 30], d: [300, 0, 300, 30] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(2,50px)'><div id=a>a</div><div id=b style='grid-column:span 3'>b</div><div id=d style='order:-1'>d</div></div>`,
      { c: [0, 0, 600, 40], a: [50, 0, 50, 20], b: [0, 20, 600, 20], d: [0, 0, 50, 20] },
    ],
  ]);
});
