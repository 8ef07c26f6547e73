import assert from "node:assert/strict";
import {
  DEFAULT_ENCRYPT,
  DEFAULT_OPTIONS,
  encryptBody,
  normalizeOptions,
  renderBody,
  signBody,
} from "./render_request.ts";

Deno.test("a render body carries every option; empty texts are left to the service", () => {
  const options = {
    ...DEFAULT_OPTIONS,
    pageSize: "Letter" as const,
    landscape: true,
    footer: "{page}",
  };
  assert.deepEqual(renderBody("<p>x</p>", options), {
    html: "<p>x</p>",
    options: {
      pageSize: "Letter",
      landscape: true,
      margins: { top: 40, right: 40, bottom: 40, left: 40 },
      footer: "{page}",
    },
  });
});

Deno.test("an encrypt body has the spec's fields; no owner password lets the service pick one", () => {
  const body = encryptBody("<p>x</p>", DEFAULT_OPTIONS, { ...DEFAULT_ENCRYPT, userPassword: "u" });
  assert.deepEqual(body, {
    html: "<p>x</p>",
    userPassword: "u",
    allowPrinting: true,
    allowCopying: false,
    allowModifying: false,
    options: { pageSize: "A4", landscape: false, margins: DEFAULT_OPTIONS.margins },
  });
  const owned = encryptBody("x", DEFAULT_OPTIONS, { ...DEFAULT_ENCRYPT, ownerPassword: "o" });
  assert.equal(owned.ownerPassword, "o");
});

Deno.test("a sign body holds the PDF in base64 and the signer fields that were filled", () => {
  const pdf = new TextEncoder().encode("%PDF-1.7\n\xff");
  const body = signBody(pdf, { name: "Ada", reason: "", location: "Paris" });
  assert.deepEqual(body, { pdf: "JVBERi0xLjcKw78=", name: "Ada", location: "Paris" });
});

Deno.test("stored options keep what is valid and fall back to defaults for the rest", () => {
  assert.deepEqual(normalizeOptions(null), DEFAULT_OPTIONS);
  assert.deepEqual(
    normalizeOptions({
      pageSize: "A5",
      landscape: "yes",
      margins: { top: 10, right: -1, bottom: "5", left: 0 },
      title: "T",
      header: 3,
    }),
    {
      ...DEFAULT_OPTIONS,
      pageSize: "A5",
      margins: { top: 10, right: 40, bottom: 40, left: 0 },
      title: "T",
    },
  );
  assert.equal(normalizeOptions({ pageSize: "B5" }).pageSize, "A4");
});
