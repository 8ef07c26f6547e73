/**
 * Random table markup never breaks a render: seeded documents of table elements, div
 * tables, spans, legacy attributes and table styles nested at random, each rendered to a
 * PDF that qpdf accepts, or refused with a typed error (InputError, LimitError). Found
 * a collapsed table with cell-less rows writing NaN coordinates, and dashed borders and
 * wavy lines millions of pixels long exhausting memory, and text too small to write.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { qpdfCheck } from "./helpers/pdf_tools.ts";

const TAGS = ["table", "tr", "td", "th", "thead", "tbody", "tfoot", "caption", "col", "colgroup"]
  .concat(["div", "span", "p", "b", "font", "br", "ul", "li", "pre", "sup", "hr"]);
const STYLES = [
  "display:table",
  "display:table-row",
  "display:table-cell",
  "display:table-row-group",
  "display:table-column",
  "display:inline-table",
  "display:table-caption",
  "border-collapse:collapse",
  "border:3px dashed red",
  "border:5px double #456",
  "border-radius:10px 50%",
  "border-spacing:5px 0",
  "padding:10%",
  "width:50%",
  "width:1px",
  "height:400px",
  "height:3000px",
  "vertical-align:baseline",
  "vertical-align:middle",
  "table-layout:fixed",
  "white-space:nowrap",
  "break-inside:avoid",
  "break-before:page",
  "empty-cells:hide",
  "caption-side:bottom",
  "width:calc(100% - 20px)",
  "font-size:0",
  "background:#eee",
  "letter-spacing:1e6px",
  "width:1e8px",
  "text-decoration:underline wavy",
  "border:2px dotted",
  "padding:1e5px",
  "font-size:1e-6px",
  "line-height:0",
  "vertical-align:-1e6px",
  "text-shadow:1e6px 1e6px red",
  "word-spacing:-1e6px",
  "white-space:pre-wrap",
  "display:inline-block",
  "display:list-item",
];
const ATTRIBUTES = ["colspan=3", "colspan=0", "rowspan=2", "rowspan=0", "width=50%", "height=40"]
  .concat(["align=right", "valign=bottom", "bgcolor=red", "border=2", "cellpadding=5"])
  .concat(["cellspacing=3", "nowrap", "span=2", "size=+2", "color=blue"]);
const TEXTS = ["x", "Total due", "1,234.50", "", " ", "Averyveryverylongwordthatcannotbreak"];

function randomDocument(seed: number): string {
  let state = seed;
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const some = <T>(items: T[], most: number) =>
    Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(items));
  const node = (depth: number): string => {
    if (depth > 5 || random() < 0.2) return pick(TEXTS);
    const tag = pick(TAGS);
    const style = random() < 0.5 ? ` style="${some(STYLES, 3).join(";")}"` : "";
    const children = some([0], 4).map(() => node(depth + 1)).join("");
    return `<${tag} ${some(ATTRIBUTES, 2).join(" ")}${style}>${children}</${tag}>`;
  };
  return `<!doctype html><body>${node(0)}${node(0)}${node(0)}</body>`;
}

Deno.test("random table markup renders to a sound PDF or a typed error", async () => {
  for (let seed = 1; seed <= 400; seed++) {
    const html = randomDocument(seed * 7919);
    try {
      const pdf = await renderPdf(html, { maxPages: 100 });
      const check = await qpdfCheck(pdf);
      assert.equal(check.code, 0, `seed ${seed}: ${check.stdout}${check.stderr}`);
    } catch (error) {
      const name = (error as Error).name;
      assert.ok(name === "InputError" || name === "LimitError", `seed ${seed}: ${error}\n${html}`);
    }
  }
});
