/**
 * Password protection for finished PDFs: the standard security handler with 128-bit RC4
 * (/V 2 /R 3, PDF 32000-1 §7.6.3), readable by every PDF viewer since Acrobat 5.
 */
import { createHash } from "node:crypto";
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  type PDFObject,
  PDFRawStream,
  PDFStream,
  PDFString,
} from "pdf-lib";
import { InputError } from "../errors.ts";
import { loadInputPdf } from "./input_pdf.ts";
import { encodePdfDocEncoding } from "./pdf_doc_encoding.ts";
import { pdfStringBytes } from "./pdf_string_bytes.ts";
import { permissionFlags } from "./permissions.ts";
import { rc4 } from "./rc4.ts";
import {
  createStandardSecurity,
  objectKey,
  type StandardSecurity,
} from "./standard_security_handler.ts";

export interface EncryptOptions {
  /** Needed to open the document. Empty or absent: anyone can open it without a password. */
  userPassword?: string;
  /** Lifts the permission restrictions. Empty or absent: a random one nobody knows. */
  ownerPassword?: string;
  /** Default true. */
  allowPrinting?: boolean;
  /** Copying and text extraction. Default false (extraction for accessibility stays allowed). */
  allowCopying?: boolean;
  /** Editing, annotating, filling forms and assembling pages. Default false. */
  allowModifying?: boolean;
}

/**
 * Returns `pdf` encrypted with the standard security handler. Throws InputError when `pdf` is
 * not a usable PDF (empty, not a PDF, unparsable, already encrypted or without pages; see
 * loadInputPdf) or a password has a character outside PDFDocEncoding.
 *
 * With an owner password the output is deterministic for the same input and options.
 */
export async function encryptPdf(
  pdf: Uint8Array,
  options: EncryptOptions = {},
): Promise<Uint8Array> {
  const userPassword = passwordBytes(options.userPassword ?? "", "userPassword");
  // Without an owner password, 32 random bytes (a full-length padded password, §7.6.3.3) take
  // its place: they are never stored or returned, so nobody can lift the restrictions. That
  // also makes this case the only one whose output differs between runs.
  const ownerPassword = options.ownerPassword
    ? passwordBytes(options.ownerPassword, "ownerPassword")
    : crypto.getRandomValues(new Uint8Array(32));

  const doc = await loadInputPdf(pdf);
  const context = doc.context;
  const permissions = permissionFlags({
    allowPrinting: options.allowPrinting ?? true,
    allowCopying: options.allowCopying ?? false,
    allowModifying: options.allowModifying ?? false,
  });
  const security = createStandardSecurity({
    userPassword,
    ownerPassword,
    permissions,
    documentId: assignDocumentId(context, pdf),
  });

  encryptIndirectObjects(context, security.fileKey);
  // Registered after the other objects are encrypted: the encryption dictionary's own strings
  // stay in the clear (§7.6.1), as readers need them to derive the key.
  context.trailerInfo.Encrypt = context.register(
    encryptionDictionary(context, security, permissions),
  );

  // No object streams: each object is written, and was encrypted, on its own. pdf-lib writes a
  // classic cross-reference table, so there is no cross-reference stream to leave unencrypted.
  return await doc.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
  });
}

function passwordBytes(password: string, field: keyof EncryptOptions): Uint8Array {
  try {
    return encodePdfDocEncoding(password);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new InputError(`${field} cannot be used as a PDF password: ${error.message}.`);
  }
}

/**
 * Makes sure the trailer has an /ID (§14.4) and returns its first element, which Algorithms 2
 * and 5 mix into the keys. An existing permanent identifier is kept; the changing one becomes
 * the MD5 of the input, as does a missing permanent one, so output stays reproducible.
 */
function assignDocumentId(context: PDFContext, pdf: Uint8Array): Uint8Array {
  const inputDigest = createHash("md5").update(pdf).digest();
  const existing = context.lookup(context.trailerInfo.ID);
  const first = existing instanceof PDFArray ? existing.lookup(0) : undefined;
  const permanent = first instanceof PDFString || first instanceof PDFHexString
    ? pdfStringBytes(first)
    : new Uint8Array(inputDigest);
  context.trailerInfo.ID = context.obj([hexString(permanent), hexString(inputDigest)]);
  return permanent;
}

/**
 * Encrypts every string and stream of every indirect object with its own key (Algorithm 1).
 * Stream contents are taken fully encoded (filters applied), since decryption comes first
 * when reading (§7.6.2); the writer sets /Length from the new contents, which RC4 keeps the
 * same length anyway.
 */
function encryptIndirectObjects(context: PDFContext, fileKey: Uint8Array): void {
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const key = objectKey(fileKey, ref.objectNumber, ref.generationNumber);
    const cipher = (bytes: Uint8Array) => rc4(key, bytes);
    if (object instanceof PDFStream) {
      encryptStrings(object.dict, cipher);
      context.assign(ref, PDFRawStream.of(object.dict, cipher(object.getContents())));
    } else {
      context.assign(ref, encryptStrings(object, cipher));
    }
  }
}

/** Returns `object` with every string in it encrypted; dictionaries and arrays in place. */
function encryptStrings(object: PDFObject, cipher: (bytes: Uint8Array) => Uint8Array): PDFObject {
  if (object instanceof PDFString || object instanceof PDFHexString) {
    return hexString(cipher(pdfStringBytes(object)));
  }
  if (object instanceof PDFDict) {
    for (const [name, value] of object.entries()) object.set(name, encryptStrings(value, cipher));
  } else if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) object.set(i, encryptStrings(object.get(i), cipher));
  }
  return object;
}

/** The encryption dictionary, §7.6.1 Table 20 and §7.6.3.2 Table 21. */
function encryptionDictionary(
  context: PDFContext,
  security: StandardSecurity,
  permissions: number,
): PDFDict {
  return context.obj({
    Filter: "Standard",
    V: 2,
    R: 3,
    Length: 128,
    P: permissions,
    O: hexString(security.ownerEntry),
    U: hexString(security.userEntry),
  });
}

function hexString(bytes: Uint8Array): PDFHexString {
  return PDFHexString.of(Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""));
}
