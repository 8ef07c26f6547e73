import { expectAll } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("§3.2 content keywords and §3.1 stretch on block widths, with box-sizing and auto margins", async () => {
  await expectAll([
    [
      `<div id=a style='width:min-content;border:2px solid;padding:3px'>Hello wide world</div><div id=b style='width:max-content;box-sizing:border-box;padding:10px'>Hello wide world</div><div id=c style='width:fit-content;margin:0 auto'>Hello</div><div id=d style='width:stretch;margin:0 20px'>x</div><div id=e style='width:-webkit-fill-available;margin:0 auto'>x</div>`,
      {
        a: [0, 0, 48.23, 70],
        b: [0, 70, 136.5, 40],
        c: [281.77, 110, 36.47, 20],
        d: [20, 130, 560, 20],
        e: [0, 150, 600, 20],
      },
    ],
  ]);
});

Deno.test("min-width and max-width keywords (§3.2 with CSS 2.2 §10.4)", async () => {
  await expectAll([
    [
      `<div id=a style='width:50px;min-width:max-content'>Hello wide world</div><div id=b style='max-width:min-content'>Hello wide world</div><div id=c style='width:300px;max-width:fit-content'>Hello</div><div id=d style='width:10px;min-width:fit-content;border:5px solid'>Hello wide</div><div id=e style='max-width:stretch;width:900px;margin:0 30px'>x</div>`,
      {
        a: [0, 0, 116.5, 20],
        b: [0, 20, 38.23, 60],
        c: [0, 80, 36.47, 20],
        d: [0, 100, 83.81, 30],
        e: [30, 130, 540, 20],
      },
    ],
  ]);
});

Deno.test("floats and inline-blocks take keyword widths instead of shrink-to-fit (§10.3.5, §10.3.9)", async () => {
  await expectAll([
    [
      `<div style='width:300px'><div id=a style='float:left;width:max-content'>Hello wide world</div><div id=b style='float:left;width:min-content;clear:left'>Hello wide world</div><div id=c style='float:right;width:stretch;margin:5px;clear:both'>x</div></div>`,
      { a: [0, 0, 116.5, 20], b: [0, 20, 38.23, 60], c: [5, 85, 290, 20] },
    ],
    [
      `<div style='width:300px'><span id=a style='display:inline-block;width:min-content'>Hello wide world</span><span id=b style='display:inline-block;width:stretch;margin:0 5px'>x</span><span id=c style='display:inline-block;width:max-content'>Hello wide world Hello wide world Hello wide world</span></div>`,
      { a: [0, 0, 38.23, 60], b: [5, 60, 290, 20], c: [0, 80, 358.38, 20] },
    ],
  ]);
});

Deno.test("absolutely positioned boxes: keywords, and stretch fills the containing block less the insets", async () => {
  await expectAll([
    [
      `<div style='position:relative;width:300px;height:200px'><div id=a style='position:absolute;left:10px;right:10px;width:min-content'>Hello wide world</div><div id=b style='position:absolute;left:10px;width:stretch;top:30px;margin-right:5px'>x</div><div id=c style='position:absolute;left:10px;right:20px;width:fit-content;top:60px'>Hello</div><div id=d style='position:absolute;top:90px;left:0;width:max-content;height:stretch;bottom:10px'>Hello wide world</div></div>`,
      {
        a: [10, 0, 38.23, 60],
        b: [10, 30, 285, 20],
        c: [10, 60, 36.47, 20],
        d: [0, 90, 116.5, 100],
      },
    ],
  ]);
});

Deno.test("flex items: keyword widths as flex base size and as column widths", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:400px'><div id=a style='width:min-content'>Hello wide world</div><div id=b style='width:max-content;flex-shrink:0'>Hello wide world</div></div><div id=c2 style='display:flex;flex-direction:column;width:400px;align-items:flex-start'><div id=d style='width:stretch;margin:0 10px'>x</div><div id=e style='width:fit-content'>Hello</div></div>`,
      {
        c: [0, 0, 400, 60],
        a: [0, 0, 38.23, 60],
        b: [38.23, 0, 116.5, 60],
        c2: [0, 60, 400, 40],
        d: [10, 60, 380, 20],
        e: [0, 80, 36.47, 20],
      },
    ],
  ]);
});

