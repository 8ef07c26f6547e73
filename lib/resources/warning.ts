/**
 * Why a resource could not be loaded. Loading never throws out of a render: each failure is
 * one of these, which the CLI prints as a warning line and the service logs, while the
 * document renders as Chromium renders a missing resource.
 */
export type ResourceFailure =
  /** The href is not a URL, or its scheme is not data:, file: or http(s):. */
  | "bad-url"
  /** Files without a base directory, http(s) that the policy does not allow. */
  | "not-allowed"
  /** The host resolves to a loopback, private or link-local address and is not listed. */
  | "private-address"
  /** A file outside the base directory (through "..", an absolute path or a symlink). */
  | "outside-base-dir"
  | "not-found"
  | "too-large"
  | "timeout"
  /** The server answered with a status other than 2xx, or too many redirects. */
  | "http-status"
  /** DNS, connection, TLS or protocol failure. */
  | "network";

export interface ResourceWarning {
  url: string;
  reason: ResourceFailure;
  /** One line for a person: what failed and why. */
  message: string;
}

export function resourceWarning(
  url: string,
  reason: ResourceFailure,
  message: string,
): ResourceWarning {
  return { url, reason, message: `${shortUrl(url)}: ${message}` };
}

/** A data: URI can be megabytes long; a warning names only its start. */
export function shortUrl(url: string): string {
  return url.length > 80 ? `${url.slice(0, 77)}...` : url;
}
