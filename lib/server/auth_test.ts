import assert from "node:assert/strict";
import { apiKeyVerifier } from "./auth.ts";

Deno.test("apiKeyVerifier accepts exactly the configured key", () => {
  const verify = apiKeyVerifier("s3cret-key");
  assert.equal(verify("s3cret-key"), true);
  assert.equal(verify("s3cret-kez"), false);
  assert.equal(verify("s3cret-key "), false);
  assert.equal(verify("s3cret"), false);
  assert.equal(verify(""), false);
  assert.equal(verify(null), false);
});

Deno.test("apiKeyVerifier compares non-ASCII keys by their UTF-8 bytes", () => {
  const verify = apiKeyVerifier("clé-ü");
  assert.equal(verify("clé-ü"), true);
  assert.equal(verify("cle-u"), false);
});
