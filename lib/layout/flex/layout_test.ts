import { expectAll, expectRects } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("§4 flex items: order, anonymous items around text, percentage margins", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex'><div id=a style='order:2;width:10px;height:10px'></div><div id=b style='width:20px;height:10px'></div><div id=d style='order:-1;width:30px;height:10px'></div></div>`,
      { c: [0, 0, 600, 10], a: [50, 0, 10, 10], b: [30, 0, 20, 10], d: [0, 0, 30, 10] },
    ],
    [
      `<div id=c style='display:flex;width:300px'><div id=a>Hello world</div>some text<div id=b style='flex:1'>after</div></div>`,
      { c: [0, 0, 300, 20], a: [0, 0, 79.14, 20], b: [148.5, 0, 151.5, 20] },
    ],
    [
      `<div id=c style='display:flex;width:400px'><div id=a style='margin:0 10%;width:50px;height:20px'></div><div id=b style='margin-top:5%;width:50px;height:20px'></div></div>`,
      { c: [0, 0, 400, 40], a: [40, 0, 50, 20], b: [130, 20, 50, 20] },
    ],
  ]);
});

Deno.test("§9.2 step 3 flex base size and hypothetical main size; §4.5 automatic minimum size", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:100px'><div id=a style='width:80px'>Supercalifragilistic</div><div id=b style='width:80px'>x</div></div>`,
      { c: [0, 0, 100, 20], a: [0, 0, 80, 20], b: [80, 0, 20, 20] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;max-height:50px'><div id=a style='height:40px'></div><div id=b style='height:40px'></div></div>`,
      { c: [0, 0, 600, 50], a: [0, 0, 600, 25], b: [0, 25, 600, 25] },
    ],
  ]);
});

Deno.test("§9.3 step 5 line collection: wrap, wrap-reverse, gaps, column wrap", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;flex-wrap:wrap;width:300px;gap:10px 20px'><div id=a style='width:140px;height:30px'></div><div id=b style='width:140px;height:50px'></div><div id=d style='width:140px;height:20px'></div></div>`,
      { c: [0, 0, 300, 80], a: [0, 0, 140, 30], b: [160, 0, 140, 50], d: [0, 60, 140, 20] },
    ],
    [
      `<div id=c style='display:flex;flex-wrap:wrap-reverse;width:300px'><div id=a style='width:200px;height:30px'></div><div id=b style='width:200px;height:50px'></div></div>`,
      { c: [0, 0, 300, 80], a: [0, 50, 200, 30], b: [0, 0, 200, 50] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;flex-wrap:wrap;height:100px;width:300px'><div id=a style='height:60px;width:50px'></div><div id=b style='height:60px;width:80px'></div><div id=d style='height:30px'>x</div></div>`,
      { c: [0, 0, 300, 100], a: [0, 0, 50, 60], b: [135, 0, 80, 60], d: [135, 60, 165, 30] },
    ],
    // An auto-height column container wraps at its max-height and is as tall as its longest
    // line, within min-height.
    [
      `<div id=c style='display:flex;flex-direction:column;flex-wrap:wrap;max-height:90px;align-content:flex-start'><div id=a style='width:90px;height:20px;margin:2px'></div><div style='width:90px;height:20px;margin:2px'></div><div style='width:90px;height:20px;margin:2px'></div><div id=b style='width:90px;height:20px;margin:2px'></div></div>`,
      { c: [0, 0, 600, 72], a: [2, 2, 90, 20], b: [96, 2, 90, 20] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;flex-wrap:wrap;max-height:90px;min-height:80px'><div id=a style='width:90px;height:20px;margin:2px'></div><div id=b style='width:90px;height:50px;margin:2px'></div><div id=d style='width:90px;height:40px;margin:2px'></div></div>`,
      { c: [0, 0, 600, 80], a: [2, 2, 90, 20], b: [2, 26, 90, 50], d: [302, 2, 90, 40] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;flex-wrap:wrap;max-height:90px'><div id=a style='width:90px;height:20px;margin:2px'></div><div id=b style='width:90px;height:50px;margin:2px'></div><div id=d style='width:90px;height:40px;margin:2px'></div></div>`,
      { c: [0, 0, 600, 78], a: [2, 2, 90, 20], b: [2, 26, 90, 50], d: [302, 2, 90, 40] },
    ],
  ]);
});

