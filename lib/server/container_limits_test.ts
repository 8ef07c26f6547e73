import assert from "node:assert/strict";
import {
  type ContainerLimits,
  effectiveCpus,
  readContainerLimits,
  readTextOrNull,
} from "./container_limits.ts";

const MiB = 1024 * 1024;
const V1_UNLIMITED = "9223372036854771712\n";
const V1_CGROUP = "5:memory:/kubepods/pod1/c1\n3:cpu,cpuacct:/kubepods/pod1/c1\n1:name=systemd:/\n";
const V2_CONTROLLERS = "cpuset cpu io memory pids\n";

/** A FileReader over an in-memory file system: absent paths read as null. */
function fake(files: Record<string, string>) {
  return (path: string) => files[path] ?? null;
}

const cases: { name: string; files: Record<string, string>; want: ContainerLimits }[] = [
  {
    name: "v2 unlimited",
    files: {
      "/proc/self/cgroup": "0::/user.slice/session-1.scope\n",
      "/sys/fs/cgroup/cgroup.controllers": V2_CONTROLLERS,
      "/sys/fs/cgroup/user.slice/session-1.scope/cgroup.procs": "42\n",
      "/sys/fs/cgroup/user.slice/session-1.scope/memory.max": "max\n",
      "/sys/fs/cgroup/user.slice/session-1.scope/cpu.max": "max 100000\n",
      "/sys/fs/cgroup/user.slice/memory.max": "max\n",
      "/sys/fs/cgroup/user.slice/cpu.max": "max 100000\n",
    },
    want: { cpus: null, memoryBytes: null },
  },
  {
    name: "v2 256 MiB and one CPU",
    files: {
      "/proc/self/cgroup": "0::/app\n",
      "/sys/fs/cgroup/cgroup.controllers": V2_CONTROLLERS,
      "/sys/fs/cgroup/app/cgroup.procs": "42\n",
      "/sys/fs/cgroup/app/memory.max": "268435456\n",
      "/sys/fs/cgroup/app/cpu.max": "100000 100000\n",
    },
    want: { cpus: 1, memoryBytes: 256 * MiB },
  },
  {
    name: "v2 half a CPU",
    files: {
      "/proc/self/cgroup": "0::/app\n",
      "/sys/fs/cgroup/cgroup.controllers": V2_CONTROLLERS,
      "/sys/fs/cgroup/app/cgroup.procs": "42\n",
      "/sys/fs/cgroup/app/cpu.max": "50000 100000\n",
    },
    want: { cpus: 0.5, memoryBytes: null },
  },
  {
    name: "v2 limits set on a parent only, tighter than the child's",
    files: {
      "/proc/self/cgroup": "0::/kubepods.slice/pod1.slice/c1.scope\n",
      "/sys/fs/cgroup/cgroup.controllers": V2_CONTROLLERS,
      "/sys/fs/cgroup/kubepods.slice/pod1.slice/c1.scope/cgroup.procs": "42\n",
      "/sys/fs/cgroup/kubepods.slice/pod1.slice/c1.scope/memory.max": "max\n",
      "/sys/fs/cgroup/kubepods.slice/pod1.slice/c1.scope/cpu.max": "400000 100000\n",
      "/sys/fs/cgroup/kubepods.slice/pod1.slice/memory.max": "536870912\n",
      "/sys/fs/cgroup/kubepods.slice/pod1.slice/cpu.max": "150000 100000\n",
      "/sys/fs/cgroup/kubepods.slice/memory.max": "max\n",
    },
    want: { cpus: 1.5, memoryBytes: 512 * MiB },
  },
  {
    name: "v2 in a cgroup namespace (path /)",
    files: {
      "/proc/self/cgroup": "0::/\n",
      "/sys/fs/cgroup/cgroup.controllers": "cpu memory pids\n",
      "/sys/fs/cgroup/memory.max": "268435456\n",
      "/sys/fs/cgroup/cpu.max": "200000 100000\n",
    },
    want: { cpus: 2, memoryBytes: 256 * MiB },
  },
  {
    name: "v1 host path absent under the mount falls back to the mount root",
    files: {
      "/proc/self/cgroup": V1_CGROUP,
      "/sys/fs/cgroup/memory/memory.limit_in_bytes": "268435456\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "100000\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
    },
    want: { cpus: 1, memoryBytes: 256 * MiB },
  },
  {
    name: "v1 256 MiB and quota 200000/100000 under cpu,cpuacct, limits on the own cgroup",
    files: {
      "/proc/self/cgroup": V1_CGROUP,
      "/sys/fs/cgroup/memory/memory.limit_in_bytes": V1_UNLIMITED,
      "/sys/fs/cgroup/memory/kubepods/pod1/c1/cgroup.procs": "42\n",
      "/sys/fs/cgroup/memory/kubepods/pod1/c1/memory.limit_in_bytes": "268435456\n",
      "/sys/fs/cgroup/memory/kubepods/pod1/memory.limit_in_bytes": "1073741824\n",
      "/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us": "-1\n",
      "/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us": "100000\n",
      "/sys/fs/cgroup/cpu,cpuacct/kubepods/pod1/c1/cgroup.procs": "42\n",
      "/sys/fs/cgroup/cpu,cpuacct/kubepods/pod1/c1/cpu.cfs_quota_us": "200000\n",
      "/sys/fs/cgroup/cpu,cpuacct/kubepods/pod1/c1/cpu.cfs_period_us": "100000\n",
    },
    want: { cpus: 2, memoryBytes: 256 * MiB },
  },
  {
    name: "v1 unlimited values",
    files: {
      "/proc/self/cgroup": "4:memory:/a\n1:cpu:/\n0::/\n",
      "/sys/fs/cgroup/memory/memory.limit_in_bytes": V1_UNLIMITED,
      "/sys/fs/cgroup/memory/a/cgroup.procs": "42\n",
      "/sys/fs/cgroup/memory/a/memory.limit_in_bytes": V1_UNLIMITED,
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
      // Hybrid host: the v2 hierarchy exists but holds no memory or cpu controller.
      "/sys/fs/cgroup/unified/cgroup.controllers": "\n",
    },
    want: { cpus: null, memoryBytes: null },
  },
  {
    name: "hybrid host: memory from v2, cpu from v1",
    files: {
      "/proc/self/cgroup": "1:cpu:/\n0::/\n",
      "/sys/fs/cgroup/cgroup.controllers": "memory pids\n",
      "/sys/fs/cgroup/memory.max": "268435456\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "50000\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
    },
    want: { cpus: 0.5, memoryBytes: 256 * MiB },
  },
  {
    name: "garbage contents are unknown",
    files: {
      "/proc/self/cgroup": "0::/app\n",
      "/sys/fs/cgroup/cgroup.controllers": V2_CONTROLLERS,
      "/sys/fs/cgroup/app/cgroup.procs": "42\n",
      "/sys/fs/cgroup/app/memory.max": "lots\n",
      "/sys/fs/cgroup/app/cpu.max": "100000\n",
    },
    want: { cpus: null, memoryBytes: null },
  },
  {
    name: "zero, negative and fractional values are unknown",
    files: {
      "/proc/self/cgroup": "4:memory:/\n3:cpu:/\n",
      "/sys/fs/cgroup/memory/memory.limit_in_bytes": "0\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "1.5\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "0\n",
    },
    want: { cpus: null, memoryBytes: null },
  },
  {
    name: "garbage /proc/self/cgroup is unknown",
    files: { "/proc/self/cgroup": "not a cgroup file\n::\n" },
    want: { cpus: null, memoryBytes: null },
  },
  {
    name: "missing /proc/self/cgroup is unknown",
    files: { "/sys/fs/cgroup/memory.max": "268435456\n", "/sys/fs/cgroup/cpu.max": "1 1\n" },
    want: { cpus: null, memoryBytes: null },
  },
];

