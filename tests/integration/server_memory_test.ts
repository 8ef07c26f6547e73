/**
 * The service inside a 256 MB memory limit (MEMORY_LIMIT_MB, as a container's cgroup would
 * set it) while requests send runaway documents: each is answered within its deadline — a
 * render past its memory budget is stopped with a 422 naming the budget — the whole process
 * tree stays under the limit, and the service serves normally afterwards.
 */
import assert from "node:assert/strict";
import { RssSampler } from "../../bench/process_rss.ts";
import { assertHealthy, startServer } from "../helpers/server.ts";

const LIMIT_MB = 256;
const TIMEOUT_MS = 30_000;
const MB = 1024 * 1024;

const OVER_BUDGET = /more memory than one render may use \(160 MB\).*RENDER_MEMORY_MB/;
const RUNAWAY = [
  {
    name: "200,000 paragraphs",
    html: "<p>Paragraph of the report.</p>".repeat(200_000),
    status: [422],
    error: OVER_BUDGET,
  },
  {
    name: "a 100,000in tall box",
    html: '<div style="height:100000in;background:#eee">x</div>',
    status: [422],
    error: /needs 9205 pages; the limit is 2000/,
  },
  {
    name: "50,000 nested elements",
    html: "<div>".repeat(50_000) + "deep" + "</div>".repeat(50_000),
    // It renders with memory to spare (1 MB PDF); in 256 MB it may be stopped, cleanly.
    status: [200, 422],
    error: OVER_BUDGET,
  },
];

Deno.test("runaway documents inside 256 MB: clean answers in time, the service stays up", async () => {
  const server = await startServer({
    MEMORY_LIMIT_MB: String(LIMIT_MB),
    RENDER_WORKERS: "1",
    RENDER_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const sampler = new RssSampler();
  sampler.start(server.pid, 10);
  try {
    for (const doc of RUNAWAY) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/render`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ html: doc.html }),
      });
      const ms = performance.now() - started;
      assert.ok(doc.status.includes(response.status), `${doc.name}: ${response.status}`);
      assert.ok(ms < TIMEOUT_MS, `${doc.name}: answered in ${ms} ms`);
      if (response.status === 422) assert.match((await response.json()).error, doc.error, doc.name);
      else assert.equal(new TextDecoder().decode((await response.bytes()).subarray(0, 5)), "%PDF-");
      await assertHealthy(server.url);
    }
    const after = await fetch(`${server.url}/api/render`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ html: "<h1>Invoice 42</h1>" }),
    });
    assert.equal(after.status, 200);
    await after.body?.cancel();
  } finally {
    const { peakChargedBytes } = sampler.stop();
    await server.stop();
    // What a 256 MB memory cgroup would have charged the service at its peak.
    assert.ok(peakChargedBytes < LIMIT_MB * MB, `peak ${Math.round(peakChargedBytes / MB)} MB`);
  }
});
