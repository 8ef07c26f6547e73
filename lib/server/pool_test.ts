import assert from "node:assert/strict";
import { InputError, LimitError } from "../errors.ts";
import type { Job } from "./worker_protocol.ts";
import {
  MemoryBudgetError,
  RenderTimeoutError,
  UnavailableError,
  WorkerCrashedError,
  WorkerPool,
} from "./pool.ts";
import type { ProcessCommand } from "./render_command.ts";

/** A stand-in render process run by this Deno, with a small V8 heap. */
function stubProcess(name: string): ProcessCommand {
  const path = new URL(`./testdata/${name}`, import.meta.url).pathname;
  return {
    command: Deno.execPath(),
    args: ["run", "--v8-flags=--max-old-space-size=64", "--allow-read", path],
  };
}
const SCRIPTED = stubProcess("scripted_process.ts");
const BROKEN = stubProcess("broken_process.ts");
const MB = 1024 * 1024;

const job = (script: string): Job => ({ kind: "render", html: script, options: {} });
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function withPool(
  options: {
    workers?: number;
    queueLimit?: number;
    timeoutMs?: number;
    memoryBudgetBytes?: number;
    command?: ProcessCommand;
  },
  body: (pool: WorkerPool, crashes: string[]) => Promise<void>,
) {
  const crashes: string[] = [];
  const pool = new WorkerPool({
    workers: 1,
    queueLimit: 4,
    timeoutMs: 10_000,
    memoryBudgetBytes: 1024 * MB,
    command: SCRIPTED,
    onWorkerError: (message) => crashes.push(message),
    ...options,
  });
  try {
    await body(pool, crashes);
  } finally {
    pool.close();
  }
}

Deno.test("pool runs jobs on its workers and returns their bytes", async () => {
  await withPool({ workers: 2 }, async (pool) => {
    const results = await Promise.all(["a", "b", "c"].map((s) => pool.run(job(`echo:${s}`))));
    assert.deepEqual(results.map(text), ["a", "b", "c"]);
  });
});

Deno.test("errors from a worker keep their class and message", async () => {
  await withPool({}, async (pool) => {
    await assert.rejects(pool.run(job("fail:InputError:bad input")), (e) => {
      assert.ok(e instanceof InputError);
      assert.equal(e.message, "bad input");
      return true;
    });
    await assert.rejects(pool.run(job("fail:LimitError:too many pages")), LimitError);
    await assert.rejects(pool.run(job("fail:TypeError:oops")), (e) => {
      assert.ok(e instanceof Error && !(e instanceof InputError));
      assert.equal(e.name, "TypeError");
      assert.match(e.stack ?? "", /scripted_process\.ts/);
      return true;
    });
  });
});

Deno.test("a full queue rejects at once with UnavailableError", async () => {
  await withPool({ workers: 1, queueLimit: 1 }, async (pool) => {
    const running = pool.run(job("sleep:300"));
    const queued = pool.run(job("echo:queued"));
    const started = performance.now();
    await assert.rejects(pool.run(job("echo:rejected")), UnavailableError);
    assert.ok(performance.now() - started < 100, "the rejection does not wait for a worker");
    assert.equal(text(await running), "300");
    assert.equal(text(await queued), "queued");
    assert.equal(text(await pool.run(job("echo:after"))), "after");
  });
});

Deno.test("a job past its deadline is stopped and its worker replaced", async () => {
  await withPool({ timeoutMs: 200 }, async (pool) => {
    const started = performance.now();
    await assert.rejects(pool.run(job("sleep:60000")), RenderTimeoutError);
    assert.ok(performance.now() - started < 2000);
    assert.equal(text(await pool.run(job("echo:fresh worker"))), "fresh worker");
  });
});

Deno.test("a process that dies fails only its job and is replaced", async () => {
  await withPool({}, async (pool, crashes) => {
    await assert.rejects(pool.run(job("crash")), WorkerCrashedError);
    assert.equal(crashes.length, 1);
    assert.match(crashes[0], /scripted crash/);
    assert.equal(text(await pool.run(job("echo:still serving"))), "still serving");
  });
});

Deno.test("a process past its memory budget is killed: MemoryBudgetError, then a fresh one", async () => {
  await withPool({ memoryBudgetBytes: 160 * MB }, async (pool, crashes) => {
    assert.equal(text(await pool.run(job("grow:20:fits"))), "20");
    await assert.rejects(pool.run(job("grow:400")), (e) => {
      assert.ok(e instanceof MemoryBudgetError && e instanceof LimitError);
      assert.match(e.message, /more memory than one render may use \(160 MB\)/);
      return true;
    });
    assert.deepEqual(crashes, [], "a budget kill is no crash");
    assert.equal(text(await pool.run(job("echo:fresh process"))), "fresh process");
  });
});

Deno.test("a process left holding most of its budget is replaced before its next job", async () => {
  await withPool({ memoryBudgetBytes: 160 * MB }, async (pool, crashes) => {
    const first = text(await pool.run(job("pid")));
    assert.equal(text(await pool.run(job("grow:20:small"))), "20");
    assert.equal(text(await pool.run(job("pid"))), first, "20 MB held: the same process");
    assert.equal(text(await pool.run(job("grow:110:large"))), "110");
    const next = text(await pool.run(job("pid")));
    assert.notEqual(next, first, "over 120 MB held: a fresh process");
    assert.deepEqual(crashes, [], "a recycled process is no crash");
  });
});

Deno.test("a process ended by its V8 heap limit is a MemoryBudgetError too", async () => {
  await withPool({}, async (pool) => {
    await assert.rejects(pool.run(job("heap")), MemoryBudgetError);
    assert.equal(text(await pool.run(job("echo:fresh process"))), "fresh process");
  });
});

Deno.test("a process that cannot start fails waiting jobs instead of hanging", async () => {
  await withPool({ command: BROKEN }, async (pool, crashes) => {
    await assert.rejects(pool.run(job("echo:x")), (e) => {
      assert.ok(e instanceof WorkerCrashedError);
      assert.match(e.message, /could not start: .*broken worker module/);
      return true;
    });
    assert.ok(crashes.length >= 1);
  });
});

Deno.test("close rejects queued and running jobs", async () => {
  const pool = new WorkerPool({
    workers: 1,
    queueLimit: 2,
    timeoutMs: 10_000,
    memoryBudgetBytes: 1024 * MB,
    command: SCRIPTED,
  });
  const running = pool.run(job("sleep:5000"));
  const queued = pool.run(job("echo:never"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  pool.close();
  await assert.rejects(running, UnavailableError);
  await assert.rejects(queued, UnavailableError);
  await assert.rejects(pool.run(job("echo:late")), UnavailableError);
});
