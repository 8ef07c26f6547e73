/**
 * Relatively positioned inline boxes against Chromium 156's getClientRects-union
 * (getBoundingClientRect) of the same markup, media print.
 */
import { deepStrictEqual as eq } from "node:assert/strict";
import { layoutHtml, lines } from "../testing.ts";
import type { InlineBoxFragment } from "../fragment.ts";

Deno.test("a relative inline box and its nested relative box shift with their text", async () => {
  const root = await layoutHtml(
    `<style>body{margin:0;font:16px/20px Arial}</style>
    <p style="margin:0;width:300px">aaa <span id=r style="position:relative;top:-5px;left:3px;
    padding:2px">bbb <b id=n style="position:relative;top:10px">ccc</b> ddd</span> eee</p>`,
    600,
  );
  const [line] = lines(root);
  const box = (id: string) =>
    line.children.find((c): c is InlineBoxFragment =>
      c.kind === "inline-box" && c.element?.attribs.id === id
    )!;
  const r = box("r");
  const n = box("n");
  // Chromium: r at (34.14, -6), n at (67.28, 6): n moves by both offsets.
  eq([Math.round(r.x * 10) / 10, r.y, Math.round(n.x * 10) / 10, n.y], [34.1, -6, 67.3, 6]);
  const texts = line.children.filter((c) => c.kind === "text");
  // The text before and after keeps its baseline; the shifted text moves with its boxes.
  const shifts = texts.map((t) => t.baseline - line.baseline);
  eq(shifts.filter((shift, i) => shift !== shifts[i - 1]), [0, -5, 5, -5, 0]);
});

Deno.test("an inline box's piece counts the line's fragments it holds, nested pieces included", async () => {
  const root = await layoutHtml(
    `<style>body{margin:0;font:16px/20px Arial}</style>
    <p style="margin:0">aaa <span id=r style="position:relative">bbb <b id=n>ccc</b></span> eee</p>`,
    600,
  );
  const [line] = lines(root);
  const index = (id: string) =>
    line.children.findIndex((c) => c.kind === "inline-box" && c.element?.attribs.id === id);
  const r = line.children[index("r")] as InlineBoxFragment;
  const n = line.children[index("n")] as InlineBoxFragment;
  // r holds "bbb ", n's piece and "ccc"; n holds "ccc"; " eee" follows outside both.
  eq([r.contents, n.contents], [3, 1]);
  eq(index("n"), index("r") + 2);
});
