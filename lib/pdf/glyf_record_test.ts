import assert from "node:assert/strict";
import { encodeSimpleGlyph } from "./glyf_record.ts";

Deno.test("a glyph without points has an empty record", () => {
  assert.equal(encodeSimpleGlyph([]).length, 0);
  assert.equal(encodeSimpleGlyph([[]]).length, 0);
});

Deno.test("a simple glyph record holds header, end points, flags and delta coordinates", () => {
  const record = encodeSimpleGlyph([[
    { x: 10, y: 0, onCurve: true },
    { x: 310, y: 0, onCurve: true }, // dx 300: a 2-byte delta
    { x: 160.4, y: 200, onCurve: false }, // rounded to 160: dx -150, dy 200
  ]]);
  assert.deepEqual([...record], [
    0,
    1, // one contour
    0,
    10,
    0,
    0,
    1,
    54,
    0,
    200, // xMin 10, yMin 0, xMax 310, yMax 200
    0,
    2, // last point of the contour
    0,
    0, // no instructions
    // flags: on, x short positive, y same | on, x long, y same | off, x short negative, y short positive
    0x01 | 0x02 | 0x10 | 0x20,
    0x01 | 0x20,
    0x02 | 0x04 | 0x20,
    10,
    0x01,
    0x2c,
    150, // x: +10, +300, -150
    200, // y: 0, 0, +200
    0,
    0, // padding to 28 bytes
  ]);
  assert.equal(record.length % 4, 0);
});

Deno.test("negative long deltas are written as two's complement int16", () => {
  const record = encodeSimpleGlyph([[{ x: 0, y: 0, onCurve: true }, {
    x: -1000,
    y: -2,
    onCurve: true,
  }]]);
  const view = new DataView(record.buffer);
  assert.equal(view.getInt16(2), -1000, "xMin");
  // header 10, endPts 2, instructionLength 2, flags 2 → x data at 16
  assert.equal(view.getInt16(16), -1000);
  assert.equal(record[18], 2, "y: short magnitude 2");
  assert.equal(record[15] & 0x24, 0x04, "y short and negative");
});
