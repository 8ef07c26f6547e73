import assert from "node:assert/strict";
import { buildToUnicodeCMap } from "./to_unicode.ts";

/** The lines between "N begin<kind>" and "end<kind>", over all blocks. */
function entries(cmap: string, kind: "bfchar" | "bfrange"): string[] {
  const out: string[] = [];
  const pattern = new RegExp(`(\\d+) begin${kind}\\n([\\s\\S]*?)\\nend${kind}`, "g");
  for (const match of cmap.matchAll(pattern)) {
    const lines = match[2].split("\n");
    assert.equal(lines.length, Number(match[1]), "block count matches its entries");
    out.push(...lines);
  }
  return out;
}

Deno.test("ToUnicode maps single characters, ligatures and supplementary characters", () => {
  const cmap = buildToUnicodeCMap(
    new Map([[1, "A"], [3, "ffi"], [4, "😀"], [6, "→"]]),
  );
  assert.deepEqual(entries(cmap, "bfchar"), [
    "<0001> <0041>",
    "<0003> <006600660069>",
    "<0004> <D83DDE00>",
    "<0006> <2192>",
  ]);
  assert.deepEqual(entries(cmap, "bfrange"), []);
  assert.match(cmap, /1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange/);
  assert.match(cmap, /\/CMapName \/Adobe-Identity-UCS def/);
});

Deno.test("ToUnicode folds consecutive codes with consecutive characters into ranges", () => {
  const mapping = new Map([[5, "a"], [6, "b"], [7, "c"], [8, "x"], [9, "é"]]);
  const cmap = buildToUnicodeCMap(mapping);
  assert.deepEqual(entries(cmap, "bfrange"), ["<0005> <0007> <0061>"]);
  assert.deepEqual(entries(cmap, "bfchar"), ["<0008> <0078>", "<0009> <00E9>"]);
});

Deno.test("ToUnicode ranges stop where a code's or a target's high byte would change", () => {
  // Codes 0x00FE..0x0101 cross a high byte; targets U+00FE..U+0101 too.
  const crossing = new Map([[0xfe, "\u00fe"], [0xff, "\u00ff"], [0x100, "\u0100"], [
    0x101,
    "\u0101",
  ]]);
  assert.deepEqual(entries(buildToUnicodeCMap(crossing), "bfrange"), [
    "<00FE> <00FF> <00FE>",
    "<0100> <0101> <0100>",
  ]);
  const target = new Map([[0x10, "\u00ff"], [0x11, "\u0100"]]);
  assert.deepEqual(entries(buildToUnicodeCMap(target), "bfrange"), []);
  assert.equal(entries(buildToUnicodeCMap(target), "bfchar").length, 2);
});

Deno.test("ToUnicode splits more than 100 entries into blocks", () => {
  const mapping = new Map<number, string>();
  // Every other code, so nothing forms a range.
  for (let i = 0; i < 250; i++) mapping.set(i * 2 + 1, String.fromCharCode(0x4e00 + i * 3));
  const cmap = buildToUnicodeCMap(mapping);
  assert.deepEqual([...cmap.matchAll(/(\d+) beginbfchar/g)].map((m) => m[1]), ["100", "100", "50"]);
  assert.equal(entries(cmap, "bfchar").length, 250);
});
