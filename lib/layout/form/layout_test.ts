import { deepStrictEqual as eq } from "node:assert/strict";
import { assertRects, expectAll, layoutHtml, lines } from "../testing.ts";
import type { Fragment, TextFragment } from "../fragment.ts";

// Geometry checked against Chromium 156 (getBoundingClientRect, 600px viewport, body margin 0,
// 16px/20px Liberation Sans): [x, y, width, height] of each element with an id.

Deno.test("text fields, text areas, drop-downs, buttons, checkboxes and radios take Chromium's sizes", async () => {
  await expectAll([[
    `<div><input id=t1></div><div><input id=t2 size=10></div><div><input id=t3 style="font-size:20px"></div><div><input id=t4 type=password value=abc style="font-family:'Times New Roman'"></div><div><textarea id=x1 style="font-family:Arial"></textarea><textarea id=x2 cols=30 rows=3 style="font-family:'Times New Roman'"></textarea></div><div><select id=s1><option>Small<option selected>Medium</select><select id=s2 style="font-size:20px"><option>Xy</select><select id=s3 style="appearance:none"><option>None</select><select id=s4 style="background:yellow"><option>Styled</select></div><div><button id=b1>Apply</button><input id=b2 type=submit><input id=b3 type=reset><button id=b4 style="height:40px">Tall</button><input id=b5 type=button value=Go style="height:40px"></div><div><input type=checkbox id=c1><input type=radio id=r1><input type=checkbox id=c2 style="width:30px;height:30px"></div><div><input id=t5 style="display:block;width:50%"><input id=t6 style="width:100px;height:40px;box-sizing:border-box"></div>`,
    {
      // 20 average characters of 13.333px Arial (8px) and its widest glyph's extra 17px, with
      // 1px/2px padding and a 2px border; one 15px line tall.
      t1: [0, 0, 185, 21],
      t2: [0, 21, 105, 21],
      t3: [0, 42, 273, 29],
      t4: [0, 71, 172, 22],
      // 20 × 2 characters and a scroll bar's 15px; 30 × 3 in Times (7.318px, 16px lines).
      x1: [0, 111, 181, 36],
      x2: [181, 93, 241, 54],
      // The widest option, 4px before it and 16px for the arrow after it.
      s1: [0, 158, 70, 19],
      s2: [70, 152, 46, 26],
      s3: [116, 159, 34, 17],
      s4: [150, 158, 60, 19],
      // Shrink-to-fit around the label; "Submit" and "Reset" by default.
      b1: [0, 187.5, 49.344, 21],
      b2: [49.344, 187.5, 57.484, 21],
      b3: [106.828, 187.5, 50.828, 21],
      b4: [157.656, 178, 36, 40],
      b5: [193.656, 178, 33.781, 40],
      c1: [4, 238, 13, 13],
      r1: [25, 238, 13, 13],
      c2: [45, 221, 30, 30],
      t5: [0, 256, 308, 21],
      t6: [0, 277, 100, 40],
    },
  ]]);
});

Deno.test("controls line up on the baseline: a field's and a drop-down's text, a checkbox's bottom, a text area's bottom margin edge", async () => {
  await expectAll([[
    `<div><span id=a1 style="display:inline-block">Xx</span><input type=checkbox id=c1> Gift <input type=radio id=r1></div><div><span id=a2 style="display:inline-block">Xx</span><input id=t1> <input id=t2 style="height:40px"></div><div><span id=a3 style="display:inline-block">Xx</span><select id=s1><option>Medium</select><button id=b1>Apply</button><button id=b2 style="height:40px">Tall</button></div><div><span id=a4 style="display:inline-block">Xx</span><textarea id=x1 rows=1 style="font-family:Arial"></textarea></div>`,
    {
      a1: [0, 1, 18.672, 20],
      c1: [22.672, 3, 13, 13],
      r1: [77.453, 3, 13, 13],
      a2: [0, 33.5, 18.672, 20],
      t1: [18.672, 33.5, 185, 21],
      t2: [208.125, 21, 185, 46],
      a3: [0, 76.5, 18.672, 20],
      s1: [18.672, 77.5, 70, 19],
      b1: [88.672, 76.5, 49.344, 21],
      b2: [138.016, 67, 36, 40],
      a4: [0, 113, 18.672, 20],
      x1: [18.672, 107, 181, 21],
    },
  ]]);
});

