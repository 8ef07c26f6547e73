/**
 * The style stage against Chromium: for each document under documents/, every element's (and
 * ::before/::after/::marker's) computed value of every property in the engine's table, as
 * getComputedStyle prints it, must equal the reference Chromium recorded (record.ts), or be a
 * listed, explained exception (exceptions.json).
 */
import { type Difference, documentDifferences } from "./differences.ts";
import { DOCUMENTS } from "./documents.ts";
import { type Exception, exceptionFor, readExceptions } from "./exceptions.ts";

const exceptions = await readExceptions();
/** Exceptions that explained a difference, across documents. */
const used = new Set<Exception>();
/** Documents compared so far (all of them unless the run is filtered). */
const compared = new Set<string>();

function report(name: string, unexplained: Difference[]): string {
  const lines = [`${name}.html: ${unexplained.length} differences from Chromium`];
  for (const [property, list] of Map.groupBy(unexplained, (d) => d.property)) {
    lines.push(`  ${property} (${list.length})`);
    for (const d of list.slice(0, 8)) {
      lines.push(`    ${d.element}: ours ${d.ours} | Chromium ${d.chromium}`);
    }
    if (list.length > 8) lines.push(`    … ${list.length - 8} more`);
  }
  return lines.join("\n");
}

for (const { name } of DOCUMENTS) {
  Deno.test(`computed styles of ${name}.html match Chromium's`, async () => {
    const unexplained = (await documentDifferences(name)).filter((d) => {
      const exception = exceptionFor(exceptions, name, d);
      if (exception) used.add(exception);
      return exception === undefined;
    });
    compared.add(name);
    if (unexplained.length > 0) throw new Error(report(name, unexplained));
  });
}

Deno.test("every listed exception still explains a difference", () => {
  const checked = (e: Exception) =>
    e.document === "*" ? compared.size === DOCUMENTS.length : compared.has(e.document);
  const stale = exceptions.filter((e) => checked(e) && !used.has(e));
  if (stale.length > 0) {
    const lines = stale.map((e) => `  ${e.document} ${e.properties.join(", ")}: ${e.reason}`);
    throw new Error(
      `remove from tests/style/exceptions.json (no longer differs):\n${lines.join("\n")}`,
    );
  }
});
