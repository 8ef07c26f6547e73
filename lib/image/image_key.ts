/**
 * The identity of an image: a SHA-256 of its bytes, so the same picture used on many
 * pages, or under several URLs, is embedded once.
 */
import { createHash } from "node:crypto";

export function imageKey(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
