/**
 * `data:` URLs (RFC 2397, as the Fetch standard's "data: URL processor" §4.1 reads them):
 * `data:[<mediatype>][;base64],<data>`, percent-encoded or base64 (ASCII whitespace ignored).
 */
import { essence, type LoadResult } from "./loaded.ts";
import { resourceWarning } from "./warning.ts";

export function decodeDataUrl(href: string): LoadResult {
  const comma = href.indexOf(",");
  if (!/^data:/i.test(href) || comma < 0) {
    return { ok: false, warning: resourceWarning(href, "bad-url", "malformed data: URI") };
  }
  const meta = href.slice(5, comma);
  const body = percentDecode(href.slice(comma + 1));
  const params = meta.split(";");
  const base64 = params.length > 1 && params.at(-1)!.trim().toLowerCase() === "base64";
  if (base64) params.pop();
  // An empty type means text/plain (Fetch §4.1 step 11).
  const mimeType = essence(params.join(";")) ?? "text/plain";
  if (!base64) return { ok: true, url: href, bytes: body, mimeType };
  try {
    const text = new TextDecoder("latin1").decode(body);
    return {
      ok: true,
      url: href,
      bytes: Uint8Array.fromBase64(text.replace(/[\t\n\f\r ]/g, "")),
      mimeType,
    };
  } catch {
    return { ok: false, warning: resourceWarning(href, "bad-url", "invalid base64 in data: URI") };
  }
}

/** Percent-decodes to bytes (URL §1.3): "%41" is byte 0x41; other characters as UTF-8. */
function percentDecode(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes[i] === 0x25 ? String.fromCharCode(bytes[i + 1], bytes[i + 2]) : "";
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out[n++] = parseInt(hex, 16);
      i += 2;
    } else {
      out[n++] = bytes[i];
    }
  }
  return out.subarray(0, n);
}
