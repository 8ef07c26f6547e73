/**
 * Render options: the public type, their defaults (service-interface.md, "Render
 * options") and the one validator that both the HTTP service and the CLI use.
 */
import { InputError } from "./errors.ts";
import { normalizeHostList } from "./resources/mod.ts";

export const PAGE_SIZES = {
  // width × height in CSS px (1in = 96px) — Paged Media 3 §7.1 page-size names.
  A3: [297 / 25.4 * 96, 420 / 25.4 * 96],
  A4: [210 / 25.4 * 96, 297 / 25.4 * 96],
  A5: [148 / 25.4 * 96, 210 / 25.4 * 96],
  Letter: [8.5 * 96, 11 * 96],
  Legal: [8.5 * 96, 14 * 96],
} as const satisfies Record<string, readonly [number, number]>;

export type PageSizeName = keyof typeof PAGE_SIZES;

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Options as the caller gives them; every field optional. */
export interface RenderOptions {
  pageSize?: PageSizeName;
  margins?: Partial<Margins>;
  title?: string | null;
  header?: string | null;
  footer?: string | null;
  landscape?: boolean;
  /**
   * Directory that relative URLs (stylesheets, images, fonts) resolve against and
   * the only directory tree `file:` resources may be read from. Unset: no files.
   */
  baseDir?: string | null;
  /**
   * Allow http(s) resources from any host whose addresses are all public. Off by default: a
   * server must not become a proxy. (CLI: --allow-network.)
   */
  allowNetwork?: boolean;
  /**
   * Hosts http(s) resources may come from whatever they resolve to — the only way to reach a
   * loopback or private address. (CLI: --allow-host; service: FETCH_ALLOWED_HOSTS.)
   */
  allowedHosts?: string[] | null;
  /** Most pages one render may produce; more is a LimitError. */
  maxPages?: number;
  /**
   * Whether the PDF gets an outline of the document's headings (bookmark-level). On by
   * default; false leaves it out (links and named destinations stay). (CLI: --no-bookmarks.)
   */
  bookmarks?: boolean;
  /**
   * The creation date written in the PDF's metadata: an ISO 8601 date or date-time with a
   * time zone, a Date, or "now" (the time of the request, or SOURCE_DATE_EPOCH when that is
   * set, for reproducible builds). Unset: no date, so that the same input gives the same
   * bytes. (CLI: --creation-date.)
   */
  creationDate?: string | Date | null;
  /**
   * Called once per resource that could not be used (a missing image, a refused URL, an
   * undecodable file), with one line naming it and why. The document still renders, as
   * Chromium renders it without that resource. (CLI: printed to stderr; service: logged.)
   */
  onWarning?: ((message: string) => void) | null;
}

/** Options with every default applied; what the renderer works with. */
export interface ResolvedRenderOptions {
  pageSize: PageSizeName;
  margins: Margins;
  title: string | null;
  header: string | null;
  footer: string | null;
  landscape: boolean;
  baseDir: string | null;
  allowNetwork: boolean;
  /** Normalised host names and IP literals (lib/resources/host_list.ts). */
  allowedHosts: string[];
  maxPages: number;
  bookmarks: boolean;
  creationDate: Date | null;
  onWarning: ((message: string) => void) | null;
}

export const DEFAULT_MARGIN_PX = 40;
/** Default page limit: far above real documents, low enough to stop a runaway one. */
export const DEFAULT_MAX_PAGES = 2000;
/** Upper bound for one margin: larger than any page side, so always a mistake. */
export const MAX_MARGIN_PX = 10000;

function fail(field: string, expected: string): never {
  throw new InputError(`Invalid value for ${field}: expected ${expected}.`);
}

function optionalString(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") fail(field, "a string");
  return value;
}

/** A date, or a date and time with seconds optional and a time zone (ISO 8601, RFC 3339). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/i;

/** SOURCE_DATE_EPOCH (reproducible-builds.org): seconds since 1970 that stand for "now". */
function sourceDateEpoch(): Date | null {
  let value: string | undefined;
  try {
    value = Deno.env.get("SOURCE_DATE_EPOCH");
  } catch {
    return null; // no permission to read the environment: no such setting
  }
  return value && /^\d+$/.test(value) ? new Date(Number(value) * 1000) : null;
}

