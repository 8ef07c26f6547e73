/**
 * Visual regression suite: each fixture in fixtures/ rendered by html2pdf must score at least
 * its threshold (thresholds.json) against headless Chromium's print of it (references/), with
 * the visual score of score.ts. Set VISUAL_DIFF_DIR to keep each candidate PDF and diff image,
 * VISUAL_FIXTURES=a,b to score only those fixtures.
 */
import assert from "node:assert/strict";
import { withTempDir } from "../helpers/temp_dir.ts";
import { checkNames, fixtureNames, readThresholds, referencePath } from "./fixtures.ts";
import { type FixtureResult, runSuite } from "./suite.ts";

function table(results: FixtureResult[], thresholds: Record<string, number>): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = [`${"fixture".padEnd(width)}  score  threshold  result`];
  for (const { name, score } of [...results].sort((a, b) => a.score.score - b.score.score)) {
    const pass = score.score >= thresholds[name];
    const pages = score.referencePages === score.candidatePages
      ? ""
      : `  (pages: Chromium ${score.referencePages}, html2pdf ${score.candidatePages})`;
    lines.push(
      `${name.padEnd(width)}  ${score.score.toFixed(3)}  ${
        thresholds[name].toFixed(2).padStart(9)
      }` +
        `  ${pass ? "pass" : "FAIL"}${pages}`,
    );
  }
  const mean = results.reduce((sum, r) => sum + r.score.score, 0) / results.length;
  lines.push(`${results.length} fixtures, mean score ${mean.toFixed(3)}`);
  return lines.join("\n");
}

Deno.test("every fixture has a Chromium reference and a threshold, and nothing else does", async () => {
  const names = await fixtureNames();
  assert.ok(names.length >= 40, `only ${names.length} fixtures`);
  for (const name of names) {
    const info = await Deno.stat(referencePath(name)).catch(() => null);
    assert.ok(info?.isFile, `${name}: no reference; run tests/visual/regenerate.ts ${name}`);
  }
  assert.deepEqual(Object.keys(await readThresholds()).sort(), names);
});

/** VISUAL_FIXTURES=a,b scores just those fixtures (while working on them); unset, every one. */
async function selectedNames(): Promise<string[]> {
  const only = Deno.env.get("VISUAL_FIXTURES")?.split(",").map((name) => name.trim()).filter(
    Boolean,
  );
  if (!only?.length) return await fixtureNames();
  await checkNames(only);
  return only;
}

Deno.test("html2pdf's renders of the fixtures score at least their thresholds", async () => {
  const [names, thresholds] = await Promise.all([selectedNames(), readThresholds()]);
  const diffDir = Deno.env.get("VISUAL_DIFF_DIR");
  if (diffDir) await Deno.mkdir(diffDir, { recursive: true });
  const results = await withTempDir((workDir) => runSuite(names, { workDir, diffDir }));
  console.log(table(results, thresholds));
  const failures = results.filter((r) => !(r.score.score >= thresholds[r.name]));
  assert.deepEqual(
    failures.map((r) => `${r.name}: ${r.score.score.toFixed(3)} < ${thresholds[r.name]}`),
    [],
    "fixtures below their threshold (VISUAL_DIFF_DIR=dir keeps the diff images)",
  );
});