Deno.test("§9.7 resolving flexible lengths: grow, shrink, fractional factors, min/max violations", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:500px'><div id=a style='flex:1 1 100px;height:10px'></div><div id=b style='flex:3 1 50px;height:20px'></div><div id=d style='width:50px;height:30px'></div></div>`,
      { c: [0, 0, 500, 30], a: [0, 0, 175, 10], b: [175, 0, 275, 20], d: [450, 0, 50, 30] },
    ],
    [
      `<div id=c style='display:flex;width:300px'><div id=a style='width:200px;flex-shrink:1;height:10px'></div><div id=b style='width:200px;flex-shrink:3;height:10px'></div></div>`,
      { c: [0, 0, 300, 10], a: [0, 0, 175, 10], b: [175, 0, 125, 10] },
    ],
    [
      `<div id=c style='display:flex;width:500px'><div id=a style='flex:1;max-width:50px;height:10px'></div><div id=b style='flex:1;min-width:300px;height:10px'></div><div id=d style='flex:1;height:10px'></div></div>`,
      { c: [0, 0, 500, 10], a: [0, 0, 50, 10], b: [50, 0, 300, 10], d: [350, 0, 150, 10] },
    ],
    [
      `<div id=c style='display:flex;width:400px'><div id=a style='flex:0.2 0 100px;height:10px'></div><div id=b style='flex:0.3 0 100px;height:10px'></div></div>`,
      { c: [0, 0, 400, 10], a: [0, 0, 140, 10], b: [140, 0, 160, 10] },
    ],
    [
      `<div id=c style='display:flex;width:200px'><div id=a style='width:200px;min-width:150px;height:10px'></div><div id=b style='width:200px;height:10px'></div></div>`,
      { c: [0, 0, 200, 10], a: [0, 0, 150, 10], b: [150, 0, 50, 10] },
    ],
  ]);
});

Deno.test("§9.4 cross sizes: stretch, min-height of a single-line container, columns", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;flex-direction:column;height:200px'><div id=a style='flex:1'>one</div><div id=b style='height:50px;width:100px'></div><div id=d style='align-self:center'>three</div></div>`,
      {
        c: [0, 0, 600, 200],
        a: [0, 0, 600, 130],
        b: [0, 130, 100, 50],
        d: [281.77, 180, 36.47, 20],
      },
    ],
    [
      `<div id=c style='display:flex;min-height:80px'><div id=a style='width:20px'>x</div><div id=b style='width:20px;height:10px'></div></div>`,
      { c: [0, 0, 600, 80], a: [0, 0, 20, 80], b: [20, 0, 20, 10] },
    ],
    [
      `<div id=c style='display:flex;height:100px;align-items:center'><div id=a style='height:20px;width:10px'></div><div id=b style='align-self:flex-end;height:30px;width:10px'></div><div id=d style='align-self:stretch;width:10px'></div><div id=e style='align-self:flex-start;width:10px'>x</div></div>`,
      {
        c: [0, 0, 600, 100],
        a: [0, 40, 10, 20],
        b: [10, 70, 10, 30],
        d: [20, 0, 10, 100],
        e: [30, 0, 10, 20],
      },
    ],
  ]);
});

Deno.test("§9.5 step 12 main-axis alignment: justify-content, auto margins, reverse directions", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:300px;justify-content:space-evenly'><div id=a style='width:50px;height:20px'></div><div id=b style='width:50px;height:20px'></div></div><div id=c2 style='display:flex;width:300px;justify-content:space-around'><div id=a2 style='width:50px;height:20px'></div><div id=b2 style='width:50px;height:20px'></div></div><div id=c3 style='display:flex;width:300px;justify-content:center'><div id=a3 style='width:50px;height:20px'></div></div><div id=c4 style='display:flex;width:300px;justify-content:flex-end'><div id=a4 style='width:50px;height:20px'></div></div>`,
      {
        c: [0, 0, 300, 20],
        a: [66.66, 0, 50, 20],
        b: [183.33, 0, 50, 20],
        c2: [0, 20, 300, 20],
        a2: [50, 20, 50, 20],
        b2: [200, 20, 50, 20],
        c3: [0, 40, 300, 20],
        a3: [125, 40, 50, 20],
        c4: [0, 60, 300, 20],
        a4: [250, 60, 50, 20],
      },
    ],
    [
      `<div id=c style='display:flex;width:400px;height:100px'><div id=a style='width:50px;height:20px'></div><div id=b style='width:60px;height:30px;margin-left:auto'></div><div id=d style='width:10px;height:10px;margin:auto 0'></div></div>`,
      { c: [0, 0, 400, 100], a: [0, 0, 50, 20], b: [330, 0, 60, 30], d: [390, 45, 10, 10] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:row-reverse;width:300px;justify-content:space-between'><div id=a style='width:50px;height:20px'></div><div id=b style='width:60px;height:30px'></div></div>`,
      { c: [0, 0, 300, 30], a: [250, 0, 50, 20], b: [0, 0, 60, 30] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column-reverse;width:200px'><div id=a style='height:20px'></div><div id=b style='height:30px'></div></div>`,
      { c: [0, 0, 200, 50], a: [0, 30, 200, 20], b: [0, 0, 200, 30] },
    ],
  ]);
});

