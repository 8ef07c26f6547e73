/**
 * One HTTP/1.1 GET (RFC 9112) to an address chosen by the caller, with the URL's host name
 * kept for the Host header and for TLS (SNI and certificate checks). `fetch` cannot be told
 * which address to connect to, and connecting to the address that was checked is the point:
 * the name is not resolved a second time.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { concatBytes } from "../concat_bytes.ts";

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** Empty for redirects, whose bodies are not read. */
  body: Uint8Array;
}

/** A failure the fetcher reports by kind rather than by the exception's text. */
export class HttpFailure extends Error {
  readonly kind: "too-large" | "protocol";
  constructor(kind: "too-large" | "protocol", message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface RequestOptions {
  signal: AbortSignal;
  maxBytes: number;
  caCerts?: string[];
}

const MAX_HEAD_BYTES = 64 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GET `url` from `address` (an IP literal). Throws on network errors, HttpFailure, or abort. */
export async function httpGet(
  url: URL,
  address: string,
  options: RequestOptions,
): Promise<HttpResponse> {
  const { signal } = options;
  const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
  let conn: Deno.Conn | null = null;
  const close = () => {
    try {
      conn?.close();
    } catch {
      // Already closed.
    }
  };
  signal.addEventListener("abort", close, { once: true });
  try {
    signal.throwIfAborted();
    const tcp = await Deno.connect({ hostname: address.replace(/^\[|\]$/g, ""), port, signal });
    conn = tcp;
    if (url.protocol === "https:") {
      conn = await abortable(
        Deno.startTls(tcp, { hostname: url.hostname, caCerts: options.caCerts }),
        signal,
        () => tcp.close(),
      );
    }
    await writeAll(conn, requestHead(url));
    const reader = new ConnReader(conn);
    let head = parseHead(await reader.head());
    // Informational responses (1xx) precede the real one (RFC 9110 §15.2).
    while (head.status >= 100 && head.status < 200) head = parseHead(await reader.head());
    if (REDIRECTS.has(head.status)) return { ...head, body: new Uint8Array() };
    const body = await readBody(reader, head.headers, options.maxBytes);
    return { ...head, body: decodeContent(body, head.headers, options.maxBytes) };
  } catch (error) {
    signal.throwIfAborted();
    throw error;
  } finally {
    signal.removeEventListener("abort", close);
    close();
  }
}

/** Rejects when `signal` aborts, after calling `cancel` to release what the promise holds. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal, cancel: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      try {
        cancel();
      } catch {
        // The promise may already own (and have closed) the resource.
      }
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function requestHead(url: URL): Uint8Array {
  const lines = [
    `GET ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    "User-Agent: html2pdf",
    "Accept: */*",
    "Accept-Encoding: gzip, deflate, br",
    "Connection: close",
  ];
  return new TextEncoder().encode(lines.join("\r\n") + "\r\n\r\n");
}

async function writeAll(conn: Deno.Conn, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length;) at += await conn.write(bytes.subarray(at));
}

function parseHead(text: string): { status: number; headers: Headers } {
  const [statusLine, ...lines] = text.split("\r\n");
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) {
    throw new HttpFailure("protocol", `not an HTTP/1.x response: "${statusLine.slice(0, 40)}"`);
  }
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header Headers rejects (bad characters) is one the fetch does not need.
    }
  }
  return { status: Number(match[1]), headers };
}

/** The message body (RFC 9112 §6.3): chunked, Content-Length, or up to the connection's end. */
async function readBody(
  reader: ConnReader,
  headers: Headers,
  maxBytes: number,
): Promise<Uint8Array> {
  const tooLarge = () => new HttpFailure("too-large", `larger than ${maxBytes} bytes`);
  if (/chunked/i.test(headers.get("transfer-encoding") ?? "")) {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const sizeLine = await reader.line();
      const size = parseInt(sizeLine, 16);
      if (!/^[0-9a-f]+/i.test(sizeLine) || !Number.isFinite(size)) {
        throw new HttpFailure("protocol", "bad chunk size");
      }
      if (size === 0) break;
      total += size;
      if (total > maxBytes) throw tooLarge();
      chunks.push(await reader.exactly(size));
      await reader.line();
    }
    return concatBytes(chunks);
  }
  const lengthHeader = headers.get("content-length");
  if (lengthHeader !== null) {
    const length = Number(lengthHeader);
    if (!Number.isInteger(length) || length < 0) {
      throw new HttpFailure("protocol", "bad Content-Length");
    }
    if (length > maxBytes) throw tooLarge();
    return await reader.exactly(length);
  }
  const rest = await reader.rest(maxBytes);
  if (rest === null) throw tooLarge();
  return rest;
}

