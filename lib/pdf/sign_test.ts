import assert from "node:assert/strict";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { InputError } from "../errors.ts";
import { fillByteRange } from "./byte_range.ts";
import { addSignaturePlaceholder, type SignOptions } from "./sign.ts";
import { SIGNATURE_CONTENTS_BYTES } from "./signature_dictionary.ts";
import { qpdfEncrypt } from "../../tests/helpers/pdf_tools.ts";
import { runToolOk } from "../../tests/helpers/subprocess.ts";
import { withTempDir } from "../../tests/helpers/temp_dir.ts";
import { makeIdentity, pdfsig, signWithSignpdf } from "../../tests/helpers/signing.ts";

const OPTIONS: SignOptions = {
  name: "Zoë Müller",
  reason: "Approval (final) \\ v2",
  location: "Zürich",
};

// ---------------------------------------------------------------- helpers

/** A two-page document with text, as a renderer would produce it. */
async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText("Quarterly report", { x: 50, y: 700, font, size: 18 });
  doc.addPage().drawText("Second page", { x: 50, y: 700, font, size: 18 });
  return await doc.save();
}

type PdfValue = string | number | boolean | null | PdfValue[] | { [key: string]: PdfValue };
type PdfDict = Record<string, PdfValue>;

/** The document's objects as qpdf reads them (JSON v2: "u:" text strings, "b:" binary hex). */
async function qpdfObjects(file: string): Promise<Record<string, PdfDict>> {
  const json = JSON.parse(await runToolOk("qpdf", ["--json=2", "--json-key=qpdf", file]));
  const objects: Record<string, PdfDict> = {};
  for (const [key, entry] of Object.entries(json.qpdf[1] as Record<string, PdfDict>)) {
    const value = (entry.value ?? (entry.stream as PdfDict)?.dict) as PdfValue;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      objects[key.replace(/^obj:/, "")] = value;
    }
  }
  return objects;
}

function findObject(objects: Record<string, PdfDict>, key: string, value: PdfValue): PdfDict {
  const found = Object.values(objects).filter((dict) => dict[key] === value);
  assert.equal(found.length, 1, `expected one object with ${key} ${value}`);
  return found[0];
}

function refOf(objects: Record<string, PdfDict>, dict: PdfDict): string {
  const entry = Object.entries(objects).find(([, candidate]) => candidate === dict);
  assert.ok(entry);
  return entry[0];
}

interface DocumentView {
  objects: Record<string, PdfDict>;
  acroForm: PdfDict;
  pages: PdfDict[];
  signature: PdfDict;
}

async function inspect(file: string): Promise<DocumentView> {
  const objects = await qpdfObjects(file);
  const catalog = objects[objects.trailer["/Root"] as string];
  const pageTree = objects[catalog["/Pages"] as string];
  return {
    objects,
    acroForm: objects[catalog["/AcroForm"] as string],
    pages: (pageTree["/Kids"] as string[]).map((ref) => objects[ref]),
    signature: findObject(objects, "/Type", "/Sig"),
  };
}

// ---------------------------------------------------------------- placeholder structure

Deno.test("addSignaturePlaceholder writes a signature field and placeholder qpdf accepts", async () => {
  await withTempDir(async (dir) => {
    const file = `${dir}/prepared.pdf`;
    await Deno.writeFile(file, await addSignaturePlaceholder(await samplePdf(), OPTIONS));

    assert.match(await runToolOk("qpdf", ["--check", file]), /No syntax or stream encoding errors/);
    const text = await runToolOk("pdftotext", [file, "-"]);
    assert.match(text, /Quarterly report/);
    assert.match(text, /Second page/);

    const { objects, acroForm, pages, signature } = await inspect(file);
    assert.equal(signature["/Filter"], "/Adobe.PPKLite");
    assert.equal(signature["/SubFilter"], "/adbe.pkcs7.detached");
    assert.deepEqual(signature["/ByteRange"], [0, "/**********", "/**********", "/**********"]);
    assert.equal(signature["/Contents"], `b:${"00".repeat(SIGNATURE_CONTENTS_BYTES)}`);
    assert.equal(signature["/Name"], "u:Zoë Müller");
    assert.equal(signature["/Reason"], "u:Approval (final) \\ v2");
    assert.equal(signature["/Location"], "u:Zürich");
    assert.match(signature["/M"] as string, /^u:D:\d{14}Z$/);

    const field = findObject(objects, "/FT", "/Sig");
    const fieldRef = refOf(objects, field);
    assert.equal(field["/T"], "u:Signature1");
    assert.equal(field["/V"], refOf(objects, signature));
    assert.equal(field["/Subtype"], "/Widget");
    assert.deepEqual(field["/Rect"], [0, 0, 0, 0]);
    assert.equal(field["/F"], 132);
    assert.equal(field["/P"], refOf(objects, pages[0]));
    assert.deepEqual(pages[0]["/Annots"], [fieldRef]);
    assert.deepEqual(pages[1]["/Annots"] ?? [], []);
    assert.deepEqual(acroForm["/Fields"], [fieldRef]);
    assert.equal(acroForm["/SigFlags"], 3);
  });
});