Deno.test("§9.6 steps 14 and 16: baselines and align-content", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;align-items:baseline'><div id=a style='font-size:32px;line-height:40px'>Big</div><div id=b style='padding-top:25px'>small</div><div id=d style='font-size:10px;line-height:12px'>tiny</div></div>`,
      {
        c: [0, 0, 600, 49],
        a: [0, 9, 46.25, 40],
        b: [46.25, 0, 37.34, 45],
        d: [83.59, 31, 15.56, 12],
      },
    ],
    [
      `<div id=c style='display:flex;align-items:last baseline'><div id=a style='width:50px'>one two three</div><div id=b style='font-size:30px;line-height:30px'>x</div></div>`,
      { c: [0, 0, 600, 60], a: [0, 0, 50, 60], b: [50, 30, 15, 30] },
    ],
    [
      `<div id=c style='display:flex;flex-wrap:wrap;width:200px;height:200px;align-content:space-between'><div id=a style='width:150px;height:30px'></div><div id=b style='width:150px;height:40px'></div></div><div id=c2 style='display:flex;flex-wrap:wrap;width:200px;height:200px'><div id=a2 style='width:150px;height:30px'></div><div id=b2 style='width:150px;height:40px'></div></div>`,
      {
        c: [0, 0, 200, 200],
        a: [0, 0, 150, 30],
        b: [0, 160, 150, 40],
        c2: [0, 200, 200, 200],
        a2: [0, 200, 150, 30],
        b2: [0, 295, 150, 40],
      },
    ],
  ]);
});

Deno.test("§9.9 intrinsic sizes: inline-flex, nested containers, in a table cell and a float", async () => {
  await expectAll([
    [
      `<div id=w>before <span id=c style='display:inline-flex;gap:5px'><span id=a>one</span><span id=b>two</span></span> after</div>`,
      {
        w: [0, 0, 600, 20],
        c: [49.81, 0, 56.61, 20],
        a: [49.81, 0, 26.7, 20],
        b: [81.52, 0, 24.91, 20],
      },
    ],
    [
      `<div id=c style='display:flex;width:400px'><div id=a style='display:flex;flex-direction:column'><div id=x>alpha</div><div id=y>beta gamma</div></div><div id=b style='flex:1;display:flex'><div id=z style='flex:1'>delta</div><div id=w style='width:40px'>e</div></div></div>`,
      {
        c: [0, 0, 400, 40],
        a: [0, 0, 88.94, 40],
        x: [0, 0, 88.94, 20],
        y: [0, 20, 88.94, 20],
        b: [88.94, 0, 311.06, 40],
        z: [88.94, 0, 271.06, 40],
        w: [360, 0, 40, 40],
      },
    ],
    [
      `<table id=t style='border-spacing:0'><tr><td id=td style='padding:0'><div id=c style='display:flex;gap:10px'><div id=a>alpha beta</div><div id=b>gamma</div></div></td><td id=td2 style='padding:0'>x</td></tr></table>`,
      {
        t: [0, 0, 146.09, 20],
        td: [0, 0, 138.09, 20],
        c: [0, 0, 138.09, 20],
        a: [0, 0, 74.73, 20],
        b: [84.73, 0, 53.36, 20],
        td2: [138.09, 0, 8, 20],
      },
    ],
    [
      `<div id=c style='display:flex;float:left;column-gap:7px'><div id=a>alpha beta</div><div id=b>gamma</div></div>`,
      { c: [0, 0, 135.09, 20], a: [0, 0, 74.73, 20], b: [81.73, 0, 53.36, 20] },
    ],
  ]);
});

Deno.test("§9.2 flex base sizes: percentages, border-box sizing, flex: none, tables and floats as items", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:400px'><div id=a style='flex:0 0 25%;height:10px'></div><div id=b style='flex-basis:50%;padding:0 10px;height:10px'></div></div>`,
      { c: [0, 0, 400, 10], a: [0, 0, 100, 10], b: [100, 0, 220, 10] },
    ],
    [
      `<div id=c style='display:flex;width:400px'><div id=a style='box-sizing:border-box;flex:1 1 100px;padding:10px;border:5px solid;height:40px'></div><div id=b style='flex:1 1 100px;padding:10px;border:5px solid;height:10px'></div></div>`,
      { c: [0, 0, 400, 40], a: [0, 0, 185, 40], b: [185, 0, 215, 40] },
    ],
    [
      `<div id=c style='display:flex;width:200px'><div id=a style='flex:none;width:150px;height:10px'></div><div id=b style='width:150px;height:10px'></div></div>`,
      { c: [0, 0, 200, 10], a: [0, 0, 150, 10], b: [150, 0, 50, 10] },
    ],
    [
      `<div id=c style='display:flex;width:400px'><table id=t style='border:1px solid;border-spacing:0'><tr><td id=td>cell one</td><td>two</td></tr></table><div id=b style='flex:1;height:10px'></div></div>`,
      {
        c: [0, 0, 400, 24],
        t: [0, 0, 86.06, 24],
        td: [1, 1, 57.16, 22],
        b: [86.06, 0, 313.94, 10],
      },
    ],
    [
      `<div id=c style='display:flex;width:300px'><div id=a style='float:right;width:50px;height:10px'></div><div id=b style='width:50px;height:20px'></div></div>`,
      { c: [0, 0, 300, 20], a: [0, 0, 50, 10], b: [50, 0, 50, 20] },
    ],
    [
      `<div id=c style='display:flex;width:300px'><span id=a>span one</span><img id=i style='width:30px;height:30px;display:inline-block'><span id=b style='display:inline-block;padding:5px'>ib</span></div>`,
      { c: [0, 0, 300, 30], a: [0, 0, 65.84, 30], i: [65.84, 0, 30, 30], b: [95.84, 0, 22.45, 30] },
    ],
    [
      `<div id=c style='display:flex;width:300px'><div id=a>This is a long piece of text that should wrap inside the flex item because it is far too long</div><div id=b style='flex-shrink:0'>fixed text</div></div>`,
      { c: [0, 0, 300, 60], a: [0, 0, 235.97, 60], b: [235.97, 0, 64.03, 60] },
    ],
  ]);
});

