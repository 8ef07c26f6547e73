/**
 * Web fonts end to end: @font-face rules load through the render's resource
 * policy, their faces are embedded, and synthetic bold reaches the PDF. Font
 * files are made from the bundled fonts at test time.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { bundledFont, dataUrl, woffFromSfnt } from "../lib/text/testing_web_fonts.ts";
import { pageTexts, pdfFonts } from "./helpers/pdf_tools.ts";
import { runToolOk } from "./helpers/subprocess.ts";
import { withPdfFile, withTempDir } from "./helpers/temp_dir.ts";

/** Embedded font names without their subset tags. */
async function fontNames(pdf: Uint8Array): Promise<string[]> {
  return (await pdfFonts(pdf)).map((line) => line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, ""));
}

/** The page content streams, uncompressed by qpdf. */
async function contentStreams(pdf: Uint8Array): Promise<string> {
  return await withPdfFile(pdf, async (path) => {
    const out = path.replace(/\.pdf$/, ".qdf.pdf");
    await runToolOk("qpdf", ["--qdf", "--object-streams=disable", path, out]);
    return new TextDecoder("latin1").decode(await Deno.readFile(out));
  });
}

const DEJAVU_RULE = `@font-face { font-family: Brand; src: url(${
  dataUrl(bundledFont("DejaVuSans.ttf"))
}) format("truetype"); }`;

Deno.test("a data: URI web font is used for its family and embedded", async () => {
  const pdf = await renderPdf(
    `<style>${DEJAVU_RULE}</style><p style="font-family: Brand">Brand new text</p>` +
      `<p style="font-family: serif">Serif text</p>`,
  );
  const names = await fontNames(pdf);
  assert.ok(names.includes("DejaVuSans"), names.join(", "));
  assert.ok(names.includes("LiberationSerif"), names.join(", "));
  assert.match((await pageTexts(pdf))[0], /Brand new text/);
});

Deno.test("a WOFF file under the base directory loads; one outside it does not", async () => {
  await withTempDir(async (dir) => {
    await Deno.mkdir(`${dir}/fonts`);
    await Deno.writeFile(
      `${dir}/fonts/mono.woff`,
      woffFromSfnt(bundledFont("LiberationMono-Regular.ttf")),
    );
    const html = `<style>
      @font-face { font-family: Code; src: url(fonts/mono.woff) format("woff"); }
      @font-face { font-family: Away; src: url(/etc/hostname), url(../outside.ttf); }
    </style><p style="font-family: Code">code</p><p style="font-family: Away, serif">away</p>`;
    const names = await fontNames(await renderPdf(html, { baseDir: dir }));
    assert.deepEqual(names.sort(), ["LiberationMono", "LiberationSerif"]);
  });
});

Deno.test("bold from a regular-only web font is synthesized with a stroke", async () => {
  const pdf = await renderPdf(
    `<style>${DEJAVU_RULE}</style><p style="font-family: Brand; font-size: 48px">` +
      `plain <b>strong</b> <span style="font-weight: bold; font-synthesis-weight: none">flat</span></p>`,
  );
  // The bold text is DejaVu Sans (regular) drawn bold, not the installed DejaVu Sans Bold.
  assert.deepEqual(await fontNames(pdf), ["DejaVuSans"]);
  const content = await contentStreams(pdf);
  // One stroked run, with a 48px / 32 = 1.5px stroke.
  assert.equal(content.match(/^2 Tr$/gm)?.length, 1, content);
  assert.match(content, /^1\.5 w$/m);
  assert.match((await pageTexts(pdf))[0], /plain strong flat/);
});

Deno.test("header and footer templates can use the document's web fonts", async () => {
  const pdf = await renderPdf(`<style>${DEJAVU_RULE}</style><p>Body in the default serif.</p>`, {
    header: `<span style="font-family: Brand">Header {page}</span>`,
  });
  const names = await fontNames(pdf);
  assert.ok(names.includes("DejaVuSans"), names.join(", "));
  assert.match((await pageTexts(pdf))[0], /Header 1/);
});