for (const { name, files, want } of cases) {
  Deno.test(`readContainerLimits: ${name}`, () => {
    assert.deepEqual(readContainerLimits(fake(files)), want);
  });
}

Deno.test("effectiveCpus rounds a quota down, caps it at the host and keeps at least one", () => {
  const at = (cpus: number | null, host: number) =>
    effectiveCpus({ cpus, memoryBytes: null }, host);
  assert.equal(at(null, 8), 8);
  assert.equal(at(null, 0), 1);
  assert.equal(at(0.5, 8), 1);
  assert.equal(at(1.5, 8), 1);
  assert.equal(at(2, 8), 2);
  assert.equal(at(2.9, 8), 2);
  assert.equal(at(16, 4), 4);
  assert.equal(at(2, NaN), 1);
});

Deno.test("readContainerLimits on this machine returns numbers > 0 or null", () => {
  const limits = readContainerLimits();
  assert.deepEqual(Object.keys(limits).sort(), ["cpus", "memoryBytes"]);
  for (const value of [limits.cpus, limits.memoryBytes]) {
    assert.ok(value === null || (typeof value === "number" && value > 0), String(value));
  }
});

Deno.test({
  name: "readContainerLimits without read permission is unknown, not an error",
  permissions: { read: false },
  fn() {
    assert.equal(readTextOrNull("/proc/self/cgroup"), null);
    assert.deepEqual(readContainerLimits(), { cpus: null, memoryBytes: null });
  },
});
