import { expectAll } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id. The images
// have no source, so no natural size: what they get comes from their attributes and styles.

Deno.test("an img without natural size: 0×0 unless its width, height or their attributes size it", async () => {
  await expectAll([
    [
      `<div style='width:300px'>a<img id=a>b<img id=d width=100>e<img id=e height=40>f<img id=f style='width:50px;height:20px'>g</div>`,
      {
        a: [8.91, 40, 0, 0],
        d: [17.81, 40, 100, 0],
        e: [126.72, 0, 0, 40],
        f: [131.17, 20, 50, 20],
      },
    ],
  ]);
});

Deno.test("width and height attributes: sizes, and their ratio for an auto height (aspect-ratio: auto w / h)", async () => {
  await expectAll([
    [
      `<div style='width:300px'><img id=a width=100 height=50 style='display:block'><img id=b width=100 height=50 style='display:block;height:auto'><img id=c width=100 height=50 style='display:block;width:auto;height:auto'><img id=d width=100 height=50 style='display:block;width:200px;height:auto'><img id=e width=100 height=50 style='display:block;max-width:60px;height:auto'><img id=f width=100 height=50 style='display:block;width:100%;height:auto;min-height:200px'></div>`,
      {
        a: [0, 0, 100, 50],
        b: [0, 50, 100, 50],
        c: [0, 100, 0, 0],
        d: [0, 100, 200, 100],
        e: [0, 200, 60, 30],
        f: [0, 230, 300, 200],
      },
    ],
  ]);
});

Deno.test("floats, inline images, block images beside floats, the ratio of content boxes under border-box", async () => {
  await expectAll([
    [
      `<div style='width:300px'><img id=a width=100 height=50 style='float:left;width:50%;height:auto'><img id=b width=80 height=40 style='height:30px;width:auto;vertical-align:top'><img id=c width=100 height=50 style='display:block;margin:0 auto;width:auto;height:25px'><img id=d width=100 height=50 style='display:block;box-sizing:border-box;padding:5px;border:5px solid;width:120px;height:auto'></div>`,
      { a: [0, 0, 150, 75], b: [150, 0, 60, 30], c: [200, 30, 50, 25], d: [150, 55, 120, 70] },
    ],
  ]);
});

Deno.test("flex items: images shrink, keeping their ratio; min-content is their height's width", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:300px'><img id=a width=200 height=100 style='height:auto'><img id=b width=200 height=100 style='height:auto'></div><div id=c2 style='display:flex;width:300px;align-items:flex-start;gap:10px'><img id=d width=200 height=100 style='height:auto;width:min-content'><img id=e width=200 height=100 style='height:auto;flex:1'></div>`,
      {
        c: [0, 0, 300, 75],
        a: [0, 0, 150, 75],
        b: [150, 0, 150, 75],
        c2: [0, 75, 300, 145],
        d: [0, 75, 0, 0],
        e: [10, 75, 290, 145],
      },
    ],
  ]);
});

Deno.test("absolutely positioned images, and aspect-ratio overriding the attributes' ratio", async () => {
  await expectAll([
    [
      `<div style='position:relative;width:300px;height:200px'><img id=a width=100 height=50 style='position:absolute;top:0;right:0;width:60px;height:auto'><img id=b width=100 height=50 style='position:absolute;left:0;bottom:0;height:80px;width:auto'><img id=c width=40 height=40 style='position:absolute;left:100px;top:100px;aspect-ratio:2;height:auto'></div>`,
      { a: [240, 0, 60, 30], b: [0, 120, 160, 80], c: [100, 100, 40, 20] },
    ],
  ]);
});
