/**
 * API request bodies (service-interface spec, "Render request", "Encrypt request",
 * "Sign request") → validated jobs. Checks happen here, on the main thread, so a bad
 * request costs no worker time; every message names the offending field.
 */
import { InputError } from "../errors.ts";
import { type RenderOptions, resolveRenderOptions } from "../options.ts";
import type { Job } from "./worker_protocol.ts";

/**
 * The option fields a request may set: the spec's, and bookmarks and creationDate (an
 * extension, README.md). baseDir and allowNetwork are left out on purpose: a request must
 * neither read the server's files nor make it fetch URLs.
 */
const REQUEST_OPTION_FIELDS = [
  "pageSize",
  "margins",
  "title",
  "header",
  "footer",
  "landscape",
  "bookmarks",
  "creationDate",
];

type Fields = Record<string, unknown>;

export function renderJob(body: unknown): Job {
  const fields = requireObject(body, "html");
  return { kind: "render", html: requireHtml(fields), options: requestOptions(fields.options) };
}

/**
 * Encrypt takes the render request's fields plus passwords and permission flags, all
 * optional (the spec does not say which are required): the encryption helper supplies
 * the defaults (view-and-print, no copy, no modify).
 */
export function encryptJob(body: unknown): Job {
  const fields = requireObject(body, "html");
  return {
    kind: "encrypt",
    html: requireHtml(fields),
    options: requestOptions(fields.options),
    encryption: {
      userPassword: optionalString(fields, "userPassword"),
      ownerPassword: optionalString(fields, "ownerPassword"),
      allowPrinting: optionalBoolean(fields, "allowPrinting"),
      allowCopying: optionalBoolean(fields, "allowCopying"),
      allowModifying: optionalBoolean(fields, "allowModifying"),
    },
  };
}

/** Sign requires the PDF; signer name, reason and location are optional strings. */
export function signJob(body: unknown): Job {
  const fields = requireObject(body, "pdf");
  const base64 = optionalString(fields, "pdf");
  if (base64 === undefined || base64.trim() === "") throw required("pdf");
  return {
    kind: "sign",
    pdf: decodeBase64(base64),
    signature: {
      name: optionalString(fields, "name"),
      reason: optionalString(fields, "reason"),
      location: optionalString(fields, "location"),
    },
  };
}

/** A body that is not a JSON object cannot hold the required field. */
function requireObject(body: unknown, requiredField: string): Fields {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw required(requiredField);
  }
  return body as Fields;
}

/** An empty or blank document is as good as none. */
function requireHtml(fields: Fields): string {
  const html = optionalString(fields, "html");
  if (html === undefined || html.trim() === "") throw required("html");
  return html;
}

function required(field: string): InputError {
  return new InputError(`The ${field} field is required.`);
}

/** A string field that may be absent or null (both read as absent). */
function optionalString(fields: Fields, name: string): string | undefined {
  const value = fields[name] ?? undefined;
  if (value !== undefined && typeof value !== "string") throw mistyped(name, "a string");
  return value;
}

/** A boolean field that may be absent or null (both read as absent). */
function optionalBoolean(fields: Fields, name: string): boolean | undefined {
  const value = fields[name] ?? undefined;
  if (value !== undefined && typeof value !== "boolean") throw mistyped(name, "true or false");
  return value;
}

function mistyped(field: string, expected: string): InputError {
  return new InputError(`The ${field} field must be ${expected}.`);
}

/** Validates the options object, keeping only the fields a request may set. */
function requestOptions(options: unknown): RenderOptions {
  const isObject = typeof options === "object" && options !== null && !Array.isArray(options);
  const allowed = isObject
    ? Object.fromEntries(
      REQUEST_OPTION_FIELDS.map((name) => [name, (options as Fields)[name]]),
    )
    : options;
  return resolveRenderOptions(allowed);
}

/**
 * Base64 (RFC 4648 §4): any character outside the alphabet is an error; line breaks
 * and missing padding, which common encoders produce, are tolerated.
 */
function decodeBase64(text: string): Uint8Array {
  try {
    return Uint8Array.fromBase64(text);
  } catch {
    throw new InputError("The pdf field is not valid base64.");
  }
}