/** Undoes Content-Encoding (RFC 9110 §8.4), with the same cap on what it inflates to. */
function decodeContent(body: Uint8Array, headers: Headers, maxBytes: number): Uint8Array {
  const coding = (headers.get("content-encoding") ?? "identity").trim().toLowerCase();
  const options = { maxOutputLength: Math.max(1, maxBytes) };
  try {
    switch (coding) {
      case "identity":
        return body;
      case "gzip":
      case "x-gzip":
        return new Uint8Array(gunzipSync(body, options));
      case "deflate":
        return new Uint8Array(inflateSync(body, options));
      case "br":
        return new Uint8Array(brotliDecompressSync(body, options));
    }
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new HttpFailure("too-large", `decompresses to more than ${maxBytes} bytes`);
    }
    throw new HttpFailure("protocol", `bad ${coding} content: ${(error as Error).message}`);
  }
  throw new HttpFailure("protocol", `unsupported Content-Encoding ${coding}`);
}

/** Buffered reads from a connection: the head, lines, exact lengths, the rest. */
class ConnReader {
  readonly #conn: Deno.Conn;
  #buffer: Uint8Array = new Uint8Array();
  #ended = false;

  constructor(conn: Deno.Conn) {
    this.#conn = conn;
  }

  async #fill(): Promise<boolean> {
    if (this.#ended) return false;
    const chunk = new Uint8Array(64 * 1024);
    const n = await this.#conn.read(chunk);
    if (n === null) {
      this.#ended = true;
      return false;
    }
    this.#buffer = concatBytes([this.#buffer, chunk.subarray(0, n)]);
    return true;
  }

  #take(n: number): Uint8Array {
    const taken = this.#buffer.slice(0, n);
    this.#buffer = this.#buffer.subarray(n);
    return taken;
  }

  /** Up to and without the blank line that ends a response head. */
  async head(): Promise<string> {
    for (;;) {
      const end = indexOf(this.#buffer, [13, 10, 13, 10]);
      if (end >= 0) return new TextDecoder("latin1").decode(this.#take(end + 4)).slice(0, -4);
      if (this.#buffer.length > MAX_HEAD_BYTES) {
        throw new HttpFailure("protocol", "response head too long");
      }
      if (!await this.#fill()) {
        throw new HttpFailure("protocol", "connection closed before a response");
      }
    }
  }

  /** One CRLF-terminated line, without the CRLF. */
  async line(): Promise<string> {
    for (;;) {
      const end = indexOf(this.#buffer, [13, 10]);
      if (end >= 0) return new TextDecoder("latin1").decode(this.#take(end + 2)).slice(0, -2);
      if (this.#buffer.length > MAX_HEAD_BYTES) throw new HttpFailure("protocol", "line too long");
      if (!await this.#fill()) throw new HttpFailure("protocol", "connection closed mid-body");
    }
  }

  async exactly(n: number): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    let needed = n;
    while (needed > 0) {
      if (this.#buffer.length === 0 && !await this.#fill()) {
        throw new HttpFailure("protocol", "connection closed mid-body");
      }
      const part = this.#take(Math.min(needed, this.#buffer.length));
      parts.push(part);
      needed -= part.length;
    }
    return concatBytes(parts);
  }

  /** Everything until the connection closes; null past `maxBytes`. */
  async rest(maxBytes: number): Promise<Uint8Array | null> {
    const parts: Uint8Array[] = [];
    let total = 0;
    do {
      total += this.#buffer.length;
      if (total > maxBytes) return null;
      parts.push(this.#take(this.#buffer.length));
    } while (await this.#fill());
    return concatBytes(parts);
  }
}

function indexOf(bytes: Uint8Array, pattern: number[]): number {
  outer: for (let i = 0; i + pattern.length <= bytes.length; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
    return i;
  }
  return -1;
}
