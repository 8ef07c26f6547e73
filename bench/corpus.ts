/** Benchmark documents: read from bench/corpus or generated here, deterministically. */

const WORDS = (
  "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut " +
  "labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris " +
  "nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse"
).split(" ");

/** A deterministic pseudo-random paragraph generator (no Math.random: runs must compare). */
function paragraphs(count: number, seed: number): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out: string[] = [];
  for (let p = 0; p < count; p++) {
    const words: string[] = [];
    const length = 60 + Math.floor(next() * 60);
    for (let w = 0; w < length; w++) words.push(WORDS[Math.floor(next() * WORDS.length)]);
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    out.push(words.join(" ") + ".");
  }
  return out;
}

/** A text document of roughly `pages` A4 pages: headings and paragraphs. */
export function textDocument(pages: number): string {
  const body: string[] = [];
  const paras = paragraphs(Math.round(pages * 7.45), 42);
  paras.forEach((p, i) => {
    if (i % 6 === 0) body.push(`<h2>Section ${i / 6 + 1}</h2>`);
    body.push(`<p>${p}</p>`);
  });
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Article</title>` +
    `<style>body{font-family:serif;font-size:14px;line-height:1.5}h2{color:#333}</style></head>` +
    `<body><h1>A long article</h1>${body.join("\n")}</body></html>`;
}

export async function corpusFile(name: string): Promise<string> {
  return await Deno.readTextFile(new URL(`./corpus/${name}`, import.meta.url));
}

/** A data table of `rows` rows and 6 columns with a repeated header, like a statement appendix. */
export function tableDocument(rows: number): string {
  const body: string[] = [];
  for (let i = 1; i <= rows; i++) {
    const amount = ((i * 7919) % 100000) / 100;
    body.push(
      `<tr><td>${i}</td><td>2026-${String((i % 12) + 1).padStart(2, "0")}-${
        String((i % 28) + 1).padStart(2, "0")
      }</td><td>INV-${100000 + i}</td><td>Customer ${i % 97}</td><td>${
        WORDS[i % WORDS.length]
      }</td><td class=n>${amount.toFixed(2)}</td></tr>`,
    );
  }
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Table</title>` +
    `<style>body{font:10px Arial}table{width:100%;border-collapse:collapse}` +
    `th,td{border-bottom:1px solid #ccc;padding:2px 4px;text-align:left}.n{text-align:right}</style>` +
    `</head><body><table><thead><tr><th>#</th><th>Date</th><th>Invoice</th><th>Customer</th>` +
    `<th>Item</th><th class=n>Amount</th></tr></thead><tbody>${body.join("")}</tbody></table>` +
    `</body></html>`;
}

/** How a catalogue places its cards: wrapping flex items, grid cells, or stacked blocks. */
export type CatalogueLayout = "flex" | "grid" | "block";

const CATALOGUE_LAYOUTS: Record<CatalogueLayout, string> = {
  flex: ".grid{display:flex;flex-wrap:wrap;gap:8px}.card{flex:1 1 200px}",
  grid: ".grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:8px}",
  block: ".card{margin-bottom:8px}",
};

/**
 * A product catalogue of `items` cards — a wrapping flex row, a grid, or the same cards as
 * stacked blocks — to compare flex and grid layout with block layout (~10 A4 pages at 200).
 */

export function catalogueDocument(items: number, layout: CatalogueLayout = "flex"): string {
  const cards: string[] = [];
  for (let i = 1; i <= items; i++) {
    cards.push(
      `<div class=card><b>Item ${i}</b><p>SKU ${10000 + i}: ${WORDS[i % WORDS.length]} ${
        WORDS[(i * 7) % WORDS.length]
      } ${WORDS[(i * 13) % WORDS.length]}.</p><span>EUR ${((i * 7919) % 10000) / 100}</span></div>`,
    );
  }
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Catalogue</title>` +
    `<style>body{font:11px Arial}.card{border:1px solid #ccc;padding:6px;height:100px}${
      CATALOGUE_LAYOUTS[layout]
    }` +
    `</style></head><body><div class=grid>${cards.join("")}</div></body></html>`;
}

/** A list of `rows` rows of three fields: flex rows, or (`flex` false) inline-blocks. */
export function flexListDocument(rows: number, flex = true): string {
  const body: string[] = [];
  for (let i = 1; i <= rows; i++) {
    body.push(
      `<div class=row><span class=a>${i}</span><span class=b>Customer ${i % 97}</span>` +
        `<span class=c>${((i * 7919) % 100000) / 100}</span></div>`,
    );
  }
  const layout = flex
    ? ".row{display:flex;gap:8px}.b{flex:1}"
    : ".row span{display:inline-block;width:30%}";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>List</title>` +
    `<style>body{font:10px Arial}.row{border-bottom:1px solid #eee}${layout}</style></head>` +
    `<body>${body.join("")}</body></html>`;
}
