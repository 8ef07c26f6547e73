/**
 * Asks Chromium's print which @media or @supports conditions hold: each condition colours one
 * box green (red otherwise) on a page printed with `--print-to-pdf`, and the printed colours
 * are read back at 96 dpi. The unit tests of lib/css/media.ts and supports.ts hold its answers;
 * this re-asks them.
 *
 *   deno run -A tests/chromium_conditions.ts media < queries.txt
 *   deno run -A tests/chromium_conditions.ts supports < conditions.txt
 *
 * One condition a line; prints `true`, `false` or `?` (no box found) and the condition. A
 * condition that breaks the stylesheet (an unclosed parenthesis) spoils the lines after it.
 */
import { printToPdf } from "./helpers/chromium.ts";
import { pdfPixels } from "./helpers/printed_pixels.ts";
import { withTempDir } from "./helpers/temp_dir.ts";

const COLUMNS = 20;
const PITCH = 30;

/** Where box `i` is drawn (its top-left corner, px); the page has no margin. */
const cornerOf = (i: number) => [(i % COLUMNS) * PITCH, Math.floor(i / COLUMNS) * PITCH];

function pageOf(kind: "media" | "supports", conditions: readonly string[]): string {
  const rules = conditions.map((condition, i) =>
    `@${kind} ${condition} { #b${i} { background: lime } }`
  );
  const boxes = conditions.map((_, i) => {
    const [x, y] = cornerOf(i);
    return `<div id=b${i} style="left:${x}px;top:${y}px"></div>`;
  });
  return `<!doctype html><style>@page { margin: 0 } html, body { margin: 0 }
div { position: absolute; width: 20px; height: 20px; background: red }
${rules.join("\n")}</style>${boxes.join("")}`;
}

/** Whether Chromium applies each condition when it prints; null where no box was seen. */
export async function chromiumApplies(
  kind: "media" | "supports",
  conditions: readonly string[],
): Promise<Array<boolean | null>> {
  return await withTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/page.html`, pageOf(kind, conditions));
    await printToPdf(`${dir}/page.html`, `${dir}/page.pdf`);
    const pixel = await pdfPixels(`${dir}/page.pdf`);
    return conditions.map((_, i) => {
      const [x, y] = cornerOf(i).map((v) => v + 10);
      const [r, g] = pixel(x, y);
      return g > 200 && r < 100 ? true : r > 200 && g < 100 ? false : null;
    });
  });
}

if (import.meta.main) {
  const kind = Deno.args[0] === "supports" ? "supports" : "media";
  const input = await new Response(Deno.stdin.readable).text();
  const conditions = input.split("\n").filter((line) => line.trim() !== "");
  const answers = await chromiumApplies(kind, conditions);
  conditions.forEach((condition, i) => console.log(`${answers[i] ?? "?"}\t${condition}`));
}
