/**
 * The editor page (/) in Chromium against a real server: live preview as the author types,
 * download, options, errors, encrypt and sign, the document kept across a reload.
 */
import assert from "node:assert/strict";
import {
  download,
  replaceEditorText,
  unexpectedErrors,
  waitForStats,
  withUiSession,
} from "./browser.ts";

const THREE_PAGES = `<!doctype html>
<title>Three pages</title>
<h1 style="color: teal">Typed in the editor</h1>
<p style="break-after: page">First page.</p>
<p style="break-after: page">Second page.</p>
<p>Third page.</p>`;

const PDF_MAGIC = "%PDF-";

function startsWithPdfMagic(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length)) === PDF_MAGIC;
}

Deno.test("the editor previews, downloads and applies options as the author works", (t) =>
  withUiSession("editor", {}, async ({ page, errors, screenshot, server }) => {
    await t.step("a first visit opens the invoice sample and previews it", async () => {
      await page.goto(`${server.url}/`);
      await waitForStats(page, "1 page ·");
      assert.match(
        await page.locator(".cm-content").innerText(),
        /<title>Invoice INV-2024-0042<\/title>/,
      );
      await page.locator("#pages canvas").first().waitFor();
      await screenshot("01-invoice-sample");
    });

    await t.step("typed HTML re-renders with its new page count", async () => {
      await replaceEditorText(page, THREE_PAGES);
      await waitForStats(page, "3 pages ·");
      assert.match(await page.locator("#stats").innerText(), /^3 pages · \d+ ms · [\d.]+ KB$/);
      assert.equal(await page.locator("#pages canvas").count(), 3);
      assert.equal(await page.getByRole("img", { name: "Page 3 of 3" }).count(), 1);
      await screenshot("02-typed-three-pages");
    });

    await t.step("Download saves the previewed PDF as document.pdf", async () => {
      const file = await download(
        page,
        () => page.getByRole("button", { name: "Download PDF" }).click(),
      );
      assert.equal(file.name, "document.pdf");
      assert.ok(startsWithPdfMagic(file.bytes), "the download is a PDF");
    });

    await t.step("landscape turns the pages sideways", async () => {
      const portrait = (await page.locator("#pages canvas").first().boundingBox())!;
      assert.ok(portrait.height > portrait.width, "A4 portrait is taller than wide");
      await page.getByLabel("Landscape").check();
      await page.waitForFunction(
        `(() => { const c = document.querySelector("#pages canvas");
          return c !== null && c.getBoundingClientRect().width > c.getBoundingClientRect().height; })()`,
        undefined,
        { timeout: 30_000 },
      );
      const landscape = (await page.locator("#pages canvas").first().boundingBox())!;
      // A4 is 297 × 210 mm on its side.
      assert.ok(Math.abs(landscape.width / landscape.height - 297 / 210) < 0.01);
      await screenshot("03-landscape");
    });

    await t.step(
      "a render error shows the service's message and keeps the last preview",
      async () => {
        await replaceEditorText(page, "");
        const notice = page.getByRole("alert");
        await notice.filter({ hasText: "The html field is required." }).waitFor({
          timeout: 30_000,
        });
        assert.match(await notice.innerText(), /last successful render/);
        assert.equal(await page.locator("#pages canvas").count(), 3);
        await screenshot("04-error-kept-preview");
        await page.keyboard.press("ControlOrMeta+Z");
        await notice.waitFor({ state: "hidden", timeout: 30_000 });
        await waitForStats(page, "3 pages ·");
      },
    );

    await t.step("encrypt and sign download PDFs from the side panel", async () => {
      await page.getByText("Encrypt", { exact: true }).click();
      await page.getByLabel("Password to open").fill("open-me");
      const encrypted = await download(
        page,
        () => page.getByRole("button", { name: "Download encrypted PDF" }).click(),
      );
      assert.equal(encrypted.name, "document-encrypted.pdf");
      assert.ok(startsWithPdfMagic(encrypted.bytes));
      assert.match(new TextDecoder("latin1").decode(encrypted.bytes), /\/Encrypt\b/);
      await page.getByText("Sign", { exact: true }).click();
      await page.getByLabel("Name").fill("Ada Lovelace");
      const signed = await download(
        page,
        () => page.getByRole("button", { name: "Download PDF to sign" }).click(),
      );
      assert.equal(signed.name, "document-signed.pdf");
      assert.match(new TextDecoder("latin1").decode(signed.bytes), /\/ByteRange\b/);
      await page.getByRole("status").filter({ hasText: "document-signed.pdf" }).waitFor();
      await screenshot("05-encrypt-and-sign");
    });

    await t.step(
      "the keyboard reaches everything: Tab leaves the editor, Escape closes a dialog",
      async () => {
        await page.locator(".cm-content").click();
        await page.keyboard.press("Tab");
        assert.equal(
          await page.evaluate(`document.activeElement.closest(".cm-editor") === null`),
          true,
        );
        await page.getByRole("button", { name: "API key…" }).focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "API key needed" });
        await dialog.waitFor();
        assert.equal(await page.evaluate(`document.activeElement.id`), "api-key-input");
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
      },
    );

    await t.step("the document and options survive a reload", async () => {
      await page.reload();
      await waitForStats(page, "3 pages ·");
      assert.match(await page.locator(".cm-content").innerText(), /Typed in the editor/);
      assert.equal(await page.getByLabel("Landscape").isChecked(), true);
    });

    await t.step(
      "a sample from the list replaces the document in one undoable change",
      async () => {
        const select = page.locator("#sample");
        await select.selectOption("letter");
        const editorText = page.locator(".cm-content");
        await editorText.filter({ hasText: "<title>Letter to Dr. Okafor</title>" }).waitFor();
        assert.equal(await select.inputValue(), "", "the list returns to its prompt");
        await editorText.click();
        await page.keyboard.press("ControlOrMeta+Z");
        await editorText.filter({ hasText: "Typed in the editor" }).waitFor();
        await waitForStats(page, "3 pages ·");
      },
    );

    assert.deepEqual(unexpectedErrors(errors, [400]), []);
  }));