Deno.test("§9.5 and §9.6 alignment: overflow with and without safe, column-reverse, auto margins on wrapped lines, align-content with gaps", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:100px;justify-content:center'><div id=a style='width:80px;flex-shrink:0;height:10px'></div><div id=b style='width:80px;flex-shrink:0;height:10px'></div></div><div id=c2 style='display:flex;width:100px;justify-content:safe center'><div id=a2 style='width:80px;flex-shrink:0;height:10px'></div><div id=b2 style='width:80px;flex-shrink:0;height:10px'></div></div>`,
      {
        c: [0, 0, 100, 10],
        a: [-30, 0, 80, 10],
        b: [50, 0, 80, 10],
        c2: [0, 10, 100, 10],
        a2: [0, 10, 80, 10],
        b2: [80, 10, 80, 10],
      },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column-reverse;height:100px;justify-content:flex-start'><div id=a style='height:20px'></div><div id=b style='height:30px'></div></div>`,
      { c: [0, 0, 600, 100], a: [0, 80, 600, 20], b: [0, 50, 600, 30] },
    ],
    [
      `<div id=c style='display:flex;flex-wrap:wrap;width:200px'><div id=a style='width:120px;height:30px'></div><div id=b style='width:50px;height:20px;margin-left:auto'></div><div id=d style='width:50px;height:20px;margin:auto'></div></div>`,
      { c: [0, 0, 200, 50], a: [0, 0, 120, 30], b: [150, 0, 50, 20], d: [75, 30, 50, 20] },
    ],
    [
      `<div id=c style='display:flex;flex-wrap:wrap;width:200px;height:150px;align-content:center;row-gap:10px'><div id=a style='width:150px;height:30px'></div><div id=b style='width:150px;height:40px'></div></div>`,
      { c: [0, 0, 200, 150], a: [0, 35, 150, 30], b: [0, 75, 150, 40] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;align-items:center;width:300px'><div id=a>short</div><div id=b style='width:100px;margin-left:auto'>x</div><div id=d style='align-self:flex-end'>end</div></div>`,
      {
        c: [0, 0, 300, 60],
        a: [132.2, 0, 35.58, 20],
        b: [200, 20, 100, 20],
        d: [273.3, 40, 26.7, 20],
      },
    ],
    [
      `<div id=c style='display:flex;flex-flow:row-reverse wrap-reverse;width:250px;align-items:flex-start'><div id=a style='width:100px;height:20px'></div><div id=b style='width:100px;height:30px'></div><div id=d style='width:100px;height:40px;align-self:flex-end'></div></div>`,
      { c: [0, 0, 250, 70], a: [150, 50, 100, 20], b: [50, 40, 100, 30], d: [150, 0, 100, 40] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;flex-wrap:wrap;height:100px;width:400px;align-content:flex-start'><div id=a style='height:40px'>a</div><div id=b style='height:40px'>bb</div><div id=d style='height:40px'>ccc</div></div>`,
      { c: [0, 0, 400, 100], a: [0, 0, 17.8, 40], b: [0, 40, 17.8, 40], d: [17.8, 0, 24, 40] },
    ],
  ]);
});

Deno.test("definite sizes through nesting: flexed and stretched items give their children definite heights", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;flex-direction:column;height:200px;width:300px'><div id=h style='height:30px'></div><div id=m style='flex:1;display:flex'><div id=l style='width:100px'>side</div><div id=r style='flex:1'>main</div></div><div id=f style='height:20px'></div></div>`,
      {
        c: [0, 0, 300, 200],
        h: [0, 0, 300, 30],
        m: [0, 30, 300, 150],
        l: [0, 30, 100, 150],
        r: [100, 30, 200, 150],
        f: [0, 180, 300, 20],
      },
    ],
    [
      `<div id=c style='display:flex;height:100px'><div id=a style='width:50px'><div id=x style='height:50%'></div></div></div>`,
      { c: [0, 0, 600, 100], a: [0, 0, 50, 100], x: [0, 0, 50, 50] },
    ],
    [
      `<div id=c style='display:inline-flex;flex-direction:column;border:1px solid'><div id=a style='display:flex;gap:4px'><span>one</span><span>two three</span></div><div id=b>x</div></div>`,
      { c: [0, 0, 98.52, 42], a: [1, 1, 96.52, 20], b: [1, 21, 96.52, 20] },
    ],
  ]);
});

