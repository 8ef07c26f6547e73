import assert from "node:assert/strict";
import { halve, padWhite } from "./raster.ts";

Deno.test("halving averages 2×2 blocks, ties to even, and drops an odd last row and column", () => {
  // 3 × 3 grey values (R = G = B); the last row and column have no full block.
  const grey = [10, 11, 99, 13, 13, 99, 99, 99, 99];
  const data = new Uint8Array(grey.flatMap((v) => [v, v, v]));
  const half = halve({ width: 3, height: 3, data });
  assert.deepEqual([half.width, half.height], [1, 1]);
  // (10 + 11 + 13 + 13) / 4 = 11.75 → 12.
  assert.deepEqual([...half.data], [12, 12, 12]);
  const tie = (a: number, b: number) =>
    halve({ width: 2, height: 2, data: new Uint8Array([a, a, a, b, b, b, a, a, a, b, b, b]) })
      .data[0];
  assert.equal(tie(200, 201), 200); // 200.5 → 200
  assert.equal(tie(201, 202), 202); // 201.5 → 202
});

Deno.test("padding puts the image top-left on white", () => {
  const padded = padWhite({ width: 1, height: 1, data: new Uint8Array([1, 2, 3]) }, 2, 2);
  assert.deepEqual([...padded.data], [1, 2, 3, ...Array(9).fill(255)]);
});
