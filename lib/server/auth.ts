/**
 * X-Api-Key check (service-interface spec, "Authentication"). The comparison must not
 * reveal through its timing how much of a guess was right, so both values are hashed
 * to fixed-length SHA-256 digests (which also hides the key's length) and the digests
 * are compared with timingSafeEqual, which has no early exit.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export const API_KEY_HEADER = "X-Api-Key";

/** Returns a predicate that tells whether a presented header value is the key. */
export function apiKeyVerifier(key: string): (presented: string | null) => boolean {
  const expected = digest(key);
  return (presented) => presented !== null && timingSafeEqual(digest(presented), expected);
}

function digest(value: string): Uint8Array {
  return createHash("sha256").update(value, "utf8").digest();
}
