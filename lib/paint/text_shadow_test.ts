import { deepStrictEqual as eq, ok } from "node:assert/strict";
import { paintedPage } from "./testing.ts";

const page = (shadow: string) =>
  paintedPage(
    `<style>body { margin: 0; font: 40px Arial } p { margin: 0; text-shadow: ${shadow} }</style>
    <p>Ho</p>`,
    800,
    0,
  );

Deno.test("a blurred text shadow is an image under the text, offset and three sigmas wider", async () => {
  const items = await page("4px 6px 10px rgba(0, 0, 0, 0.5)");
  const image = items.findIndex((item) => item.kind === "image");
  const text = items.findIndex((item) => item.kind === "glyphs");
  ok(image >= 0 && image < text, `image ${image}, text ${text}`);
  const shadow = items[image];
  ok(shadow.kind === "image");
  // "Ho" in 40px Liberation Sans: ink from x ≈ 3 to 51; moved 4px, widened by 3σ = 15px.
  ok(Math.abs(shadow.x - (3 + 4 - 15)) < 2, `x ${shadow.x}`);
  ok(Math.abs(shadow.x + shadow.width - (51 + 4 + 15)) < 2, `right ${shadow.x + shadow.width}`);
  const mask = shadow.image.softMask;
  ok(mask);
});

Deno.test("a sharp text shadow is the text again; a transparent one nothing", async () => {
  const sharp = await page("2px 2px red");
  eq(sharp.filter((item) => item.kind === "glyphs").length, 2);
  eq(sharp.filter((item) => item.kind === "image").length, 0);
  const none = await page("2px 2px 4px transparent");
  eq(none.filter((item) => item.kind === "image").length, 0);
});
