import assert from "node:assert/strict";
import { CollapsedMargin, NO_MARGIN } from "./margin_collapse.ts";

Deno.test("collapsed margins: largest positive plus most negative (§8.3.1)", () => {
  assert.equal(CollapsedMargin.of(20).with(10).value, 20);
  assert.equal(CollapsedMargin.of(20).with(-5).value, 15);
  assert.equal(CollapsedMargin.of(-20).with(-5).value, -20);
  assert.equal(NO_MARGIN.with(16).join(CollapsedMargin.of(-4).with(30)).value, 26);
});
