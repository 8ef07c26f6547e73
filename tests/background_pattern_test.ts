/**
 * Repeated backgrounds end to end through the library API, read back with qpdf: a small tile
 * repeated over a whole page is one tiling pattern filled once, so the page's content stream
 * stays a few hundred bytes however many tiles it shows, as in Chromium's print.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { runToolOk } from "./helpers/subprocess.ts";
import { withPdfFile } from "./helpers/temp_dir.ts";

const fixtures = new URL("./visual/fixtures/", import.meta.url).pathname;

Deno.test("a 16px tile over an A4 page (some 3,500 tiles) is one pattern in a small content stream", async () => {
  const pdf = await renderPdf(
    `<!DOCTYPE html><style>@page { size: A4; margin: 0 } body { margin: 0; height: 1120px;
    background: url(bg_images/dot.png) 0 0 / 16px 16px }</style>`,
    { baseDir: fixtures },
  );
  const { contents, patterns } = await withPdfFile(pdf, async (path) => {
    const json = JSON.parse(await runToolOk("qpdf", ["--json", "--json-key=pages", path]));
    const [ref] = json.pages[0].contents as string[];
    const stream = await runToolOk("qpdf", [
      `--show-object=${ref.split(" ")[0]}`,
      "--filtered-stream-data",
      path,
    ]);
    const all = await runToolOk("qpdf", ["--qdf", "--object-streams=disable", path, "-"]);
    return { contents: stream, patterns: all.match(/\/PatternType 1\b/g)?.length ?? 0 };
  });
  assert.equal(patterns, 1);
  assert.match(contents, /\/Pattern cs \/Tp1 scn/);
  // One image draw per tile took 190 KB here.
  assert.ok(contents.length < 400, `${contents.length} bytes of content`);
});
