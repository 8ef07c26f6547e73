import assert from "node:assert/strict";
import { join } from "node:path";
import { withTempDir } from "../../tests/helpers/temp_dir.ts";
import { ResourceLoader } from "./loader.ts";

const text = (bytes: Uint8Array | null) => bytes && new TextDecoder().decode(bytes);

Deno.test("data: URIs load in base64 and percent-encoded forms, with their type", async () => {
  const loader = new ResourceLoader({ baseDir: null, allowNetwork: false });
  assert.equal(loader.readText("data:text/css;base64,cCB7fQ=="), "p {}");
  assert.equal(loader.readText("data:text/css,p%20%7B%7D"), "p {}");
  // Base64 with whitespace and without padding, as browsers accept it.
  assert.equal(loader.readText("data:;base64,cCB7 fQ"), "p {}");
  const png = await loader.load("data:image/PNG;charset=x;base64,iVBORw0KGgo=");
  assert.ok(png.ok);
  assert.equal(png.mimeType, "image/png");
  assert.deepEqual([...png.bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  // Percent-escapes give bytes, not UTF-8 text: %FF is one byte 255.
  assert.deepEqual([...loader.readBytes("data:application/octet-stream,%FF%00a")!], [255, 0, 97]);
  const plain = await loader.load("data:,hi");
  assert.ok(plain.ok && plain.mimeType === "text/plain");
  assert.equal(loader.readBytes("data:nocomma"), null);
  assert.equal(loader.readBytes("data:;base64,@@@"), null);
  assert.deepEqual(loader.warnings.map((w) => w.reason), ["bad-url", "bad-url"]);
});

Deno.test("files are read only below the base directory: no .., absolute paths or symlinks out", async () => {
  await withTempDir(async (root) => {
    const base = join(root, "site");
    await Deno.mkdir(join(base, "img"), { recursive: true });
    await Deno.writeTextFile(join(base, "img", "a.css"), "a{}");
    await Deno.writeTextFile(join(root, "secret.txt"), "secret");
    await Deno.symlink(join(root, "secret.txt"), join(base, "link.txt"));
    await Deno.symlink(join(base, "img"), join(base, "inside"));
    const loader = new ResourceLoader({ baseDir: base, allowNetwork: false });
    assert.equal(loader.readText("img/a.css"), "a{}");
    assert.equal(loader.readText("./img/../img/a.css"), "a{}");
    assert.equal(loader.readText("inside/a.css"), "a{}", "a symlink within the base is fine");
    assert.equal(loader.readText("../secret.txt"), null);
    assert.equal(loader.readText("img/../../secret.txt"), null);
    assert.equal(loader.readText("%2e%2e/secret.txt"), null);
    assert.equal(loader.readText(`file://${root}/secret.txt`), null);
    assert.equal(loader.readText("link.txt"), null, "a symlink must not lead outside the base");
    assert.equal(loader.readText("missing.css"), null);
    assert.equal(loader.readText("img"), null, "a directory is not a file");
    const reasons = loader.warnings.map((w) => w.reason);
    // "../secret.txt" and its three other spellings are one URL: one warning.
    assert.deepEqual(reasons, ["outside-base-dir", "outside-base-dir", "not-found", "not-found"]);
    assert.match(loader.warnings[0].message, /secret\.txt: outside the base directory/);

    const noBase = new ResourceLoader({ baseDir: null, allowNetwork: false });
    assert.equal(noBase.readText(`file://${base}/img/a.css`), null);
    assert.equal(noBase.warnings[0].reason, "not-allowed");
  });
});

Deno.test("a file is read once per render, and counts once against the render's budget", async () => {
  await withTempDir(async (base) => {
    await Deno.writeFile(join(base, "a.bin"), new Uint8Array(600));
    await Deno.writeFile(join(base, "b.bin"), new Uint8Array(600));
    const loader = new ResourceLoader({ baseDir: base, allowNetwork: false, maxTotalBytes: 1000 });
    const first = loader.readBytes("a.bin");
    assert.equal(loader.readBytes("./a.bin"), first, "the same bytes, not a second read");
    assert.equal((await loader.load("a.bin")).ok, true);
    assert.equal(loader.readBytes("b.bin"), null, "600 + 600 bytes pass the 1000-byte budget");
    assert.equal(loader.warnings[0].reason, "too-large");
  });
});

Deno.test("http(s) is neither fetched nor waited for when the network is off", async () => {
  const loader = new ResourceLoader({ baseDir: null, allowNetwork: false });
  await loader.prefetch(["http://127.0.0.1:9/a.png"]);
  assert.equal(loader.readBytes("http://127.0.0.1:9/a.png"), null);
  const result = await loader.load("https://example.com/a.png");
  assert.ok(!result.ok);
  assert.equal(result.warning.reason, "not-allowed");
  assert.match(result.warning.message, /--allow-host example\.com.*FETCH_ALLOWED_HOSTS/);
  assert.equal(text(loader.readBytes("ftp://example.com/a")), null);
});
