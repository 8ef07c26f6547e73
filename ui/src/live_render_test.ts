import assert from "node:assert/strict";
import { LiveRender } from "./live_render.ts";

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A render function that answers with its call number after `ms`, honouring the signal. */
function slowRender(ms: number) {
  let calls = 0;
  const aborted: number[] = [];
  const run = (signal: AbortSignal) => {
    const call = ++calls;
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => resolve(call), ms);
      signal.addEventListener("abort", () => {
        clearTimeout(timer);
        aborted.push(call);
        reject(signal.reason);
      });
    });
  };
  return { run, aborted, calls: () => calls };
}

Deno.test("typing bursts render once, after the input is quiet", async () => {
  const render = slowRender(1);
  const results: number[] = [];
  const live = new LiveRender(render.run, {
    started() {},
    finished: (n) => results.push(n),
    failed: (e) => assert.fail(String(e)),
  }, 20);
  for (let i = 0; i < 5; i++) {
    live.schedule();
    await delay(5);
  }
  assert.equal(render.calls(), 0);
  await delay(60);
  assert.equal(render.calls(), 1);
  assert.deepEqual(results, [1]);
});

Deno.test("a newer render aborts the one in flight; only the newest result is shown", async () => {
  const render = slowRender(30);
  const results: number[] = [];
  const failures: unknown[] = [];
  const live = new LiveRender(render.run, {
    started() {},
    finished: (n) => results.push(n),
    failed: (e) => failures.push(e),
  });
  live.now();
  await delay(5);
  assert.equal(live.busy, true);
  live.now();
  await delay(60);
  assert.deepEqual(render.aborted, [1]);
  assert.deepEqual(results, [2]);
  assert.deepEqual(failures, [], "an aborted render is not a failure");
  assert.equal(live.busy, false);
});

Deno.test("a failing render is reported", async () => {
  const live = new LiveRender(() => Promise.reject(new Error("bad html")), {
    started() {},
    finished: () => assert.fail("no result expected"),
    failed: (e) => failures.push((e as Error).message),
  });
  const failures: string[] = [];
  live.now();
  await delay(5);
  assert.deepEqual(failures, ["bad html"]);
});
