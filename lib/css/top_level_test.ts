import assert from "node:assert/strict";
import { splitTopLevel, topLevelIndices } from "./top_level.ts";

Deno.test("splits only at separators outside parentheses", () => {
  assert.deepEqual(splitTopLevel("(a, b) 1px, 2px", ","), ["(a, b) 1px", " 2px"]);
  assert.deepEqual(splitTopLevel("print, (min-width: max(1px, 2px))", ","), [
    "print",
    " (min-width: max(1px, 2px))",
  ]);
  assert.deepEqual(splitTopLevel("", ","), [""]);
  // An unbalanced ")" does not hide the separators after it.
  assert.deepEqual(splitTopLevel("a), b", ","), ["a)", " b"]);
});

Deno.test("finds top-level whitespace, not whitespace inside parentheses", () => {
  assert.deepEqual(topLevelIndices("(x y) calc(1px + 2px)", (c) => /\s/.test(c)), [5]);
});
