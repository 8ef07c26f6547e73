/** The outcome of loading one resource: its bytes and declared type, or why not. */
import type { ResourceWarning } from "./warning.ts";

export interface LoadedResource {
  ok: true;
  /** The URL the bytes came from (after redirects). */
  url: string;
  bytes: Uint8Array;
  /** The type a server or data: URI declared (without parameters), lower-case; null if none. */
  mimeType: string | null;
}

export type LoadResult = LoadedResource | { ok: false; warning: ResourceWarning };

/** The essence of a Content-Type value: "image/png; x=y" → "image/png". */
export function essence(contentType: string | null): string | null {
  const type = contentType?.split(";")[0].trim().toLowerCase();
  return type ? type : null;
}
