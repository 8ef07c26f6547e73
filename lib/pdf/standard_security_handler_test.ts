import assert from "node:assert/strict";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
} from "pdf-lib";
import { pdfStringBytes } from "./pdf_string_bytes.ts";
import { createStandardSecurity, objectKey } from "./standard_security_handler.ts";
import { runToolOk } from "../../tests/helpers/subprocess.ts";
import { withTempDir } from "../../tests/helpers/temp_dir.ts";

const ascii = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

function bytesOf(object: unknown): Uint8Array {
  assert.ok(object instanceof PDFString || object instanceof PDFHexString);
  return pdfStringBytes(object);
}

/** qpdf encrypts a small PDF; returns its /Encrypt values, /ID and qpdf's own file key. */
async function qpdfReference(user: string, owner: string) {
  return await withTempDir(async (dir) => {
    const doc = await PDFDocument.create();
    doc.addPage();
    await Deno.writeFile(`${dir}/in.pdf`, await doc.save({ useObjectStreams: false }));
    await runToolOk("qpdf", [
      "--allow-weak-crypto",
      "--encrypt",
      user,
      owner,
      "128",
      "--use-aes=n",
      "--",
      `${dir}/in.pdf`,
      `${dir}/out.pdf`,
    ]);
    const shown = await runToolOk("qpdf", [
      "--show-encryption-key",
      "--show-encryption",
      `--password=${user}`,
      `${dir}/out.pdf`,
    ]);
    const encrypted = await PDFDocument.load(await Deno.readFile(`${dir}/out.pdf`), {
      ignoreEncryption: true,
    });
    const context = encrypted.context;
    const encrypt = context.lookup(context.trailerInfo.Encrypt, PDFDict);
    const id = context.lookup(context.trailerInfo.ID, PDFArray);
    return {
      ownerEntry: bytesOf(encrypt.get(PDFName.of("O"))),
      userEntry: bytesOf(encrypt.get(PDFName.of("U"))),
      permissions: encrypt.lookup(PDFName.of("P"), PDFNumber).asNumber(),
      documentId: bytesOf(id.get(0)),
      fileKey: /^Encryption key = ([0-9a-f]+)$/m.exec(shown)?.[1],
    };
  });
}

for (const [user, owner] of [["user-pw", "owner-pw"], ["", "only-owner"]]) {
  Deno.test(`createStandardSecurity: matches qpdf's R3 values for user "${user}", owner "${owner}"`, async () => {
    const reference = await qpdfReference(user, owner);
    const ours = createStandardSecurity({
      userPassword: ascii(user),
      ownerPassword: ascii(owner),
      permissions: reference.permissions,
      documentId: reference.documentId,
    });
    assert.equal(hex(ours.ownerEntry), hex(reference.ownerEntry), "Algorithm 3 (/O)");
    assert.equal(hex(ours.fileKey), reference.fileKey, "Algorithm 2 (file key)");
    // Only the first 16 bytes of /U are defined (Algorithm 5 step g).
    assert.equal(hex(ours.userEntry.subarray(0, 16)), hex(reference.userEntry.subarray(0, 16)));
    assert.equal(ours.userEntry.length, 32);
  });
}

Deno.test("createStandardSecurity: an empty owner password behaves as the user password", () => {
  const base = { permissions: -1340, documentId: ascii("0123456789abcdef") };
  const empty = createStandardSecurity({
    ...base,
    userPassword: ascii("u"),
    ownerPassword: ascii(""),
  });
  const same = createStandardSecurity({
    ...base,
    userPassword: ascii("u"),
    ownerPassword: ascii("u"),
  });
  assert.deepEqual(empty, same);
});

Deno.test("objectKey: 16 bytes that differ per object number and generation", () => {
  const fileKey = Uint8Array.from({ length: 16 }, (_, i) => i);
  const keys = [objectKey(fileKey, 1, 0), objectKey(fileKey, 2, 0), objectKey(fileKey, 1, 1)];
  for (const key of keys) assert.equal(key.length, 16);
  assert.equal(new Set(keys.map(hex)).size, 3);
});
