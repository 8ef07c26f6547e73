import { expectAll } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("§11.4 fixed, percentage and gap sizes; §7.2.3.2 auto-fill and auto-fit", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:20% 30% auto;column-gap:5%'><div id=a>a</div><div id=b>b</div><div id=d>d</div></div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 120, 20], b: [150, 0, 180, 20], d: [360, 0, 240, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:10px'><div id=a>1</div><div id=b>2</div><div id=d>3</div><div id=e>4</div><div id=f>5</div></div>`,
      {
        c: [0, 0, 600, 50],
        a: [0, 0, 142.5, 20],
        b: [152.5, 0, 142.5, 20],
        d: [305, 0, 142.5, 20],
        e: [457.5, 0, 142.5, 20],
        f: [0, 30, 142.5, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:10px'><div id=a>1</div><div id=b>2</div></div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 295, 20], b: [305, 0, 295, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(auto-fill,100px) 50px;width:420px'><div id=a>1</div><div id=b style='grid-column:-2'>2</div></div>`,
      { c: [0, 0, 420, 20], a: [0, 0, 100, 20], b: [300, 0, 50, 20] },
    ],
  ]);
});

Deno.test("§11.5 step 2 intrinsic sizes of single-span items: min-content, max-content, auto, fit-content()", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:min-content max-content auto'><div id=a>Hello world</div><div id=b>Hello world</div><div id=d>x</div></div>`,
      {
        c: [0, 0, 600, 40],
        a: [0, 0, 38.234, 40],
        b: [38.234, 0, 79.141, 40],
        d: [117.375, 0, 482.625, 40],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:fit-content(100px) fit-content(200px) 1fr'><div id=a>Hello world again and again</div><div id=b>Short</div><div id=d>x</div></div>`,
      {
        c: [0, 0, 600, 60],
        a: [0, 0, 100, 60],
        b: [100, 0, 38.25, 60],
        d: [138.25, 0, 461.75, 60],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:max-content 1fr;gap:0 20px'><b id=a>Name:</b><span id=b>Joe</span><b id=d>Address line:</b><span id=e>Somewhere</span></div>`,
      {
        c: [0, 0, 600, 40],
        a: [0, 0, 101.359, 20],
        b: [121.359, 0, 478.641, 20],
        d: [0, 20, 101.359, 20],
        e: [121.359, 20, 478.641, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(2,minmax(100px,200px));grid-auto-rows:minmax(30px,auto)'><div id=a>a</div><div id=b>b<br>b<br>b</div></div>`,
      { c: [0, 0, 600, 60], a: [0, 0, 200, 60], b: [200, 0, 200, 60] },
    ],
  ]);
});

Deno.test("§11.5 step 3 spanning items grow the intrinsic tracks they cross", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:auto auto'><div id=a style='grid-column:1/3'>A long spanning item text here</div><div id=b>x</div><div id=d>y</div></div>`,
      { c: [0, 0, 600, 40], a: [0, 0, 600, 20], b: [0, 20, 300, 20], d: [300, 20, 300, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:min-content auto 50px;width:400px'><div id=a style='grid-column:1/4'>A rather long text that spans all three columns</div><div id=b>xx yy</div><div id=d>z</div></div>`,
      { c: [0, 0, 400, 60], a: [0, 0, 400, 20], b: [0, 20, 16, 40], d: [16, 20, 334, 40] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:100px 1fr;grid-auto-rows:auto'><div id=a style='grid-row:span 2'>a<br>a<br>a<br>a<br>a</div><div id=b>b</div><div id=d>d</div></div>`,
      { c: [0, 0, 600, 100], a: [0, 0, 100, 100], b: [100, 0, 500, 50], d: [100, 50, 500, 50] },
    ],
  ]);
});

