import assert from "node:assert/strict";
import { LimitError } from "../../errors.ts";
import { layoutHtml } from "../testing.ts";

Deno.test("grid: spans that would need millions of slots are a limit error, not a crash", async () => {
  // 40 bytes of markup per cell: each spans 1,000 columns and every row below it.
  const row = "<tr><td colspan=1000 rowspan=1000>x</td><td colspan=1000 rowspan=1000>y</td></tr>";
  await assert.rejects(
    () => layoutHtml(`<table>${row.repeat(60)}</table>`),
    (error) =>
      error instanceof LimitError &&
      /grid of [\d,]+ rows by [\d,]+ columns .* the limit is 2,000,000\./.test(error.message),
  );
});

Deno.test("grid: a long table of many columns stays within the limit", async () => {
  const cells = "<td>1</td>".repeat(20);
  const root = await layoutHtml(`<table>${`<tr>${cells}</tr>`.repeat(2000)}</table>`);
  assert.ok(root.height > 2000 * 10, "all 2,000 rows laid out");
});
