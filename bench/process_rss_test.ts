import assert from "node:assert/strict";
import { processTree, RssSampler, treeMemory } from "./process_rss.ts";

/**
 * Runs `test` with a three-level tree: an outer `sh` waiting for an inner `sh`, whose two
 * `sleep`s are the outer one's grandchildren.
 */
async function withShellTree(test: (tree: number[]) => Promise<void> | void): Promise<void> {
  const child = new Deno.Command("sh", {
    args: ["-c", `sh -c "sleep 5 & sleep 5; wait"; wait`],
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  let tree: number[] = [child.pid];
  try {
    for (let i = 0; i < 500 && tree.length < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      tree = processTree(child.pid);
    }
    assert.equal(tree.length, 4, "sh, sh and two sleeps");
    await test(tree);
  } finally {
    // Deepest first, each by its pid: killing the shells would orphan the sleeps.
    for (const pid of tree.toReversed()) killQuietly(pid);
    await child.status;
  }
}

function killQuietly(pid: number): void {
  try {
    Deno.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

function ownRss(pid: number): number {
  const kb = Deno.readTextFileSync(`/proc/${pid}/status`).match(/^VmRSS:\s+(\d+)/m)![1];
  return Number(kb) * 1024;
}

Deno.test("treeMemory sums a process, its children and its grandchildren", async () => {
  await withShellTree(([outer, inner, ...sleeps]) => {
    const { rssBytes: tree, chargedBytes } = treeMemory(outer);
    assert.ok(tree > 0);
    assert.ok(tree > ownRss(outer) + ownRss(inner), "the grandchildren count");
    // RSS moves a little between reads; these processes are idle, so some slack suffices.
    const parts = [outer, inner, ...sleeps].reduce((sum, pid) => sum + ownRss(pid), 0);
    assert.ok(Math.abs(tree - parts) <= 64 * 1024, `tree ${tree} vs parts ${parts}`);
    // Four processes mapping the same shell and C library: their shared pages count once.
    assert.ok(chargedBytes > 0 && chargedBytes < tree, `charged ${chargedBytes} of ${tree}`);
  });
});

Deno.test("processTree finds the same tree by /proc/*/stat as by the children files", async () => {
  await withShellTree((tree) => {
    assert.deepEqual(processTree(tree[0], false).sort(), [...tree].sort());
    assert.deepEqual(processTree(tree[0], true).sort(), [...tree].sort());
  });
});

Deno.test("treeMemory of a process that has exited is 0", async () => {
  const child = new Deno.Command("true").spawn();
  await child.status;
  assert.deepEqual(treeMemory(child.pid), { rssBytes: 0, chargedBytes: 0 });
});

Deno.test("RssSampler records samples and their peak", async () => {
  await withShellTree(async ([outer]) => {
    const sampler = new RssSampler();
    sampler.start(outer, 10);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const { peakRssBytes, peakChargedBytes, samples } = sampler.stop();
    assert.ok(samples.length >= 3);
    assert.ok(samples.every((s, i) => i === 0 || s.t >= samples[i - 1].t));
    assert.equal(peakRssBytes, Math.max(...samples.map((s) => s.rssBytes)));
    assert.equal(peakChargedBytes, Math.max(...samples.map((s) => s.chargedBytes)));
    assert.ok(peakChargedBytes > 0 && peakChargedBytes < peakRssBytes);
  });
});
