import assert from "node:assert/strict";
import { paintedPage } from "./testing.ts";

const doc = (body: string) =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:16px Arial}</style></head><body>${body}</body></html>`;

/** The rects painted on page `page` of `pageHeight`, as their colours' red-green-blue names. */
async function paintedColours(html: string, pageHeight: number, page: number): Promise<string[]> {
  const out = await paintedPage(html, pageHeight, page);
  const name = ({ r, g, b }: { r: number; g: number; b: number }) =>
    r === 255 && g === 0 && b === 0 ? "red" : b === 255 && r === 0 ? "blue" : "other";
  return out.flatMap((item) => (item.kind === "rect" ? [name(item.color)] : []));
}

Deno.test("a float paints above the backgrounds of the blocks after it (CSS 2.2 Appendix E)", async () => {
  const colours = await paintedColours(
    doc(`<div style="float:left;width:50px;height:50px;background:red"></div>
      <div style="height:30px;background:blue">text</div>`),
    1000,
    0,
  );
  assert.deepEqual(colours, ["blue", "red"]);
});

Deno.test("a float hanging out of an empty box is painted on every page it reaches", async () => {
  const html = doc(
    `<div><div style="float:left;width:50px;height:500px;background:red"></div></div>`,
  );
  assert.deepEqual(await paintedColours(html, 300, 0), ["red"]);
  assert.deepEqual(await paintedColours(html, 300, 1), ["red"]);
});
