import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { type FetchPolicy, fetchPolicy } from "./fetch_policy.ts";
import { fetchUrl } from "./fetch_url.ts";
import { ResourceLoader } from "./loader.ts";

// testdata/make_certs.sh: a test CA and the "localhost" certificate it signed.
const testdata = (name: string) =>
  Deno.readTextFileSync(new URL(`./testdata/${name}`, import.meta.url));
const CA = testdata("ca.crt");
const CERT = testdata("localhost.crt");
const KEY = testdata("localhost.key");

/** Requests the test server saw: path and Host header. */
type Seen = { path: string; host: string | null }[];

/** Runs `body` with an HTTP (or HTTPS) server on loopback that answers with `handler`. */
async function withServer(
  handler: (request: Request) => Response | Promise<Response>,
  body: (origin: string, seen: Seen) => Promise<void>,
  tls = false,
) {
  const seen: Seen = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {}, ...(tls && { cert: CERT, key: KEY }) },
    (request) => {
      seen.push({ path: new URL(request.url).pathname, host: request.headers.get("host") });
      return handler(request);
    },
  );
  try {
    await body(`${tls ? "https" : "http"}://127.0.0.1:${server.addr.port}`, seen);
  } finally {
    await server.shutdown();
  }
}

const policy = (changes: Partial<FetchPolicy>): FetchPolicy => ({
  ...fetchPolicy(false),
  ...changes,
});

async function failure(url: string, p: FetchPolicy) {
  const result = await fetchUrl(new URL(url), p);
  assert.ok(!result.ok, `${url} should fail`);
  return result.warning;
}

Deno.test("a loopback server is fetched only when its host is listed", async () => {
  await withServer(
    () => new Response("ok", { headers: { "content-type": "text/plain; x=1" } }),
    async (origin, seen) => {
      const listed = await fetchUrl(
        new URL(`${origin}/a`),
        policy({ allowedHosts: ["127.0.0.1"] }),
      );
      assert.ok(listed.ok);
      assert.equal(new TextDecoder().decode(listed.bytes), "ok");
      assert.equal(listed.mimeType, "text/plain");
      // The network allowed but the host unlisted: loopback is refused before connecting.
      const open = await failure(`${origin}/b`, policy({ allowNetwork: true }));
      assert.equal(open.reason, "private-address");
      assert.match(open.message, /resolves to 127\.0\.0\.1/);
      const off = await failure(`${origin}/c`, policy({}));
      assert.equal(off.reason, "not-allowed");
      assert.deepEqual(seen.map((s) => s.path), ["/a"]);
    },
  );
});

Deno.test("a listed name connects to the address it resolved to, with the name as Host", async () => {
  await withServer(() => new Response("named"), async (origin, seen) => {
    const port = new URL(origin).port;
    const result = await fetchUrl(
      new URL(`http://localhost:${port}/x`),
      policy({ allowedHosts: ["localhost"] }),
    );
    assert.ok(result.ok);
    assert.equal(seen[0].host, `localhost:${port}`);
  });
});

Deno.test("https uses the URL's name for SNI and the certificate check, not the address", async () => {
  await withServer(() => new Response("secure"), async (origin) => {
    const port = new URL(origin).port;
    const p = policy({ allowedHosts: ["localhost", "127.0.0.1"], caCerts: [CA] });
    const named = await fetchUrl(new URL(`https://localhost:${port}/s`), p);
    assert.ok(named.ok, named.ok ? "" : named.warning.message);
    assert.equal(new TextDecoder().decode(named.bytes), "secure");
    // The certificate is for "localhost", not for the address.
    const byAddress = await failure(`https://127.0.0.1:${port}/s`, p);
    assert.equal(byAddress.reason, "network");
  }, true);
});

Deno.test("every redirect is checked again: a listed host cannot redirect to an unlisted one", async () => {
  await withServer((request) => {
    const path = new URL(request.url).pathname;
    const port = new URL(request.url).port;
    if (path === "/to-localhost") return Response.redirect(`http://localhost:${port}/target`, 302);
    if (path === "/to-metadata") return Response.redirect("http://169.254.169.254/latest", 307);
    if (path === "/relative") {
      return new Response(null, { status: 301, headers: { location: "/target" } });
    }
    if (path === "/loop") return Response.redirect(request.url, 302);
    if (path === "/to-file") return Response.redirect("file:///etc/passwd", 302);
    return new Response("target");
  }, async (origin, seen) => {
    const listed = policy({ allowNetwork: true, allowedHosts: ["127.0.0.1"] });
    const relative = await fetchUrl(new URL(`${origin}/relative`), listed);
    assert.ok(relative.ok);
    assert.equal(relative.url, `${origin}/target`);
    // "localhost" is not listed; with the network open it resolves to loopback: refused.
    const hop = await failure(`${origin}/to-localhost`, listed);
    assert.equal(hop.reason, "private-address");
    assert.match(hop.message, /redirected to http:\/\/localhost/);
    assert.equal((await failure(`${origin}/to-metadata`, listed)).reason, "private-address");
    assert.equal((await failure(`${origin}/to-file`, listed)).reason, "not-allowed");
    const loop = await failure(`${origin}/loop`, { ...listed, maxRedirects: 3 });
    assert.equal(loop.reason, "http-status");
    assert.match(loop.message, /more than 3 redirects/);
    assert.ok(!seen.some((s) => s.path === "/target" && s.host?.startsWith("localhost")));
  });
});

