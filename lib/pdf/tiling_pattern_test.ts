import assert from "node:assert/strict";
import type { DisplayItem } from "../paint/types.ts";
import { printedPixels } from "../../tests/helpers/printed_pixels.ts";
import { runToolOk } from "../../tests/helpers/subprocess.ts";
import { withPdfFile } from "../../tests/helpers/temp_dir.ts";
import { writePdf } from "./writer.ts";

const RED = { r: 255, g: 0, b: 0, a: 1 };

/** 10 × 10 red squares every 14px across and 10px down from (3, 5), over 280 × 100 px. */
const TILES: DisplayItem = {
  kind: "tiles",
  x: 3,
  y: 5,
  width: 280,
  height: 100,
  tile: { width: 10, height: 10 },
  step: { x: 14, y: 10 },
  cell: [{ kind: "rect", x: 0, y: 0, width: 10, height: 10, color: RED }],
};

/** qpdf's JSON view of the file's objects' values. */
async function objectValues(pdf: Uint8Array): Promise<Record<string, unknown>[]> {
  const json = await withPdfFile(
    pdf,
    (path) => runToolOk("qpdf", ["--json", "--json-key=qpdf", path]),
  );
  const objects: Record<string, { value?: unknown; stream?: { dict: unknown } }> =
    JSON.parse(json).qpdf[1];
  return Object.values(objects).map((o) => (o.value ?? o.stream?.dict) as Record<string, unknown>);
}

Deno.test("repeated tiles are written as one tiling pattern, its cell the tile", async () => {
  const pdf = await writePdf({
    pages: [{ width: 300, height: 200, items: [TILES] }],
    metadata: { title: null, lang: null },
  });
  const patterns = (await objectValues(pdf)).filter((v) => v?.["/PatternType"] === 1);
  assert.equal(patterns.length, 1);
  const [pattern] = patterns;
  assert.equal(pattern["/PaintType"], 1);
  assert.equal(pattern["/TilingType"], 1);
  assert.deepEqual([pattern["/XStep"], pattern["/YStep"]], [14, 10]);
  // The tile and a hair more (BLEED); the first tile at (3, 5) px on a 150pt-high page.
  assert.deepEqual(pattern["/BBox"], [0, 0, 10.01, 10.01]);
  assert.deepEqual(pattern["/Matrix"], [0.75, 0, 0, -0.75, 2.25, 146.25]);
});

Deno.test("printed, the copies sit a step apart from the first tile, gaps between", async () => {
  const pixel = await printedPixels([TILES], 300, 200);
  const isRed = (x: number, y: number) => pixel(x, y).join() === "255,0,0";
  assert.ok(isRed(4, 6), "the first tile");
  assert.ok(isRed(3 + 19 * 14 + 9, 5 + 9 * 10 + 9), "the last tile, 19 steps across, 9 down");
  assert.ok(!isRed(3 + 5 * 14 + 11, 50), "the gap after the sixth tile");
  assert.ok(!isRed(1, 6), "before the first tile");
  assert.ok(!isRed(50, 106), "below the rectangle");
});
