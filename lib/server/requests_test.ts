import assert from "node:assert/strict";
import { InputError } from "../errors.ts";
import { encryptJob, renderJob, signJob } from "./requests.ts";

function rejects(make: () => unknown, message: string) {
  assert.throws(make, (e) => {
    assert.ok(e instanceof InputError);
    assert.equal(e.message, message);
    return true;
  });
}

Deno.test("render requires html as a non-blank string in an object body", () => {
  for (
    const body of [undefined, null, [], 42, "html", {}, { html: null }, { html: "" }, {
      html: " \n",
    }]
  ) {
    rejects(() => renderJob(body), "The html field is required.");
  }
  rejects(() => renderJob({ html: 5 }), "The html field must be a string.");
  rejects(() => renderJob({ html: ["<p>"] }), "The html field must be a string.");
});

Deno.test("render options are validated, naming the field", () => {
  rejects(
    () => renderJob({ html: "x", options: { pageSize: "B5" } }),
    "Invalid value for options.pageSize: expected one of A3, A4, A5, Letter, Legal.",
  );
  assert.throws(
    () => renderJob({ html: "x", options: { margins: { left: "1" } } }),
    /options\.margins\.left/,
  );
  assert.throws(
    () => renderJob({ html: "x", options: { landscape: "yes" } }),
    /options\.landscape/,
  );
  assert.throws(() => renderJob({ html: "x", options: [] }), /options/);
});

Deno.test("a request may turn bookmarks off and set the creation date (extensions)", () => {
  const job = renderJob({
    html: "x",
    options: { bookmarks: false, creationDate: "2024-05-01T12:00:00Z" },
  });
  assert.ok(job.kind === "render");
  assert.equal(job.options.bookmarks, false);
  assert.deepEqual(job.options.creationDate, new Date("2024-05-01T12:00:00Z"));
  const defaults = renderJob({ html: "x" });
  assert.ok(defaults.kind === "render");
  assert.equal(defaults.options.bookmarks, true);
  assert.equal(defaults.options.creationDate, null);
  rejects(
    () => renderJob({ html: "x", options: { bookmarks: "no" } }),
    "Invalid value for options.bookmarks: expected true or false.",
  );
  assert.throws(
    () => renderJob({ html: "x", options: { creationDate: "May 1st" } }),
    /options\.creationDate: expected an ISO 8601 date-time/,
  );
});

Deno.test("a request can neither reach files nor the network", () => {
  const job = renderJob({
    html: "<p>x</p>",
    options: { pageSize: "letter", baseDir: "/etc", allowNetwork: true, title: "T" },
  });
  assert.equal(job.kind, "render");
  if (job.kind !== "render") return;
  assert.equal(job.options.baseDir, null);
  assert.equal(job.options.allowNetwork, false);
  assert.equal(job.options.pageSize, "Letter");
  assert.equal(job.options.title, "T");
});

Deno.test("encrypt takes typed password and permission fields, all optional", () => {
  const job = encryptJob({
    html: "x",
    userPassword: "",
    ownerPassword: "owner",
    allowPrinting: false,
    options: { landscape: true },
  });
  assert.equal(job.kind, "encrypt");
  if (job.kind !== "encrypt") return;
  assert.deepEqual(job.encryption, {
    userPassword: "",
    ownerPassword: "owner",
    allowPrinting: false,
    allowCopying: undefined,
    allowModifying: undefined,
  });
  assert.equal(job.options.landscape, true);
  rejects(() => encryptJob({}), "The html field is required.");
  rejects(
    () => encryptJob({ html: "x", userPassword: 1 }),
    "The userPassword field must be a string.",
  );
  rejects(
    () => encryptJob({ html: "x", ownerPassword: {} }),
    "The ownerPassword field must be a string.",
  );
  rejects(
    () => encryptJob({ html: "x", allowCopying: "true" }),
    "The allowCopying field must be true or false.",
  );
  rejects(
    () => encryptJob({ html: "x", allowModifying: 1 }),
    "The allowModifying field must be true or false.",
  );
  rejects(
    () => encryptJob({ html: "x", allowPrinting: "no" }),
    "The allowPrinting field must be true or false.",
  );
});

Deno.test("sign decodes the base64 PDF and takes optional signer fields", () => {
  const job = signJob({ pdf: "JVBERi0x\nLjc=", name: "Ann", reason: "ok" });
  assert.equal(job.kind, "sign");
  if (job.kind !== "sign") return;
  assert.equal(new TextDecoder().decode(job.pdf), "%PDF-1.7");
  assert.deepEqual(job.signature, { name: "Ann", reason: "ok", location: undefined });
  for (const body of [undefined, [], {}, { pdf: null }, { pdf: "" }]) {
    rejects(() => signJob(body), "The pdf field is required.");
  }
  rejects(() => signJob({ pdf: 12 }), "The pdf field must be a string.");
  rejects(() => signJob({ pdf: "not base64!" }), "The pdf field is not valid base64.");
  rejects(
    () => signJob({ pdf: "JVBERi0x", location: false }),
    "The location field must be a string.",
  );
});