// Chromium's print of the same document on 400×200px pages (pdftotext -bbox), in flow
// coordinates: page n starts at y = 200·n.
Deno.test("fragmentation: column items follow pushed lines, wrapped lines, forced breaks", async () => {
  await expectRects(
    `<div style="display:flex;flex-direction:column;gap:10px;width:400px">
      <div id=a style="height:140px">A1</div>
      <div id=b>B1<br>B2<br>B3</div>
      <div id=c>C1</div>
    </div>
    <div style="display:flex;flex-wrap:wrap;width:200px;gap:0 10px">
      <div id=d style="width:90px;height:50px;break-inside:avoid">D1</div>
      <div id=e style="width:90px;height:50px">E1</div>
      <div id=f style="width:90px;height:50px;break-inside:avoid">F1</div>
      <div id=g style="width:90px">G1</div>
    </div>
    <div style="display:flex;flex-direction:column;width:400px">
      <div id=h>H1</div><div id=i style="break-before:page">I1</div>
    </div>`,
    {
      a: [0, 0, 400, 140],
      // B3 does not fit below B2 on the first page: the item grows into the second.
      b: [0, 150, 400, 70],
      c: [0, 230, 400, 20],
      d: [0, 250, 90, 50],
      e: [100, 250, 90, 50],
      f: [0, 300, 90, 50],
      g: [100, 300, 90, 50],
      h: [0, 350, 400, 20],
      i: [0, 400, 400, 20],
    },
    200,
  );
});

Deno.test("§8.5 flex container baselines: inline-flex on a line, a flex item that is a flex container", async () => {
  await expectAll([
    [
      `<div id=w>before <span id=t style='display:inline-block'>before</span> <span id=c style='display:inline-flex;flex-direction:column'><span id=a>one</span><span id=b>two</span></span> after</div>`,
      {
        w: [0, 0, 600, 40],
        t: [49.81, 0, 45.38, 20],
        c: [99.64, 0, 26.7, 40],
        a: [99.64, 0, 26.7, 20],
        b: [99.64, 20, 26.7, 20],
      },
    ],
    [
      `<div id=w><span id=t style='display:inline-block'>before</span> <span id=c style='display:inline-flex;align-items:flex-end'><span id=a style='font-size:30px;line-height:30px'>one</span><span id=b>two</span></span></div>`,
      {
        w: [0, 0, 600, 30],
        t: [0, 10, 45.38, 20],
        c: [49.83, 0, 74.97, 30],
        a: [49.83, 0, 50.06, 30],
        b: [99.89, 10, 24.91, 20],
      },
    ],
    [
      `<div id=c style='display:flex;align-items:baseline'><div id=a style='display:flex;padding-top:10px'><span id=x style='font-size:30px;line-height:30px'>X</span></div><div id=b>y</div></div>`,
      { c: [0, 0, 600, 40], a: [0, 0, 20.02, 40], x: [0, 10, 20.02, 30], b: [20.02, 20, 8, 20] },
    ],
  ]);
});

Deno.test("column containers: min-height with justify-content, auto margins, margins that do not collapse", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;flex-direction:column;min-height:120px;justify-content:center'><div id=a>one</div><div id=b>two</div></div>`,
      { c: [0, 0, 600, 120], a: [0, 40, 600, 20], b: [0, 60, 600, 20] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;height:120px'><div id=a>one</div><div id=b style='margin-top:auto'>two</div></div>`,
      { c: [0, 0, 600, 120], a: [0, 0, 600, 20], b: [0, 100, 600, 20] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column'><div id=a style='margin:10px 0'>one</div><div id=b style='margin:10px 0'>two</div></div>`,
      { c: [0, 0, 600, 80], a: [0, 10, 600, 20], b: [0, 50, 600, 20] },
    ],
    [
      `<div id=c style='display:flex;height:100px'><div id=a style='height:50%;width:10px'></div><div id=b style='width:10px;align-self:center;height:30%'></div></div>`,
      { c: [0, 0, 600, 100], a: [0, 0, 10, 50], b: [10, 35, 10, 30] },
    ],
  ]);
});

