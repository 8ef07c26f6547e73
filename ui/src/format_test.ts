import assert from "node:assert/strict";
import { formatBytes, formatDuration, formatPages, formatPercent } from "./format.ts";

Deno.test("sizes, durations, page counts and percentages read as the status line shows them", () => {
  assert.equal(formatBytes(812), "812 B");
  assert.equal(formatBytes(25_088), "24.5 KB");
  assert.equal(formatBytes(1_258_291), "1.2 MB");
  assert.equal(formatDuration(119.6), "120 ms");
  assert.equal(formatDuration(1_450), "1.4 s");
  assert.equal(formatPages(1), "1 page");
  assert.equal(formatPages(3), "3 pages");
  assert.equal(formatPercent(0.936), "94%");
});
