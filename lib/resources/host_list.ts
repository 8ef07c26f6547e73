/**
 * The hosts a render may fetch from whatever they resolve to: the service's
 * FETCH_ALLOWED_HOSTS variable and the CLI's --allow-host flags. Entries are host names or IP
 * literals, compared as URLs spell hosts (lower-case, IPv6 without brackets, no final dot).
 */
import { InputError } from "../errors.ts";
import { isIpLiteral } from "./ip_address.ts";

/** A URL's hostname as the allow-list compares it. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

/** A name made of DNS labels (letters, digits, hyphens; RFC 1123 §2.1), or an IP literal. */
function validHost(host: string): boolean {
  if (isIpLiteral(host)) return true;
  return host.length <= 253 &&
    host.split(".").every((label) => /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/.test(label));
}

/**
 * Checks and normalises a list of hosts. An entry that is not a bare host (a URL, a port, a
 * path, a wildcard) is an InputError naming it, so a typo cannot silently allow nothing.
 */
export function normalizeHostList(hosts: readonly string[], field: string): string[] {
  return hosts.map((entry) => {
    const host = normalizeHost(entry);
    if (!validHost(host)) {
      throw new InputError(
        `Invalid value for ${field}: "${entry}" is not a host name or IP address (no scheme, port or path).`,
      );
    }
    return host;
  });
}

/** A comma- or space-separated list, as an environment variable holds it. */
export function parseHostList(text: string, field: string): string[] {
  return normalizeHostList(text.split(/[\s,]+/).filter((entry) => entry !== ""), field);
}
