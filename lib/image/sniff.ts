/**
 * Which format some bytes are, from their signature, as the MIME Sniffing standard's
 * "image type pattern matching algorithm" (§6.1) does; a file name or a server's
 * Content-Type does not decide it, just as Chromium decodes an image by its bytes.
 */
import type { ImageFormat } from "./types.ts";

function startsWith(bytes: Uint8Array, pattern: readonly number[], at = 0): boolean {
  if (bytes.length < at + pattern.length) return false;
  return pattern.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format of `bytes`, or null when no known signature matches. */
export function sniffImageFormat(bytes: Uint8Array, mimeType?: string): ImageFormat | null {
  if (startsWith(bytes, [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBPVP"), 8)) return "webp";
  // ISO BMFF: a "ftyp" box whose major or compatible brands name AVIF (MIME Sniffing §6.2.1).
  if (startsWith(bytes, ascii("ftyp"), 4) && hasAvifBrand(bytes)) return "avif";
  // SVG is text: no signature; it is recognised by its declared type or its root element.
  if (mimeType?.split(";")[0].trim().toLowerCase() === "image/svg+xml") return "svg";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

function hasAvifBrand(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    if (startsWith(bytes, ascii("avif"), at) || startsWith(bytes, ascii("avis"), at)) return true;
  }
  return false;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}
