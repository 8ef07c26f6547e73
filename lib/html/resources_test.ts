import assert from "node:assert/strict";
import { join } from "node:path";
import { decodeDataUrl, ResourceLoader } from "./resources.ts";

Deno.test("data: URIs decode in base64 and percent-encoded forms", () => {
  assert.equal(new TextDecoder().decode(decodeDataUrl("data:text/css;base64,cCB7fQ==")!), "p {}");
  assert.equal(new TextDecoder().decode(decodeDataUrl("data:text/css,p%20%7B%7D")!), "p {}");
  assert.equal(decodeDataUrl("data:nocomma"), null);
});

Deno.test("files are read only below the base directory", async () => {
  const root = await Deno.makeTempDir();
  try {
    const base = join(root, "site");
    await Deno.mkdir(join(base, "css"), { recursive: true });
    await Deno.writeTextFile(join(base, "css", "a.css"), "a{}");
    await Deno.writeTextFile(join(root, "secret.txt"), "secret");
    await Deno.symlink(join(root, "secret.txt"), join(base, "link.txt"));
    const loader = new ResourceLoader({ baseDir: base, allowNetwork: false });
    assert.equal(loader.readText("css/a.css"), "a{}");
    assert.equal(loader.readText("../secret.txt"), null);
    assert.equal(loader.readText(`file://${root}/secret.txt`), null);
    assert.equal(loader.readText("link.txt"), null, "a symlink must not lead outside the base");
    assert.equal(loader.readText("missing.css"), null);
    const noBase = new ResourceLoader({ baseDir: null, allowNetwork: false });
    assert.equal(noBase.readText(`file://${base}/css/a.css`), null);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("http(s) is never fetched unless allowed", async () => {
  let hits = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () => {
    hits++;
    return new Response("b{}");
  });
  try {
    const url = `http://127.0.0.1:${server.addr.port}/b.css`;
    const denied = new ResourceLoader({ baseDir: null, allowNetwork: false });
    await denied.prefetch([url]);
    assert.equal(denied.readText(url), null);
    assert.equal(hits, 0);
    const allowed = new ResourceLoader({ baseDir: null, allowNetwork: true });
    await allowed.prefetch([url]);
    assert.equal(allowed.readText(url), "b{}");
  } finally {
    await server.shutdown();
  }
});
