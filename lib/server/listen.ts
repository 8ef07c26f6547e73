/**
 * ASPNETCORE_URLS → listening sockets. The service-interface spec fixes the variable
 * and its default (`http://+:8080`); the accepted forms follow Kestrel's: several
 * URLs separated by `;`, `+` and `*` for every interface, `localhost` for the
 * loopback interfaces, IP literals (IPv6 in brackets), the port defaulting to 80.
 */
import { ConfigError } from "./config_error.ts";
import { type FetchHandler, type HttpListener, listen } from "./http_listener.ts";
import type { Logger } from "./log.ts";

/** One socket to listen on. */
export interface ListenAddress {
  /** The URL as configured, for messages. */
  url: string;
  hostname: string;
  port: number;
  /** Bind when possible, skip silently otherwise (the IPv6 half of `localhost`). */
  optional: boolean;
}

const URL_FORM = /^([a-z][a-z0-9+.-]*):\/\/(\[[^\]]*\]|[^:/[\]]*)(?::([0-9]{1,5}))?\/?$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;

/** Parses the ASPNETCORE_URLS value. Throws ConfigError naming the bad URL. */
export function parseListenUrls(value: string): ListenAddress[] {
  const urls = value.split(";").map((u) => u.trim()).filter((u) => u !== "");
  if (urls.length === 0) throw new ConfigError("ASPNETCORE_URLS is empty: give at least one URL.");
  const addresses: ListenAddress[] = [];
  for (const url of urls) {
    for (const address of parseOne(url)) {
      const duplicate = addresses.some((a) =>
        a.hostname === address.hostname && a.port === address.port && a.port !== 0
      );
      if (!duplicate) addresses.push(address);
    }
  }
  return addresses;
}

function parseOne(url: string): ListenAddress[] {
  const match = URL_FORM.exec(url);
  if (!match) {
    throw new ConfigError(
      `Invalid URL in ASPNETCORE_URLS: "${url}" (expected e.g. http://+:8080, without a path).`,
    );
  }
  const [, scheme, host, portText] = match;
  if (scheme.toLowerCase() === "https") {
    throw new ConfigError(
      `HTTPS is not supported in ASPNETCORE_URLS ("${url}"): terminate TLS at a reverse proxy ` +
        "and listen on an http:// URL.",
    );
  }
  if (scheme.toLowerCase() !== "http") {
    throw new ConfigError(`Unsupported scheme in ASPNETCORE_URLS: "${url}" (expected http://).`);
  }
  const port = portText === undefined ? 80 : Number(portText);
  if (port > 65535) throw new ConfigError(`Invalid port in ASPNETCORE_URLS: "${url}".`);

  const name = host.toLowerCase();
  if (name === "") throw new ConfigError(`Missing host in ASPNETCORE_URLS: "${url}".`);
  if (name === "localhost") {
    // Kestrel binds both loopback addresses for localhost; IPv6 may be absent (containers),
    // and with port 0 the two sockets would get different ports, so ::1 is best-effort only.
    const v4 = { url, hostname: "127.0.0.1", port, optional: false };
    return port === 0 ? [v4] : [v4, { url, hostname: "::1", port, optional: true }];
  }
  if (name.startsWith("[")) {
    const literal = name.slice(1, -1);
    if (!IPV6.test(literal) || !literal.includes(":")) {
      throw new ConfigError(`Invalid IPv6 address in ASPNETCORE_URLS: "${url}".`);
    }
    return [{ url, hostname: literal, port, optional: false }];
  }
  if (IPV4.test(name)) {
    if (name.split(".").some((octet) => Number(octet) > 255)) {
      throw new ConfigError(`Invalid IPv4 address in ASPNETCORE_URLS: "${url}".`);
    }
    return [{ url, hostname: name, port, optional: false }];
  }
  // `+`, `*` and any other host name mean every interface, as in Kestrel, which binds
  // host names other than localhost to all addresses rather than resolving them.
  return [{ url, hostname: "0.0.0.0", port, optional: false }];
}

/** `::1` → `[::1]` so an address can be written into a URL. */
export function hostForUrl(hostname: string): string {
  return hostname.includes(":") ? `[${hostname}]` : hostname;
}

/**
 * Starts one listener per address. If a required address cannot be bound, the listeners
 * already started are shut down and the error names the URL.
 */
export async function listenAll(
  addresses: readonly ListenAddress[],
  handler: FetchHandler,
  log: Logger,
): Promise<HttpListener[]> {
  const listeners: HttpListener[] = [];
  for (const address of addresses) {
    try {
      const listener = await listen(address.hostname, address.port, handler);
      log.info(`html2pdf: listening on http://${hostForUrl(listener.hostname)}:${listener.port}`);
      listeners.push(listener);
    } catch (error) {
      if (address.optional) continue;
      await Promise.all(listeners.map((l) => l.shutdown()));
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot listen on ${address.url}: ${reason}`);
    }
  }
  return listeners;
}