Deno.test("§4 items: empty items, white space between items, list items in a flex nav", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;gap:10px'><div id=a></div><div id=b style='flex:1'></div><div id=d></div></div>`,
      { c: [0, 0, 600, 0], a: [0, 0, 0, 0], b: [10, 0, 580, 0], d: [600, 0, 0, 0] },
    ],
    [
      `<div id=c style='display:flex'>
  <div id=a>one</div>
  <div id=b>two</div>
</div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 26.7, 20], b: [26.7, 0, 24.91, 20] },
    ],
    [
      `<ul id=c style='display:flex;gap:20px;list-style:none;padding:0;margin:0'><li id=a>Home</li><li id=b>About us</li><li id=d>Contact</li></ul>`,
      {
        c: [0, 0, 600, 20],
        a: [0, 0, 42.69, 20],
        b: [62.69, 0, 63.16, 20],
        d: [145.84, 0, 55.14, 20],
      },
    ],
  ]);
});

Deno.test("§9.9 intrinsic sizes: floats and narrow table cells shrink-wrap flex containers, items within min/max-width", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;float:left'><div id=a style='flex-basis:200px'>ab</div><div id=b>cd</div></div>`,
      { c: [0, 0, 34.7, 20], a: [0, 0, 17.8, 20], b: [17.8, 0, 16.91, 20] },
    ],
    [
      `<div id=c style='display:flex;float:left'><div id=a style='min-width:150px'>ab</div><div id=b style='max-width:10px'>cdef</div></div>`,
      { c: [0, 0, 160, 20], a: [0, 0, 150, 20], b: [150, 0, 10, 20] },
    ],
    [
      `<table style='width:10px;border-spacing:0'><tr><td id=td style='padding:0'><div id=c style='display:flex'><div id=a>alpha beta</div><div id=b>gamma delta</div></div></td></tr></table>`,
      {
        td: [0, 0, 92.52, 40],
        c: [0, 0, 92.52, 40],
        a: [0, 0, 39.16, 40],
        b: [39.16, 0, 53.36, 40],
      },
    ],
    [
      `<table style='width:10px;border-spacing:0'><tr><td id=td style='padding:0'><div id=c style='display:flex;flex-wrap:wrap'><div id=a>alpha beta</div><div id=b>gamma delta</div></div></td></tr></table>`,
      { td: [0, 0, 53.36, 80], c: [0, 0, 53.36, 80], a: [0, 0, 53.36, 40], b: [0, 40, 53.36, 40] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;float:left;padding:3px'><div id=a>alpha beta</div><div id=b style='width:120px'>x</div></div>`,
      { c: [0, 0, 126, 46], a: [3, 3, 120, 20], b: [3, 23, 120, 20] },
    ],
    [
      `<div id=c style='display:flex;float:left'><div id=a style='flex:1'>alpha</div><div id=b style='flex:2'>gamma delta</div></div>`,
      { c: [0, 0, 131.66, 40], a: [0, 0, 43.89, 40], b: [43.89, 0, 87.77, 40] },
    ],
  ]);
});

Deno.test("§9.6 step 14: under wrap-reverse an item that cannot stretch sits at its line's bottom", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;flex-wrap:wrap-reverse;width:300px'><div id=a style='width:100px;height:30px'></div><div id=b style='width:100px;height:50px'></div><div id=d style='width:100px'>x</div><div id=e style='width:200px;height:10px'></div></div>`,
      {
        c: [0, 0, 300, 60],
        a: [0, 30, 100, 30],
        b: [100, 10, 100, 50],
        d: [200, 10, 100, 50],
        e: [0, 0, 200, 10],
      },
    ],
  ]);
});

Deno.test("fragmentation: a row item's lines continue on the next page, its stretched sibling keeps its height", async () => {
  // Chromium: L3 moves to the second page, so the line ends at 240 and "after" follows it;
  // the stretched sibling keeps the unfragmented line's 85px, its last line at 215.
  await expectRects(
    `<div style="height:150px">top</div>
    <div style="display:flex;width:400px">
      <div id=l style="width:100px;padding-top:5px">L1<br>L2<br>L3<br>L4</div>
      <div id=r style="width:100px;display:flex;flex-direction:column">
        <div>R1</div><div id=end style="margin-top:auto">Rend</div>
      </div>
    </div>
    <div id=after>after</div>`,
    {
      l: [0, 150, 100, 90],
      r: [100, 150, 100, 85],
      end: [100, 215, 100, 20],
      after: [0, 240, 600, 20],
    },
    200,
  );
});

