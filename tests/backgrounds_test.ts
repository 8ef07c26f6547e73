/**
 * Backgrounds, gradients and shadows end to end through the library API, read back with qpdf
 * and poppler: gradients are vector shadings (no image), each distinct background image is
 * embedded once however often it is drawn, blurred shadows are images.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { pdfImages } from "./helpers/pdf_images.ts";
import { qpdfCheck } from "./helpers/pdf_tools.ts";

const logo = await Deno.readFile(new URL("./visual/fixtures/bg_images/logo.png", import.meta.url));
const LOGO = `data:image/png;base64,${btoa(String.fromCharCode(...logo))}`;

const page = (body: string) =>
  `<!DOCTYPE html><html><head><style>@page { size: A5; margin: 20px } body { margin: 0 }
  div { width: 200px; height: 80px; margin: 8px }</style></head><body>${body}</body></html>`;

Deno.test("gradients of every kind print as shadings, without any image; qpdf finds no errors", async () => {
  const pdf = await renderPdf(page(`
    <div style="background: linear-gradient(45deg, red, blue)"></div>
    <div style="background: radial-gradient(circle, gold, transparent)"></div>
    <div style="background: conic-gradient(red, lime, blue, red)"></div>
    <div style="background: repeating-linear-gradient(90deg, red 0 5px, white 5px 10px)"></div>`));
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  assert.deepEqual(await pdfImages(pdf), []);
  const text = new TextDecoder("latin1").decode(pdf);
  assert.ok(/\/ShadingType 2/.test(text) && /\/ShadingType 1/.test(text), "axial and conic");
});

Deno.test("a background image drawn many times, on two pages, is embedded once", async () => {
  const pdf = await renderPdf(page(`
    <div style="background: url(${LOGO})"></div>
    <div style="background: url(${LOGO}) center / contain no-repeat, teal"></div>
    <div style="background: url(${LOGO}) 0 0 / 20px round; page-break-before: always"></div>
    <div style="background: url(${LOGO}) right / 30px no-repeat"></div>`));
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  // pdfimages lists the images drawn straight on a page (repeated ones are in tiling patterns):
  // every use lists the same image and soft mask objects.
  const images = await pdfImages(pdf);
  const objects = new Set(images.map((image) => `${image.type}:${image.object}`));
  assert.deepEqual([...objects].map((o) => o.split(":")[0]).sort(), ["image", "smask"]);
  assert.deepEqual(new Set(images.map((image) => image.page)), new Set([1, 2]));
  // The patterns draw that same image: the file holds one image and its soft mask.
  const text = new TextDecoder("latin1").decode(pdf);
  assert.equal(text.match(/\/Subtype\s*\/Image/g)?.length, 2);
  assert.ok(/\/PatternType 1/.test(text), "repeated layers are tiling patterns");
});

Deno.test("a blurred shadow is one soft-masked image; a sharp one none", async () => {
  const blurred = await pdfImages(
    await renderPdf(page(
      `<div style="box-shadow: 0 4px 12px rgba(0,0,0,0.4); border-radius: 8px"></div>`,
    )),
  );
  assert.deepEqual(blurred.map((image) => image.type), ["image", "smask"]);
  const sharp = await pdfImages(
    await renderPdf(page(`<div style="box-shadow: 4px 4px red"></div>`)),
  );
  assert.deepEqual(sharp, []);
});