Deno.test("a server that does not answer in time is given up on", async () => {
  const { promise: never, resolve: release } = Promise.withResolvers<Response>();
  await withServer(() => never, async (origin) => {
    const started = Date.now();
    const result = await failure(
      `${origin}/slow`,
      policy({ allowedHosts: ["127.0.0.1"], timeoutMs: 300 }),
    );
    assert.equal(result.reason, "timeout");
    assert.ok(Date.now() - started < 3000);
    release(new Response("late"));
  });
});

Deno.test("bodies past the size cap are refused, whether declared, chunked or compressed", async () => {
  const big = new Uint8Array(5000);
  await withServer((request) => {
    const path = new URL(request.url).pathname;
    if (path === "/declared") return new Response(big);
    if (path === "/chunked") {
      // A stream of unknown length goes out chunked.
      return new Response(new Blob([big, big]).stream());
    }
    if (path === "/gzip") {
      return new Response(new Uint8Array(gzipSync(new Uint8Array(100_000))), {
        headers: { "content-encoding": "gzip" },
      });
    }
    if (path === "/small-gzip") {
      return new Response(new Uint8Array(gzipSync(new TextEncoder().encode("unzipped"))), {
        headers: { "content-encoding": "gzip" },
      });
    }
    return new Response("fine");
  }, async (origin) => {
    const capped = policy({ allowedHosts: ["127.0.0.1"], maxBytes: 4096 });
    for (const path of ["/declared", "/chunked", "/gzip"]) {
      assert.equal((await failure(`${origin}${path}`, capped)).reason, "too-large", path);
    }
    const small = await fetchUrl(new URL(`${origin}/small-gzip`), capped);
    assert.ok(small.ok);
    assert.equal(new TextDecoder().decode(small.bytes), "unzipped");
  });
});

Deno.test("HTTP errors and bad ports are warnings", async () => {
  await withServer(() => new Response("no", { status: 404 }), async (origin) => {
    const missing = await failure(`${origin}/gone`, policy({ allowedHosts: ["127.0.0.1"] }));
    assert.equal(missing.reason, "http-status");
    assert.match(missing.message, /HTTP 404/);
  });
  const smtp = await failure("http://127.0.0.1:25/", policy({ allowedHosts: ["127.0.0.1"] }));
  assert.equal(smtp.reason, "not-allowed");
});

Deno.test("the loader fetches each URL once per render and keeps one warning per failure", async () => {
  await withServer(
    (request) =>
      new URL(request.url).pathname === "/a.css"
        ? new Response("a{}")
        : new Response("", { status: 500 }),
    async (origin, seen) => {
      const loader = new ResourceLoader({
        baseDir: null,
        allowNetwork: false,
        allowedHosts: ["127.0.0.1"],
      });
      const url = `${origin}/a.css`;
      await Promise.all([
        loader.load(url),
        loader.load(url),
        loader.prefetch([url, `${origin}/b.css`]),
      ]);
      assert.equal(loader.readText(url), "a{}");
      await loader.load(`${origin}/b.css`);
      assert.deepEqual(seen.map((s) => s.path).sort(), ["/a.css", "/b.css"]);
      assert.deepEqual(loader.warnings.map((w) => w.reason), ["http-status"]);
    },
  );
});

Deno.test("a body without a length is read to the connection's end, up to the cap", async () => {
  // A raw HTTP/1.0-style server: no Content-Length, no chunking; the body ends at close.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const served = (async () => {
    for (const size of [100, 5000]) {
      const conn = await listener.accept();
      await conn.read(new Uint8Array(4096));
      const head = new TextEncoder().encode("HTTP/1.0 200 OK\r\nContent-Type: image/png\r\n\r\n");
      try {
        await conn.write(head);
        await conn.write(new Uint8Array(size).fill(7));
      } catch {
        // The client may hang up once it has seen enough.
      }
      conn.close();
    }
  })();
  const origin = `http://127.0.0.1:${(listener.addr as Deno.NetAddr).port}`;
  const capped = policy({ allowedHosts: ["127.0.0.1"], maxBytes: 4096 });
  const small = await fetchUrl(new URL(`${origin}/small`), capped);
  assert.ok(small.ok);
  assert.equal(small.bytes.length, 100);
  assert.equal(small.mimeType, "image/png");
  assert.equal((await failure(`${origin}/big`, capped)).reason, "too-large");
  await served;
  listener.close();
});
