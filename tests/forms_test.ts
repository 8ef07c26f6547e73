/**
 * Form controls end to end through the library API, read back with poppler: what a control
 * shows — a field's value or placeholder, a drop-down's selected label, a button's label, a
 * text area's text, a legend — is real text where Chromium prints it (its print of the same
 * fixtures, tests/visual/references).
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { pageTexts, qpdfCheck, type WordBox, wordBoxes } from "./helpers/pdf_tools.ts";

const FIXTURES = new URL("./visual/fixtures/", import.meta.url);
const REFERENCES = new URL("./visual/references/", import.meta.url);

async function rendered(name: string): Promise<Uint8Array> {
  const html = await Deno.readTextFile(new URL(`${name}.html`, FIXTURES));
  return await renderPdf(html, { baseDir: FIXTURES.pathname });
}

Deno.test("a printed form's values, placeholders, choices and labels are text pdftotext finds", async () => {
  const pdf = await rendered("forms_application");
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  const [text] = await pageTexts(pdf);
  for (
    const shown of [
      "PP-2024-0815", // a value
      "Grace Hopper",
      "name@example.com", // a placeholder
      "e.g. Ford Focus",
      "Electric", // the selected option, not the first
      "12 months",
      "Anything we should know about your application", // a text area's placeholder
      "Submit application", // input buttons' labels
      "Clear form",
      "1. Applicant", // a legend
    ]
  ) assert.ok(text.includes(shown), `"${shown}" missing from:\n${text}`);
  // A drop-down shows its selected option only.
  for (const hidden of ["Petrol", "Diesel", "3 months"]) assert.ok(!text.includes(hidden), hidden);
});

Deno.test("password fields print bullets, text areas their text, empty buttons their default labels", async () => {
  const [fields] = await pageTexts(await rendered("forms_text_fields"));
  assert.ok(fields.includes("••••••••"), fields);
  assert.ok(!fields.includes("secret12"));
  const [buttons] = await pageTexts(await rendered("forms_buttons"));
  for (const label of ["Submit", "Reset", "Preview", "Send order"]) {
    assert.ok(buttons.includes(label));
  }
  const [areas] = await pageTexts(await rendered("forms_textarea"));
  assert.ok(areas.includes("The parcel arrived two days late"), areas);
});

/** The first box of each word, by its text. */
function firstBoxes(words: WordBox[]): Map<string, WordBox> {
  const out = new Map<string, WordBox>();
  for (const word of words) if (!out.has(word.text)) out.set(word.text, word);
  return out;
}

Deno.test("the words controls show sit where Chromium prints them", async () => {
  for (const name of ["forms_application", "forms_text_fields", "forms_select"]) {
    const ours = firstBoxes(await wordBoxes(await rendered(name)));
    const chromium = firstBoxes(
      await wordBoxes(await Deno.readFile(new URL(`${name}.pdf`, REFERENCES))),
    );
    let compared = 0;
    for (const [text, theirs] of chromium) {
      const mine = ours.get(text);
      if (!mine) continue;
      compared++;
      const off = Math.max(Math.abs(mine.left - theirs.left), Math.abs(mine.top - theirs.top));
      assert.ok(
        off <= 1.5,
        `${name}: "${text}" at ${mine.left},${mine.top}, Chromium ${theirs.left},${theirs.top}`,
      );
    }
    assert.ok(compared > 20, `${name}: only ${compared} words in common`);
  }
});
