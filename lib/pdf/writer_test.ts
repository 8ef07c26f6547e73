/**
 * The writer checked the way a user would: with qpdf and poppler's tools
 * reading, extracting from and rendering the written file.
 */
import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { PAGE_SIZES } from "../options.ts";
import type { DisplayDocument, DisplayItem, PageDisplayList } from "../paint/types.ts";
import type { FontFace } from "../text/types.ts";
import { writePdf } from "./writer.ts";
import { loadFace, shape, textItem } from "./testing_fonts.ts";
import { pdfFonts } from "../../tests/helpers/pdf_tools.ts";
import { runToolOk } from "../../tests/helpers/subprocess.ts";
import { withPdfFile } from "../../tests/helpers/temp_dir.ts";

const [A4_WIDTH, A4_HEIGHT] = PAGE_SIZES.A4;
const [LETTER_WIDTH, LETTER_HEIGHT] = PAGE_SIZES.Letter;
const RED_HALF = { r: 255, g: 0, b: 0, a: 0.5 };
const BLUE = { r: 0, g: 0, b: 255, a: 1 };

interface Faces {
  regular: FontFace;
  bold: FontFace;
  dejaVu: FontFace;
}

function loadFaces(): Faces {
  return {
    regular: loadFace("LiberationSans-Regular.ttf"),
    bold: loadFace("LiberationSans-Bold.ttf", 700),
    dejaVu: loadFace("DejaVuSans.ttf"),
  };
}

/** Two pages (A4, Letter), three faces, fills, a clip, a dashed line and links. */
function sampleDocument({ regular, bold, dejaVu }: Faces): DisplayDocument {
  const first: DisplayItem[] = [
    { kind: "rect", x: 50, y: 50, width: 100, height: 40, color: RED_HALF },
    // A blue square 200px wide, clipped to 50 × 50 at (300, 50).
    { kind: "clip-push", x: 300, y: 50, width: 50, height: 50 },
    { kind: "rect", x: 280, y: 30, width: 200, height: 200, color: BLUE },
    { kind: "pop" },
    textItem(regular, "Hello office Zoë", 96, 200, 16),
    textItem(bold, "Bold words", 96, 240, 16),
    textItem(dejaVu, "→ office", 96, 280, 16),
    textItem(regular, "Spaced out", 96, 320, 16, undefined, 4),
    {
      kind: "line",
      x1: 96,
      y1: 340,
      x2: 400,
      y2: 340,
      width: 2,
      color: BLUE,
      dash: [6, 3],
      cap: "butt",
    },
    { kind: "link", x: 96, y: 185, width: 100, height: 20, href: "https://example.com/docs?q=a b" },
    { kind: "link", x: 96, y: 225, width: 100, height: 20, href: "#section-2" },
  ];
  const second: DisplayItem[] = [textItem(regular, "Page two", 96, 96, 12)];
  return {
    metadata: { title: "Sample – Zoë", lang: "en-GB" },
    pages: [
      { width: A4_WIDTH, height: A4_HEIGHT, items: first },
      { width: LETTER_WIDTH, height: LETTER_HEIGHT, items: second },
    ],
  };
}

Deno.test("qpdf finds no errors in the written file", async () => {
  const bytes = await writePdf(sampleDocument(loadFaces()));
  await withPdfFile(bytes, async (path) => {
    const out = await runToolOk("qpdf", ["--check", path]);
    assert.match(out, /No syntax or stream encoding errors found/);
  });
});

Deno.test("pdffonts lists each face embedded as a subset CID TrueType font with ToUnicode", async () => {
  const bytes = await writePdf(sampleDocument(loadFaces()));
  const fonts = await pdfFonts(bytes);
  const out = fonts.join("\n");
  const rows = fonts.map((line) => line.trim().split(/\s+/));
  assert.equal(rows.length, 3, out);
  const names = rows.map((row) => row[0]);
  for (const ps of ["LiberationSans", "LiberationSans-Bold", "DejaVuSans"]) {
    assert.ok(names.some((n) => new RegExp(`^[A-Z]{6}\\+${ps}$`).test(n)), `${ps} in ${out}`);
  }
  for (const row of rows) {
    // name, "CID", "TrueType", encoding, emb, sub, uni, object id, generation
    assert.deepEqual(row.slice(1, 7), ["CID", "TrueType", "Identity-H", "yes", "yes", "yes"]);
  }
});

Deno.test("pdftotext extracts the words in order, ligatures, arrows and accents included", async () => {
  const faces = loadFaces();
  assert.equal(
    shape(faces.dejaVu, "office", 16).length,
    4,
    "DejaVu Sans shapes office with an ffi ligature",
  );
  const bytes = await writePdf(sampleDocument(faces));
  const text = await withPdfFile(bytes, (path) => runToolOk("pdftotext", ["-layout", path, "-"]));
  const lines = text.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  assert.deepEqual(lines, [
    "Hello office Zoë",
    "Bold words",
    "→ office",
    "Spaced out",
    "Page two",
  ]);
});

interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

function wordBoxes(html: string): WordBox[] {
  const pattern =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  return [...html.matchAll(pattern)].map((m) => ({
    text: m[5],
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
  }));
}

function assertNear(actual: number, expected: number, what: string, tolerance = 1) {
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: ${actual} is not within ${tolerance} of ${expected}`,
  );
}

Deno.test("words land where the layout put them, in pt from the top-left", async () => {
  const faces = loadFaces();
  const bytes = await writePdf(sampleDocument(faces));
  const html = await withPdfFile(bytes, (path) => runToolOk("pdftotext", ["-bbox", path, "-"]));
  const words = wordBoxes(html);
  const word = (text: string) => {
    const found = words.find((w) => w.text === text);
    assert.ok(found, `${text} in ${html}`);
    return found;
  };

  // "Hello": pen at (96, 200)px, 16px = 12pt; poppler's box spans ascent to descent.
  const { regular } = faces;
  const hello = word("Hello");
  assertNear(hello.xMin, 72, "Hello xMin");
  assertNear(hello.yMin, 150 - regular.ascent / regular.unitsPerEm * 12, "Hello yMin");
  assertNear(hello.yMax, 150 - regular.descent / regular.unitsPerEm * 12, "Hello yMax");

  // "out" follows "Spaced " whose glyphs carry 4px letter-spacing each (28px in
  // all, beyond the font's widths): only TJ adjustments put it there.
  const spaced = shape(regular, "Spaced ", 16, 4);
  const outX = (96 + spaced.reduce((sum, g) => sum + g.advance, 0)) * 0.75;
  assertNear(word("out").xMin, outX, "out xMin");
  assertNear(word("Spaced").yMin, 240 - regular.ascent / regular.unitsPerEm * 12, "Spaced yMin");
});

Deno.test("pdfinfo shows the title, producer and exact page sizes, and no dates", async () => {
  const bytes = await writePdf(sampleDocument(loadFaces()));
  const info = await withPdfFile(
    bytes,
    (path) => runToolOk("pdfinfo", ["-f", "1", "-l", "2", path]),
  );
  assert.match(info, /^Title:\s+Sample – Zoë$/m);
  assert.match(info, new RegExp(`^Producer:\\s+html2pdf ${denoJson.version}$`, "m"));
  assert.match(info, new RegExp(`^Creator:\\s+html2pdf ${denoJson.version}$`, "m"));
  assert.match(info, /^Pages:\s+2$/m);
  assert.match(info, /^Page\s+1 size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  assert.match(info, /^Page\s+2 size:\s+612 x 792 pts \(letter\)$/m);
  assert.doesNotMatch(info, /CreationDate|ModDate/);
});

Deno.test("a creation date is written only when asked for", async () => {
  const date = new Date(Date.UTC(2024, 1, 29, 13, 14, 15));
  const bytes = await writePdf(sampleDocument(loadFaces()), { creationDate: date });
  const info = await withPdfFile(bytes, (path) => runToolOk("pdfinfo", ["-isodates", path]));
  assert.match(info, /^CreationDate:\s+2024-02-29T13:14:15Z$/m);
  assert.match(info, /^ModDate:\s+2024-02-29T13:14:15Z$/m);
});

Deno.test("the same document gives the same bytes, even with freshly loaded fonts", async () => {
  const first = await writePdf(sampleDocument(loadFaces()));
  const second = await writePdf(sampleDocument(loadFaces()));
  assert.deepEqual(second, first);
  // The file ID follows the content.
  const other = sampleDocument(loadFaces());
  other.metadata.title = "Another title";
  const third = await writePdf(other);
  const id = (bytes: Uint8Array) => new TextDecoder().decode(bytes).match(/\/ID \[ <(\w+)>/)?.[1];
  assert.match(id(first) ?? "", /^[0-9A-F]{32}$/);
  assert.notEqual(id(third), id(first));
});

/** qpdf's JSON view of every object: "obj:N 0 R" → { value }. */
async function objects(path: string): Promise<Record<string, { value?: unknown }>> {
  const json = JSON.parse(await runToolOk("qpdf", ["--json", "--json-key=qpdf", path]));
  return json.qpdf[1];
}

Deno.test("external links become URI annotations; links to ids no element has are left out", async () => {
  const bytes = await writePdf(sampleDocument(loadFaces()));
  const all = await withPdfFile(bytes, objects);
  const links = Object.values(all)
    .map((o) => o.value as Record<string, unknown>)
    .filter((v) => v?.["/Subtype"] === "/Link");
  assert.equal(links.length, 1);
  assert.deepEqual(links[0]["/A"], {
    "/S": "/URI",
    "/Type": "/Action",
    "/URI": "u:https://example.com/docs?q=a%20b",
  });
  assert.deepEqual(links[0]["/Border"], [0, 0, 0]);
  // (96, 185) px, 100 × 20 px on A4: pt, y up from the bottom.
  assert.deepEqual(links[0]["/Rect"], [72, 688.14, 147, 703.14]);
});

Deno.test("the catalog carries /Lang and asks viewers to show the title", async () => {
  const bytes = await writePdf(sampleDocument(loadFaces()));
  const all = await withPdfFile(bytes, objects);
  const catalog = Object.values(all)
    .map((o) => o.value as Record<string, unknown>)
    .find((v) => v?.["/Type"] === "/Catalog");
  assert.equal(catalog?.["/Lang"], "u:en-GB");
  const prefs = all[`obj:${catalog?.["/ViewerPreferences"]}`]?.value;
  assert.deepEqual(prefs, { "/DisplayDocTitle": true });
});

Deno.test("without a title or language the file has neither", async () => {
  const faces = loadFaces();
  const doc = sampleDocument(faces);
  doc.metadata = { title: null, lang: null };
  const bytes = await writePdf(doc);
  const all = await withPdfFile(bytes, objects);
  const text = JSON.stringify(all);
  assert.doesNotMatch(text, /"\/Title"|"\/Lang"|DisplayDocTitle/);
});

/** Renders page 1 at 96 dpi, so one device pixel is one CSS px, and reads the PPM. */
async function renderFirstPage(bytes: Uint8Array) {
  return await withPdfFile(bytes, async (path) => {
    const prefix = path.replace(/\.pdf$/, "");
    await runToolOk("pdftoppm", ["-r", "96", "-f", "1", "-l", "1", "-singlefile", path, prefix]);
    const ppm = await Deno.readFile(`${prefix}.ppm`);
    // P6 header: magic, width, height, maxval, each followed by whitespace.
    const header = new TextDecoder().decode(ppm.subarray(0, 20)).match(
      /^P6\s+(\d+)\s+(\d+)\s+255\s/,
    );
    assert.ok(header, "a binary PPM");
    const width = Number(header[1]);
    const start = header[0].length;
    return (x: number, y: number) => {
      const i = start + (y * width + x) * 3;
      return [ppm[i], ppm[i + 1], ppm[i + 2]];
    };
  });
}

function assertColor(actual: number[], expected: number[], what: string) {
  assert.ok(
    actual.every((c, i) => Math.abs(c - expected[i]) <= 3),
    `${what}: rendered ${actual}, expected ${expected}`,
  );
}

Deno.test("rendering shows translucent fills, clipping and the dashed line", async () => {
  const pixel = await renderFirstPage(await writePdf(sampleDocument(loadFaces())));
  // Half-transparent red over white.
  assertColor(pixel(100, 70), [255, 128, 128], "translucent rect");
  assertColor(pixel(40, 70), [255, 255, 255], "left of the rect");
  // The blue square shows only inside its clip (300, 50)–(350, 100).
  assertColor(pixel(325, 75), [0, 0, 255], "inside the clip");
  assertColor(pixel(290, 40), [255, 255, 255], "blue rect outside the clip");
  assertColor(pixel(400, 150), [255, 255, 255], "blue rect outside the clip");
  // Dash [6 3] from x = 96 on y = 340: dash at 96–102, gap at 102–105.
  assertColor(pixel(99, 340), [0, 0, 255], "dash");
  assertColor(pixel(103, 340), [255, 255, 255], "gap");
});

Deno.test("a document without pages is refused", async () => {
  await assert.rejects(
    writePdf({ metadata: { title: null, lang: null }, pages: [] }),
    /at least one page/,
  );
});

Deno.test("a 50-page text document with 25,000 glyphs is written whole", async () => {
  const { regular, bold } = loadFaces();
  const words = "The quick brown fox jumps over the lazy dog and keeps running".split(" ");
  const pages: PageDisplayList[] = [];
  for (let p = 0; p < 50; p++) {
    const items: DisplayItem[] = [];
    for (let line = 0; line < 50; line++) {
      const text = `${words.slice(line % 4, line % 4 + 2).join(" ")} ${p}`;
      const y = 96 + line * 18;
      items.push(textItem(line % 5 === 0 ? bold : regular, text, 96, y, 14));
      items.push(textItem(regular, "justified", 300, y, 14, undefined, line % 3));
    }
    pages.push({ width: A4_WIDTH, height: A4_HEIGHT, items });
  }
  const doc: DisplayDocument = { metadata: { title: "Long", lang: "en" }, pages };
  const glyphCount = pages.flatMap((p) => p.items).reduce(
    (n, item) => n + (item.kind === "glyphs" ? item.glyphs.length : 0),
    0,
  );
  assert.ok(glyphCount >= 25_000, `${glyphCount} glyphs`);

  // Speed is measured by `make bench`, not here (timed tests are flaky on shared machines).
  const bytes = await writePdf(doc);
  const info = await withPdfFile(bytes, (path) => runToolOk("pdfinfo", [path]));
  assert.match(info, /^Pages:\s+50$/m);
});
