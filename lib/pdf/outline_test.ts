import assert from "node:assert/strict";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber, type PDFRef } from "pdf-lib";
import { nestOutline, type OutlineEntry, writeOutline } from "./outline.ts";

const entry = (label: string, level: number, open = true): OutlineEntry => ({
  label,
  level,
  open,
  target: { page: 0, x: 0, y: 0 },
});

/** The tree as [label, children] pairs. */
type Shape = [string, Shape[]];
const shape = (nodes: ReturnType<typeof nestOutline>): Shape[] =>
  nodes.map((n) => [n.entry.label, shape(n.children)]);

Deno.test("entries nest under the closest earlier entry of a lower level", () => {
  const tree = nestOutline([
    entry("Intro", 1),
    entry("Skipped to 3", 3),
    entry("Section A", 2),
    entry("Deep", 4),
    entry("Second", 1),
    entry("Five", 5),
  ]);
  // As Chromium nests an h3 after an h1, and an h5 after an h1, one step down.
  assert.deepEqual(shape(tree), [
    ["Intro", [["Skipped to 3", []], ["Section A", [["Deep", []]]]]],
    ["Second", [["Five", []]]],
  ]);
});

Deno.test("an entry deeper than those before it at the start is top-level", () => {
  assert.deepEqual(shape(nestOutline([entry("h3", 3), entry("h2", 2), entry("h1", 1)])), [
    ["h3", []],
    ["h2", []],
    ["h1", []],
  ]);
});

/** Reads an outline item back: title, count and children. */
function read(doc: PDFDocument, ref: PDFRef): { title: string; count?: number; kids: unknown[] } {
  const dict = doc.context.lookup(ref, PDFDict);
  const kids = [];
  let child = dict.get(PDFName.of("First")) as PDFRef | undefined;
  while (child) {
    kids.push(read(doc, child));
    child = doc.context.lookup(child, PDFDict).get(PDFName.of("Next")) as PDFRef | undefined;
  }
  const title = dict.get(PDFName.of("Title"))?.toString() ?? "";
  const count = (dict.get(PDFName.of("Count")) as PDFNumber | undefined)?.asNumber();
  return { title, ...(count === undefined ? {} : { count }), kids };
}

Deno.test("/Count: open items count what they show, closed ones what they would, negated", async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const tree = nestOutline([
    entry("A", 1),
    entry("A.1", 2, false),
    entry("A.1.a", 3),
    entry("A.1.b", 3),
    entry("A.2", 2),
    entry("B", 1, false),
    entry("B.1", 2),
  ]);
  const ref = writeOutline(doc.context, tree, () => doc.context.obj([page.ref, "Fit"]));
  assert.deepEqual(read(doc, ref), {
    title: "",
    // A, A.1, A.2 and B show; A.1's and B's children do not.
    count: 4,
    kids: [
      {
        title: "(A)",
        count: 2,
        kids: [
          {
            title: "(A.1)",
            count: -2,
            kids: [{ title: "(A.1.a)", kids: [] }, { title: "(A.1.b)", kids: [] }],
          },
          { title: "(A.2)", kids: [] },
        ],
      },
      { title: "(B)", count: -1, kids: [{ title: "(B.1)", kids: [] }] },
    ],
  });
  // Items point back to their parent and at their destination.
  const first = doc.context.lookup(ref, PDFDict).get(PDFName.of("First")) as PDFRef;
  const a = doc.context.lookup(first, PDFDict);
  assert.equal(a.get(PDFName.of("Parent")), ref);
  assert.ok(a.get(PDFName.of("Dest")) instanceof PDFArray);
});

Deno.test("an outline without entries is an empty outline dictionary", async () => {
  const doc = await PDFDocument.create();
  const ref = writeOutline(doc.context, [], () => doc.context.obj([]));
  assert.equal(doc.context.lookup(ref)!.toString(), "<<\n/Type /Outlines\n>>");
});
