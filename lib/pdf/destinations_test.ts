import assert from "node:assert/strict";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRef } from "pdf-lib";
import {
  destinationNameTree,
  fragmentTarget,
  type PagePoint,
  xyzDestination,
} from "./destinations.ts";

const named = new Map<string, PagePoint>([
  ["intro", { page: 0, x: 30, y: 40 }],
  ["Zoë", { page: 1, x: 30, y: 500 }],
  ["a b", { page: 2, x: 0, y: 10 }],
]);

Deno.test("#id finds the element as HTML does: as written, then percent-decoded", () => {
  assert.deepEqual(fragmentTarget("#intro", named), { page: 0, x: 30, y: 40 });
  assert.deepEqual(fragmentTarget(" #Zoë ", named), { page: 1, x: 30, y: 500 });
  assert.deepEqual(fragmentTarget("#Zo%C3%AB", named), { page: 1, x: 30, y: 500 });
  assert.deepEqual(fragmentTarget("#a%20b", named), { page: 2, x: 0, y: 10 });
});

Deno.test("# and #top go to the top of the document; unknown names nowhere", () => {
  // Chromium links href="#" to the first page's top-left corner.
  for (const href of ["#", "#top", "#TOP"]) {
    assert.deepEqual(fragmentTarget(href, named), { page: 0, x: 0, y: 0 }, href);
  }
  assert.equal(fragmentTarget("#nope", named), null);
  assert.equal(fragmentTarget("#%E0%A4%A", named), null);
  assert.equal(fragmentTarget("https://example.com/#intro", named), null);
});

Deno.test("an explicit destination is [page /XYZ left top null] in points, y up", async () => {
  const doc = await PDFDocument.create();
  const pages = [doc.addPage([595.28, 841.89])];
  const dest = xyzDestination(doc.context, pages, { page: 0, x: 40, y: 100 });
  assert.equal(dest.toString(), `[ ${pages[0].ref} /XYZ 30 766.89 null ]`);
});

/** The name tree's keys and leaves as read back. */
function leaves(doc: PDFDocument, ref: PDFRef): { limits?: string; names: string[] }[] {
  const dict = doc.context.lookup(ref, PDFDict);
  const kids = dict.lookupMaybe(PDFName.of("Kids"), PDFArray);
  if (kids) return kids.asArray().flatMap((kid) => leaves(doc, kid as PDFRef));
  const names = dict.lookup(PDFName.of("Names"), PDFArray).asArray();
  const limits = dict.lookupMaybe(PDFName.of("Limits"), PDFArray);
  return [{
    ...(limits ? { limits: limits.toString() } : {}),
    names: names.filter((_, i) => i % 2 === 0).map((n) => n.toString()),
  }];
}

Deno.test("the /Dests name tree lists every name in byte order", async () => {
  const doc = await PDFDocument.create();
  const pages = [doc.addPage(), doc.addPage(), doc.addPage()];
  const ref = destinationNameTree(
    doc.context,
    named,
    (at) => xyzDestination(doc.context, pages, at),
  );
  // ASCII keys are literal strings; "Zoë" is UTF-16 (FE FF …), so it sorts after them.
  assert.deepEqual(leaves(doc, ref), [{ names: ["(a b)", "(intro)", "<FEFF005A006F00EB>"] }]);
});

Deno.test("a long name tree is split into leaves with their first and last keys", async () => {
  const doc = await PDFDocument.create();
  const pages = [doc.addPage()];
  const many = new Map<string, PagePoint>();
  for (let i = 0; i < 300; i++) many.set(`s${String(i).padStart(3, "0")}`, { page: 0, x: 0, y: i });
  const ref = destinationNameTree(
    doc.context,
    many,
    (at) => xyzDestination(doc.context, pages, at),
  );
  const found = leaves(doc, ref);
  assert.deepEqual(found.map((l) => l.limits), [
    "[ (s000) (s127) ]",
    "[ (s128) (s255) ]",
    "[ (s256) (s299) ]",
  ]);
  assert.equal(found.flatMap((l) => l.names).length, 300);
  // The root has kids only, no limits (§7.9.6).
  assert.equal(doc.context.lookup(ref, PDFDict).get(PDFName.of("Limits")), undefined);
});
