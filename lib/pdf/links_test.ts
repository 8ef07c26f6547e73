import assert from "node:assert/strict";
import { PDFDict, PDFDocument } from "pdf-lib";
import { externalUri, linkAnnotation, uriString } from "./links.ts";

Deno.test("uriString percent-encodes spaces and non-ASCII as UTF-8", () => {
  assert.equal(uriString("https://example.com/a b"), "https://example.com/a%20b");
  assert.equal(uriString("https://example.com/Zoë"), "https://example.com/Zo%C3%AB");
  assert.equal(uriString("https://example.com/😀"), "https://example.com/%F0%9F%98%80");
  assert.equal(uriString("https://example.com/f(x)"), "https://example.com/f(x)");
});

Deno.test("externalUri: web, mail and phone links leave; fragments, javascript: and blanks do not", () => {
  assert.equal(externalUri(" https://example.com/a b "), "https://example.com/a%20b");
  assert.equal(externalUri("mailto:someone@example.com"), "mailto:someone@example.com");
  assert.equal(externalUri("tel:+44 20 7946 0000"), "tel:+44%2020%207946%200000");
  for (const href of ["#section-2", "#", "JavaScript:alert(1)", "  "]) {
    assert.equal(externalUri(href), null, href);
  }
});

Deno.test("linkAnnotation writes a borderless link with a URI action", async () => {
  const doc = await PDFDocument.create();
  const ref = linkAnnotation(doc.context, { uri: "https://example.com/(a)" }, [
    72,
    700.5,
    144,
    720,
  ]);
  const annot = doc.context.lookup(ref);
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

Deno.test("linkAnnotation writes a link to a place in the document as a /Dest", async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 800]);
  const destination = doc.context.obj([page.ref, "XYZ", 0, 700, null]);
  const ref = linkAnnotation(doc.context, { destination }, [10, 20, 30, 40]);
  const annot = doc.context.lookup(ref);
  assert.ok(annot instanceof PDFDict);
  assert.match(annot.toString(), /\/Dest \[ \d+ 0 R \/XYZ 0 700 null \]/);
  assert.doesNotMatch(annot.toString(), /\/A /);
});
