/**
 * The RC4 stream cipher, which the PDF standard security handler uses for V 1 and V 2
 * encryption (PDF 32000-1 §7.6.2, "General Encryption Algorithm").
 *
 * Implemented here because node:crypto in Deno does not offer RC4. RC4 is symmetric: the same
 * call both encrypts and decrypts.
 */

/** Returns `data` XOR-ed with the RC4 keystream for `key` (1–256 bytes). */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (key.length < 1 || key.length > 256) {
    throw new RangeError(`RC4 key must be 1 to 256 bytes long, got ${key.length}`);
  }

  // Key-scheduling algorithm: permute the identity state with the key.
  const state = new Uint8Array(256);
  for (let i = 0; i < 256; i++) state[i] = i;
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + state[i] + key[i % key.length]) & 0xff;
    const swap = state[i];
    state[i] = state[j];
    state[j] = swap;
  }

  // Pseudo-random generation: one keystream byte per data byte.
  const out = new Uint8Array(data.length);
  let i = 0;
  j = 0;
  for (let n = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + state[i]) & 0xff;
    const swap = state[i];
    state[i] = state[j];
    state[j] = swap;
    out[n] = data[n] ^ state[(state[i] + state[j]) & 0xff];
  }
  return out;
}
