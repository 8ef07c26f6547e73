import assert from "node:assert/strict";
import { concatBytes } from "../concat_bytes.ts";
import { encodeFrame, FrameReader } from "./frames.ts";

/** A stream that delivers `bytes` in pieces of `size` bytes, as a pipe may. */
function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset += size));
    },
  });
}

Deno.test("frames round-trip, header and payload, however the stream splits them", async () => {
  const pdf = new Uint8Array(70_000).map((_, i) => i % 251);
  const bytes = concatBytes([
    encodeFrame({ type: "ready" }),
    encodeFrame({ type: "done", note: "ü" }, pdf),
    encodeFrame({ type: "failed" }),
  ]);
  for (const size of [1, 7, 8, 4096, bytes.byteLength]) {
    const frames = new FrameReader(streamOf(bytes, size));
    assert.deepEqual(await frames.next(), { header: { type: "ready" }, payload: new Uint8Array() });
    const done = await frames.next();
    assert.deepEqual(done?.header, { type: "done", note: "ü" });
    assert.deepEqual(done?.payload, pdf, `pieces of ${size}`);
    assert.deepEqual((await frames.next())?.header, { type: "failed" });
    assert.equal(await frames.next(), null, "the end between frames is the end");
  }
});

Deno.test("a stream that ends inside a frame, or announces a huge one, is an error", async () => {
  const frame = encodeFrame({ type: "done" }, new Uint8Array(100));
  for (const cut of [3, 20, frame.byteLength - 1]) {
    const frames = new FrameReader(streamOf(frame.subarray(0, cut), 16));
    await assert.rejects(frames.next(), /ended inside a frame/);
  }
  const huge = new Uint8Array(8);
  new DataView(huge.buffer).setUint32(4, 0xffffffff);
  await assert.rejects(new FrameReader(streamOf(huge, 8)).next(), /too large/);
});
