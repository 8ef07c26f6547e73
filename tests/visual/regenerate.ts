/**
 * Regenerates the visual suite's references: headless Chromium's print of each fixture.
 *
 *   deno run --allow-read --allow-write --allow-run --allow-env tests/visual/regenerate.ts [NAME …]
 *
 * Without names every fixture in fixtures/ is printed; NAME is a fixture's file name without
 * `.html`. Each print gets a fresh, empty profile directory so no state carries over. Prints
 * the Chromium version first, and names any font in a reference that is not a Liberation face
 * (a family Chromium resolved differently from html2pdf).
 */
import { CHROMIUM, printToPdf } from "../helpers/chromium.ts";
import { runToolOk } from "../helpers/subprocess.ts";
import {
  checkNames,
  fixtureNames,
  fixturePath,
  referencePath,
  REFERENCES_DIR,
} from "./fixtures.ts";

/** Font names (subset prefix removed) that pdffonts lists for `pdf`. */
async function fontsOf(pdf: string): Promise<string[]> {
  const table = await runToolOk("pdffonts", [pdf]);
  return table.split("\n").slice(2).filter((line) => line.trim() !== "").map((line) =>
    line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, "")
  );
}

async function main(args: string[]): Promise<void> {
  await checkNames(args);
  console.log((await runToolOk(CHROMIUM, ["--version"])).trim());
  await Deno.mkdir(REFERENCES_DIR, { recursive: true });
  for (const name of args.length > 0 ? args : await fixtureNames()) {
    const out = referencePath(name);
    await printToPdf(fixturePath(name), out);
    const other = (await fontsOf(out)).filter((font) => !font.startsWith("Liberation"));
    console.log(
      `${name}.pdf${other.length > 0 ? `  (non-Liberation fonts: ${other.join(", ")})` : ""}`,
    );
  }
}

if (import.meta.main) await main(Deno.args);
