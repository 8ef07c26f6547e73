/**
 * The request bodies the UI sends (service-interface spec: "Render request", "Render options",
 * "Encrypt request", "Sign request"), built from what the side panel holds. Empty text fields
 * are left out, so the service applies its own defaults (the document's <title>, no header).
 */

import type { Margins } from "../../lib/options.ts";

export const PAGE_SIZES = ["A4", "A3", "A5", "Letter", "Legal"] as const;
export type PageSize = typeof PAGE_SIZES[number];

export type { Margins };

/** Every render option of the spec, as the side panel edits it. */
export interface RenderOptions {
  pageSize: PageSize;
  landscape: boolean;
  margins: Margins;
  title: string;
  header: string;
  footer: string;
}

export const DEFAULT_MARGIN_PX = 40;

export const DEFAULT_OPTIONS: Readonly<RenderOptions> = {
  pageSize: "A4",
  landscape: false,
  margins: {
    top: DEFAULT_MARGIN_PX,
    right: DEFAULT_MARGIN_PX,
    bottom: DEFAULT_MARGIN_PX,
    left: DEFAULT_MARGIN_PX,
  },
  title: "",
  header: "",
  footer: "",
};

/** The options object of a render or encrypt request. */
export function optionsBody(options: RenderOptions): Record<string, unknown> {
  const body: Record<string, unknown> = {
    pageSize: options.pageSize,
    landscape: options.landscape,
    margins: { ...options.margins },
  };
  for (const field of ["title", "header", "footer"] as const) {
    if (options[field].trim() !== "") body[field] = options[field];
  }
  return body;
}

export function renderBody(html: string, options: RenderOptions): Record<string, unknown> {
  return { html, options: optionsBody(options) };
}

export interface EncryptSettings {
  userPassword: string;
  ownerPassword: string;
  allowPrinting: boolean;
  allowCopying: boolean;
  allowModifying: boolean;
}

/** The spec's defaults: view and print, no copying or modifying. */
export const DEFAULT_ENCRYPT: Readonly<EncryptSettings> = {
  userPassword: "",
  ownerPassword: "",
  allowPrinting: true,
  allowCopying: false,
  allowModifying: false,
};

/** An encrypt request; an empty owner password is left out (the service picks a random one). */
export function encryptBody(
  html: string,
  options: RenderOptions,
  settings: EncryptSettings,
): Record<string, unknown> {
  const { ownerPassword, ...rest } = settings;
  return {
    html,
    ...rest,
    ...(ownerPassword === "" ? {} : { ownerPassword }),
    options: optionsBody(options),
  };
}

export interface SignSettings {
  name: string;
  reason: string;
  location: string;
}

/** A sign request for a PDF already rendered: its bytes in base64 plus the signer's details. */
export function signBody(pdf: Uint8Array, settings: SignSettings): Record<string, unknown> {
  const body: Record<string, unknown> = { pdf: toBase64(pdf) };
  for (const [field, value] of Object.entries(settings)) {
    if (value.trim() !== "") body[field] = value;
  }
  return body;
}

function toBase64(bytes: Uint8Array): string {
  // btoa takes a binary string; chunks keep the argument list of fromCharCode short.
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Options read back from storage, which an older UI or a hand edit may have left in any shape:
 * each field that has the right type and range is kept, the others take their defaults.
 */
export function normalizeOptions(value: unknown): RenderOptions {
  const source = isRecord(value) ? value : {};
  const margins = isRecord(source.margins) ? source.margins : {};
  const margin = (side: keyof Margins) => {
    const px = margins[side];
    return typeof px === "number" && Number.isFinite(px) && px >= 0 ? px : DEFAULT_MARGIN_PX;
  };
  const text = (field: "title" | "header" | "footer") =>
    typeof source[field] === "string" ? source[field] : "";
  return {
    pageSize: PAGE_SIZES.includes(source.pageSize as PageSize)
      ? source.pageSize as PageSize
      : DEFAULT_OPTIONS.pageSize,
    landscape: source.landscape === true,
    margins: {
      top: margin("top"),
      right: margin("right"),
      bottom: margin("bottom"),
      left: margin("left"),
    },
    title: text("title"),
    header: text("header"),
    footer: text("footer"),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
