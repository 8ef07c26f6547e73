import assert from "node:assert/strict";
import { boxes, layoutHtml } from "../testing.ts";

Deno.test("-webkit-center, -webkit-right, -webkit-left and rtl place block children as Chromium does", async () => {
  const root = await layoutHtml(`<!doctype html><body style="margin:0; width: 400px">
<center><div id=a style="width:100px;height:5px"></div>
<div id=b style="width:100px;height:5px;margin-left:20px"></div>
<div id=c style="width:100px;height:5px;margin-left:auto"></div>
<div id=d style="width:100px;height:5px;text-align:left"><div id=d2 style="width:50px;height:5px"></div></div>
<div id=e style="width:500px;height:5px"></div>
<table id=f style="width:100px"><tr><td>x</td></tr></table>
<div id=g style="width:100px;height:5px;margin-right:30px"></div>
<div id=h style="width:100px;height:5px;margin-right:-30px"></div>
<p id=i style="width:100px;height:5px;float:left"></p>
<div style="clear:both"></div>
<div id=j style="width:100px;height:5px;display:flow-root"></div>
<div id=k style="height:5px"></div>
</center>
<div style="text-align:-webkit-right"><div id=l style="width:100px;height:5px"></div><div id=m style="width:100px;height:5px;margin-left:auto; margin-right: 10px"></div></div>
<div dir=rtl style="text-align:-webkit-left"><div id=n style="width:100px;height:5px"></div></div>
<div dir=rtl style="text-align:-webkit-center"><div id=o style="width:100px;height:5px;margin-right:20px"></div></div>
<div style="text-align:-webkit-right" dir=rtl><div id=p style="width:100px;height:5px"></div></div>
<div dir=rtl><div id=w style="width:100px;height:5px;margin-right:10px"></div><div id=x style="width:500px;height:5px"></div><table id=y style="width:100px"><tr><td>x</td></tr></table><div id=z style="max-width:100px;height:5px;margin-left:5px"></div></div>
<div style="text-align:-webkit-center"><span id=q style="display:inline-block;width:100px">x</span></div>
<div style="text-align:-webkit-center; display:flex"><div id=r style="width:100px;height:5px"></div></div>
<div style="text-align:-webkit-center"><div id=s style="width:100px;height:5px; position:absolute"></div></div>
<div style="text-align:-webkit-center"><div style="float:left;width:200px;height:30px"></div><div id=t style="width:100px;height:5px;overflow:hidden"></div></div>
<div align=center><div id=u style="width:100px;height:5px"></div></div>
<table style="width:400px"><tr><td align=center id=cell><div id=v style="width:100px;height:5px"></div></td></tr></table>
</body>`);
  // Left edges Chromium 156 gives these boxes (getBoundingClientRect).
  const expected: Record<string, number> = {
    a: 150, // centred
    b: 160, // the margin box is centred: (400 - 100 - 20) / 2 + 20
    c: 300, // an auto margin resolves as usual
    d: 150,
    d2: 150, // the containing block's text-align counts, not the child's
    e: 0, // wider than the container: at the start
    f: 150, // tables too
    g: 135,
    h: 165, // a negative margin is part of the margin box
    i: 0, // floats do not move
    j: 150,
    k: 0,
    l: 300, // -webkit-right pushes to the end
    m: 290,
    n: 0, // -webkit-left in rtl pushes to the end
    o: 140, // centred from the right in rtl
    p: 300, // -webkit-right in rtl is where rtl puts it anyway
    w: 290, // in rtl the margin on the left takes what is left (CSS 2.2 §10.3.3)
    x: -100, // so a wide child overflows to the left
    y: 300,
    z: 300, // a width clamped by max-width too
    q: 150, // inline content is centred
    r: 0, // flex items do not move
    s: 0, // nor absolutely positioned boxes
    t: 250, // centred in the room beside a float
    u: 150, // <div align=center>
  };
  const lefts: Record<string, number> = {};
  for (const box of boxes(root)) {
    const id = box.element?.attribs.id;
    if (id && !(id in lefts)) lefts[id] = box.x;
  }
  const cell = lefts.cell;
  assert.deepEqual(
    Object.fromEntries(Object.keys(expected).map((id) => [id, lefts[id]])),
    expected,
  );
  // In a centred cell 400px wide (less its 1px padding and the 2px border-spacing).
  assert.equal(lefts.v - cell, 1 + (396 - 2 - 100) / 2);
});
