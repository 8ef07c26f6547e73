/**
 * Reading an API request's JSON body: media type (415), size (413, limits.ts), UTF-8
 * and JSON syntax (400). The API takes JSON only (service-interface spec, "Request
 * bodies for the API are JSON"), as ASP.NET's [FromBody] does: another declared type
 * (text/plain, form data) is 415. A request without Content-Type is read as JSON, since
 * it declares nothing else.
 */
import { HttpError } from "./errors.ts";
import { readBodyLimited } from "./limits.ts";

/** The parsed body, or undefined for an empty one (the caller says what was required). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  checkMediaType(request.headers.get("Content-Type"));
  const bytes = await readBodyLimited(request, maxBytes);
  let text: string;
  try {
    // fatal: invalid UTF-8 is an error, not U+FFFD in the document (RFC 8259 §8.1).
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "Malformed JSON body: the body is not valid UTF-8.");
  }
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `Malformed JSON body: ${(error as Error).message}`);
  }
}

/** Accepts application/json and +json types (RFC 6839 §3.1), in UTF-8 only. */
function checkMediaType(header: string | null): void {
  if (header === null || header.trim() === "") return;
  const [essence, ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  const json = essence === "application/json" ||
    (essence.startsWith("application/") && essence.endsWith("+json"));
  const charset = params.find((p) => p.startsWith("charset="))?.slice(8).replace(/"/g, "");
  if (!json || (charset !== undefined && charset !== "utf-8" && charset !== "utf8")) {
    throw new HttpError(
      415,
      `Unsupported Content-Type "${header}": send the body as application/json (UTF-8).`,
    );
  }
}
