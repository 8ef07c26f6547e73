import { expectAll, expectRects } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("§2.1 a ratio sizes the height from the width, of the content or the border box; content grows it while min-height is auto", async () => {
  await expectAll([
    [
      `<div id=a style='aspect-ratio:16/9;width:320px'></div><div id=b style='aspect-ratio:2;padding:10px;border:5px solid;width:200px'></div><div id=c style='aspect-ratio:2;padding:10px;border:5px solid;width:200px;box-sizing:border-box'></div><div id=d style='aspect-ratio:1;width:50px'>Hello wide world again and more words here</div><div id=e style='aspect-ratio:1;width:50px;min-height:0'>Hello wide world again</div><div id=f style='aspect-ratio:1;width:50px;overflow:hidden'>Hello wide world again</div>`,
      {
        a: [0, 0, 320, 180],
        b: [0, 180, 230, 130],
        c: [0, 310, 200, 100],
        d: [0, 410, 50, 160],
        e: [0, 570, 50, 50],
        f: [0, 620, 50, 50],
      },
    ],
  ]);
});

Deno.test("§5.1 min/max sizes: clamp the transferred height, and limit the width through the ratio", async () => {
  await expectAll([
    [
      `<div id=a style='aspect-ratio:2;width:300px;max-height:100px'></div><div id=b style='aspect-ratio:2;width:300px;min-height:200px'></div><div id=c style='aspect-ratio:2;height:100px'></div><div id=d style='aspect-ratio:2;max-width:100px'></div><div id=e style='aspect-ratio:2;max-height:100px'></div><div id=f style='aspect-ratio:1/2;min-width:100px;max-width:200px'></div>`,
      {
        a: [0, 0, 300, 100],
        b: [0, 100, 300, 200],
        c: [0, 300, 200, 100],
        d: [0, 400, 100, 50],
        e: [0, 450, 200, 100],
        f: [0, 550, 200, 400],
      },
    ],
  ]);
});

Deno.test("percentages, auto && ratio on a non-replaced box, a degenerate ratio", async () => {
  await expectAll([
    [
      `<div style='height:100px;width:300px'><div id=a style='aspect-ratio:2;height:100%'></div></div><div style='width:300px'><div id=b style='aspect-ratio:2;width:50%'><div id=c style='height:50%'></div></div></div><div id=d style='aspect-ratio:auto 3/1;width:90px'></div><div id=e style='aspect-ratio:0/1;width:90px;height:10px'></div>`,
      {
        a: [0, 0, 200, 100],
        b: [0, 100, 150, 75],
        c: [0, 100, 150, 37.5],
        d: [0, 175, 90, 30],
        e: [0, 205, 90, 10],
      },
    ],
  ]);
});

Deno.test("floats and inline-blocks: the width from a set height; shrink-to-fit within transferred limits", async () => {
  await expectAll([
    [
      `<div style='width:300px'><div id=a style='float:left;aspect-ratio:1;height:40px'></div><div id=b style='float:left;aspect-ratio:3/1;width:60px'></div><span id=c style='display:inline-block;aspect-ratio:2;height:30px;vertical-align:top'></span><div id=d style='float:left;aspect-ratio:2;clear:both'>Hello</div></div><div id=e style='aspect-ratio:2;display:inline-block;width:50px'>Hello wide world</div><div id=f style='aspect-ratio:2;min-width:300px;height:20px;display:inline-block'></div><div id=g style='aspect-ratio:2;display:inline-block;max-height:10px'>Hello</div>`,
      {
        a: [0, 0, 40, 40],
        b: [40, 0, 60, 20],
        c: [100, 0, 60, 30],
        d: [0, 40, 36.47, 20],
        e: [40, 30, 50, 60],
        f: [90, 65, 300, 20],
        g: [390, 70, 20, 10],
      },
    ],
  ]);
});

Deno.test("absolutely positioned boxes: from a set height, from both horizontal insets, from both vertical insets", async () => {
  await expectAll([
    [
      `<div style='position:relative;width:300px;height:200px'><div id=a style='position:absolute;aspect-ratio:2;height:50px;top:0;left:0'></div><div id=b style='position:absolute;aspect-ratio:2;left:10px;right:10px;top:60px'></div><div id=c style='position:absolute;aspect-ratio:2;top:0;bottom:100px;right:0'></div><div id=d style='position:absolute;aspect-ratio:2;top:0;left:0'>Hello</div></div>`,
      { a: [0, 0, 100, 50], b: [10, 60, 280, 140], c: [100, 0, 200, 100], d: [0, 0, 36.47, 20] },
    ],
  ]);
});

