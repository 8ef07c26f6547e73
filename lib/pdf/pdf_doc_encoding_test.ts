import assert from "node:assert/strict";
import { encodePdfDocEncoding } from "./pdf_doc_encoding.ts";

Deno.test("encodePdfDocEncoding: ASCII is encoded byte for byte", () => {
  assert.deepEqual(encodePdfDocEncoding("Secret 1!"), new TextEncoder().encode("Secret 1!"));
});

Deno.test("encodePdfDocEncoding: Latin-1 letters keep their Latin-1 byte", () => {
  assert.deepEqual(
    encodePdfDocEncoding("café ÿ"),
    Uint8Array.of(0x63, 0x61, 0x66, 0xe9, 0x20, 0xff),
  );
});

Deno.test("encodePdfDocEncoding: typographic characters use Table D.2's bytes", () => {
  assert.deepEqual(encodePdfDocEncoding("€•—Ł˘"), Uint8Array.of(0xa0, 0x80, 0x84, 0x95, 0x18));
});

Deno.test("encodePdfDocEncoding: the empty string gives no bytes", () => {
  assert.equal(encodePdfDocEncoding("").length, 0);
});

for (const text of ["☃", "日本", "a😀", "soft\u00adhyphen", "bell\u0007"]) {
  Deno.test(`encodePdfDocEncoding: rejects ${JSON.stringify(text)} naming the character`, () => {
    assert.throws(() => encodePdfDocEncoding(text), (error: unknown) => {
      assert.ok(error instanceof RangeError);
      assert.match(error.message, /U\+[0-9A-F]{4,5}/);
      return true;
    });
  });
}
