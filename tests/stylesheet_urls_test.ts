/**
 * url() in external stylesheets end to end: a sheet in css/ (linked, or imported by another)
 * names images relative to itself (CSS Values 4 §4.5.1), and they are found beside the
 * document; the document's own <style> stays document-relative.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { pdfImages } from "./helpers/pdf_images.ts";
import { withTempDir } from "./helpers/temp_dir.ts";

const logo = new URL("./visual/fixtures/bg_images/logo.png", import.meta.url);

/** Whether the page shows the logo (an image, with its alpha as a second one). */
async function showsLogo(files: Record<string, string>, body: string): Promise<boolean> {
  return await withTempDir(async (dir) => {
    await Deno.mkdir(`${dir}/css/parts`, { recursive: true });
    await Deno.mkdir(`${dir}/img`);
    await Deno.copyFile(logo, `${dir}/img/logo.png`);
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
    }
    const warnings: string[] = [];
    const pdf = await renderPdf(`<!DOCTYPE html>${body}<div class="logo"></div>`, {
      baseDir: dir,
      onWarning: (message) => warnings.push(message),
    });
    assert.deepEqual(warnings.filter((w) => !/logo/.test(w)), []);
    return (await pdfImages(pdf)).length > 0;
  });
}

const RULE = ".logo { width: 96px; height: 96px; background: url(../img/logo.png) }";

Deno.test("a linked sheet's url() resolves against the sheet's URL", async () => {
  const files = { "css/site.css": RULE };
  assert.ok(await showsLogo(files, `<link rel=stylesheet href=css/site.css>`));
});

Deno.test("an imported sheet's url() resolves against its own URL", async () => {
  const files = {
    "css/site.css": `@import "parts/logo.css";`,
    "css/parts/logo.css": RULE.replace("../img", "../../img"),
  };
  assert.ok(await showsLogo(files, `<link rel=stylesheet href=css/site.css>`));
});

Deno.test("<style> url()s stay document-relative", async () => {
  assert.ok(await showsLogo({}, `<style>${RULE.replace("../img", "img")}</style>`));
  assert.ok(!await showsLogo({}, `<style>${RULE}</style>`));
});