Deno.test("flex items (Flexbox §9.2 step 3B): the base size from a definite cross size, the cross size from the main size", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:400px'><div id=a style='aspect-ratio:1;height:50px'></div><div id=b style='aspect-ratio:2;width:100px'></div><div id=d style='aspect-ratio:1'>Hi</div></div><div id=c2 style='display:flex;width:400px;height:80px'><div id=e style='aspect-ratio:2'></div><div id=f style='aspect-ratio:1;flex:1'></div></div><div id=c3 style='display:flex;width:400px;align-items:flex-start'><div id=g style='aspect-ratio:2;width:100px;flex-shrink:0'></div><div id=h style='aspect-ratio:1;flex:1'></div></div>`,
      {
        c: [0, 0, 400, 50],
        a: [0, 0, 50, 50],
        b: [50, 0, 100, 50],
        d: [150, 0, 15.11, 50],
        c2: [0, 50, 400, 80],
        e: [0, 50, 160, 80],
        f: [160, 50, 240, 80],
        c3: [0, 130, 400, 300],
        g: [0, 130, 100, 50],
        h: [100, 130, 300, 300],
      },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;width:400px'><div id=a style='aspect-ratio:4'></div><div id=b style='aspect-ratio:2;width:100px'></div><div id=d style='aspect-ratio:1;height:30px;align-self:flex-start'></div></div><div id=c2 style='display:flex;width:100px'><div id=e style='aspect-ratio:1;height:200px'></div></div><div id=c3 style='display:flex;width:400px;height:50px'><div id=f style='aspect-ratio:1;height:200px;min-width:0'></div><div id=g style='aspect-ratio:1;min-height:0'>Hello wide world</div></div>`,
      {
        c: [0, 0, 400, 180],
        a: [0, 0, 400, 100],
        b: [0, 100, 100, 50],
        d: [0, 150, 30, 30],
        c2: [0, 180, 100, 200],
        e: [0, 180, 200, 200],
        c3: [0, 380, 400, 50],
        f: [0, 380, 200, 200],
        g: [200, 380, 50, 50],
      },
    ],
    [
      `<div id=w style='display:flex;flex-wrap:wrap;gap:10px;width:330px'><div id=a style='flex:1 1 100px;aspect-ratio:4/3'></div><div id=b style='flex:1 1 100px;aspect-ratio:4/3'></div><div id=c style='flex:1 1 100px;aspect-ratio:4/3'></div><div id=d style='flex:1 1 100px;aspect-ratio:4/3'></div></div>`,
      {
        w: [0, 0, 330, 335],
        a: [0, 0, 103.33, 77.5],
        b: [113.33, 0, 103.34, 77.5],
        c: [226.67, 0, 103.33, 77.5],
        d: [0, 87.5, 330, 247.5],
      },
    ],
  ]);
});

Deno.test("flex items on pages keep their border-box ratio where flex sets their height", async () => {
  await expectRects(
    `<div style='display:flex;flex-wrap:wrap;gap:8px;width:483px'><div id=a style='flex:1 1 110px;aspect-ratio:4/3;padding:4px;box-sizing:border-box'>1</div><div id=b style='flex:1 1 110px;aspect-ratio:4/3;padding:4px;box-sizing:border-box'>2</div><div id=c style='flex:1 1 110px;aspect-ratio:4/3;padding:4px;box-sizing:border-box'>3</div><div id=d style='flex:1 1 110px;aspect-ratio:4/3;padding:4px;box-sizing:border-box'>4</div><div id=e style='flex:1 1 110px;aspect-ratio:4/3;padding:4px;box-sizing:border-box'>5</div></div>`,
    {
      a: [0, 0, 114.75, 86.06],
      b: [122.75, 0, 114.75, 86.06],
      d: [368.25, 0, 114.75, 86.06],
      e: [0, 94.06, 483, 362.25],
    },
    1000,
  );
});
