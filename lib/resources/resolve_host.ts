/**
 * A host's addresses, resolved once per fetch: the addresses checked against the policy are
 * the ones connected to, so a name cannot resolve to a public address for the check and a
 * private one for the connection (DNS rebinding).
 */
import { isIpLiteral } from "./ip_address.ts";

/** IPv4 then IPv6 addresses of `host` (a normalised hostname or IP literal). */
export async function resolveHost(host: string, signal: AbortSignal): Promise<string[]> {
  if (isIpLiteral(host)) return [host];
  // "localhost" and its subdomains are loopback without asking DNS (RFC 6761 §6.3).
  if (host === "localhost" || host.endsWith(".localhost")) return ["127.0.0.1", "::1"];
  const [v4, v6] = await Promise.allSettled([
    Deno.resolveDns(host, "A", { signal }),
    Deno.resolveDns(host, "AAAA", { signal }),
  ]);
  const addresses = [
    ...(v4.status === "fulfilled" ? v4.value : []),
    ...(v6.status === "fulfilled" ? v6.value : []),
  ];
  if (addresses.length === 0) {
    const reason = v4.status === "rejected" ? (v4.reason as Error).message : "no addresses";
    throw new Error(`cannot resolve ${host}: ${reason}`);
  }
  return addresses;
}
