import assert from "node:assert/strict";
import { PDFDocument, PDFName } from "pdf-lib";
import { decodeImage, type EmbeddableImage, orientationMatrix } from "../image/mod.ts";
import { testImage } from "../image/testing.ts";
import { pdfImages } from "../../tests/helpers/pdf_images.ts";
import { qpdfCheck } from "../../tests/helpers/pdf_tools.ts";
import { pdfPixels } from "../../tests/helpers/printed_pixels.ts";
import { withPdfFile } from "../../tests/helpers/temp_dir.ts";
import { ImageXObjects } from "./image_xobject.ts";
import { PT_PER_PX } from "./content_stream.ts";

/** CSS px per image pixel on the test pages. */
const SCALE = 4;

/**
 * A bare PDF with one page per image, each page filled by its upright image at SCALE px per pixel,
 * so pdftoppm at 96 dpi shows each image pixel as a SCALE × SCALE square. (Drawn 1:1, poppler's
 * Splash blends soft masks lighter than cairo and Ghostscript do.)
 */
async function imagePages(images: EmbeddableImage[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const xobjects = new ImageXObjects(pdf.context);
  for (const image of images) {
    // Upright: the page has the oriented size, and the orientation matrix turns the image.
    const w = image.intrinsicWidth * SCALE * PT_PER_PX;
    const h = image.intrinsicHeight * SCALE * PT_PER_PX;
    const page = pdf.addPage([w, h]);
    const name = xobjects.name(image);
    const turn = orientationMatrix(image.orientation).join(" ");
    const content = pdf.context.flateStream(`q ${w} 0 0 ${h} 0 0 cm ${turn} cm /${name} Do Q`);
    page.node.set(PDFName.of("Contents"), pdf.context.register(content));
    page.node.Resources()!.set(PDFName.of("XObject"), xobjects.resourceDict([name])!);
  }
  return await pdf.save({ useObjectStreams: false });
}

const FILES: [string, string][] = [
  // file, pdfimages -list: type width height color comp bpc enc (and its soft mask's)
  ["gray1.png", "image 5 3 gray 1 1 image"],
  ["gray16.png", "image 5 3 gray 1 16 image"],
  ["rgb16.png", "image 5 3 rgb 3 16 image"],
  ["palette2.png", "image 5 3 index 1 2 image"],
  ["palette4_trns.png", "image 5 3 index 1 4 image | smask 5 3 gray 1 8 image"],
  ["graya8.png", "image 5 3 gray 1 8 image | smask 5 3 gray 1 8 image"],
  ["rgba16.png", "image 5 3 rgb 3 16 image | smask 5 3 gray 1 16 image"],
  ["rgba8_adam7.png", "image 9 9 rgb 3 8 image | smask 9 9 gray 1 8 image"],
  ["rgb8.png", "image 5 3 rgb 3 8 image"],
  ["rgb.jpg", "image 16 16 rgb 3 8 jpeg"],
  ["progressive.jpg", "image 16 16 rgb 3 8 jpeg"],
  ["gray.jpg", "image 16 16 gray 1 8 jpeg"],
  ["cmyk.jpg", "image 16 16 cmyk 4 8 jpeg"],
  ["ycck.jpg", "image 16 16 cmyk 4 8 jpeg"],
  ["orientation6.jpg", "image 16 8 rgb 3 8 jpeg"],
  ["transparent.gif", "image 6 4 index 1 8 image | smask 6 4 gray 1 8 image"],
  ["noise.gif", "image 64 64 index 1 8 image"],
  ["rgba8_lossless.webp", "image 5 3 rgb 3 8 image | smask 5 3 gray 1 8 image"],
  ["rgb8.avif", "image 5 3 rgb 3 8 image"],
];

Deno.test("every sample image is written as pdfimages and qpdf expect", async () => {
  const images = await Promise.all(FILES.map(([file]) => decodeImage(testImage(file))));
  const pdf = await imagePages(images);
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  const listed = await pdfImages(pdf);
  FILES.forEach(([file, expected], i) => {
    const rows = listed.filter((row) => row.page === i + 1).map((row) =>
      [
        row.type,
        row.width,
        row.height,
        row.color,
        row.components,
        row.bitsPerComponent,
        row.encoding,
      ]
        .join(" ")
    );
    assert.equal(rows.join(" | "), expected, file);
  });
});

Deno.test("an image drawn on many pages is written once", async () => {
  const image = await decodeImage(testImage("rgba8.png"));
  const again = await decodeImage(testImage("rgba8.png"));
  const pdf = await imagePages([image, again, image]);
  const listed = await pdfImages(pdf);
  assert.equal(listed.length, 6, "an image and its soft mask on each of 3 pages");
  const images = listed.filter((row) => row.type === "image");
  assert.equal(new Set(images.map((row) => row.object)).size, 1, "one image object");
  const written = new TextDecoder("latin1").decode(pdf).match(/\/Subtype \/Image/g);
  assert.equal(written?.length, 2, "one image and one soft mask written");
});

Deno.test("a JPEG's stream in the PDF is byte-identical to the file", async () => {
  const bytes = testImage("progressive.jpg");
  const pdf = await imagePages([await decodeImage(bytes)]);
  const text = new TextDecoder("latin1").decode(pdf);
  assert.ok(text.includes(new TextDecoder("latin1").decode(bytes)));
});

/** The printed colour of image pixel (x, y) of `file` (the centre of its square). */
async function printed(file: string): Promise<(x: number, y: number) => number[]> {
  const pdf = await imagePages([await decodeImage(testImage(file))]);
  const at = await withPdfFile(pdf, pdfPixels);
  return (x, y) => at(x * SCALE + SCALE / 2, y * SCALE + SCALE / 2);
}

function assertNear(actual: number[], expected: number[], tolerance: number, what: string) {
  assert.ok(
    actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance),
    `${what}: ${actual} is not within ${tolerance} of ${expected}`,
  );
}

