import assert from "node:assert/strict";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { InputError } from "../errors.ts";
import { type EncryptOptions, encryptPdf } from "./encrypt.ts";
import { qpdfEncrypt } from "../../tests/helpers/pdf_tools.ts";
import { runTool, runToolOk } from "../../tests/helpers/subprocess.ts";
import { withTempDir } from "../../tests/helpers/temp_dir.ts";

const TITLE = "Quarterly Report – Zoë";
const PAGE_TEXTS = ["Hello encrypted world", "Second page text"];
const PASSWORDS = { userPassword: "user-secret", ownerPassword: "owner-secret" };

/** A two-page PDF with text in a standard font and a UTF-16 title in /Info. */
async function samplePdf(useObjectStreams = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.setTitle(TITLE);
  for (const text of PAGE_TEXTS) doc.addPage().drawText(text, { x: 50, y: 700, font, size: 14 });
  return await doc.save({ useObjectStreams });
}

/** Encrypts `input` into `dir` and returns the file path. */
async function encryptToFile(
  dir: string,
  options: EncryptOptions,
  input?: Uint8Array,
): Promise<string> {
  const path = `${dir}/encrypted.pdf`;
  await Deno.writeFile(path, await encryptPdf(input ?? await samplePdf(), options));
  return path;
}

interface QpdfEncryption {
  capabilities: Record<string, boolean>;
  ownerpasswordmatched: boolean;
  userpasswordmatched: boolean;
  parameters: {
    P: number;
    R: number;
    V: number;
    bits: number;
    streammethod: string;
    stringmethod: string;
  };
}

/** What qpdf reads from the encryption dictionary after opening with `password`. */
async function qpdfEncryption(path: string, password = ""): Promise<QpdfEncryption> {
  const json = await runToolOk("qpdf", [
    "--json",
    "--json-key=encrypt",
    `--password=${password}`,
    path,
  ]);
  return JSON.parse(json).encrypt;
}

async function assertQpdfCheckPasses(path: string, password: string): Promise<void> {
  const out = await runToolOk("qpdf", ["--check", `--password=${password}`, path]);
  assert.match(out, /No syntax or stream encoding errors found/);
}

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** qpdf's reading of /P -1340: print and accessibility extraction only. */
const DEFAULT_CAPABILITIES = {
  accessibility: true,
  extract: false,
  modify: false,
  modifyannotations: false,
  modifyassembly: false,
  modifyforms: false,
  modifyother: false,
  printhigh: true,
  printlow: true,
};

Deno.test("encryptPdf: RC4 128-bit, V 2, R 3, view-and-print by default", async () => {
  await withTempDir(async (dir) => {
    const path = await encryptToFile(dir, PASSWORDS);
    await assertQpdfCheckPasses(path, PASSWORDS.userPassword);
    const encryption = await qpdfEncryption(path, PASSWORDS.userPassword);
    const { P, R, V, bits, streammethod, stringmethod } = encryption.parameters;
    assert.deepEqual({ P, R, V, bits, streammethod, stringmethod }, {
      P: -1340,
      R: 3,
      V: 2,
      bits: 128,
      streammethod: "RC4",
      stringmethod: "RC4",
    });
    assert.deepEqual(encryption.capabilities, DEFAULT_CAPABILITIES);
  });
});

const FLIPPED: [EncryptOptions, Partial<typeof DEFAULT_CAPABILITIES>][] = [
  [{ allowPrinting: false }, { printhigh: false, printlow: false }],
  [{ allowCopying: true }, { extract: true }],
  [{ allowModifying: true }, {
    modify: true,
    modifyannotations: true,
    modifyassembly: true,
    modifyforms: true,
    modifyother: true,
  }],
];

for (const [flag, changed] of FLIPPED) {
  Deno.test(`encryptPdf: ${JSON.stringify(flag)} changes only its own permissions`, async () => {
    await withTempDir(async (dir) => {
      const path = await encryptToFile(dir, { ...PASSWORDS, ...flag });
      await assertQpdfCheckPasses(path, PASSWORDS.userPassword);
      const encryption = await qpdfEncryption(path, PASSWORDS.userPassword);
      assert.deepEqual(encryption.capabilities, { ...DEFAULT_CAPABILITIES, ...changed });
    });
  });
}

