/**
 * GIF's variable-length LZW (GIF89a Appendix F): codes of 3–12 bits packed least significant
 * bit first, a clear code that resets the table and an end code.
 */
import { corrupt } from "./errors.ts";

const MAX_CODES = 4096;

/**
 * Decodes `data` (the image's sub-blocks joined) into `out`, stopping when `out` is full.
 * Returns how many indices were written: a truncated stream yields fewer, and the caller
 * leaves the rest transparent as browsers do.
 */
export function decodeGifLzw(data: Uint8Array, minCodeSize: number, out: Uint8Array): number {
  if (minCodeSize < 2 || minCodeSize > 8) corrupt("GIF", `LZW code size ${minCodeSize}`);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  // Each code's string is its prefix code's string plus one index: walk back to write it.
  const prefix = new Uint16Array(MAX_CODES);
  const suffix = new Uint8Array(MAX_CODES);
  const length = new Uint16Array(MAX_CODES);
  const first = new Uint8Array(MAX_CODES);
  for (let i = 0; i < clear; i++) {
    suffix[i] = i;
    first[i] = i;
    length[i] = 1;
  }
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let previous = -1;
  let written = 0;
  let bits = 0;
  let bitCount = 0;
  let at = 0;
  while (written < out.length) {
    while (bitCount < codeSize) {
      if (at >= data.length) return written;
      bits |= data[at++] << bitCount;
      bitCount += 8;
    }
    const code = bits & ((1 << codeSize) - 1);
    bits >>>= codeSize;
    bitCount -= codeSize;
    if (code === clear) {
      codeSize = minCodeSize + 1;
      next = end + 1;
      previous = -1;
      continue;
    }
    if (code === end) return written;
    if (previous === -1) {
      if (code >= clear) corrupt("GIF", "the LZW data starts with an undefined code");
      out[written++] = code;
      previous = code;
      continue;
    }
    // The one code not yet in the table is the one about to be added (KwKwK).
    const known = code < next;
    if (!known && code !== next) corrupt("GIF", "an LZW code refers past the table");
    const string = known ? code : previous;
    const stringLength = length[string];
    const start = written;
    const stop = Math.min(out.length, start + stringLength);
    let c = string;
    for (let i = stringLength - 1; i >= 0; i--) {
      if (start + i < stop) out[start + i] = suffix[c];
      c = prefix[c];
    }
    written = stop;
    const head = first[string];
    if (!known && written < out.length) out[written++] = head;
    if (next < MAX_CODES) {
      prefix[next] = previous;
      suffix[next] = head;
      first[next] = first[previous];
      length[next] = length[previous] + 1;
      next++;
      if (next === 1 << codeSize && codeSize < 12) codeSize++;
    }
    previous = code;
  }
  return written;
}
