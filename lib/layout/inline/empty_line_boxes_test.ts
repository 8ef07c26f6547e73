import { deepStrictEqual as eq } from "node:assert/strict";
import { byId, layoutHtml } from "../testing.ts";

const doc = (body: string) =>
  `<!DOCTYPE html><style>body{margin:0;font:14px/20px Arial}p{margin:0}</style>${body}`;

/** The border box of `id`'s first fragment: x, y, width, height. */
async function boxOf(body: string, id: string): Promise<number[]> {
  const f = byId(await layoutHtml(doc(body), 400), id);
  return [f.x, f.y, f.width, f.height];
}

Deno.test("an empty inline alone in its block keeps its place: the block's content top", async () => {
  // Chromium 156's named destinations: each where its block's content starts, the empty div
  // below at the same place (its margins collapse through with the paragraph's).
  eq(await boxOf(`<p style="margin:30px 0 0 40px"><span id=s></span></p>`, "s"), [40, 30, 0, 0]);
  eq(await boxOf(`<div style="padding-left:5px"><a id=a></a> </div>`, "a"), [5, 0, 0, 0]);
});

Deno.test("an empty inline on the empty line after a forced break starts that line", async () => {
  eq(await boxOf(`<p style="padding-left:8px">text<br><a id=a></a></p>`, "a"), [8, 20, 0, 0]);
});
