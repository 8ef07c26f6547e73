import assert from "node:assert/strict";
import { PDFDict, PDFDocument, PDFName, type PDFRef } from "pdf-lib";
import { linkAnnotation, uriString } from "./links.ts";

Deno.test("uriString percent-encodes spaces and non-ASCII as UTF-8", () => {
  assert.equal(uriString("https://example.com/a b"), "https://example.com/a%20b");
  assert.equal(uriString("https://example.com/Zoë"), "https://example.com/Zo%C3%AB");
  assert.equal(uriString("https://example.com/😀"), "https://example.com/%F0%9F%98%80");
  assert.equal(uriString("https://example.com/f(x)"), "https://example.com/f(x)");
});

Deno.test("linkAnnotation writes a borderless link with a URI action", async () => {
  const doc = await PDFDocument.create();
  const ref = linkAnnotation(doc.context, " https://example.com/(a) ", [72, 700.5, 144, 720]);
  assert.ok(ref);
  const annot = doc.context.lookup(ref as PDFRef);
  assert.ok(annot instanceof PDFDict);
  assert.equal(
    annot.toString(),
    [
      "<<",
      "/Type /Annot",
      "/Subtype /Link",
      "/Rect [ 72 700.5 144 720 ]",
      "/Border [ 0 0 0 ]",
      "/F 4",
      "/A <<",
      "/Type /Action",
      "/S /URI",
      "/URI (https://example.com/\\(a\\))",
      ">>",
      ">>",
    ].join("\n"),
  );
});

Deno.test("linkAnnotation skips fragment, javascript: and empty links", async () => {
  const doc = await PDFDocument.create();
  for (const href of ["#section-2", "JavaScript:alert(1)", "  "]) {
    assert.equal(linkAnnotation(doc.context, href, [0, 0, 1, 1]), undefined, href);
  }
  assert.equal(
    doc.context.enumerateIndirectObjects().some(([, o]) =>
      o instanceof PDFDict && o.get(PDFName.of("Subtype")) === PDFName.of("Link")
    ),
    false,
  );
});
