/**
 * The browser UI (service-interface spec: "/" editor and preview, "/e2e" comparison): two
 * pages and the files they load, all under ui/. `deno compile --include ui` embeds the folder,
 * so the same URLs work in the single executable; files are read per request (small, and the
 * service process keeps no copy).
 *
 * Assets are served at /ui/<folder>/<file> from a fixed set of folders and a file-name pattern
 * without path separators or "..", so no request can name a file outside them. Every response
 * is revalidated (no-cache) against a content ETag: a browser keeps the scripts and gets a 304
 * until `make ui` builds different ones.
 */
import { HttpError } from "./errors.ts";

export const UI_PAGES: Readonly<Record<string, string>> = {
  "/": "index.html",
  "/e2e": "e2e.html",
};

/** The route of the pages' scripts, styles and sample documents. */
export const UI_ASSET_ROUTE = "/ui/:folder/:name";

/** Folders under ui/ that assets come from: the bundle `make ui` builds, styles, samples. */
const ASSET_FOLDERS = new Set(["dist", "styles", "samples"]);
const ASSET_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  map: "application/json; charset=utf-8",
};

const UI_DIR = new URL("../../ui/", import.meta.url);

export function uiPageResponse(file: string, request: Request): Promise<Response> {
  return fileResponse(file, CONTENT_TYPES.html, request);
}

/** A file of an asset folder, or a 404 that says what is missing. */
export async function uiAssetResponse(
  folder: string,
  name: string,
  request: Request,
): Promise<Response> {
  const type = CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)];
  if (!ASSET_FOLDERS.has(folder) || !ASSET_NAME.test(name) || type === undefined) {
    throw new HttpError(404, `Not found: /ui/${folder}/${name}`);
  }
  try {
    return await fileResponse(`${folder}/${name}`, type, request);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    const hint = folder === "dist" ? " (the UI bundle is built by `make ui`)" : "";
    throw new HttpError(404, `Not found: /ui/${folder}/${name}${hint}`);
  }
}

/**
 * The file, gzipped when the client accepts it (the scripts shrink from 2.2 MB to about a
 * third), or 304 when the client's copy has the same tag (RFC 9110 §13.1.2). Each encoding is
 * its own representation with its own strong tag.
 */
async function fileResponse(path: string, type: string, request: Request): Promise<Response> {
  const bytes = await Deno.readFile(new URL(path, UI_DIR));
  const gzip = /\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "");
  const etag = `"${await contentHash(bytes)}${gzip ? "-gzip" : ""}"`;
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Cache-Control": "no-cache",
    "ETag": etag,
    "Vary": "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  };
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch !== null && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (!gzip) return new Response(bytes, { headers });
  const body = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Response(body, { headers: { ...headers, "Content-Encoding": "gzip" } });
}

/** A strong entity tag's value from the content, so any rebuild changes it. */
async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}
