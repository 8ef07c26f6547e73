/** The comparison page (/e2e) in Chromium: both sides, the overlays and the per-page figure. */
import assert from "node:assert/strict";
import {
  replaceEditorText,
  unexpectedErrors,
  WAIT_MS,
  waitForStats,
  withUiSession,
} from "./browser.ts";

const TWO_PAGES = `<!doctype html>
<style>
  @page { margin: 20mm; }
  h1 { color: #0b5cad; }
  .box { height: 300px; background: #334155; margin-top: 20px; }
  @media print { .screen-only { display: none; } }
  @media screen { .print-only { display: none; } }
</style>
<h1>Compared</h1>
<p class="screen-only">Only on screen.</p>
<p class="print-only">Only in print.</p>
<div class="box"></div>
<p style="break-before: page">Second page.</p>`;

/** The browser layer of the first page's overlay. */
const TOP = ".compare-row:first-child .stack canvas.top";

Deno.test("/e2e shows the browser and the PDF side by side, overlaid and scored", (t) =>
  withUiSession("e2e", {}, async ({ page, errors, screenshot, server }) => {
    await t.step("both sides of every page, with print media emulated", async () => {
      await page.goto(`${server.url}/e2e`);
      await waitForStats(page, "1 page ·");
      await replaceEditorText(page, TWO_PAGES);
      await waitForStats(page, "2 pages ·");
      const first = page.locator(".compare-row").first();
      await first.locator("iframe").waitFor({ timeout: WAIT_MS });
      await first.locator("canvas").waitFor();
      assert.equal(await page.locator(".compare-row").count(), 2);
      const frame = first.frameLocator("iframe");
      await frame.getByText("Only in print.").waitFor({ timeout: WAIT_MS });
      assert.equal(await frame.getByText("Only on screen.").isVisible(), false);
      assert.match(await first.locator(".figure").innerText(), /^ink agreement \d+%/);
      // The page area sits at the document's @page margins (20mm = 75.6px) on an A4 sheet.
      const paper = (await first.locator(".paper").boundingBox())!;
      const area = (await first.locator(".paper iframe").boundingBox())!;
      const zoom = paper.width / (210 / 25.4 * 96);
      assert.ok(Math.abs((area.x - paper.x) / zoom - 20 / 25.4 * 96) < 1, "left margin");
      assert.ok(Math.abs(area.width / zoom - 170 / 25.4 * 96) < 1, "page area width");
      await screenshot("01-side-by-side");
    });

    await t.step("onion skin lays the browser over the PDF with the chosen opacity", async () => {
      await page.getByLabel("Onion skin").check();
      const top = page.locator(TOP);
      await top.waitFor();
      await page.getByLabel("Browser opacity").fill("30");
      const opacity = await page.evaluate(
        `getComputedStyle(document.querySelector("${TOP}")).opacity`,
      );
      assert.equal(opacity, "0.3");
      await screenshot("02-onion-skin");
    });

    await t.step("difference blends the two layers", async () => {
      await page.getByLabel("Difference").check();
      const top = page.locator(TOP);
      await top.waitFor();
      assert.equal(
        await page.evaluate(`getComputedStyle(document.querySelector("${TOP}")).mixBlendMode`),
        "difference",
      );
      await screenshot("03-difference");
    });

    assert.deepEqual(unexpectedErrors(errors), []);
  }));
