import assert from "node:assert/strict";
import { InputError, LimitError } from "../errors.ts";
import { describeError, errorResponse, HttpError } from "./errors.ts";
import { RenderTimeoutError, UnavailableError, WorkerCrashedError } from "./pool.ts";

Deno.test("typed failures map to their status codes", () => {
  const status = (error: unknown) => describeError(error, false).status;
  assert.equal(status(new HttpError(415, "x")), 415);
  assert.equal(status(new InputError("x")), 400);
  assert.equal(status(new LimitError("x")), 422);
  assert.equal(status(new UnavailableError("x")), 503);
  assert.equal(status(new RenderTimeoutError("x")), 504);
  assert.equal(status(new WorkerCrashedError("x")), 500);
  assert.equal(status(new TypeError("x")), 500);
  assert.equal(status("a string"), 500);
});

Deno.test("client errors carry the message as it is, and their headers", () => {
  const reply = describeError(
    new HttpError(401, "Missing key.", { "WWW-Authenticate": "ApiKey" }),
    true,
  );
  assert.deepEqual(reply.body, { error: "Missing key." });
  assert.equal(reply.headers["WWW-Authenticate"], "ApiKey");
  assert.deepEqual(describeError(new InputError("Bad field."), true).body, { error: "Bad field." });
  assert.equal(describeError(new UnavailableError("busy"), false).headers["Retry-After"], "1");
});

Deno.test("Production 500 bodies hold the message without stack or paths", () => {
  const error = new Error("glyph table broken\n    at secret (file:///app/lib/x.ts:1:1)");
  const body = describeError(error, false).body;
  assert.deepEqual(body, { error: "Internal error: glyph table broken" });
  assert.doesNotMatch(JSON.stringify(body), /file:|\.ts|at /);
});

Deno.test("Development 500 bodies add the stack trace as detail", () => {
  const error = new Error("glyph table broken");
  const body = describeError(error, true).body;
  assert.equal(body.error, "Internal error: glyph table broken");
  assert.equal(body.detail, error.stack);
  assert.match(body.detail ?? "", /errors_test\.ts/);
});

Deno.test("errorResponse is JSON", async () => {
  const response = errorResponse(new InputError("nope"), false);
  assert.equal(response.status, 400);
  assert.match(response.headers.get("Content-Type") ?? "", /^application\/json/);
  assert.deepEqual(await response.json(), { error: "nope" });
});
