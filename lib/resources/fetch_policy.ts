/**
 * What a render may fetch over http(s) (DESIGN, "No hidden network"): nothing by default;
 * any host whose addresses are all public when the network is allowed (the CLI's
 * --allow-network); listed hosts whatever they resolve to (--allow-host, the service's
 * FETCH_ALLOWED_HOSTS) — the only way to reach a loopback or private address. Each fetch has a
 * time-out and a size cap, and every redirect is checked again.
 */
import { isPublicAddress } from "./ip_address.ts";
import { normalizeHost } from "./host_list.ts";

export interface FetchPolicy {
  /** Any host whose addresses are all public. */
  allowNetwork: boolean;
  /** Hosts allowed whatever they resolve to, normalised (host_list.ts). */
  allowedHosts: readonly string[];
  /** For one resource, redirects included. */
  timeoutMs: number;
  /** Largest body accepted (after content decoding). */
  maxBytes: number;
  maxRedirects: number;
  /** Extra root certificates (PEM), e.g. a company's CA; tests use a self-signed one. */
  caCerts?: string[];
}

/** Largest resource read or fetched, so one request cannot exhaust memory. */
export const MAX_RESOURCE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;
/** Chromium follows 20; documents' resources rarely need more than one or two. */
export const MAX_REDIRECTS = 10;

export function fetchPolicy(
  allowNetwork: boolean,
  allowedHosts: readonly string[] = [],
): FetchPolicy {
  return {
    allowNetwork,
    allowedHosts,
    timeoutMs: DEFAULT_FETCH_TIMEOUT_MS,
    maxBytes: MAX_RESOURCE_BYTES,
    maxRedirects: MAX_REDIRECTS,
  };
}

/** Whether the policy lets any http(s) URL through at all. */
export function networkEnabled(policy: FetchPolicy): boolean {
  return policy.allowNetwork || policy.allowedHosts.length > 0;
}

export function hostListed(policy: FetchPolicy, host: string): boolean {
  return policy.allowedHosts.includes(normalizeHost(host));
}

/**
 * Ports browsers never fetch from (Fetch standard §2.9 "bad port"): mail, shell, printers
 * and the like, which a crafted URL could otherwise talk to.
 */
const BAD_PORTS = new Set([
  0,
  1,
  7,
  9,
  11,
  13,
  15,
  17,
  19,
  20,
  21,
  22,
  23,
  25,
  37,
  42,
  43,
  53,
  69,
  77,
  79,
  87,
  95,
  101,
  102,
  103,
  104,
  109,
  110,
  111,
  113,
  115,
  117,
  119,
  123,
  135,
  137,
  139,
  143,
  161,
  179,
  389,
  427,
  465,
  512,
  513,
  514,
  515,
  526,
  530,
  531,
  532,
  540,
  548,
  554,
  556,
  563,
  587,
  601,
  636,
  989,
  990,
  993,
  995,
  1719,
  1720,
  1723,
  2049,
  3659,
  4045,
  4190,
  5060,
  5061,
  6000,
  6566,
  6665,
  6666,
  6667,
  6668,
  6669,
  6679,
  6697,
  10080,
]);

export function badPort(url: URL): boolean {
  return url.port !== "" && BAD_PORTS.has(Number(url.port));
}

/** The addresses among `addresses` that an unlisted host must not resolve to. */
export function refusedAddresses(addresses: readonly string[]): string[] {
  return addresses.filter((address) => !isPublicAddress(address));
}