/** The texts of each line box: its text fragments' glyphs run together, and the first one. */
function lineTexts(f: Fragment): { text: string; first: TextFragment }[] {
  return lines(f).flatMap((line) => {
    const own = line.children.filter((c): c is TextFragment => c.kind === "text");
    const inner = line.children.flatMap((c) => c.kind === "box" ? lineTexts(c) : []);
    const text = own.map((t) => t.run.glyphs.map((g) => g.text).join("")).join("");
    return own.length > 0 ? [{ text: text.trimEnd(), first: own[0] }, ...inner] : inner;
  });
}

Deno.test("the value, placeholder, label and text are laid out where Chromium prints them", async () => {
  const root = await layoutHtml(
    `<!doctype html><style>body { margin: 0; font: 16px/20px Arial } .a { position: absolute;
    margin: 0 }</style><input class=a style="left:10px;top:10px" value="Hello"><input class=a
    style="left:210px;top:10px" placeholder="Your name"><input class=a style="left:410px;top:10px;
    height:40px;text-align:right;width:100px" value="Right"><select class=a style="left:10px;
    top:60px"><option>Medium</option></select><select class=a style="left:110px;top:60px;
    font-size:20px"><option>Big</option></select><textarea class=a style="left:210px;top:60px;
    font-family:Arial" rows=2 cols=10>Some text that wraps around</textarea><button class=a
    style="left:10px;top:120px">Apply</button><button class=a style="left:110px;top:120px;
    height:40px;width:80px">Tall</button><input type=submit class=a style="left:210px;top:120px">
    <input type=password class=a style="left:310px;top:120px;width:60px" value="abc">`,
  );
  const found = lineTexts(root).map(({ text, first }) => [
    text,
    Math.round(first.x * 100) / 100,
    first.baseline,
    first.style.color.r,
  ]);
  // Chromium's PDF: each line's pen position and colour (the placeholder in #757575). Where
  // centring leaves a baseline at a half pixel (37.5, 144.5), Chromium prints it at 38 and 145.
  // "Right" ends at 514: Chromium rounds its 31.114px width up to 31.125 (1/64 px) and starts it
  // at 482.875, printed as 482.87; here it starts at 482.89.
  eq(found, [
    ["Hello", 14, 25, 0],
    ["Your name", 214, 25, 117],
    ["Right", 482.89, 37.5, 0],
    ["Medium", 15, 74, 0],
    ["Big", 115, 80, 0],
    ["Some text that", 213, 75, 0],
    ["wraps around", 213, 90, 0],
    ["Apply", 18, 135, 0],
    ["Tall", 140, 144.5, 0],
    ["Submit", 218, 135, 0],
    ["•••", 314, 135, 0],
  ]);
});

Deno.test("list boxes: their widest option beside a 15px scroll bar, `size` rows of 17px", async () => {
  // Chromium 156's print (its PDF's frames): the screen's measure lacks the 15px scroll bar that
  // print keeps (53.406 + 15 wide for l1).
  const root = await layoutHtml(
    `<!doctype html><body style="margin:0;font:16px Arial"><select id=l1 size=3><option>Small
    <option selected>Medium<option>Large<option>Huge</select><select id=l2 multiple><option
    selected>A<option>Bee<option selected>Cee</select><select id=l3 size=4><optgroup label=Group>
    <option>One<option>Two</optgroup><option>Three</select><select id=l5 size=2
    style="font-size:20px"><option>Big<option>Bigger</select>`,
  );
  assertRects(root, {
    l1: [0, 17, 68.406, 53],
    l2: [68.406, 0, 45.453, 70],
    l3: [113.859, 0, 64.203, 70],
    l5: [178.063, 18, 78.813, 52],
  });
});