Deno.test("non-ASCII text is written as UTF-16BE with BOM, ASCII as a literal", async () => {
  const prepared = await addSignaturePlaceholder(await samplePdf(), OPTIONS);
  const raw = new TextDecoder("latin1").decode(prepared);
  // "Zoë Müller" in UTF-16BE after the FE FF byte order mark (PDF 32000-1 §7.9.2.2).
  assert.match(raw, /\/Name <FEFF005A006F00EB0020004D00FC006C006C00650072>/i);
  assert.match(raw, /\/Reason \(Approval \\\(final\\\) \\\\ v2\)/);
});

Deno.test("without options the signature dictionary has no /Name, /Reason or /Location", async () => {
  await withTempDir(async (dir) => {
    const file = `${dir}/prepared.pdf`;
    await Deno.writeFile(file, await addSignaturePlaceholder(await samplePdf()));
    const { signature } = await inspect(file);
    assert.equal(signature["/Name"], undefined);
    assert.equal(signature["/Reason"], undefined);
    assert.equal(signature["/Location"], undefined);
    assert.equal(signature["/SubFilter"], "/adbe.pkcs7.detached");
  });
});

// ---------------------------------------------------------------- signing the output

Deno.test("@signpdf signs the placeholder and pdfsig reports a valid signature", async () => {
  await withTempDir(async (dir) => {
    const identity = await makeIdentity(dir);
    const prepared = await addSignaturePlaceholder(await samplePdf(), OPTIONS);
    const file = `${dir}/signed.pdf`;
    await Deno.writeFile(file, await signWithSignpdf(prepared, identity));

    const report = await pdfsig(file);
    assert.match(report, /Signature Field Name: Signature1/);
    assert.match(report, /Signer Certificate Common Name: html2pdf test signer/);
    assert.match(report, /Signature Type: adbe\.pkcs7\.detached/);
    assert.match(report, /Total document signed/);
    assert.match(report, /Signature Validation: Signature is Valid\./);

    // pdfsig does not print /Name, /Reason, /Location; read them from the signed file.
    await runToolOk("qpdf", ["--check", file]);
    const { signature } = await inspect(file);
    assert.equal(signature["/Name"], "u:Zoë Müller");
    assert.equal(signature["/Reason"], "u:Approval (final) \\ v2");
    assert.equal(signature["/Location"], "u:Zürich");
    // The offsets fillByteRange computes are the ones @signpdf wrote.
    assert.deepEqual(signature["/ByteRange"], fillByteRange(prepared).byteRange);
  });
});

