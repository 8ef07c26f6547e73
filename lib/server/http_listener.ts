/**
 * One listening socket serving a fetch-style handler (`Request → Response`) over node:http.
 *
 * Why node:http and not Deno.serve: Deno 2.8.3 to 2.9.5 answer every request whose body
 * does not fit the first 1 KB read with `Connection: close` (denoland/deno#36657, fixed in
 * 2.9.6), so every render request would cost a new TCP connection and clients that reuse
 * connections see resets. 2.9.5 is the newest Deno for linux-arm64 on the npm registry;
 * node:http keeps connections alive on every version and architecture the project ships.
 *
 * Connection hygiene: idle keep-alive connections close after KEEP_ALIVE_MS (longer than
 * the 60 s idle timeout of common load balancers, so the balancer closes first and never
 * sends into a closing socket); request heads must arrive within HEADERS_TIMEOUT_MS and
 * whole requests within REQUEST_TIMEOUT_MS (slow clients cannot hold sockets forever).
 * A response sent before its request body was read (401, 413, 415) closes the connection,
 * as the rest of that body is never read.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

const KEEP_ALIVE_MS = 65_000;
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 120_000;
/** More open connections than this are refused (each holds buffers and a socket). */
const MAX_CONNECTIONS = 4096;

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface HttpListener {
  hostname: string;
  port: number;
  /** Stops accepting, lets requests in flight finish, closes idle connections. */
  shutdown(): Promise<void>;
}

/** Listens on hostname:port (port 0: any free port); rejects when the socket cannot bind. */
export function listen(
  hostname: string,
  port: number,
  handler: FetchHandler,
): Promise<HttpListener> {
  let inFlight = 0;
  let stopping = false;
  let drained: (() => void) | null = null;
  const server = createServer(async (incoming, outgoing) => {
    inFlight++;
    try {
      await respond(incoming, outgoing, handler, stopping);
    } finally {
      if (--inFlight === 0 && drained) drained();
    }
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.maxConnections = MAX_CONNECTIONS;

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      const address = server.address() as AddressInfo;
      resolve({
        hostname: address.address,
        port: address.port,
        shutdown: () => {
          stopping = true;
          server.close();
          server.closeIdleConnections();
          if (inFlight === 0) return Promise.resolve();
          return new Promise<void>((done) => drained = done);
        },
      });
    });
  });
}

async function respond(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  handler: FetchHandler,
  stopping: boolean,
): Promise<void> {
  // A client that goes away mid-response is no failure of ours.
  outgoing.on("error", () => {});
  let response: Response;
  try {
    response = await handler(toRequest(incoming));
  } catch (error) {
    // The handler maps every failure to a response; this is the last line of defence.
    response = Response.json({ error: `Internal error: ${String(error)}` }, { status: 500 });
  }
  const body = incoming.method === "HEAD" || response.body === null
    ? null
    : new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  if (stopping || !incoming.readableEnded) headers["connection"] = "close";
  outgoing.writeHead(response.status, headers);
  outgoing.end(body ?? undefined);
}

function toRequest(incoming: IncomingMessage): Request {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  const method = incoming.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(incoming.url ?? "/", "http://localhost"), {
    method,
    headers,
    body: hasBody ? Readable.toWeb(incoming) as ReadableStream<Uint8Array> : null,
    // @ts-ignore: duplex is required by fetch for a streamed body; lib.dom lacks it
    duplex: "half",
  });
}
