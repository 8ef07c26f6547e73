import assert from "node:assert/strict";
import { readLimited } from "./read_limited.ts";

function streamOf(chunks: number[], onCancel: () => void = () => {}): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(new Uint8Array(chunks[i++]).fill(7));
      else controller.close();
    },
    cancel: onCancel,
  });
}

Deno.test("a stream within the limit is read whole", async () => {
  const result = await readLimited(streamOf([3, 4]), 7);
  assert.ok(result.ok);
  assert.equal(result.bytes.length, 7);
});

Deno.test("a stream past the limit is cancelled, not buffered", async () => {
  let cancelled = false;
  const result = await readLimited(streamOf([4, 4, 1000], () => (cancelled = true)), 7);
  assert.equal(result.ok, false);
  assert.ok(cancelled);
});
