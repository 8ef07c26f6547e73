/**
 * The service's API as the UI calls it (service-interface spec: POST /api/render, /api/encrypt,
 * /api/sign): a JSON body in, PDF bytes out; a failure becomes an ApiError carrying the
 * message of the JSON error body. A 401 asks for the API key once and retries with it.
 */
import { askForApiKey, storedApiKey } from "./api_key.ts";

export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

/** The service needs a key and the author did not give one. */
export class ApiKeyMissingError extends ApiError {
  constructor() {
    super(
      401,
      "This service requires an API key (X-Api-Key); rendering is paused until one is given.",
    );
    this.name = "ApiKeyMissingError";
  }
}

export interface PdfReply {
  bytes: Uint8Array<ArrayBuffer>;
  /** Round trip of the request that answered, in ms. */
  ms: number;
}

export type ApiPath = "/api/render" | "/api/encrypt" | "/api/sign";

let keyDeclined = false;

export async function postForPdf(
  path: ApiPath,
  body: unknown,
  signal?: AbortSignal,
): Promise<PdfReply> {
  let refused = false;
  for (;;) {
    const key = storedApiKey();
    const started = performance.now();
    const response = await fetch(path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(key === null ? {} : { "X-Api-Key": key }),
      },
      body: JSON.stringify(body),
      signal,
    });
    if (response.ok) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { bytes, ms: performance.now() - started };
    }
    const message = await errorMessage(response);
    if (response.status !== 401) throw new ApiError(response.status, message);
    // Once declined, live renders do not reopen the dialog on every keystroke; the author
    // reopens it from the error message (requestApiKey).
    if (keyDeclined) throw new ApiKeyMissingError();
    refused ||= key !== null;
    if (await askForApiKey(refused) === null) {
      keyDeclined = true;
      throw new ApiKeyMissingError();
    }
    signal?.throwIfAborted();
  }
}

/** Opens the key dialog on the author's request; true when a key was given. */
export async function requestApiKey(): Promise<boolean> {
  const given = await askForApiKey(storedApiKey() !== null) !== null;
  if (given) keyDeclined = false;
  return given;
}

/** The message of a JSON error body, or the status line when the body is not one. */
async function errorMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text);
    if (typeof body?.error === "string") return body.error;
  } catch {
    // not JSON: a proxy's page, say
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** What to tell the author about a failed request. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return `The service could not be reached (${error.message}).`;
  return error instanceof Error ? error.message : String(error);
}
