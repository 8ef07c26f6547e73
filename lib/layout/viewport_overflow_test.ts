/**
 * Overflow propagated to the viewport, against Chromium 156's getBoundingClientRect of the
 * same markup (media print, a 360px-wide viewport).
 */
import { assertRects, layoutHtml } from "./testing.ts";

const doc = (html: string, body: string) =>
  `<!DOCTYPE html><html id=html style="${html}"><body id=body style="margin:0;${body}">` +
  `<div style="float:left;width:60px;height:150px"></div>` +
  `<p id=p style="margin:30px 0 0;font:16px/20px Arial">Paragraph with a margin that collapses` +
  ` through the body.</p></body></html>`;

Deno.test("the body's overflow goes to the viewport: margins collapse through it, floats hang out", async () => {
  const root = await layoutHtml(doc("", "overflow:hidden"), 360);
  // As with overflow: visible, the body is no formatting context of its own.
  assertRects(root, { body: [0, 30, 360, 40], p: [0, 30, 360, 40] });
});

Deno.test("with the root's overflow set, the body keeps its own: it contains its float", async () => {
  const root = await layoutHtml(doc("overflow:hidden", "overflow:hidden"), 360);
  assertRects(root, { html: [0, 0, 360, 150], body: [0, 0, 360, 150], p: [0, 30, 360, 40] });
});
