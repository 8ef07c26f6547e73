/**
 * Fetching an http(s) URL under a FetchPolicy: each hop (the URL, then every redirect) is
 * checked — scheme, port, host listed or network allowed, and for unlisted hosts every
 * resolved address public — and the request goes to an address that passed the check.
 * Failures come back as warnings; nothing is thrown.
 */
import { badPort, type FetchPolicy, hostListed, refusedAddresses } from "./fetch_policy.ts";
import { normalizeHost } from "./host_list.ts";
import { HttpFailure, httpGet, type HttpResponse } from "./http_client.ts";
import { essence, type LoadResult } from "./loaded.ts";
import { resolveHost } from "./resolve_host.ts";
import { type ResourceFailure, resourceWarning } from "./warning.ts";

type Checked = { ok: true; addresses: string[] } | {
  ok: false;
  reason: ResourceFailure;
  message: string;
};

export async function fetchUrl(url: URL, policy: FetchPolicy): Promise<LoadResult> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const fail = (at: URL, reason: ResourceFailure, message: string): LoadResult => ({
    ok: false,
    warning: resourceWarning(
      at.href === url.href ? url.href : `${url.href} (redirected to ${at.href})`,
      reason,
      message,
    ),
  });
  let current = url;
  for (let hop = 0; hop <= policy.maxRedirects; hop++) {
    const checked = await checkHop(current, policy, signal);
    if (!checked.ok) return fail(current, checked.reason, checked.message);
    let response: HttpResponse;
    try {
      response = await requestAny(current, checked.addresses, policy, signal);
    } catch (error) {
      if (signal.aborted) {
        return fail(current, "timeout", `no answer within ${policy.timeoutMs} ms`);
      }
      if (error instanceof HttpFailure) {
        return fail(current, error.kind === "too-large" ? "too-large" : "network", error.message);
      }
      return fail(current, "network", (error as Error).message);
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location");
      if (location === null) {
        return fail(current, "http-status", `HTTP ${response.status} without a Location`);
      }
      try {
        current = new URL(location, current);
      } catch {
        return fail(current, "bad-url", `redirect to an invalid URL "${location}"`);
      }
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      return fail(current, "http-status", `HTTP ${response.status}`);
    }
    return {
      ok: true,
      url: current.href,
      bytes: response.body,
      mimeType: essence(response.headers.get("content-type")),
    };
  }
  return fail(current, "http-status", `more than ${policy.maxRedirects} redirects`);
}

/** Whether the policy lets `url` be fetched, and the addresses it may be fetched from. */
async function checkHop(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<Checked> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return {
      ok: false,
      reason: "not-allowed",
      message: `${url.protocol} is not fetched over the network`,
    };
  }
  if (badPort(url)) {
    return { ok: false, reason: "not-allowed", message: `port ${url.port} is never fetched` };
  }
  const host = normalizeHost(url.hostname);
  const listed = hostListed(policy, host);
  if (!listed && !policy.allowNetwork) {
    return {
      ok: false,
      reason: "not-allowed",
      message:
        `fetching from ${host} is not allowed (CLI: --allow-network or --allow-host ${host}; ` +
        `service: FETCH_ALLOWED_HOSTS)`,
    };
  }
  let addresses: string[];
  try {
    addresses = await resolveHost(host, signal);
  } catch (error) {
    if (signal.aborted) {
      return { ok: false, reason: "timeout", message: `resolving ${host} timed out` };
    }
    return { ok: false, reason: "network", message: (error as Error).message };
  }
  if (!listed) {
    const refused = refusedAddresses(addresses);
    if (refused.length > 0) {
      return {
        ok: false,
        reason: "private-address",
        message: `${host} resolves to ${refused[0]}, a loopback, private or link-local address; ` +
          `it is fetched only if the host is listed explicitly`,
      };
    }
  }
  return { ok: true, addresses };
}

/** Requests from each checked address in turn until one connects. */
async function requestAny(
  url: URL,
  addresses: string[],
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<HttpResponse> {
  let lastError: unknown;
  for (const address of addresses) {
    try {
      return await httpGet(url, address, {
        signal,
        maxBytes: policy.maxBytes,
        caCerts: policy.caCerts,
      });
    } catch (error) {
      // Only a refused or unreachable connection moves on to the next address.
      if (
        !(error instanceof Deno.errors.ConnectionRefused) &&
        !(error instanceof Deno.errors.NetworkUnreachable)
      ) {
        throw error;
      }
      lastError = error;
    }
  }
  throw lastError;
}