Deno.test("after fillByteRange, a generic CMS signer (openssl) produces a valid signature", async () => {
  await withTempDir(async (dir) => {
    const identity = await makeIdentity(dir);
    const prepared = await addSignaturePlaceholder(await samplePdf(), OPTIONS);
    const { pdf, byteRange } = fillByteRange(prepared);
    assert.equal(pdf.length, prepared.length);
    const [, firstLength, secondStart, secondLength] = byteRange;
    assert.equal(secondStart + secondLength, pdf.length);
    assert.equal(String.fromCharCode(pdf[firstLength], pdf[secondStart - 1]), "<>");

    // Sign exactly the bytes /ByteRange names, as an external signer would.
    const covered = new Uint8Array(firstLength + secondLength);
    covered.set(pdf.subarray(0, firstLength));
    covered.set(pdf.subarray(secondStart), firstLength);
    await Deno.writeFile(`${dir}/covered.bin`, covered);
    await runToolOk("openssl", [
      "cms",
      "-sign",
      "-binary",
      "-md",
      "sha256",
      "-in",
      `${dir}/covered.bin`,
      "-signer",
      identity.certPem,
      "-inkey",
      identity.keyPem,
      "-outform",
      "DER",
      "-out",
      `${dir}/signature.der`,
    ]);
    const der = await Deno.readFile(`${dir}/signature.der`);
    const hex = Array.from(der, (byte) => byte.toString(16).padStart(2, "0")).join("");
    const signed = pdf.slice();
    signed.set(new TextEncoder().encode(hex), firstLength + 1);
    await Deno.writeFile(`${dir}/signed.pdf`, signed);

    const report = await pdfsig(`${dir}/signed.pdf`);
    assert.match(report, /Total document signed/);
    assert.match(report, /Signature Validation: Signature is Valid\./);

    // Nothing left to fill once the offsets are written.
    assert.throws(() => fillByteRange(pdf), InputError);
  });
});

// ---------------------------------------------------------------- signing twice, existing forms

Deno.test("a PDF that already has a placeholder or a signature is rejected", async () => {
  await withTempDir(async (dir) => {
    const prepared = await addSignaturePlaceholder(await samplePdf(), OPTIONS);
    await assert.rejects(addSignaturePlaceholder(prepared), InputError);
    const signed = await signWithSignpdf(prepared, await makeIdentity(dir));
    await assert.rejects(
      addSignaturePlaceholder(signed),
      (error: Error) =>
        error instanceof InputError && /already contains a signature/.test(error.message),
    );
  });
});

Deno.test("existing form fields are kept and the signature field gets a free name", async () => {
  await withTempDir(async (dir) => {
    const doc = await PDFDocument.load(await samplePdf());
    const form = doc.getForm();
    form.createTextField("Signature1").addToPage(doc.getPage(0), { x: 50, y: 600 });
    const file = `${dir}/prepared.pdf`;
    await Deno.writeFile(file, await addSignaturePlaceholder(await doc.save(), OPTIONS));

    await runToolOk("qpdf", ["--check", file]);
    const { objects, acroForm, pages } = await inspect(file);
    const textField = findObject(objects, "/FT", "/Tx");
    const sigField = findObject(objects, "/FT", "/Sig");
    assert.equal(textField["/T"], "u:Signature1");
    assert.equal(sigField["/T"], "u:Signature2");
    const sigRef = refOf(objects, sigField);
    assert.deepEqual(acroForm["/Fields"], [refOf(objects, textField), sigRef]);
    // pdf-lib gives the text field a separate widget (its kid); ours is merged with its field.
    assert.deepEqual(pages[0]["/Annots"], [...(textField["/Kids"] as string[]), sigRef]);
    assert.equal(acroForm["/SigFlags"], 3);
  });
});

// ---------------------------------------------------------------- unusable input

Deno.test("bytes that are not a PDF are rejected with InputError", async () => {
  const notPdfs: Record<string, Uint8Array> = {
    missing: undefined as unknown as Uint8Array,
    empty: new Uint8Array(0),
    random: crypto.getRandomValues(new Uint8Array(4096)),
    html: new TextEncoder().encode("<html><body>Hello</body></html>"),
    truncated: new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"),
  };
  for (const [label, bytes] of Object.entries(notPdfs)) {
    await assert.rejects(
      addSignaturePlaceholder(bytes),
      (error: Error) => error instanceof InputError && /PDF/.test(error.message),
      label,
    );
  }
});

Deno.test("an encrypted PDF is rejected with InputError", async () => {
  const encrypted = await qpdfEncrypt(await samplePdf(), { user: "user", owner: "owner" });
  await assert.rejects(
    addSignaturePlaceholder(encrypted),
    (error: Error) => error instanceof InputError && /encrypted/.test(error.message),
  );
});

Deno.test("a PDF without pages is rejected with InputError", async () => {
  const doc = await PDFDocument.create();
  const empty = await doc.save({ addDefaultPage: false });
  await assert.rejects(
    addSignaturePlaceholder(empty),
    (error: Error) => error instanceof InputError && /no pages/.test(error.message),
  );
});
