import assert from "node:assert/strict";
import { HttpError } from "./errors.ts";
import { uiAssetResponse, uiPageResponse } from "./ui.ts";

const get = (headers: Record<string, string> = {}) => new Request("http://x/", { headers });

Deno.test("UI pages and assets come with their type, a content tag and revalidation", async () => {
  const page = await uiPageResponse("index.html", get());
  assert.equal(page.headers.get("Content-Type"), "text/html; charset=utf-8");
  assert.equal(page.headers.get("Cache-Control"), "no-cache");
  assert.match(page.headers.get("ETag")!, /^"[0-9a-f]{24}"$/);
  assert.match(await page.text(), /<script type="module" src="\/ui\/dist\/editor_page.js">/);

  const style = await uiAssetResponse("styles", "base.css", get());
  assert.equal(style.headers.get("Content-Type"), "text/css; charset=utf-8");
  const sample = await uiAssetResponse("samples", "invoice.html", get());
  assert.equal(sample.headers.get("Content-Type"), "text/html; charset=utf-8");
  await Promise.all([style.body?.cancel(), sample.body?.cancel()]);
});

Deno.test("a client holding the same version gets 304 without a body", async () => {
  const first = await uiAssetResponse("styles", "base.css", get());
  await first.body?.cancel();
  const again = await uiAssetResponse(
    "styles",
    "base.css",
    get({ "If-None-Match": `"other", ${first.headers.get("ETag")}` }),
  );
  assert.equal(again.status, 304);
  assert.equal(again.body, null);
});

Deno.test("gzip is sent to clients that accept it, under a tag of its own", async () => {
  const plain = await uiAssetResponse("styles", "base.css", get());
  const text = await plain.text();
  const zipped = await uiAssetResponse(
    "styles",
    "base.css",
    get({ "Accept-Encoding": "gzip, br" }),
  );
  assert.equal(zipped.headers.get("Content-Encoding"), "gzip");
  assert.equal(zipped.headers.get("Vary"), "Accept-Encoding");
  assert.notEqual(zipped.headers.get("ETag"), plain.headers.get("ETag"));
  const unzipped = zipped.body!.pipeThrough(new DecompressionStream("gzip"));
  assert.equal(await new Response(unzipped).text(), text);
});

Deno.test("only files of the asset folders can be named; a missing bundle says how to build it", async () => {
  for (
    const [folder, name] of [
      ["src", "api.ts"],
      ["styles", "..%2Findex.html"],
      ["..", "deno.json"],
      [
        "samples",
        "invoice.exe",
      ],
    ]
  ) {
    await assert.rejects(uiAssetResponse(folder, name, get()), (error: unknown) => {
      assert.ok(error instanceof HttpError);
      assert.equal(error.status, 404);
      return true;
    });
  }
  await assert.rejects(uiAssetResponse("dist", "missing.js", get()), /built by `make ui`/);
});
