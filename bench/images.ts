/**
 * Images in `make bench`: fifty different 1-megapixel JPEG photos, one a page — render time,
 * peak memory and PDF size against the photos' own bytes (JPEGs are embedded as they are, so
 * the PDF should be little more than their sum) — and one PNG logo in the header of 200 pages
 * against the same pages with an empty box in its place: the logo is embedded once, so a page
 * may grow only by the few operators that draw it.
 *
 *     deno run -A bench/images.ts
 */
import jpeg from "jpeg-js";
import { renderPdf } from "../lib/mod.ts";
import { pdfImages } from "../tests/helpers/pdf_images.ts";
import { encodePng } from "../tests/visual/png.ts";
import { peakMemory } from "./process_peak.ts";
import { markdownTable } from "./service_load.ts";
import { median } from "./stats.ts";

const PHOTOS = 50;
/** 1000 × 1000: one megapixel. */
const PHOTO_SIDE = 1000;
const LOGO_PAGES = 200;
const RUNS = 3;

/** A photo-like picture: smooth colour ramps with grain, different for each `seed`. */
function photoJpeg(seed: number): Uint8Array {
  const data = new Uint8Array(PHOTO_SIDE * PHOTO_SIDE * 4);
  let state = (seed * 2654435761) >>> 0;
  for (let y = 0; y < PHOTO_SIDE; y++) {
    for (let x = 0; x < PHOTO_SIDE; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = (state >>> 24) % 32;
      const i = (y * PHOTO_SIDE + x) * 4;
      data[i] = (x / 4 + seed * 37 + grain) & 255;
      data[i + 1] = (y / 4 + seed * 11 + grain) & 255;
      data[i + 2] = ((x + y) / 8 + seed * 53) & 255;
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width: PHOTO_SIDE, height: PHOTO_SIDE }, 85).data;
}

/** A 240 × 60 two-colour logo. */
function logoPng(): Uint8Array {
  const width = 240, height = 60;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ink = (x % 40 < 24 && y > 10 && y < 50) || y > 54;
      data.set(ink ? [20, 60, 140] : [255, 255, 255], (y * width + x) * 3);
    }
  }
  return encodePng({ width, height, data });
}

const PAGE_CSS = "@page{size:A4;margin:10mm} body{font:12px Arial;margin:0}";

function photosHtml(): string {
  const images = Array.from(
    { length: PHOTOS },
    (_, i) => `<img src="photo${i}.jpg" style="display:block;width:100%;break-after:page">`,
  );
  return `<!DOCTYPE html><style>${PAGE_CSS}</style>${images.join("")}`;
}

/** 200 letter pages with the logo in each page's header, or an empty box of its size. */
function letterheadHtml(logo: boolean): string {
  const mark = logo
    ? `<img src="logo.png" width="240" height="60">`
    : `<div style="width:240px;height:60px"></div>`;
  const pages = Array.from(
    { length: LOGO_PAGES },
    (_, i) =>
      `<section style="break-after:page">${mark}<h2>Statement ${i + 1}</h2>` +
      `<p>Account ${10000 + i}: balance carried forward, payments received, charges.</p></section>`,
  );
  return `<!DOCTYPE html><style>${PAGE_CSS}</style>${pages.join("")}`;
}

/**
 * Distinct images in the PDF: pdfimages lists each use on each page, with the object number
 * of the image it draws (null without poppler-utils).
 */
async function distinctImages(pdf: Uint8Array): Promise<number | null> {
  try {
    const images = await pdfImages(pdf);
    return new Set(images.filter((i) => i.type === "image").map((i) => i.object)).size;
  } catch {
    return null;
  }
}

interface Measured {
  ms: number;
  peak: string;
  pdf: Uint8Array;
  images: number | null;
}

async function measure(dir: string, name: string, html: string): Promise<Measured> {
  const htmlPath = `${dir}/${name}.html`;
  await Deno.writeTextFile(htmlPath, html);
  const pdf = await renderPdf(html, { baseDir: dir });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await renderPdf(html, { baseDir: dir });
    times.push(performance.now() - start);
  }
  return {
    ms: median(times),
    peak: await peakMemory(htmlPath),
    pdf,
    images: await distinctImages(pdf),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function imageBench(): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "html2pdf-bench-images-" });
  try {
    let photoBytes = 0;
    for (let i = 0; i < PHOTOS; i++) {
      const bytes = photoJpeg(i);
      photoBytes += bytes.byteLength;
      await Deno.writeFile(`${dir}/photo${i}.jpg`, bytes);
    }
    const logo = logoPng();
    await Deno.writeFile(`${dir}/logo.png`, logo);

    const photos = await measure(dir, "photos", photosHtml());
    const withLogo = await measure(dir, "logo", letterheadHtml(true));
    const without = await measure(dir, "no-logo", letterheadHtml(false));
    const row = (name: string, pages: number, m: Measured, sources: string) => [
      name,
      String(pages),
      String(m.images ?? "n/a"),
      m.ms.toFixed(0),
      m.peak,
      kb(m.pdf.byteLength),
      sources,
    ];
    console.log(
      `\nImages (bench/images.ts): median of ${RUNS} renders after 1; ` +
        `peak MB: median (highest) of 3 fresh processes`,
    );
    console.log(markdownTable(
      ["document", "pages", "distinct images", "render ms", "peak MB", "PDF KB", "image files KB"],
      [
        row(`${PHOTOS} photos, 1 MP JPEG`, PHOTOS, photos, kb(photoBytes)),
        row(`logo on ${LOGO_PAGES} pages`, LOGO_PAGES, withLogo, kb(logo.byteLength)),
        row(`same ${LOGO_PAGES} pages, no logo`, LOGO_PAGES, without, "0"),
      ],
    ));
    const perPage = (withLogo.pdf.byteLength - without.pdf.byteLength - logo.byteLength) /
      LOGO_PAGES;
    console.log(
      `The logo adds ${perPage.toFixed(0)} bytes a page beyond its own ${logo.byteLength} bytes; ` +
        `the photos' PDF is ${(photos.pdf.byteLength / photoBytes).toFixed(3)}× their JPEG bytes.`,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) await imageBench();