Deno.test("§11.5 step 4, §11.7 flexible tracks: fr of definite and indefinite sizes, items crossing them", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:repeat(3,1fr);gap:16px'><div id=a>One</div><div id=b>Two with more text</div><div id=d>Three</div><div id=e>Four</div></div>`,
      {
        c: [0, 0, 600, 56],
        a: [0, 0, 189.328, 20],
        b: [205.328, 0, 189.328, 20],
        d: [410.656, 0, 189.328, 20],
        e: [0, 36, 189.328, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:auto 1fr;width:300px'><div id=a style='grid-column:span 2'>A rather long spanning item text here okay</div><div id=b>xx</div><div id=d>y</div></div>`,
      { c: [0, 0, 300, 40], a: [0, 0, 300, 20], b: [0, 20, 16, 20], d: [16, 20, 284, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;grid-template-rows:1fr 2fr;height:300px;row-gap:10px'><div id=a>a</div><div id=b>b</div><div id=d>d</div></div>`,
      {
        c: [0, 0, 600, 300],
        a: [0, 0, 300, 96.656],
        b: [300, 0, 300, 96.656],
        d: [0, 106.656, 300, 193.344],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-rows:1fr 2fr'><div id=a style='height:40px'>a</div><div id=b>b</div></div>`,
      { c: [0, 0, 600, 120], a: [0, 0, 600, 40], b: [0, 40, 600, 80] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 3fr 100px'><div id=a>a</div><div id=b>b</div><div id=d>d</div></div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 125, 20], b: [125, 0, 375, 20], d: [500, 0, 100, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:0.5fr 0.25fr;'><div id=a>a</div><div id=b>b</div></div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 300, 20], b: [300, 0, 150, 20] },
    ],
  ]);
});

Deno.test("§6.6 automatic minimum size: min-content floor of 1fr columns, minmax(0, 1fr) without", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;width:300px'><div id=a>Supercalifragilisticexpialidocious</div><div id=b>x</div></div>`,
      { c: [0, 0, 300, 20], a: [0, 0, 229.453, 20], b: [229.453, 0, 70.547, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);width:300px'><div id=a>Supercalifragilisticexpialidocious</div><div id=b>x</div></div>`,
      { c: [0, 0, 300, 20], a: [0, 0, 150, 20], b: [150, 0, 150, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;width:300px'><div id=a style='min-width:0'>Supercalifragilisticexpialidocious</div><div id=b>x</div></div>`,
      { c: [0, 0, 300, 20], a: [0, 0, 150, 20], b: [150, 0, 150, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:1fr 1fr;width:300px'><div id=a style='overflow:hidden'>Supercalifragilisticexpialidocious</div><div id=b>x</div></div>`,
      { c: [0, 0, 300, 20], a: [0, 0, 150, 20], b: [150, 0, 150, 20] },
    ],
  ]);
});

Deno.test("§11.6 maximize tracks, §11.8 stretch auto tracks, min-height", async () => {
  await expectAll([
    [
      `<div id=c style='display:grid;grid-template-columns:1fr auto;gap:10px'><div id=a>Subtotal</div><div id=b>$100.00</div><div id=d>Tax</div><div id=e>$8.00</div></div>`,
      {
        c: [0, 0, 600, 50],
        a: [0, 0, 532.156, 20],
        b: [542.156, 0, 57.844, 20],
        d: [0, 30, 532.156, 20],
        e: [542.156, 30, 57.844, 20],
      },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:100px 100px;min-height:100px'><div id=a>a</div><div id=b>b</div><div id=d>d</div></div>`,
      { c: [0, 0, 600, 100], a: [0, 0, 100, 50], b: [100, 0, 100, 50], d: [0, 50, 100, 50] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:auto auto;justify-content:start'><div id=a>a</div><div id=b>bb</div></div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 8.906, 20], b: [8.906, 0, 17.797, 20] },
    ],
    [
      `<div id=c style='display:grid;grid-template-columns:minmax(50px,100px) auto;height:100px;align-content:start'><div id=a>a</div><div id=b>bb</div></div>`,
      { c: [0, 0, 600, 100], a: [0, 0, 100, 20], b: [100, 0, 500, 20] },
    ],
  ]);
});
