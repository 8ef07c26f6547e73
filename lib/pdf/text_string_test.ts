import assert from "node:assert/strict";
import { pdfTextString } from "./text_string.ts";

Deno.test("printable ASCII becomes a literal string with \\, ( and ) escaped", () => {
  assert.equal(pdfTextString("Berlin").toString(), "(Berlin)");
  assert.equal(pdfTextString("a (b) \\ c").toString(), "(a \\(b\\) \\\\ c)");
  assert.equal(pdfTextString("").toString(), "()");
});

Deno.test("other text becomes UTF-16BE with byte order mark", () => {
  assert.equal(pdfTextString("Zoë").toString().toUpperCase(), "<FEFF005A006F00EB>");
  // Outside the BMP: a surrogate pair (U+1F58B LOWER LEFT FOUNTAIN PEN).
  assert.equal(pdfTextString("\u{1F58B}").toString().toUpperCase(), "<FEFFD83DDD8B>");
  // A newline is ASCII but not printable; UTF-16 keeps it without escaping rules.
  assert.equal(pdfTextString("a\nb").toString().toUpperCase(), "<FEFF0061000A0062>");
});