function creationDate(value: unknown): Date | null {
  if (value === undefined || value === null) return null;
  if (value === "now") return sourceDateEpoch() ?? new Date();
  const date = value instanceof Date
    ? value
    : typeof value === "string" && ISO_DATE.test(value)
    ? new Date(value)
    : null;
  if (date === null || Number.isNaN(date.getTime())) {
    fail("options.creationDate", 'an ISO 8601 date-time such as 2024-05-01T12:00:00Z, or "now"');
  }
  return date;
}

/**
 * Validates an options object that came from outside (JSON or CLI flags) and
 * applies the defaults. Throws InputError naming the offending field.
 */
export function resolveRenderOptions(input: unknown): ResolvedRenderOptions {
  if (input === undefined || input === null) input = {};
  if (typeof input !== "object" || Array.isArray(input)) fail("options", "an object");
  const o = input as Record<string, unknown>;

  let pageSize: PageSizeName = "A4";
  if (o.pageSize !== undefined && o.pageSize !== null) {
    const match = typeof o.pageSize === "string" &&
      (Object.keys(PAGE_SIZES) as PageSizeName[]).find((k) =>
        k.toLowerCase() === (o.pageSize as string).toLowerCase()
      );
    if (!match) fail("options.pageSize", `one of ${Object.keys(PAGE_SIZES).join(", ")}`);
    pageSize = match;
  }

  const margins: Margins = {
    top: DEFAULT_MARGIN_PX,
    right: DEFAULT_MARGIN_PX,
    bottom: DEFAULT_MARGIN_PX,
    left: DEFAULT_MARGIN_PX,
  };
  if (o.margins !== undefined && o.margins !== null) {
    if (typeof o.margins !== "object" || Array.isArray(o.margins)) {
      fail("options.margins", "an object with top, right, bottom, left");
    }
    const m = o.margins as Record<string, unknown>;
    for (const side of ["top", "right", "bottom", "left"] as const) {
      const v = m[side];
      if (v === undefined || v === null) continue;
      if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > MAX_MARGIN_PX) {
        fail(`options.margins.${side}`, `a number of CSS pixels from 0 to ${MAX_MARGIN_PX}`);
      }
      margins[side] = v;
    }
  }

  if (o.landscape !== undefined && o.landscape !== null && typeof o.landscape !== "boolean") {
    fail("options.landscape", "true or false");
  }
  if (o.allowNetwork !== undefined && typeof o.allowNetwork !== "boolean") {
    fail("options.allowNetwork", "true or false");
  }
  let allowedHosts: string[] = [];
  if (o.allowedHosts !== undefined && o.allowedHosts !== null) {
    if (!Array.isArray(o.allowedHosts) || !o.allowedHosts.every((h) => typeof h === "string")) {
      fail("options.allowedHosts", "a list of host names");
    }
    allowedHosts = normalizeHostList(o.allowedHosts, "options.allowedHosts");
  }
  let maxPages = DEFAULT_MAX_PAGES;
  if (o.maxPages !== undefined && o.maxPages !== null) {
    if (typeof o.maxPages !== "number" || !Number.isInteger(o.maxPages) || o.maxPages < 1) {
      fail("options.maxPages", "a whole number of at least 1");
    }
    maxPages = o.maxPages;
  }

  if (o.bookmarks !== undefined && o.bookmarks !== null && typeof o.bookmarks !== "boolean") {
    fail("options.bookmarks", "true or false");
  }

  if (o.onWarning !== undefined && o.onWarning !== null && typeof o.onWarning !== "function") {
    fail("options.onWarning", "a function");
  }
  const onWarning = (o.onWarning ?? null) as ResolvedRenderOptions["onWarning"];

  return {
    pageSize,
    margins,
    title: optionalString(o.title, "options.title"),
    header: optionalString(o.header, "options.header"),
    footer: optionalString(o.footer, "options.footer"),
    landscape: o.landscape === true,
    baseDir: optionalString(o.baseDir, "options.baseDir"),
    allowNetwork: o.allowNetwork === true,
    allowedHosts,
    maxPages,
    bookmarks: o.bookmarks !== false,
    creationDate: creationDate(o.creationDate),
    onWarning,
  };
}
