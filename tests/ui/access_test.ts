/** The UI switched off (WEBUI_ENABLED=false) and behind an API key (AUTH_ENABLED), in Chromium. */
import assert from "node:assert/strict";
import { unexpectedErrors, WAIT_MS, waitForStats, withUiSession } from "./browser.ts";

const AUTH = { AUTH_ENABLED: "true", AUTH_API_KEY: "s3cret-key" };

Deno.test("with WEBUI_ENABLED=false both pages are 404 and the API still renders", () =>
  withUiSession(
    "webui-disabled",
    { WEBUI_ENABLED: "false" },
    async ({ page, screenshot, server }) => {
      for (const path of ["/", "/e2e", "/ui/dist/editor_page.js"]) {
        const response = await page.goto(`${server.url}${path}`);
        assert.equal(response?.status(), 404, path);
      }
      await screenshot("01-not-found");
      const status = await page.evaluate(`fetch("/api/render", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ html: "<p>API only</p>" }),
    }).then((r) => r.status)`);
      assert.equal(status, 200);
    },
  ));

Deno.test("with auth on, the UI asks for the key once and renders with it", () =>
  withUiSession("auth", AUTH, async ({ page, errors, screenshot, server }) => {
    await page.goto(`${server.url}/`);
    const dialog = page.getByRole("dialog", { name: "API key needed" });
    await dialog.waitFor({ timeout: WAIT_MS });
    await screenshot("01-key-prompt");

    await dialog.getByLabel("API key").fill("wrong-key");
    await dialog.getByRole("button", { name: "Use key" }).click();
    await dialog.getByText("refused").waitFor({ timeout: WAIT_MS });
    await screenshot("02-key-refused");

    await dialog.getByLabel("API key").fill("s3cret-key");
    await dialog.getByRole("button", { name: "Use key" }).click();
    await waitForStats(page, "1 page ·");
    assert.equal(await page.evaluate(`sessionStorage.getItem("html2pdf.apiKey")`), "s3cret-key");
    await screenshot("03-rendered-with-key");

    // The key lasts for the tab: the comparison page renders without asking again.
    await page.goto(`${server.url}/e2e`);
    await waitForStats(page, "1 page ·");
    assert.equal(await dialog.count(), 0);

    assert.deepEqual(unexpectedErrors(errors, [401]), []);
  }));

Deno.test("with auth on, cancelling the prompt says what is needed instead of a blank preview", () =>
  withUiSession("auth-cancelled", AUTH, async ({ page, errors, screenshot, server }) => {
    await page.goto(`${server.url}/`);
    const dialog = page.getByRole("dialog", { name: "API key needed" });
    await dialog.getByRole("button", { name: "Cancel" }).click({ timeout: WAIT_MS });
    const alert = page.getByRole("alert");
    await alert.filter({ hasText: "requires an API key" }).waitFor({ timeout: WAIT_MS });
    await screenshot("01-key-declined");
    await alert.getByRole("button", { name: "Enter API key" }).click();
    await dialog.getByLabel("API key").fill("s3cret-key");
    await dialog.getByRole("button", { name: "Use key" }).click();
    await waitForStats(page, "1 page ·");
    assert.deepEqual(unexpectedErrors(errors, [401]), []);
  }));
