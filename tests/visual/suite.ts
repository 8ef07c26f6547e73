/**
 * The visual regression run: every fixture rendered by html2pdf and scored against Chromium's
 * reference. Used by visual_test.ts and update_thresholds.ts.
 */
import { renderPdf } from "../../lib/mod.ts";
import { fixturePath, FIXTURES_DIR, referencePath } from "./fixtures.ts";
import { type DocumentScore, scorePdfs } from "./score.ts";

/** Fixtures in flight at once: the machines running the suite have about two cores. */
const CONCURRENCY = 2;

export interface FixtureResult {
  name: string;
  score: DocumentScore;
}

export interface SuiteOptions {
  /** Where candidate PDFs are written; they are scored from there. */
  workDir: string;
  /** Also write `<name>.diff.png` here (and keep `<name>.pdf`) for a human to look at. */
  diffDir?: string;
}

async function runFixture(name: string, options: SuiteOptions): Promise<FixtureResult> {
  const html = await Deno.readTextFile(fixturePath(name));
  const pdf = await renderPdf(html, { baseDir: FIXTURES_DIR });
  const candidate = `${options.diffDir ?? options.workDir}/${name}.pdf`;
  await Deno.writeFile(candidate, pdf);
  const diff = options.diffDir === undefined ? undefined : `${options.diffDir}/${name}.diff.png`;
  return { name, score: await scorePdfs(referencePath(name), candidate, { diff }) };
}

/** Renders and scores `names`, CONCURRENCY at a time; results in the order of `names`. */
export async function runSuite(names: string[], options: SuiteOptions): Promise<FixtureResult[]> {
  const results: FixtureResult[] = new Array(names.length);
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const index = next++;
      results[index] = await runFixture(names[index], options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, names.length) }, worker));
  return results;
}

/**
 * The threshold a fixture's current score earns: 0.02 below it, rounded down to hundredths,
 * so the suite passes now and catches regressions of more than about 0.02.
 */
export function thresholdFor(score: number): number {
  // The epsilon keeps e.g. 0.97 (0.96999… in binary) from rounding down to 0.96.
  return Math.max(0, Math.floor((score - 0.02) * 100 + 1e-9) / 100);
}
