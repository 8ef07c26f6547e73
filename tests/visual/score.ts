/**
 * html2pdf's visual score: how closely a candidate PDF reproduces a reference PDF (headless
 * Chromium's print of the same HTML), page by page, from 0 to 1. It measures layout and where
 * colour sits at 50 dpi with a 1 mm tolerance, not glyph shapes. The metric is the one of
 * the project's pdfscore description (version 1.0); this is our own implementation of it.
 *
 * Document score = mean page score over max(reference pages, candidate pages); a page only one
 * PDF has scores 0.
 *
 * Command line: deno run -A tests/visual/score.ts REFERENCE.pdf CANDIDATE.pdf [--json]
 * [--diff OUT.png]
 */
import { comparePage, type PageFigures } from "./compare_page.ts";
import { type DiffRow, writeDiffImage } from "./diff_image.ts";
import { InputError } from "./input_error.ts";
import { rasterizePdf } from "./raster.ts";

export { InputError } from "./input_error.ts";

export interface PageScore extends PageFigures {
  /** 1-based page number. */
  page: number;
  /** The page exists in only one of the PDFs (its figures are then all 0). */
  missing: boolean;
}

export interface DocumentScore {
  score: number;
  referencePages: number;
  candidatePages: number;
  pages: PageScore[];
}

export interface ScoreOptions {
  /** Also write the comparison image (PNG) here. */
  diff?: string;
}

const MISSING_FIGURES: PageFigures = {
  score: 0,
  ink: 0,
  inkRecall: 0,
  inkPrecision: 0,
  colour: 0,
  geometry: 0,
};

/** Scores the PDF at `candidatePath` against the one at `referencePath`. */
export async function scorePdfs(
  referencePath: string,
  candidatePath: string,
  options: ScoreOptions = {},
): Promise<DocumentScore> {
  const [reference, candidate] = await Promise.all([
    rasterizePdf(referencePath),
    rasterizePdf(candidatePath),
  ]);
  const count = Math.max(reference.length, candidate.length);
  const pages: PageScore[] = [];
  const rows: DiffRow[] = [];
  for (let i = 0; i < count; i++) {
    const ref = reference[i];
    const cand = candidate[i];
    if (ref && cand) {
      const comparison = comparePage(ref, cand);
      pages.push({ page: i + 1, missing: false, ...comparison.figures });
      rows.push({ page: i + 1, reference: ref, candidate: cand, comparison });
    } else {
      pages.push({ page: i + 1, missing: true, ...MISSING_FIGURES });
      rows.push({ page: i + 1, reference: ref, candidate: cand });
    }
  }
  const score = pages.reduce((sum, page) => sum + page.score, 0) / count;
  if (options.diff !== undefined) await writeDiffImage(options.diff, score, rows);
  return { score, referencePages: reference.length, candidatePages: candidate.length, pages };
}

function formatTable(result: DocumentScore): string {
  const f = (n: number) => n.toFixed(3).padStart(8);
  const lines = ["page   score  ink F1  colour  geometry  recall  precision"];
  for (const p of result.pages) {
    const page = String(p.page).padStart(4);
    lines.push(
      p.missing
        ? `${page}   0.000  missing in the ${
          p.page > result.candidatePages ? "candidate" : "reference"
        }`
        : `${page}${f(p.score)}${f(p.ink)}${f(p.colour)}${f(p.geometry)}  ${f(p.inkRecall)}   ${
          f(p.inkPrecision)
        }`,
    );
  }
  lines.push(`score: ${result.score.toFixed(4)}`);
  return lines.join("\n");
}

const USAGE = "usage: score.ts REFERENCE.pdf CANDIDATE.pdf [--json] [--diff OUT.png]";

interface Arguments {
  reference: string;
  candidate: string;
  json: boolean;
  diff?: string;
}

function parseArguments(args: string[]): Arguments | undefined {
  const paths: string[] = [];
  let json = false;
  let diff: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--json") json = true;
    else if (args[i] === "--diff" && i + 1 < args.length) diff = args[++i];
    else if (args[i].startsWith("--")) return undefined;
    else paths.push(args[i]);
  }
  if (paths.length !== 2) return undefined;
  return { reference: paths[0], candidate: paths[1], json, diff };
}

/** Exit status: 0 scored, 2 unusable input or arguments (message on stderr). */
async function main(args: string[]): Promise<number> {
  const parsed = parseArguments(args);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  try {
    const result = await scorePdfs(parsed.reference, parsed.candidate, { diff: parsed.diff });
    console.log(parsed.json ? JSON.stringify(result, null, 2) : formatTable(result));
    return 0;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    console.error(error.message);
    return 2;
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