Deno.test("printed: CMYK and YCCK JPEGs show the colours Chromium shows", async () => {
  // Chromium's screenshot of both files: red, lime / blue, white quadrants. Poppler converts
  // CMYK to RGB its own way (green ink prints as (0, 166, 79)), so the test checks which
  // channels dominate: uninverted, red would print cyan and white black.
  const dominant = (rgb: number[]) => rgb.map((v) => (v > 128 ? 1 : 0)).join("");
  for (const file of ["cmyk.jpg", "ycck.jpg", "rgb.jpg", "progressive.jpg"]) {
    const at = await printed(file);
    assert.deepEqual(
      [at(3, 3), at(12, 3), at(3, 12), at(12, 12)].map(dominant),
      ["100", "010", "001", "111"],
      file,
    );
  }
});

Deno.test("printed: alpha, palette transparency and colour keys blend over white", async () => {
  // rgba8.png pixel (1, 0): colour (3, 10, 17), alpha 50 → over white 255 − 50/255·(255 − c).
  const rgba = await printed("rgba8.png");
  const over = (c: number, a: number) => Math.round(255 - a / 255 * (255 - c));
  assertNear(rgba(1, 0), [over(3, 50), over(10, 50), over(17, 50)], 1, "rgba8 (1, 0)");
  assertNear(rgba(4, 0), [over(12, 170), over(19, 170), over(26, 170)], 1, "rgba8 (4, 0)");
  // palette4_trns.png: pixel (0, 0) is index 0, transparent; pixel (1, 0) is index 3, colour
  // (53, 231, 9) with alpha 64.
  const palette = await printed("palette4_trns.png");
  assert.deepEqual(palette(0, 0), [255, 255, 255]);
  assertNear(palette(1, 0), [over(53, 64), over(231, 64), over(9, 64)], 1, "palette index 3");
  // Pixel (3, 0) is index 9, past the tRNS table: opaque (149, 183, 27).
  assertNear(palette(3, 0), [149, 183, 27], 1, "palette index 9");
  // gray8_trns.png: grey 3 (pixel (1, 0)) is the key colour: transparent; grey 6 is not.
  const keyed = await printed("gray8_trns.png");
  assert.deepEqual(keyed(1, 0), [255, 255, 255]);
  assert.deepEqual(keyed(2, 0), [6, 6, 6]);
  // 16-bit samples print at their 8-bit value.
  const deep = await printed("gray16.png");
  assertNear(
    deep(4, 2),
    [((12 + 10) * 4099 + 1) % 65536 >> 8].flatMap((v) => [v, v, v]),
    1,
    "gray16",
  );
});

Deno.test("printed: every EXIF orientation comes out as Chromium shows it", async () => {
  // Chromium's screenshot of orientation1–8.jpg (stored 16×8: red left half, lime top right,
  // blue bottom right), sampled every other pixel: R red, G lime, B blue.
  const CHROMIUM = [
    "RRRRGGGG / RRRRGGGG / RRRRBBBB / RRRRBBBB",
    "GGGGRRRR / GGGGRRRR / BBBBRRRR / BBBBRRRR",
    "BBBBRRRR / BBBBRRRR / GGGGRRRR / GGGGRRRR",
    "RRRRBBBB / RRRRBBBB / RRRRGGGG / RRRRGGGG",
    "RRRR / RRRR / RRRR / RRRR / GGBB / GGBB / GGBB / GGBB",
    "RRRR / RRRR / RRRR / RRRR / BBGG / BBGG / BBGG / BBGG",
    "BBGG / BBGG / BBGG / BBGG / RRRR / RRRR / RRRR / RRRR",
    "GGBB / GGBB / GGBB / GGBB / RRRR / RRRR / RRRR / RRRR",
  ];
  const letter = ([r, g, b]: number[]) =>
    r > 160 && g < 100 && b < 100 ? "R" : g > 160 && r < 100 && b < 100 ? "G" : b > 160 ? "B" : "?";
  for (let o = 1; o <= 8; o++) {
    const image = await decodeImage(testImage(`orientation${o}.jpg`));
    const at = await printed(`orientation${o}.jpg`);
    const rows: string[] = [];
    for (let y = 1; y < image.intrinsicHeight; y += 2) {
      let row = "";
      for (let x = 1; x < image.intrinsicWidth; x += 2) row += letter(at(x, y));
      rows.push(row);
    }
    assert.equal(rows.join(" / "), CHROMIUM[o - 1], `orientation ${o}`);
  }
});