Deno.test("encryptPdf: the user password decrypts to the original text and title", async () => {
  await withTempDir(async (dir) => {
    const path = await encryptToFile(dir, PASSWORDS);
    const decrypted = `${dir}/decrypted.pdf`;
    await runToolOk("qpdf", [`--password=${PASSWORDS.userPassword}`, "--decrypt", path, decrypted]);
    const text = await runToolOk("pdftotext", [decrypted, "-"]);
    for (const pageText of PAGE_TEXTS) assert.ok(text.includes(pageText), text);
    const info = await runToolOk("pdfinfo", [decrypted]);
    assert.match(info, /^Encrypted:\s+no$/m);
    assert.match(info, new RegExp(`^Title:\\s+${TITLE}$`, "m"));
    assert.match(info, /^Pages:\s+2$/m);
  });
});

Deno.test("encryptPdf: strings in the file are not readable without decryption", async () => {
  const input = await samplePdf();
  const output = await encryptPdf(input, PASSWORDS);
  // pdf-lib writes the title as UTF-16BE hex and the dates as literal strings.
  const titleHex = Array.from(TITLE, (c) => c.charCodeAt(0).toString(16).padStart(4, "0")).join("");
  assert.ok(latin1(input).toUpperCase().includes(titleHex.toUpperCase()));
  assert.ok(!latin1(output).toUpperCase().includes(titleHex.toUpperCase()));
  assert.match(latin1(input), /\(D:\d{14}/);
  assert.doesNotMatch(latin1(output), /\(D:\d{14}/);
});

Deno.test("encryptPdf: a wrong password is refused, the owner password is accepted", async () => {
  await withTempDir(async (dir) => {
    const path = await encryptToFile(dir, PASSWORDS);
    const wrong = await runTool("qpdf", ["--check", "--password=not-it", path]);
    assert.notEqual(wrong.code, 0);
    assert.match(wrong.stderr, /invalid password/);
    const none = await runTool("pdftotext", [path, "-"]);
    assert.notEqual(none.code, 0);
    assert.match(none.stderr, /Incorrect password/);

    await assertQpdfCheckPasses(path, PASSWORDS.ownerPassword);
    assert.equal((await qpdfEncryption(path, PASSWORDS.ownerPassword)).ownerpasswordmatched, true);
    const text = await runToolOk("pdftotext", ["-opw", PASSWORDS.ownerPassword, path, "-"]);
    assert.ok(text.includes(PAGE_TEXTS[0]), text);
  });
});

Deno.test("encryptPdf: without a user password anyone can open the encrypted file", async () => {
  await withTempDir(async (dir) => {
    const path = await encryptToFile(dir, { ownerPassword: "owner-secret" });
    const info = await runToolOk("pdfinfo", [path]);
    assert.match(
      info,
      /^Encrypted:\s+yes \(print:yes copy:no change:no addNotes:no algorithm:RC4\)$/m,
    );
    assert.match(info, new RegExp(`^Title:\\s+${TITLE}$`, "m"));
    const text = await runToolOk("pdftotext", [path, "-"]);
    for (const pageText of PAGE_TEXTS) assert.ok(text.includes(pageText), text);
    await assertQpdfCheckPasses(path, "");
  });
});

Deno.test("encryptPdf: without an owner password nobody holds the owner password", async () => {
  await withTempDir(async (dir) => {
    const input = await samplePdf();
    const first = await encryptPdf(input, {});
    const second = await encryptPdf(input, {});
    assert.notDeepEqual(first, second, "a fresh random owner password each time");

    const path = `${dir}/open.pdf`;
    await Deno.writeFile(path, first);
    await assertQpdfCheckPasses(path, "");
    const encryption = await qpdfEncryption(path, "");
    assert.equal(encryption.userpasswordmatched, true);
    assert.equal(encryption.ownerpasswordmatched, false);
    assert.equal(encryption.capabilities.extract, false);
  });
});

Deno.test("encryptPdf: the same input and passwords give the same bytes", async () => {
  const input = await samplePdf();
  assert.deepEqual(await encryptPdf(input, PASSWORDS), await encryptPdf(input, PASSWORDS));
});

Deno.test("encryptPdf: accepts object and cross-reference streams from pdf-lib", async () => {
  await withTempDir(async (dir) => {
    const input = await samplePdf(true);
    assert.match(latin1(input), /\/Type \/ObjStm/);
    const path = await encryptToFile(dir, PASSWORDS, input);
    await assertQpdfCheckPasses(path, PASSWORDS.userPassword);
    const text = await runToolOk("pdftotext", ["-upw", PASSWORDS.userPassword, path, "-"]);
    for (const pageText of PAGE_TEXTS) assert.ok(text.includes(pageText), text);
  });
});

Deno.test("encryptPdf: accepts a qpdf-written PDF and keeps its permanent /ID", async () => {
  await withTempDir(async (dir) => {
    await Deno.writeFile(`${dir}/in.pdf`, await samplePdf());
    await runToolOk("qpdf", ["--object-streams=generate", `${dir}/in.pdf`, `${dir}/qpdf.pdf`]);
    const input = await Deno.readFile(`${dir}/qpdf.pdf`);
    const path = await encryptToFile(dir, PASSWORDS, input);
    await assertQpdfCheckPasses(path, PASSWORDS.userPassword);
    const text = await runToolOk("pdftotext", ["-upw", PASSWORDS.userPassword, path, "-"]);
    for (const pageText of PAGE_TEXTS) assert.ok(text.includes(pageText), text);

    const trailerOf = (file: string, password = "") =>
      runToolOk("qpdf", [`--password=${password}`, "--show-object=trailer", file]);
    const firstId = (trailer: string) => /\/ID \[ <([0-9a-f]+)>/.exec(trailer)?.[1];
    const inputId = firstId(await trailerOf(`${dir}/qpdf.pdf`));
    assert.ok(inputId);
    assert.equal(firstId(await trailerOf(path, PASSWORDS.userPassword)), inputId);
  });
});

Deno.test("encryptPdf: a non-ASCII password is stored in PDFDocEncoding", async () => {
  await withTempDir(async (dir) => {
    const path = await encryptToFile(dir, { userPassword: "Grüße€", ownerPassword: "owner" });
    // Poppler compares the password bytes exactly as given (qpdf would also try transcodings).
    // Command arguments are UTF-8 strings, so printf makes the raw bytes from octal escapes.
    const pdftotextWithBytes = (octal: string) =>
      runTool("sh", ["-c", 'pdftotext -upw "$(printf "$1")" "$2" -', "sh", octal, path]);
    // G r ü ß e €: ü and ß as in Latin-1, € at 0xA0 (Table D.2).
    const pdfDoc = await pdftotextWithBytes("Gr\\374\\337e\\240");
    assert.equal(pdfDoc.code, 0, pdfDoc.stderr);
    assert.ok(pdfDoc.stdout.includes(PAGE_TEXTS[0]));
    const utf8 = await pdftotextWithBytes("Grüße€");
    assert.match(utf8.stderr, /Incorrect password/);
  });
});

for (const field of ["userPassword", "ownerPassword"] as const) {
  Deno.test(`encryptPdf: ${field} outside PDFDocEncoding is an InputError naming it`, async () => {
    await assert.rejects(
      encryptPdf(await samplePdf(), { [field]: "パスワード" }),
      (error: unknown) => {
        assert.ok(error instanceof InputError);
        assert.match(error.message, new RegExp(field));
        return true;
      },
    );
  });
}

const NOT_PDFS: [string, Uint8Array][] = [
  ["empty input", new Uint8Array(0)],
  ["random bytes", Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)],
  ["HTML", new TextEncoder().encode("<html><body>not a pdf</body></html>")],
  ["a bare header", new TextEncoder().encode("%PDF-1.7\n%%EOF\n")],
];

for (const [name, bytes] of NOT_PDFS) {
  Deno.test(`encryptPdf: ${name} is an InputError`, async () => {
    await assert.rejects(encryptPdf(bytes, PASSWORDS), (error: unknown) => {
      assert.ok(error instanceof InputError);
      assert.match(error.message, /not a valid PDF/);
      return true;
    });
  });
}

Deno.test("encryptPdf: its own output is refused as already encrypted", async () => {
  const encrypted = await encryptPdf(await samplePdf(), PASSWORDS);
  await assert.rejects(encryptPdf(encrypted, PASSWORDS), (error: unknown) => {
    assert.ok(error instanceof InputError);
    assert.match(error.message, /already encrypted/);
    return true;
  });
});

Deno.test("encryptPdf: a qpdf-encrypted file with object streams is refused", async () => {
  const input = await qpdfEncrypt(await samplePdf(), { user: "", owner: "owner" }, [
    "--object-streams=generate",
  ]);
  await assert.rejects(encryptPdf(input, PASSWORDS), (error: unknown) => {
    assert.ok(error instanceof InputError);
    assert.match(error.message, /already encrypted/);
    return true;
  });
});

Deno.test("encryptPdf: a PDF without pages is an InputError", async () => {
  const doc = await PDFDocument.create();
  const empty = await doc.save({ addDefaultPage: false });
  await assert.rejects(encryptPdf(empty, PASSWORDS), (error: unknown) => {
    assert.ok(error instanceof InputError);
    assert.match(error.message, /no pages/);
    return true;
  });
});
