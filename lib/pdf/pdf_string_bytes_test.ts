import assert from "node:assert/strict";
import { PDFHexString, PDFString } from "pdf-lib";
import { pdfStringBytes } from "./pdf_string_bytes.ts";

Deno.test("pdfStringBytes: hex strings ignore white space", () => {
  assert.deepEqual(
    pdfStringBytes(PDFHexString.of("48 65\n6C\t6c 6F")),
    Uint8Array.of(72, 101, 108, 108, 111),
  );
});

Deno.test("pdfStringBytes: an odd hex digit count is padded with 0", () => {
  assert.deepEqual(pdfStringBytes(PDFHexString.of("ABC")), Uint8Array.of(0xab, 0xc0));
});

Deno.test("pdfStringBytes: literal escapes are decoded", () => {
  assert.deepEqual(
    pdfStringBytes(PDFString.of(String.raw`a\(b\)\\\n\101`)),
    new TextEncoder().encode("a(b)\\\nA"),
  );
});

Deno.test("pdfStringBytes: raw CR LF and CR in a literal string read as LF", () => {
  assert.deepEqual(pdfStringBytes(PDFString.of("a\r\nb\rc")), new TextEncoder().encode("a\nb\nc"));
});

Deno.test("pdfStringBytes: a backslash before CR LF continues the line", () => {
  assert.deepEqual(pdfStringBytes(PDFString.of("ab\\\r\ncd")), new TextEncoder().encode("abcd"));
});
