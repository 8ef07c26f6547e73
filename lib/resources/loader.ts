/**
 * The resources of one render: URLs resolved against the base directory, loaded under the
 * policy (data: always, files below the base directory, http(s) as fetch_policy.ts allows),
 * each URL once however often the document refers to it. The synchronous stages (styles,
 * fonts) read what `prefetch` fetched; images use `load`. Every failure is kept, once, in
 * `warnings` for the CLI to print and the service to log.
 */
import { BaseDirectory } from "./base_dir.ts";
import { decodeDataUrl } from "./data_url.ts";
import { type FetchPolicy, fetchPolicy, networkEnabled } from "./fetch_policy.ts";
import { fetchUrl } from "./fetch_url.ts";
import type { LoadResult } from "./loaded.ts";
import { type ResourceWarning, resourceWarning } from "./warning.ts";

export interface ResourcePolicy {
  /** Directory that relative URLs resolve against; files outside it are never read. */
  baseDir: string | null;
  /** Any public http(s) host (the CLI's --allow-network). */
  allowNetwork: boolean;
  /** Hosts fetched from whatever they resolve to (--allow-host, FETCH_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** The fetch limits, for tests and callers with other needs; defaults otherwise. */
  fetch?: Partial<FetchPolicy>;
  /** Most bytes all of one render's resources may hold together. */
  maxTotalBytes?: number;
}

/** What one render's resources may hold in memory together. */
export const MAX_TOTAL_RESOURCE_BYTES = 96 * 1024 * 1024;

export class ResourceLoader {
  readonly #base: BaseDirectory | null;
  readonly #fetch: FetchPolicy;
  readonly #maxTotalBytes: number;
  #totalBytes = 0;
  readonly #pending = new Map<string, Promise<LoadResult>>();
  readonly #settled = new Map<string, LoadResult>();
  readonly #warnings = new Map<string, ResourceWarning>();

  constructor(policy: ResourcePolicy) {
    this.#base = policy.baseDir ? new BaseDirectory(policy.baseDir) : null;
    this.#fetch = { ...fetchPolicy(policy.allowNetwork, policy.allowedHosts), ...policy.fetch };
    this.#maxTotalBytes = policy.maxTotalBytes ?? MAX_TOTAL_RESOURCE_BYTES;
  }

  /** Every failure so far, each once, in the order they happened. */
  get warnings(): ResourceWarning[] {
    return [...this.#warnings.values()];
  }

  /** Absolute URL of `href`, or null when it is not a URL even against the base directory. */
  resolve(href: string): URL | null {
    try {
      return this.#base ? new URL(href.trim(), this.#base.url) : new URL(href.trim());
    } catch {
      return null;
    }
  }

  /** Loads `href`; the same URL is fetched or read once per render. Never throws. */
  load(href: string): Promise<LoadResult> {
    const url = this.resolve(href);
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      return Promise.resolve(this.#readNow(href, url));
    }
    const settled = this.#settled.get(url.href);
    if (settled) return Promise.resolve(settled);
    let pending = this.#pending.get(url.href);
    if (!pending) {
      pending = fetchUrl(url, this.#fetch).then((result) => {
        const kept = this.#keep(result);
        this.#settled.set(url.href, kept);
        return kept;
      });
      this.#pending.set(url.href, pending);
    }
    return pending;
  }

  /** Fetches the http(s) URLs among `hrefs` (when the policy allows any) so later reads are synchronous. */
  async prefetch(hrefs: Iterable<string>): Promise<void> {
    if (!networkEnabled(this.#fetch)) return;
    await Promise.all([...hrefs].map((href) => this.load(href)));
  }

  /** The bytes of a resource, or null when it is missing or not allowed. Never throws. */
  readBytes(href: string): Uint8Array | null {
    const url = this.resolve(href);
    const result = url && (url.protocol === "http:" || url.protocol === "https:")
      ? this.#settled.get(url.href) ?? this.#notFetched(url)
      : this.#readNow(href, url);
    return result.ok ? result.bytes : null;
  }

  readText(href: string): string | null {
    const bytes = this.readBytes(href);
    return bytes === null ? null : new TextDecoder().decode(bytes);
  }

  /** data: and file: URLs, read synchronously, once per URL. */
  #readNow(href: string, url: URL | null): LoadResult {
    if (!url) return this.#failure(href, "bad-url", "not a URL");
    let result = this.#settled.get(url.href);
    if (!result) {
      result = this.#read(url);
      this.#settled.set(url.href, result);
    }
    return result;
  }

  #read(url: URL): LoadResult {
    if (url.protocol === "data:") return this.#keep(decodeDataUrl(url.href));
    if (url.protocol !== "file:") {
      return this.#failure(url.href, "bad-url", `${url.protocol} URLs are not loaded`);
    }
    if (!this.#base) {
      return this.#failure(url.href, "not-allowed", "files are read only below a base directory");
    }
    return this.#keep(this.#base.read(url, this.#fetch.maxBytes));
  }

  /** An http(s) URL read before (or without) being fetched. */
  #notFetched(url: URL): LoadResult {
    if (networkEnabled(this.#fetch)) {
      return this.#failure(url.href, "network", "not fetched ahead of use");
    }
    return this.#failure(url.href, "not-allowed", "http(s) resources are off for this render");
  }

  #failure(url: string, reason: ResourceWarning["reason"], message: string): LoadResult {
    return this.#keep({ ok: false, warning: resourceWarning(url, reason, message) });
  }

  /** Records a failure's warning, and counts a success against the render's byte budget. */
  #keep(result: LoadResult): LoadResult {
    if (result.ok) {
      this.#totalBytes += result.bytes.length;
      if (this.#totalBytes <= this.#maxTotalBytes) return result;
      this.#totalBytes -= result.bytes.length;
      return this.#failure(
        result.url,
        "too-large",
        `the render's resources would exceed ${this.#maxTotalBytes} bytes`,
      );
    }
    const { warning } = result;
    if (!this.#warnings.has(warning.message)) this.#warnings.set(warning.message, warning);
    return result;
  }
}
