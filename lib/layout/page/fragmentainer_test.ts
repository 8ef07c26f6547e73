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

Deno.test("reserved space: content flows between what each page reserves at its top and bottom", () => {
  const f = new Fragmentainer(100).inset(30, 20);
  assert.equal(f.contentHeight, 50);
  assert.equal(f.nextPageTop(10), 130, "the next page's content starts below its reserved top");
  assert.ok(f.fits(40, 40), "ends on the reserved bottom's edge");
  assert.ok(!f.fits(40, 41), "reaches into the reserved bottom");
  assert.equal(f.place(60, 30), 130);
  assert.ok(f.atPageTop(130) && !f.atPageTop(100));
  assert.equal(f.place(130, 60), 130, "taller than a page's content area stays");
  assert.deepEqual(f.inset(5, 5).reserved, { top: 35, bottom: 25 }, "insets add up");
});

Deno.test("spans: the parts of a stretch on each page, without the reserved space between", () => {
  const f = new Fragmentainer(100).inset(30, 20);
  assert.deepEqual(f.spans(40, 200), [
    { y: 40, height: 40 },
    { y: 130, height: 50 },
    { y: 230, height: 10 },
  ]);
  assert.deepEqual(
    f.spans(40, 140),
    [{ y: 40, height: 40 }, { y: 130, height: 50 }],
    "ends on a reserved bottom's edge",
  );
  assert.deepEqual(
    new Fragmentainer(100).spans(40, 200),
    [{ y: 40, height: 200 }],
    "nothing reserved: one",
  );
  assert.deepEqual(Fragmentainer.unpaginated().spans(40, 200), [{ y: 40, height: 200 }]);
});

Deno.test("a page ending early: content past that end goes to the next page", () => {
  const f = new Fragmentainer(100).endingAt(0, 60).endingAt(0, 80);
  assert.equal(f.contentBottom(0), 60, "the earliest end counts");
  assert.equal(f.contentBottom(1), 200, "other pages keep their end");
  assert.equal(f.contentHeight, 100, "a page's size is unchanged");
  assert.ok(f.fits(40, 20) && !f.fits(40, 21));
  assert.equal(f.place(50, 20), 100);
  assert.equal(f.place(60, 0), 100, "even an empty piece below the end moves");
  assert.equal(f.inset(10, 0).contentBottom(0), 60, "insets keep the early end");
});