Deno.test("tables honour keyword widths; their cells size as auto, as in Chromium", async () => {
  await expectAll([
    [
      `<table id=t style='width:max-content;border-spacing:0'><tr><td id=a>Hello wide world</td><td id=b>x</td></tr></table><table id=t2 style='width:min-content;border-spacing:0'><tr><td id=c>Hello wide world</td><td id=d>x</td></tr></table><table id=t3 style='width:stretch;border-spacing:0;margin:0 10px'><tr><td id=e style='width:min-content'>Hello</td><td>x</td></tr></table>`,
      {
        t: [0, 0, 128.5, 22],
        a: [0, 0, 118.5, 22],
        b: [118.5, 0, 10, 22],
        t2: [0, 22, 50.23, 62],
        c: [0, 22, 40.23, 62],
        d: [40.23, 22, 10, 62],
        t3: [10, 84, 580, 22],
        e: [10, 84, 460.33, 22],
      },
    ],
  ]);
});

Deno.test("§5.2 contributions: keyword widths and min/max keywords of children inside shrink-to-fit boxes", async () => {
  await expectAll([
    [
      `<div style='width:200px;border:1px solid'><div id=a style='width:max-content;max-width:150px;min-width:min-content'>Hello wide world again</div></div><div id=f style='float:left'><div id=g style='width:min-content'>Hello wide world</div><div id=h style='width:max-content'>Hi there</div></div><div id=i style='float:left;clear:left'><div id=j style='max-width:min-content'>Hello wide world</div></div>`,
      {
        a: [1, 1, 150, 40],
        f: [0, 42, 56.03, 80],
        g: [0, 42, 38.23, 60],
        h: [0, 102, 56.03, 20],
        i: [0, 122, 38.23, 60],
        j: [0, 122, 38.23, 60],
      },
    ],
  ]);
});

Deno.test("block axis: content keywords are auto for height, the content height for min/max-height", async () => {
  await expectAll([
    [
      `<div id=a style='height:min-content;width:100px'>Hello wide world</div><div id=b style='height:50px;min-height:min-content;width:60px'>Hello wide world again and again</div><div id=c style='height:100px;max-height:max-content;width:60px'>Hello</div><div id=d style='height:100px;max-height:fit-content;width:60px;padding:5px;box-sizing:border-box'>Hello</div><div id=e style='min-height:stretch'>x</div>`,
      {
        a: [0, 0, 100, 40],
        b: [0, 40, 60, 120],
        c: [0, 160, 60, 20],
        d: [0, 180, 60, 30],
        e: [0, 210, 600, 20],
      },
    ],
  ]);
});

Deno.test("height: stretch fills a definite containing block; margins that collapse with the parent's count as 0", async () => {
  await expectAll([
    [
      `<div style='height:200px'><div id=a style='height:stretch;margin:10px;padding:5px;border:1px solid'>x</div></div><div style='height:200px;padding:1px'><div id=b style='height:-webkit-fill-available;margin:10px 0 30px'>x</div></div><div><div id=c style='height:stretch;margin:10px'>x</div></div><div style='height:100px'><div id=d style='min-height:stretch;height:10px'>x</div></div>`,
      {
        a: [10, 10, 580, 200],
        b: [1, 221, 598, 160],
        c: [10, 422, 580, 20],
        d: [0, 452, 600, 100],
      },
    ],
    [
      `<div style='height:200px;border-top:1px solid'><div id=a style='height:stretch;margin:10px'>x</div></div><div style='height:200px;border:1px solid'><div id=x style='height:20px'></div><div id=b style='height:stretch;margin:10px;box-sizing:border-box;padding:5px'><div id=c style='height:50%'></div></div></div>`,
      {
        a: [10, 11, 580, 190],
        x: [1, 202, 598, 20],
        b: [11, 232, 578, 180],
        c: [16, 237, 568, 85],
      },
    ],
  ]);
});

Deno.test("floats: stretch and percentage heights are of the containing block's (CSS 2.2 §10.5)", async () => {
  await expectAll([
    [
      `<div style='height:200px;width:300px'><div id=a style='float:left;height:stretch;width:50px;margin:10px'></div><div id=b style='float:left;height:50%;width:50px'></div><div id=c style='float:left;height:25%;aspect-ratio:2'></div></div>`,
      { a: [10, 10, 50, 180], b: [70, 0, 50, 100], c: [120, 0, 100, 50] },
    ],
  ]);
});

Deno.test("flex items: a stretch height fills the container's definite height less the margins", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:400px;height:100px'><div id=a style='width:stretch;margin:0 10px'>x</div><div id=b style='height:stretch;width:50px;align-self:flex-start;margin:5px'>y</div></div><div id=c2 style='display:flex;flex-direction:column;height:100px;width:100px'><div id=d style='height:stretch;margin:5px 0'>x</div><div id=e>y</div></div>`,
      {
        c: [0, 0, 400, 100],
        a: [10, 0, 326.98, 100],
        b: [351.98, 5, 43.02, 90],
        c2: [0, 100, 100, 100],
        d: [0, 105, 100, 70],
        e: [0, 180, 100, 20],
      },
    ],
  ]);
});
