import assert from "node:assert/strict";
import { chargedBytes, residentMemory } from "./process_memory.ts";

const MB = 1024 * 1024;

function vmRss(pid: number): number {
  const kb = Deno.readTextFileSync(`/proc/${pid}/status`).match(/^VmRSS:\s+(\d+)/m)![1];
  return Number(kb) * 1024;
}

Deno.test("a process's resident memory splits into its own pages and the runtime's", () => {
  const memory = residentMemory(Deno.pid)!;
  // The runtime executable is file-backed: tens of MB of it are resident in any Deno process.
  assert.ok(memory.sharedBytes > 10 * MB, `shared ${memory.sharedBytes}`);
  assert.ok(memory.privateBytes > 5 * MB, `private ${memory.privateBytes}`);
  const rss = vmRss(Deno.pid);
  const total = memory.privateBytes + memory.sharedBytes;
  assert.ok(Math.abs(rss - total) < 8 * MB, `statm ${total} vs VmRSS ${rss}`);
});

Deno.test("the pages private to a process grow with what it allocates", () => {
  const before = residentMemory(Deno.pid)!.privateBytes;
  const block = new Uint8Array(64 * MB).fill(1);
  const after = residentMemory(Deno.pid)!.privateBytes;
  assert.ok(after - before > 60 * MB, `grew ${(after - before) / MB} MB`);
  assert.equal(block[block.length - 1], 1);
});

Deno.test("a gone process has no memory", () => {
  assert.equal(residentMemory(2 ** 22 + 1), null);
});

Deno.test("processes sharing a runtime are charged its pages once", () => {
  const service = { privateBytes: 40 * MB, sharedBytes: 46 * MB };
  const render = { privateBytes: 110 * MB, sharedBytes: 44 * MB };
  assert.equal(chargedBytes([service, render]), 196 * MB);
  assert.equal(chargedBytes([]), 0);
});
