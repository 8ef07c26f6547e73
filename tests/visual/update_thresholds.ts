/**
 * Raises the visual suite's thresholds to what html2pdf scores now (the score minus 0.02,
 * rounded down to hundredths), and adds thresholds for new fixtures. Never lowers one unless
 * asked, so a regression cannot slip in with an improvement.
 *
 *   deno run -A tests/visual/update_thresholds.ts [--allow-lower] [NAME …]
 */
import { withTempDir } from "../helpers/temp_dir.ts";
import { checkNames, fixtureNames, readThresholds, THRESHOLDS_FILE } from "./fixtures.ts";
import { runSuite, thresholdFor } from "./suite.ts";

async function main(args: string[]): Promise<void> {
  const allowLower = args.includes("--allow-lower");
  const named = args.filter((arg) => arg !== "--allow-lower");
  await checkNames(named);
  const all = await fixtureNames();
  const old = await readThresholds().catch(() => ({} as Record<string, number>));
  const results = await withTempDir((workDir) =>
    runSuite(named.length > 0 ? named : all, { workDir })
  );
  const updated: Record<string, number> = {};
  for (const name of all) if (name in old) updated[name] = old[name];
  for (const { name, score } of results) {
    const proposed = thresholdFor(score.score);
    const current = old[name];
    if (current === undefined || proposed > current || allowLower) updated[name] = proposed;
    if (updated[name] !== current) {
      console.log(
        `${name}: ${current ?? "none"} → ${updated[name]} (score ${score.score.toFixed(3)})`,
      );
    }
  }
  await Deno.writeTextFile(THRESHOLDS_FILE, JSON.stringify(updated, null, 2) + "\n");
}

if (import.meta.main) await main(Deno.args);
