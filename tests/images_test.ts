/**
 * Images end to end through the library API, read back with qpdf and poppler: a JPEG is
 * embedded byte for byte, each distinct image once however often and wherever it is drawn,
 * every format with the colour space it has, and a broken image never fails the render but
 * is reported.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { pdfImages } from "./helpers/pdf_images.ts";
import { qpdfCheck } from "./helpers/pdf_tools.ts";

const fixtures = new URL("./visual/fixtures/", import.meta.url).pathname;

const page = (body: string) =>
  `<!DOCTYPE html><html><head><style>@page { size: A5; margin: 20px } body { margin: 0 }
  </style></head><body>${body}</body></html>`;

async function render(body: string, warnings: string[] = []) {
  const pdf = await renderPdf(page(body), {
    baseDir: fixtures,
    onWarning: (message) => warnings.push(message),
  });
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  return pdf;
}

/** Whether `bytes` occur in `pdf` as one run. */
function contains(pdf: Uint8Array, bytes: Uint8Array): boolean {
  const text = new TextDecoder("latin1");
  return text.decode(pdf).includes(text.decode(bytes));
}

Deno.test("a JPEG is embedded as it is, once for every img and page that shows it", async () => {
  const jpeg = await Deno.readFile(`${fixtures}img_images/photo.jpg`);
  const pdf = await render(`<img src="img_images/photo.jpg"><img src="img_images/photo.jpg"
    width="50"><div style="break-before: page"><img src="img_images/photo.jpg"
    style="width: 100px; height: 100px; object-fit: cover; border-radius: 50%"></div>`);
  assert.ok(contains(pdf, jpeg), "the JPEG's bytes are in the PDF unchanged");
  const images = await pdfImages(pdf);
  assert.deepEqual(images.map((i) => [i.page, i.encoding, i.width, i.height]), [
    [1, "jpeg", 320, 200],
    [1, "jpeg", 320, 200],
    [2, "jpeg", 320, 200],
  ]);
  assert.equal(new Set(images.map((i) => i.object)).size, 1);
});

Deno.test("each format with its colour space: CMYK JPEG, alpha PNG, GIF palette, WebP", async () => {
  const images = await pdfImages(
    await render(`<img src="img_images/photo_cmyk.jpg"><img src="bg_images/logo.png">
      <img src="img_images/chart.gif"><img src="img_images/badge.webp">
      <img src="bg_images/logo.png" width="20"><div style="background:
      url(bg_images/logo.png) no-repeat">logo as a background too</div>`),
  );
  const rows = new Set(
    images.map((i) => `${i.width}x${i.height} ${i.type} ${i.color} ${i.encoding}`),
  );
  assert.deepEqual([...rows].sort(), [
    "120x120 image rgb image",
    "120x120 smask gray image",
    "240x140 image index image",
    "320x200 image cmyk jpeg",
    "96x96 image rgb image",
    "96x96 smask gray image",
  ]);
  // The logo's image and mask are the same objects wherever it is drawn.
  const logo = images.filter((i) => i.width === 96);
  assert.equal(new Set(logo.map((i) => `${i.type}${i.object}`)).size, 2);
});

Deno.test("broken images never fail the render; each failure is one warning", async () => {
  const warnings: string[] = [];
  const pdf = await render(
    `<img src="img_images/missing.png" alt="Logo"><img src="img_images/missing.png"
    width="100" height="50"><img src="img_images/make_images.ts"><img
    src="data:image/png;base64,iVBORw0KGgo="><img src="img_images/photo.jpg">`,
    warnings,
  );
  assert.equal(warnings.length, 3, warnings.join("\n"));
  assert.ok(warnings.some((w) => w.includes("missing.png")));
  assert.ok(warnings.some((w) => w.includes("make_images.ts")));
  assert.ok(warnings.some((w) => w.startsWith("data:image/png")));
  // The photo and the broken-image icon (with its mask) print.
  const images = await pdfImages(pdf);
  assert.deepEqual([...new Set(images.map((i) => `${i.type} ${i.width}x${i.height}`))], [
    "image 14x16",
    "smask 14x16",
    "image 320x200",
  ]);
});

Deno.test("a header template's image prints on every page, embedded once", async () => {
  const logo = await Deno.readFile(`${fixtures}bg_images/logo.png`);
  const src = `data:image/png;base64,${btoa(String.fromCharCode(...logo))}`;
  const pdf = await renderPdf(page(`<p>one</p><p style="break-before: page">two</p>`), {
    header: `<img src="${src}" height="20"> Acme`,
    margins: { top: 60, right: 20, bottom: 20, left: 20 },
  });
  const images = (await pdfImages(pdf)).filter((i) => i.type === "image");
  assert.deepEqual(images.map((i) => [i.page, i.width]), [[1, 96], [2, 96]]);
  assert.equal(new Set(images.map((i) => i.object)).size, 1);
});

Deno.test("http(s) images load only from allowed hosts, each URL once, from a loopback server", async () => {
  const jpeg = await Deno.readFile(`${fixtures}img_images/photo.jpg`);
  const seen: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (request) => {
    seen.push(new URL(request.url).pathname);
    return new Response(jpeg, { headers: { "content-type": "image/jpeg" } });
  });
  try {
    const url = `http://127.0.0.1:${server.addr.port}/photo.jpg`;
    const body = `<img src="${url}"><img src="${url}" width="50">`;
    // Off by default: nothing is fetched, the imgs print as broken images, one warning.
    const warnings: string[] = [];
    const off = await render(body, warnings);
    assert.deepEqual(seen, []);
    assert.equal(warnings.length, 1);
    assert.equal((await pdfImages(off)).filter((i) => i.encoding === "jpeg").length, 0);
    // Listed: fetched once, embedded once, drawn twice.
    const pdf = await renderPdf(page(body), { allowedHosts: ["127.0.0.1"] });
    assert.deepEqual(seen, ["/photo.jpg"]);
    const images = await pdfImages(pdf);
    assert.deepEqual(images.map((i) => `${i.encoding} ${i.width}`), ["jpeg 320", "jpeg 320"]);
    assert.equal(new Set(images.map((i) => i.object)).size, 1);
  } finally {
    await server.shutdown();
  }
});
