import assert from "node:assert/strict";
import { BodyAdmission } from "./body_admission.ts";

const MB = 1024 * 1024;

Deno.test("bodies are let in while they fit, and room comes back as answers are made", () => {
  const admission = new BodyAdmission(16 * MB);
  const first = admission.admit(10 * MB)!;
  assert.ok(admission.admit(6 * MB));
  assert.equal(admission.admit(1), null, "16 MB held: one more byte does not fit");
  first();
  first();
  assert.equal(admission.heldBytes, 6 * MB, "giving back twice counts once");
  assert.ok(admission.admit(10 * MB));
});

Deno.test("one body larger than the bound is let in when it is alone", () => {
  const admission = new BodyAdmission(4 * MB);
  const alone = admission.admit(10 * MB)!;
  assert.equal(admission.heldBytes, 10 * MB);
  assert.equal(admission.admit(1024), null);
  alone();
  assert.equal(admission.heldBytes, 0);
  assert.ok(admission.admit(1024));
});

Deno.test("without a bound every body is let in", () => {
  const admission = new BodyAdmission(null);
  for (let i = 0; i < 100; i++) assert.ok(admission.admit(10 * MB));
  assert.equal(admission.heldBytes, 1000 * MB);
});