Deno.test("§4.5 and §9.7: content-based minimum sizes, overflow and min-width: 0, equal shrinking, unitless flex-basis 0", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;flex-direction:column;height:50px'><div id=a>one<br>two</div><div id=b>three<br>four</div></div>`,
      { c: [0, 0, 600, 50], a: [0, 0, 600, 40], b: [0, 40, 600, 40] },
    ],
    [
      `<div id=c style='display:flex;width:100px'><div id=a style='overflow:hidden;white-space:nowrap'>A very long line of text</div><div id=b style='flex-shrink:0'>tail</div></div>`,
      { c: [0, 0, 100, 20], a: [0, 0, 79.55, 20], b: [79.55, 0, 20.45, 20] },
    ],
    [
      `<div id=c style='display:flex;width:100px'><div id=a style='min-width:0'>Supercalifragilistic</div><div id=b>x</div></div>`,
      { c: [0, 0, 100, 20], a: [0, 0, 92, 20], b: [92, 0, 8, 20] },
    ],
    [
      `<div id=c style='display:flex;width:300px'><div id=a style='width:100%;height:10px'></div><div id=b style='width:100%;height:10px'></div><div id=d style='width:100%;height:10px'></div></div>`,
      { c: [0, 0, 300, 10], a: [0, 0, 100, 10], b: [100, 0, 100, 10], d: [200, 0, 100, 10] },
    ],
    [
      `<div id=c style='display:flex;width:200px'><div id=a style='padding:0 20px;width:150px;height:10px'></div><div id=b style='width:150px;height:10px'></div></div>`,
      { c: [0, 0, 200, 10], a: [0, 0, 120, 10], b: [120, 0, 80, 10] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;height:300px'><div id=a style='flex:1 1 0'>a</div><div id=b style='flex:2 1 0'>b</div></div>`,
      { c: [0, 0, 600, 300], a: [0, 0, 600, 100], b: [0, 100, 600, 200] },
    ],
    [
      `<div id=c style='display:flex;width:500px'><div id=a style='flex:1;max-width:100px;margin:0 10px;height:10px'></div><div id=b style='flex:1;height:10px;margin-right:5%'></div></div>`,
      { c: [0, 0, 500, 10], a: [10, 0, 100, 10], b: [120, 0, 355, 10] },
    ],
  ]);
});

Deno.test("§4 items: a <br>, display: contents children, ::before/::after and inline children become items", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex'><div id=a>one</div><br><div id=b>two</div></div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 26.7, 20], b: [26.7, 0, 24.91, 20] },
    ],
    [
      `<div id=c style='display:flex'><div style='display:contents'><div id=a>one</div><div id=b>two</div></div></div>`,
      { c: [0, 0, 600, 20], a: [0, 0, 26.7, 20], b: [26.7, 0, 24.91, 20] },
    ],
    [
      `<style>#c::before{content:'B';width:20px}#c::after{content:'A';flex:1;text-align:right}</style><div id=c style='display:flex'><div id=a>mid</div></div>`,
      { c: [0, 0, 600, 20], a: [20, 0, 25.78, 20] },
    ],
    [
      `<div id=c style='display:flex;flex-direction:column;align-items:flex-start'><span id=a>inline</span> text <b id=b>bold</b></div>`,
      { c: [0, 0, 600, 60], a: [0, 0, 37.36, 20], b: [0, 40, 33.77, 20] },
    ],
  ]);
});

Deno.test("§9.4 step 10: visibility: collapse items keep their space, as in Chromium (no struts)", async () => {
  await expectAll([
    [
      `<div id=c style='display:flex;width:300px'><div id=a style='width:50px;height:20px'></div><div id=b style='visibility:collapse;width:80px;height:60px'></div><div id=d style='flex:1;height:20px'></div></div>`,
      { c: [0, 0, 300, 60], a: [0, 0, 50, 20], b: [50, 0, 80, 60], d: [130, 0, 170, 20] },
    ],
    [
      `<div id=c style='display:flex;flex-wrap:wrap;width:300px'><div id=a style='width:200px;height:20px'></div><div id=b style='visibility:collapse;width:150px;height:60px'></div><div id=d style='width:150px;height:20px'></div></div>`,
      { c: [0, 0, 300, 80], a: [0, 0, 200, 20], b: [0, 20, 150, 60], d: [150, 20, 150, 20] },
    ],
  ]);
});

