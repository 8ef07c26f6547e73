/**
 * The HTTP API through a real listening server (service-interface spec, "Endpoints",
 * "Errors"): status codes, headers and bodies as a client sees them, and the PDFs
 * checked with qpdf and poppler. One server serves every step.
 */
import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { DEFAULT_MAX_PAGES } from "../../lib/mod.ts";
import {
  decrypt,
  pageSizePt,
  pageTexts,
  pdfFonts,
  pdfInfo,
  qpdfCheck,
  showEncryption,
} from "../helpers/pdf_tools.ts";
import { startServer } from "../helpers/server.ts";
import { makeIdentity, pdfsig, signWithSignpdf } from "../helpers/signing.ts";
import { withTempDir } from "../helpers/temp_dir.ts";

const JSON_HEADERS = { "Content-Type": "application/json" };
const A4_PT = [595.28, 841.89];
const LETTER_PT = [612, 792];

function post(url: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) {
  return fetch(url, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function pdfOf(response: Response): Promise<Uint8Array> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  assert.equal(response.status, 200, new TextDecoder().decode(bytes.subarray(0, 300)));
  return bytes;
}

async function assertError(response: Response, status: number, error: string | RegExp) {
  assert.equal(response.status, status);
  assert.match(response.headers.get("Content-Type") ?? "", /^application\/json/);
  const body = await response.json();
  assert.deepEqual(Object.keys(body), ["error"]);
  if (typeof error === "string") assert.equal(body.error, error);
  else assert.match(body.error, error);
}

function assertSize(actual: [number, number], expected: number[]) {
  assert.ok(
    Math.abs(actual[0] - expected[0]) < 0.01 && Math.abs(actual[1] - expected[1]) < 0.01,
    `page size ${actual.join(" x ")} pt, expected ${expected.join(" x ")} pt`,
  );
}

/** Two pages' worth of paragraphs, forced apart by a page break. */
const TWO_PAGES = `<!doctype html><html><body>
  <p>First page body.</p>
  <div style="break-before: page"><p>Second page body.</p></div>
</body></html>`;

Deno.test("HTTP API", async (t) => {
  const server = await startServer({ RENDER_WORKERS: "2" });
  const api = (path: string) => `${server.url}${path}`;
  try {
    await t.step("GET /health: Healthy and the deno.json version; HEAD too", async () => {
      const response = await fetch(api("/health"));
      assert.equal(response.status, 200);
      assert.match(response.headers.get("Content-Type") ?? "", /^application\/json/);
      assert.deepEqual(await response.json(), { status: "Healthy", version: denoJson.version });
      const head = await fetch(api("/health"), { method: "HEAD" });
      assert.equal(head.status, 200);
      assert.equal(await head.text(), "");
    });

    await t.step("render: PDF headers and a sound A4 document with the title", async () => {
      const response = await post(api("/api/render"), {
        html: "<h1>Hello</h1><p>World</p>",
        options: { title: "Greeting" },
      });
      assert.equal(response.headers.get("Content-Type"), "application/pdf");
      assert.equal(response.headers.get("Content-Disposition"), 'inline; filename="document.pdf"');
      const pdf = await pdfOf(response);
      assert.equal(response.headers.get("Content-Length"), String(pdf.byteLength));
      assert.equal(new TextDecoder().decode(pdf.subarray(0, 5)), "%PDF-");
      const check = await qpdfCheck(pdf);
      assert.equal(check.code, 0, check.stdout + check.stderr);
      assertSize(await pageSizePt(pdf), A4_PT);
      assert.equal((await pdfInfo(pdf)).Title, "Greeting");
      assert.match((await pageTexts(pdf)).join(""), /Hello[\s\S]*World/);
      // Real text: the default serif face is embedded as a subset with a ToUnicode map.
      const fonts = await pdfFonts(pdf);
      assert.ok(fonts.length >= 1);
      for (const line of fonts) {
        assert.match(
          line,
          /^[A-Z]{6}\+Liberation\S+\s+CID TrueType\s+Identity-H\s+yes yes yes/,
          line,
        );
      }
    });

    await t.step("render: Letter, and landscape swaps the sides", async () => {
      const letter = await pdfOf(
        await post(api("/api/render"), { html: "<p>x</p>", options: { pageSize: "Letter" } }),
      );
      assertSize(await pageSizePt(letter), LETTER_PT);
      const landscape = await pdfOf(
        await post(api("/api/render"), {
          html: "<p>x</p>",
          options: { pageSize: "A4", landscape: true, margins: { top: 0, left: 10 } },
        }),
      );
      assertSize(await pageSizePt(landscape), [A4_PT[1], A4_PT[0]]);
    });

    await t.step("render: header and footer replace {page} and {pages}", async () => {
      const pdf = await pdfOf(
        await post(api("/api/render"), {
          html: TWO_PAGES,
          options: { header: "Report {page}", footer: "Page {page} of {pages}" },
        }),
      );
      const pages = await pageTexts(pdf);
      assert.equal(pages.length, 2);
      pages.forEach((text, i) => {
        assert.match(text, new RegExp(`Report ${i + 1}\\b`));
        assert.match(text, new RegExp(`Page ${i + 1} of 2`));
      });
    });

    await t.step("render: 400 for a missing, mistyped or malformed body", async () => {
      const render = api("/api/render");
      const required = "The html field is required.";
      await assertError(await post(render, {}), 400, required);
      await assertError(await post(render, { options: {} }), 400, required);
      await assertError(await post(render, { html: null }), 400, required);
      await assertError(await post(render, ""), 400, required);
      await assertError(await post(render, "[]"), 400, required);
      await assertError(await post(render, "42"), 400, required);
      await assertError(await post(render, "null"), 400, required);
      await assertError(await post(render, { html: 42 }), 400, "The html field must be a string.");
      await assertError(await post(render, '{"html": "<p>'), 400, /^Malformed JSON body: .+/);
      await assertError(
        await post(render, { html: "x", options: { pageSize: "B5" } }),
        400,
        /options\.pageSize/,
      );
      await assertError(
        await post(render, { html: "x", options: { margins: { top: -1 } } }),
        400,
        /options\.margins\.top/,
      );
      await assertError(
        await post(render, { html: "x", options: { margins: { left: "40px" } } }),
        400,
        /options\.margins\.left/,
      );
      await assertError(
        await post(render, { html: "x", options: { landscape: "yes" } }),
        400,
        /options\.landscape/,
      );
      await assertError(await post(render, { html: "x", options: [] }), 400, /options/);
    });

    await t.step("render: a document over the page limit is 422", async () => {
      const html = '<div style="break-after: page">x</div>'.repeat(DEFAULT_MAX_PAGES + 1);
      await assertError(
        await post(api("/api/render"), { html }),
        422,
        new RegExp(`limit is ${DEFAULT_MAX_PAGES}`),
      );
    });

    await t.step("404 unknown path, 405 with Allow, 415 non-JSON", async () => {
      await assertError(await fetch(api("/x")), 404, "Not found: /x");
      const wrongMethod = await fetch(api("/api/render"));
      assert.equal(wrongMethod.headers.get("Allow"), "POST");
      await assertError(wrongMethod, 405, /GET/);
      const deleteHealth = await fetch(api("/health"), { method: "DELETE" });
      assert.equal(deleteHealth.headers.get("Allow"), "GET, HEAD");
      await assertError(deleteHealth, 405, /DELETE/);
      await assertError(
        await post(api("/api/render"), '{"html":"x"}', { "Content-Type": "text/plain" }),
        415,
        /text\/plain/,
      );
      await assertError(
        await post(api("/api/render"), "html=x", {
          "Content-Type": "application/x-www-form-urlencoded",
        }),
        415,
        /application\/json/,
      );
      const charset = await post(api("/api/render"), { html: "<p>x</p>" }, {
        "Content-Type": "application/json; charset=utf-8",
      });
      await pdfOf(charset);
    });

    await t.step("the UI is served as HTML", async () => {
      for (const path of ["/", "/e2e"]) {
        const response = await fetch(api(path));
        assert.equal(response.status, 200);
        assert.match(response.headers.get("Content-Type") ?? "", /^text\/html/);
        assert.match(await response.text(), /<script type="module" src="\/ui\/dist\/\w+\.js">/);
      }
    });

    await t.step("encrypt: RC4 128-bit (R3); the user password opens it", async () => {
      const response = await post(api("/api/encrypt"), {
        html: "<p>Secret words</p>",
        userPassword: "open-me",
        ownerPassword: "owner-pw",
        allowPrinting: true,
        allowCopying: false,
        allowModifying: false,
        options: { pageSize: "Letter" },
      });
      assert.equal(response.headers.get("Content-Type"), "application/pdf");
      assert.equal(response.headers.get("Content-Disposition"), 'inline; filename="document.pdf"');
      const pdf = await pdfOf(response);
      const encryption = await showEncryption(pdf, "open-me");
      // Revision 3 of the standard security handler is RC4 only (PDF 32000-1 §7.6.3.2);
      // a 32-hex-digit file key is 128 bits.
      assert.match(encryption, /^R = 3$/m);
      assert.match(encryption, /^Encryption key = [0-9a-f]{32}$/m);
      assert.match(encryption, /print low resolution: allowed/);
      assert.match(encryption, /modify other: not allowed/);
      assert.match(encryption, /extract for any purpose: not allowed/);
      assert.notEqual((await qpdfCheck(pdf, "wrong")).code, 0, "a wrong password fails");
      const plain = await decrypt(pdf, "open-me");
      assert.match((await pageTexts(plain)).join(""), /Secret words/);
      assertSize(await pageSizePt(plain), LETTER_PT);
    });

    await t.step("encrypt: defaults, and 400 for mistyped fields", async () => {
      const pdf = await pdfOf(await post(api("/api/encrypt"), { html: "<p>x</p>" }));
      assert.match(await showEncryption(pdf, ""), /R = 3/);
      const encrypt = api("/api/encrypt");
      await assertError(await post(encrypt, {}), 400, "The html field is required.");
      await assertError(
        await post(encrypt, { html: "x", userPassword: 1 }),
        400,
        "The userPassword field must be a string.",
      );
      await assertError(
        await post(encrypt, { html: "x", allowCopying: "no" }),
        400,
        "The allowCopying field must be true or false.",
      );
    });

    await t.step("sign: a detached PKCS#7 placeholder; bad input is 400", async () => {
      const source = await pdfOf(await post(api("/api/render"), { html: "<p>Sign me</p>" }));
      const response = await post(api("/api/sign"), {
        pdf: source.toBase64(),
        name: "Ann Signer",
        reason: "Approval",
        location: "Berlin",
      });
      assert.equal(response.headers.get("Content-Type"), "application/pdf");
      const signed = new TextDecoder("latin1").decode(await pdfOf(response));
      assert.match(signed, /\/SubFilter\s*\/adbe\.pkcs7\.detached/);
      assert.match(signed, /\/ByteRange\s*\[/);
      assert.match(signed, /\/Reason\s*\(Approval\)/);

      const sign = api("/api/sign");
      await assertError(await post(sign, {}), 400, "The pdf field is required.");
      await assertError(await post(sign, { pdf: "" }), 400, "The pdf field is required.");
      await assertError(
        await post(sign, { pdf: "%%% not base64 %%%" }),
        400,
        "The pdf field is not valid base64.",
      );
      const notPdf = new TextEncoder().encode("just some text, no PDF").toBase64();
      await assertError(await post(sign, { pdf: notPdf }), 400, /PDF/);
    });

    await t.step("sign: @signpdf signs the placeholder and pdfsig validates it", async () => {
      const source = await pdfOf(await post(api("/api/render"), { html: "<p>Contract</p>" }));
      const prepared = await pdfOf(
        await post(api("/api/sign"), { pdf: source.toBase64(), name: "Ann Signer" }),
      );
      await withTempDir(async (dir) => {
        const file = `${dir}/signed.pdf`;
        await Deno.writeFile(file, await signWithSignpdf(prepared, await makeIdentity(dir)));
        const report = await pdfsig(file);
        assert.match(report, /Signature Type: adbe\.pkcs7\.detached/);
        assert.match(report, /Total document signed/);
        assert.match(report, /Signature Validation: Signature is Valid\./);
      });
    });
  } finally {
    const status = await server.stop();
    assert.equal(status.code, 0, `graceful stop exits 0\n${server.log()}`);
  }
  assert.match(server.log(), /^POST \/api\/render 200 \d+ms$/m, "one log line per request");
});
