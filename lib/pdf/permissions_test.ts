import assert from "node:assert/strict";
import { permissionFlags } from "./permissions.ts";

// Expected values worked out by hand from Table 22: reserved bits 7, 8, 13–32 are 1,
// accessibility extraction (bit 10, 0x200) is always on.
const cases: [string, Parameters<typeof permissionFlags>[0], number][] = [
  ["view only", { allowPrinting: false, allowCopying: false, allowModifying: false }, -3392],
  ["view and print", { allowPrinting: true, allowCopying: false, allowModifying: false }, -1340],
  ["print and copy", { allowPrinting: true, allowCopying: true, allowModifying: false }, -1324],
  ["modify only", { allowPrinting: false, allowCopying: false, allowModifying: true }, -2072],
  ["everything", { allowPrinting: true, allowCopying: true, allowModifying: true }, -4],
];

for (const [name, permissions, expected] of cases) {
  Deno.test(`permissionFlags: ${name} gives P = ${expected}`, () => {
    assert.equal(permissionFlags(permissions), expected);
  });
}

Deno.test("permissionFlags: bits 1 and 2 are always clear, bits 7, 8, 13-32 always set", () => {
  for (const [, permissions] of cases) {
    const flags = permissionFlags(permissions) >>> 0;
    assert.equal(flags & 0b11, 0);
    assert.equal(flags & 0xc0, 0xc0);
    assert.equal((flags & 0xfffff000) >>> 0, 0xfffff000);
  }
});
