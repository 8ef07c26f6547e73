import { expectAll } from "../testing.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("a width: 100% field contributes its natural width to its container's intrinsic widths (Sizing 3 §5.2.1)", async () => {
  await expectAll([[
    `<fieldset id=f1 style="margin:0"><textarea id=x1 style="width:100%;box-sizing:border-box;font-family:Arial"></textarea></fieldset><div id=d2 style="border:1px solid;padding:0 10px;min-width:min-content"><input id=x2 style="width:100%;box-sizing:border-box"></div><span id=s3 style="display:inline-block"><input id=x3 style="width:100%"></span>`,
    {
      // A fieldset's min-inline-size: min-content no longer widens it by its padding.
      f1: [0, 0, 600, 60.594],
      x1: [14, 7.594, 572, 36],
      d2: [0, 60.594, 600, 23],
      x2: [11, 61.594, 578, 21],
      // Shrink-to-fit around the field's natural 185px, which 100% then overflows by its
      // padding and border, as in Chromium.
      s3: [0, 83.594, 185, 21],
      x3: [0, 83.594, 193, 21],
    },
  ]]);
});
