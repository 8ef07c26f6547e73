import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { InputError } from "../errors.ts";
import { encryptPdf } from "./encrypt.ts";
import { loadInputPdf } from "./input_pdf.ts";
import { qpdfEncrypt } from "../../tests/helpers/pdf_tools.ts";

const PRODUCER = "Some Producer 1.0";
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A two-page PDF without object streams, with its own producer in /Info. */
async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer(PRODUCER);
  doc.addPage();
  doc.addPage();
  return await doc.save({ useObjectStreams: false });
}

function prefixed(junkLength: number, pdf: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(junkLength + pdf.length).fill(0x20);
  bytes.set(pdf, junkLength);
  return bytes;
}

/** Expects loadInputPdf to refuse `bytes` with an InputError whose message matches `message`. */
async function assertRefused(bytes: Uint8Array, message: RegExp): Promise<void> {
  await assert.rejects(loadInputPdf(bytes), (error: unknown) => {
    assert.ok(error instanceof InputError, String(error));
    assert.match(error.message, message);
    return true;
  });
}

Deno.test("loadInputPdf: a usable PDF loads with its pages and its own /Info", async () => {
  const doc = await loadInputPdf(await samplePdf());
  assert.equal(doc.getPageCount(), 2);
  assert.equal(doc.getProducer(), PRODUCER);
});

Deno.test("loadInputPdf: the header may follow up to 1024 bytes of junk, not more", async () => {
  const pdf = await samplePdf();
  assert.equal((await loadInputPdf(prefixed(1019, pdf))).getPageCount(), 2);
  await assertRefused(
    prefixed(1020, pdf),
    /^The input is not a valid PDF: there is no "%PDF-" header in its first 1024 bytes\.$/,
  );
});

const NOT_PDFS: [string, Uint8Array, RegExp][] = [
  [
    "missing input",
    undefined as unknown as Uint8Array,
    /^The input is not a valid PDF: it is missing or empty\.$/,
  ],
  ["empty input", new Uint8Array(0), /^The input is not a valid PDF: it is missing or empty\.$/],
  [
    "HTML",
    latin1("<html><body>not a pdf</body></html>"),
    /^The input is not a valid PDF: there is no "%PDF-" header in its first 1024 bytes\.$/,
  ],
  [
    "a truncated object",
    latin1("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"),
    /^The input is not a valid PDF: it could not be parsed \(Trying to parse invalid object: .*\)\.$/,
  ],
  [
    "a bare header",
    latin1("%PDF-1.7\n%%EOF\n"),
    /^The input is not a valid PDF: it has no readable page tree\.$/,
  ],
];

for (const [name, bytes, message] of NOT_PDFS) {
  Deno.test(`loadInputPdf: ${name} is not a valid PDF`, async () => {
    await assertRefused(bytes, message);
  });
}

const ENCRYPTED = /^The input PDF is already encrypted; decrypt it first\.$/;

Deno.test("loadInputPdf: an encrypted PDF is refused", async () => {
  await assertRefused(await encryptPdf(await samplePdf(), { ownerPassword: "owner" }), ENCRYPTED);
  const aes = await qpdfEncrypt(await samplePdf(), { user: "", owner: "owner" }, [
    "--object-streams=disable",
  ]);
  await assertRefused(aes, ENCRYPTED);
});

Deno.test("loadInputPdf: encrypted object streams pdf-lib cannot read still say encrypted", async () => {
  const aes = await qpdfEncrypt(await samplePdf(), { user: "", owner: "owner" }, [
    "--object-streams=generate",
  ]);
  await assertRefused(aes, ENCRYPTED);
});

Deno.test("loadInputPdf: a PDF without pages is refused", async () => {
  const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
  await assertRefused(empty, /^The input PDF has no pages\.$/);
});

Deno.test("loadInputPdf: refusing broken files prints nothing to the console", async () => {
  // Without throwOnInvalidObject pdf-lib console.warns about each object it cannot parse.
  const truncated = latin1("%PDF-1.7\n1 0 obj\n<< /Type /Catalog");
  const encryptedObjectStreams = await qpdfEncrypt(await samplePdf(), { user: "u", owner: "o" }, [
    "--object-streams=generate",
  ]);
  const printed: unknown[][] = [];
  const original = { log: console.log, warn: console.warn, error: console.error };
  const record = (...args: unknown[]) => void printed.push(args);
  Object.assign(console, { log: record, warn: record, error: record });
  try {
    await assertRefused(truncated, /could not be parsed/);
    await assertRefused(encryptedObjectStreams, ENCRYPTED);
  } finally {
    Object.assign(console, original);
  }
  assert.deepEqual(printed, []);
});
