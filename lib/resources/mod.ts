/**
 * Loading what a document refers to (stylesheets, fonts, images) under the render's policy:
 * data: URIs always, files below the base directory, http(s) only when allowed.
 */
export { decodeDataUrl } from "./data_url.ts";
export { ResourceLoader, type ResourcePolicy } from "./loader.ts";
export { normalizeHostList, parseHostList } from "./host_list.ts";
export type { LoadedResource, LoadResult } from "./loaded.ts";
export { type ResourceFailure, type ResourceWarning, shortUrl } from "./warning.ts";
