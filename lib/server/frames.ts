/**
 * Messages between the service and its render processes travel over the child's stdin and
 * stdout as length-prefixed frames: an 8-byte prefix (two big-endian u32: header length,
 * payload length), a JSON header, then raw payload bytes. PDFs and uploaded PDFs cross as
 * bytes, never as base64 or JSON arrays, so a frame costs one copy of its payload.
 */

import { concatBytes } from "../concat_bytes.ts";

const PREFIX = 8;
const EMPTY = new Uint8Array(0);
/** A frame larger than this is refused: a length prefix is never trusted blindly. */
const MAX_FRAME_BYTES = 2 ** 31;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface Frame {
  header: unknown;
  payload: Uint8Array;
}

export function encodeFrame(header: unknown, payload: Uint8Array = EMPTY): Uint8Array {
  const json = encoder.encode(JSON.stringify(header));
  if (json.byteLength + payload.byteLength > MAX_FRAME_BYTES) {
    throw new RangeError(`A frame of ${json.byteLength + payload.byteLength} bytes is too large.`);
  }
  const frame = new Uint8Array(PREFIX + json.byteLength + payload.byteLength);
  const view = new DataView(frame.buffer);
  view.setUint32(0, json.byteLength);
  view.setUint32(4, payload.byteLength);
  frame.set(json, PREFIX);
  frame.set(payload, PREFIX + json.byteLength);
  return frame;
}

/** Reads frames one after another from a byte stream. */
export class FrameReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  #chunks: Uint8Array[] = [];
  #buffered = 0;

  constructor(stream: ReadableStream<Uint8Array>) {
    this.#reader = stream.getReader();
  }

  /** The next frame; null at the end of the stream between frames. */
  async next(): Promise<Frame | null> {
    if (!await this.#fill(PREFIX)) {
      if (this.#buffered === 0) return null;
      throw new Error("The stream ended inside a frame.");
    }
    const head = this.#front(PREFIX);
    const prefix = new DataView(head.buffer, head.byteOffset, PREFIX);
    const headerBytes = prefix.getUint32(0);
    const total = PREFIX + headerBytes + prefix.getUint32(4);
    if (total > MAX_FRAME_BYTES) throw new Error(`A frame of ${total} bytes is too large.`);
    if (!await this.#fill(total)) throw new Error("The stream ended inside a frame.");
    const bytes = this.#front(total);
    this.#drop(total);
    const json = decoder.decode(bytes.subarray(PREFIX, PREFIX + headerBytes));
    return { header: JSON.parse(json), payload: bytes.subarray(PREFIX + headerBytes, total) };
  }

  /** Reads until `bytes` are buffered; false when the stream ends first. */
  async #fill(bytes: number): Promise<boolean> {
    while (this.#buffered < bytes) {
      const { value, done } = await this.#reader.read();
      if (done) return false;
      this.#chunks.push(value);
      this.#buffered += value.byteLength;
    }
    return true;
  }

  /** The first chunk, holding at least `bytes` bytes (the chunks are joined when needed). */
  #front(bytes: number): Uint8Array {
    if (this.#chunks[0].byteLength < bytes) this.#chunks = [concatBytes(this.#chunks)];
    return this.#chunks[0];
  }

  #drop(bytes: number): void {
    const rest = this.#chunks[0].subarray(bytes);
    if (rest.byteLength === 0) this.#chunks.shift();
    else this.#chunks[0] = rest;
    this.#buffered -= bytes;
  }
}
