import { expectAll } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("a fieldset's legend sits on its top border, the content below the legend", async () => {
  await expectAll([[
    `<fieldset id=f1><legend id=l1>Personal details</legend><div id=d1>Name</div></fieldset><fieldset id=f2 style="border-width:10px"><legend id=l2 style="font-size:30px;line-height:30px">Big</legend><div id=d2>Name</div></fieldset><fieldset id=f3><legend id=l3 style="border:3px solid;padding:5px">Boxed</legend><div id=d3>Name</div></fieldset><fieldset id=f4 style="width:200px"><legend id=l4 style="margin-left:auto">Right</legend>x</fieldset><fieldset id=f5><div id=d5>No legend</div></fieldset><fieldset id=f6 style="padding:0;border:1px solid"><legend id=l6 style="padding:0">Plain</legend><p id=p6 style="margin:10px 0">Para</p></fieldset><fieldset id=f7 style="display:inline-block"><legend id=l7>Inline</legend><input id=i7></fieldset>`,
    {
      // The legend's 20px replace the 2px border at the top; the 5.6px padding follows.
      f1: [2, 0, 596, 57.594],
      l1: [16, 0, 117.844, 20],
      d1: [16, 25.594, 568, 20],
      f2: [2, 57.594, 596, 75.594],
      l2: [24, 57.594, 47.359, 30],
      d2: [24, 93.188, 552, 20],
      f3: [2, 133.188, 596, 73.594],
      l3: [16, 133.188, 61.375, 36],
      d3: [16, 174.781, 568, 20],
      // An auto start margin pushes the legend to the end.
      f4: [2, 206.781, 228, 57.594],
      l4: [174.641, 206.781, 41.359, 20],
      f5: [2, 264.375, 596, 39.594],
      d5: [16, 271.969, 568, 20],
      f6: [2, 303.969, 596, 61],
      l6: [3, 303.969, 35.578, 20],
      p6: [3, 333.969, 594, 20],
      f7: [2, 364.969, 213, 58.594],
      l7: [16, 364.969, 42.25, 20],
      i7: [16, 390.563, 185, 21],
    },
  ]]);
});

Deno.test("a legend shorter than the border is centred on it; the fieldset is as wide as its legend", async () => {
  await expectAll([[
    `<fieldset id=f style="border-width:40px;display:inline-block;padding:0"><legend id=l style="padding:0">A much longer legend</legend>x</fieldset>`,
    { f: [2, 0, 234.781, 100], l: [42, 10, 154.781, 20] },
  ]]);
});
