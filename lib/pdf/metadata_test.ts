/** The metadata as pdfinfo reads it back: the Info dictionary and the XMP stream agree. */
import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import type { DisplayDocument, DisplayItem } from "../paint/types.ts";
import { runToolOk } from "../../tests/helpers/subprocess.ts";
import { withPdfFile } from "../../tests/helpers/temp_dir.ts";
import { pdfDate } from "./metadata.ts";
import { writePdf } from "./writer.ts";

const VERSION = `html2pdf ${denoJson.version}`;

function document(metadata: DisplayDocument["metadata"]): DisplayDocument {
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const items: DisplayItem[] = [{ kind: "rect", x: 10, y: 10, width: 5, height: 5, color: black }];
  return { metadata, pages: [{ width: 800, height: 600, items }] };
}

const pdfinfo = (bytes: Uint8Array, ...flags: string[]) =>
  withPdfFile(bytes, (path) => runToolOk("pdfinfo", [...flags, path]));

Deno.test("pdfinfo reads title, author, subject, keywords, creator and producer", async () => {
  const bytes = await writePdf(
    document({
      title: "Rapport annuel – 2024",
      lang: "fr",
      authors: ["Ada Lovelace", "Charles Babbage"],
      subject: "Résultats",
      keywords: ["finance", "annuel"],
    }),
    { creationDate: new Date(Date.UTC(2024, 4, 1, 12)) },
  );
  const info = await pdfinfo(bytes, "-isodates");
  assert.match(info, /^Title:\s+Rapport annuel – 2024$/m);
  assert.match(info, /^Author:\s+Ada Lovelace, Charles Babbage$/m);
  assert.match(info, /^Subject:\s+Résultats$/m);
  assert.match(info, /^Keywords:\s+finance, annuel$/m);
  assert.match(info, new RegExp(`^Creator:\\s+${VERSION}$`, "m"));
  assert.match(info, new RegExp(`^Producer:\\s+${VERSION}$`, "m"));
  assert.match(info, /^CreationDate:\s+2024-05-01T12:00:00Z$/m);
  assert.match(info, /^Metadata Stream:\s+yes$/m);

  // The same in XMP, as pdfinfo -meta prints the stream.
  const xmp = await pdfinfo(bytes, "-meta");
  for (
    const fragment of [
      '<rdf:li xml:lang="x-default">Rapport annuel – 2024</rdf:li>',
      "<rdf:li>Ada Lovelace</rdf:li><rdf:li>Charles Babbage</rdf:li>",
      '<rdf:li xml:lang="x-default">Résultats</rdf:li>',
      "<pdf:Keywords>finance, annuel</pdf:Keywords>",
      `<pdf:Producer>${VERSION}</pdf:Producer>`,
      `<xmp:CreatorTool>${VERSION}</xmp:CreatorTool>`,
      "<xmp:CreateDate>2024-05-01T12:00:00Z</xmp:CreateDate>",
      "<rdf:li>fr</rdf:li>",
    ]
  ) assert.ok(xmp.includes(fragment), fragment);
});

Deno.test("without a creation date neither the Info dictionary nor XMP has one", async () => {
  const bytes = await writePdf(document({ title: null, lang: null }));
  assert.doesNotMatch(await pdfinfo(bytes), /CreationDate|ModDate|Author|Subject|Keywords/);
  assert.doesNotMatch(await pdfinfo(bytes, "-meta"), /Date|dc:title/);
});

Deno.test("pdfDate is D:YYYYMMDDHHmmSS in UTC", () => {
  assert.equal(pdfDate(new Date("2024-02-29T23:59:58.5-01:00")), "D:20240301005958Z");
});
