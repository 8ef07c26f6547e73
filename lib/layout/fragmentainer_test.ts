import assert from "node:assert/strict";
import { Fragmentainer } from "./fragmentainer.ts";

Deno.test("unbreakable pieces move to the next page only when they cross a boundary", () => {
  const f = new Fragmentainer(100);
  assert.equal(f.place(10, 20), 10);
  assert.equal(f.place(90, 20), 100);
  assert.equal(f.place(80, 20), 80, "ending exactly on the boundary fits");
  assert.equal(f.place(100, 150), 100, "taller than a page at a page top stays");
  assert.equal(f.place(50, 150), 50, "taller than any page is not pushed");
  assert.equal(f.pageCount(250), 3);
  assert.equal(f.pageCount(0), 1);
  assert.equal(Fragmentainer.unpaginated().place(1e6, 50), 1e6);
});
