/**
 * Resource loading policy (DESIGN "No hidden network"): `data:` URIs always;
 * `file:` only below the base directory the caller named; `http(s)` only when
 * explicitly allowed, and then fetched ahead of the synchronous stages.
 */
import { resolve as resolvePath, sep as SEPARATOR } from "node:path";
import { readLimited } from "../read_limited.ts";
import { fileURLToPath as fromFileUrl, pathToFileURL as toFileUrl } from "node:url";

export interface ResourcePolicy {
  /** Directory that relative URLs resolve against; files outside it are never read. */
  baseDir: string | null;
  allowNetwork: boolean;
}

/** Largest resource read or fetched, so one request cannot exhaust memory. */
export const MAX_RESOURCE_BYTES = 32 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

export class ResourceLoader {
  readonly #policy: ResourcePolicy;
  readonly #base: URL | null;
  readonly #realBase: string | null;
  readonly #fetched = new Map<string, Uint8Array | null>();

  constructor(policy: ResourcePolicy) {
    this.#policy = policy;
    if (policy.baseDir) {
      const dir = resolvePath(policy.baseDir);
      this.#base = toFileUrl(dir.endsWith(SEPARATOR) ? dir : dir + SEPARATOR);
      this.#realBase = realPath(dir);
    } else {
      this.#base = null;
      this.#realBase = null;
    }
  }

  /** Absolute URL of `href`, or null when it cannot be resolved under this policy. */
  resolve(href: string): URL | null {
    try {
      return this.#base ? new URL(href.trim(), this.#base) : new URL(href.trim());
    } catch {
      return null;
    }
  }

  /** Fetches the http(s) URLs among `hrefs` (when the policy allows it) so later reads are synchronous. */
  async prefetch(hrefs: Iterable<string>): Promise<void> {
    if (!this.#policy.allowNetwork) return;
    const jobs: Promise<void>[] = [];
    for (const href of hrefs) {
      const url = this.resolve(href);
      if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) continue;
      if (this.#fetched.has(url.href)) continue;
      this.#fetched.set(url.href, null);
      jobs.push(fetchLimited(url).then((bytes) => void this.#fetched.set(url.href, bytes)));
    }
    await Promise.all(jobs);
  }

  /** The bytes of a resource, or null when it is missing or not allowed. Never throws. */
  readBytes(href: string): Uint8Array | null {
    const url = this.resolve(href);
    if (!url) return null;
    switch (url.protocol) {
      case "data:":
        return decodeDataUrl(url.href);
      case "file:":
        return this.#readFile(url);
      case "http:":
      case "https:":
        return this.#fetched.get(url.href) ?? null;
      default:
        return null;
    }
  }

  readText(href: string): string | null {
    const bytes = this.readBytes(href);
    return bytes === null ? null : new TextDecoder().decode(bytes);
  }

  #readFile(url: URL): Uint8Array | null {
    if (!this.#realBase) return null;
    try {
      const path = realPath(fromFileUrl(url));
      // Containment is checked on the real path so symlinks cannot lead outside.
      if (!path.startsWith(this.#realBase + SEPARATOR) && path !== this.#realBase) return null;
      const info = Deno.statSync(path);
      if (!info.isFile || info.size > MAX_RESOURCE_BYTES) return null;
      return Deno.readFileSync(path);
    } catch {
      return null;
    }
  }
}

function realPath(path: string): string {
  try {
    return Deno.realPathSync(path);
  } catch {
    return resolvePath(path);
  }
}

async function fetchLimited(url: URL): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const read = await readLimited(response.body, MAX_RESOURCE_BYTES);
    return read.ok ? read.bytes : null;
  } catch {
    return null;
  }
}

/** RFC 2397 `data:[<mediatype>][;base64],<data>`. */
export function decodeDataUrl(href: string): Uint8Array | null {
  const comma = href.indexOf(",");
  if (!href.startsWith("data:") || comma < 0) return null;
  const meta = href.slice(5, comma);
  const payload = href.slice(comma + 1);
  try {
    if (/;base64$/i.test(meta)) {
      const binary = atob(decodeURIComponent(payload).replace(/\s+/g, ""));
      return Uint8Array.from(binary, (c) => c.charCodeAt(0));
    }
    return new TextEncoder().encode(decodeURIComponent(payload));
  } catch {
    return null;
  }
}
