import assert from "node:assert/strict";
import { rc4 } from "./rc4.ts";

const ascii = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

// Widely published RC4 test vectors (key, plaintext, ciphertext).
const vectors: [string, string, string][] = [
  ["Key", "Plaintext", "bbf316e8d940af0ad3"],
  ["Wiki", "pedia", "1021bf0420"],
  ["Secret", "Attack at dawn", "45a01f645fc35b383552544b9bf5"],
];

for (const [key, plaintext, ciphertext] of vectors) {
  Deno.test(`rc4: key "${key}" encrypts "${plaintext}" to the published ciphertext`, () => {
    assert.equal(hex(rc4(ascii(key), ascii(plaintext))), ciphertext);
  });
}

Deno.test("rc4: applying the cipher twice restores the plaintext", () => {
  const key = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
  const data = Uint8Array.from({ length: 1000 }, (_, i) => (i * 31) & 0xff);
  assert.deepEqual(rc4(key, rc4(key, data)), data);
});

Deno.test("rc4: rejects an empty key", () => {
  assert.throws(() => rc4(new Uint8Array(0), ascii("x")), RangeError);
});
