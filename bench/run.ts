/**
 * `make bench`: for a one-page invoice, a one-page letter, a 20-page text document, a
 * 50-page article and a 10,000-row table: the median render time in-process and through
 * the HTTP service on loopback, the peak memory of rendering it in a fresh process (the
 * median and the highest of three processes), and — when Debian's chromium is installed —
 * headless Chromium printing the same file, the baseline measured in the same run. Then the
 * service under sustained load and overload, for 1 and 2 render workers (service_load.ts).
 */
import { renderPdf } from "../lib/mod.ts";
import { chromiumAvailable, printToPdf } from "../tests/helpers/chromium.ts";
import { startServer } from "../tests/helpers/server.ts";
import {
  catalogueDocument,
  corpusFile,
  flexListDocument,
  tableDocument,
  textDocument,
} from "./corpus.ts";
import { markdownTable, printServiceLoad, serviceLoad } from "./service_load.ts";
import { styleSpeed } from "./style_speed.ts";
import { imageBench } from "./images.ts";
import { PEAK_SAMPLES, peakMemory } from "./process_peak.ts";
import { median } from "./stats.ts";

const ITERATIONS = Number(Deno.env.get("BENCH_ITERATIONS") ?? 15);
const WARMUP = 3;

async function timeIt(
  iterations: number,
  fn: () => Promise<unknown>,
  warmup = WARMUP,
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const docs = [
  { name: "invoice", html: await corpusFile("invoice.html") },
  { name: "letter", html: await corpusFile("letter.html") },
  { name: "text", html: textDocument(20) },
  { name: "article", html: textDocument(50) },
  // Seconds per render: 3 runs after 1 warm-up keep `make bench` within minutes.
  { name: "table 10k rows", html: tableDocument(10_000), runs: 3 },
  // Flex and grid layout against the same content as blocks, and at 10× the items (linear
  // growth).
  { name: "flex catalogue 200", html: catalogueDocument(200) },
  { name: "grid catalogue 200", html: catalogueDocument(200, "grid") },
  { name: "block catalogue 200", html: catalogueDocument(200, "block") },
  { name: "flex catalogue 2000", html: catalogueDocument(2000), runs: 3 },
  { name: "grid catalogue 2000", html: catalogueDocument(2000, "grid"), runs: 3 },
  { name: "flex list 2k rows", html: flexListDocument(2000) },
  { name: "block list 2k rows", html: flexListDocument(2000, false) },
  { name: "flex list 20k rows", html: flexListDocument(20_000), runs: 3 },
];

const rows: string[][] = [];
const server = await startServer();
const chromium = await chromiumAvailable();
const work = await Deno.makeTempDir();
try {
  for (const doc of docs) {
    const pdf = await renderPdf(doc.html);
    const pages =
      (new TextDecoder("latin1").decode(pdf).match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    const runs = Math.min(doc.runs ?? ITERATIONS, ITERATIONS);
    const warmup = doc.runs ? 1 : WARMUP;
    const inProcess = await timeIt(runs, () => renderPdf(doc.html), warmup);
    const body = JSON.stringify({ html: doc.html });
    const http = await timeIt(runs, async () => {
      const r = await fetch(`${server.url}/api/render`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      if (!r.ok) throw new Error(`HTTP ${r.status}: ${await r.text()}`);
      await r.arrayBuffer();
    }, warmup);
    const htmlPath = `${work}/doc.html`;
    await Deno.writeTextFile(htmlPath, doc.html);
    const peak = await peakMemory(htmlPath);
    let baseline = "n/a";
    let ratio = "n/a";
    if (chromium) {
      // The heavy documents take Chromium a minute or more per print: one warm-up, as ours.
      const ms = await timeIt(
        Math.min(5, runs),
        () => printToPdf(htmlPath, `${work}/out.pdf`),
        warmup,
      );
      baseline = ms.toFixed(1);
      ratio = `${(ms / http).toFixed(1)}×`;
    }
    rows.push([
      doc.name,
      String(pages),
      inProcess.toFixed(1),
      http.toFixed(1),
      peak,
      baseline,
      ratio,
    ]);
    // Progress while the table is being measured (it is printed whole at the end).
    console.error(rows.at(-1)!.join(" | "));
  }
} finally {
  await server.stop();
  await Deno.remove(work, { recursive: true });
}

const header = [
  "document",
  "pages",
  "in-process ms",
  "HTTP ms",
  "peak MB",
  "chromium ms",
  "chromium/HTTP",
];
console.log(
  `median of ${ITERATIONS} runs after ${WARMUP} warm-up runs (the 10k-row table: 3 after 1); ` +
    `peak MB: median (highest) of ${PEAK_SAMPLES} fresh processes; ` +
    `chromium: median of up to 5 cold starts`,
);
console.log(markdownTable(header, rows));

console.log("\nThe service under load (bench/service_load.ts)");
printServiceLoad(await serviceLoad());

await styleSpeed();

await imageBench();