Deno.test("§8.3 baseline groups: synthesized baselines, last baselines, wrap-reverse, column fallbacks; §4.4 safe keeps the writing mode's start", async () => {
  await expectAll([
    [
      `<div id=c1 style='display:flex;align-items:baseline;width:400px'><div id=a1 style='font-size:30px;line-height:40px'>Big</div><div id=a2 style='height:30px;width:40px'></div><div id=a3 style='margin-top:10px;padding-top:5px;border-top:3px solid'>m</div><div id=a4 style='display:flex;flex-direction:column'><span>x</span><span>y</span></div></div><div id=c2 style='display:flex;align-items:last baseline;width:400px'><div id=b1 style='font-size:30px;line-height:40px'>Big<br>two</div><div id=b2 style='height:30px;width:40px'></div><div id=b3 style='margin-bottom:10px;padding-bottom:5px'>m</div><div id=b4>a<br>b<br>c</div></div><div id=c3 style='display:flex;flex-direction:column;align-items:baseline;width:400px'><div id=d1>col</div><div id=d2 style='align-self:last baseline'>col2</div></div><div id=c4 style='display:flex;flex-wrap:wrap-reverse;align-items:baseline;width:400px;height:100px'><div id=e1 style='font-size:30px;line-height:40px'>Big</div><div id=e2>small</div></div><div id=c5 style='display:flex;flex-direction:row-reverse;justify-content:safe flex-end;width:200px'><div id=f1 style='flex:none;width:300px;height:10px'></div></div><div id=c6 style='display:flex;flex-direction:row-reverse;justify-content:flex-end;width:200px'><div id=f2 style='flex:none;width:300px;height:10px'></div></div><div id=c7 style='display:flex;flex-wrap:wrap;align-content:safe center;height:40px;width:200px'><div id=g1 style='width:150px;height:30px'></div><div id=g2 style='width:150px;height:30px'></div></div><div id=c8 style='display:flex;flex-wrap:wrap;align-content:center;height:40px;width:200px;margin-top:40px'><div id=h1 style='width:150px;height:30px'></div><div id=h2 style='width:150px;height:30px'></div></div><div id=c9 style='display:flex;flex-wrap:wrap-reverse;align-content:safe flex-end;height:40px;width:200px;margin-top:40px'><div id=k1 style='width:150px;height:30px'></div><div id=k2 style='width:150px;height:30px'></div></div><div id=c10 style='display:flex;flex-direction:column;align-items:safe flex-end;width:200px'><div id=l1 style='width:300px;height:10px'></div><div id=l2 style='width:300px;height:10px;align-self:flex-end'></div><div id=l3 style='width:300px;height:10px;align-self:safe center'></div></div><div id=c11 style='display:flex;align-items:baseline;width:400px'><div id=n1 style='height:30px;width:40px;border-bottom:4px solid;margin-bottom:6px'></div><div id=n2>text</div><div id=n3 style='overflow:hidden;height:50px'>clip</div></div>`,
      {
        c1: [0, 0, 400, 58],
        a1: [0, 3, 43.359, 40],
        a2: [43.359, 3, 40, 30],
        a3: [83.359, 10, 13.328, 28],
        a4: [96.688, 18, 8, 40],
        c2: [0, 58, 400, 90],
        b1: [0, 58, 46.688, 80],
        b2: [46.688, 98, 40, 30],
        b3: [86.688, 113, 13.328, 25],
        b4: [100.016, 73, 8.906, 60],
        c3: [0, 148, 400, 40],
        d1: [0, 148, 20.453, 20],
        d2: [370.641, 168, 29.359, 20],
        c4: [0, 188, 400, 100],
        e1: [0, 248, 43.359, 40],
        e2: [43.359, 263, 37.344, 20],
        c5: [0, 288, 200, 10],
        f1: [0, 288, 300, 10],
        c6: [0, 298, 200, 10],
        f2: [0, 298, 300, 10],
        c7: [0, 308, 200, 40],
        g1: [0, 308, 150, 30],
        g2: [0, 338, 150, 30],
        c8: [0, 388, 200, 40],
        h1: [0, 378, 150, 30],
        h2: [0, 408, 150, 30],
        c9: [0, 468, 200, 40],
        k1: [0, 498, 150, 30],
        k2: [0, 468, 150, 30],
        c10: [0, 508, 200, 30],
        l1: [0, 508, 300, 10],
        l2: [-100, 518, 300, 10],
        l3: [0, 528, 300, 10],
        c11: [0, 538, 400, 69],
        n1: [0, 538, 40, 34],
        n2: [40, 557, 25.797, 20],
        n3: [65.797, 557, 24.016, 50],
      },
    ],
    [
      `<div id=c1 style='display:flex;flex-wrap:wrap-reverse;align-items:last baseline;width:400px;height:100px'><div id=a1 style='font-size:30px;line-height:40px'>Big</div><div id=a2>small<br>two</div></div><div id=c2 style='display:flex;flex-wrap:wrap-reverse;width:400px;height:100px;align-content:flex-start'><div id=b1 style='font-size:30px;line-height:40px;align-self:baseline'>Big</div><div id=b2 style='align-self:baseline'>small</div><div id=b3 style='height:60px;width:10px'></div></div><div id=c3 style='display:flex;flex-direction:column;flex-wrap:wrap-reverse;width:400px;align-items:last baseline'><div id=d1>col</div></div>`,
      {
        c1: [0, 0, 400, 100],
        a1: [0, 5, 43.359, 40],
        a2: [43.359, 0, 37.344, 40],
        c2: [0, 100, 400, 100],
        b1: [0, 160, 43.359, 40],
        b2: [43.359, 175, 37.344, 20],
        b3: [80.703, 140, 10, 60],
        c3: [0, 200, 400, 20],
        d1: [0, 200, 20.453, 20],
      },
    ],
    [
      `<div id=c3 style='display:flex;flex-direction:column;flex-wrap:wrap-reverse;width:400px;align-items:baseline'><div id=d1>col</div></div><div id=c4 style='display:flex;flex-direction:column;flex-wrap:wrap-reverse;width:400px;align-items:self-end'><div id=d2>col</div></div><div id=c5 style='display:flex;flex-direction:column;flex-wrap:wrap-reverse;width:400px;align-items:end'><div id=d3>col</div></div>`,
      {
        c3: [0, 0, 400, 20],
        d1: [379.547, 0, 20.453, 20],
        c4: [0, 20, 400, 20],
        d2: [379.547, 20, 20.453, 20],
        c5: [0, 40, 400, 20],
        d3: [379.547, 40, 20.453, 20],
      },
    ],
  ]);
});
