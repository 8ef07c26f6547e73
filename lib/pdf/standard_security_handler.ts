/**
 * The standard security handler, revision 3 (RC4 with a 128-bit key, /V 2 /R 3):
 * PDF 32000-1 §7.6.3, Algorithms 2, 3 and 5, plus Algorithm 1 for per-object keys (§7.6.2).
 */
import { createHash } from "node:crypto";
import { rc4 } from "./rc4.ts";

/** 128-bit file encryption key, the /Length 128 of the encryption dictionary. */
const KEY_BYTES = 16;

/** Revision 3 hashes and re-encrypts repeatedly to slow down password guessing. */
const MD5_ROUNDS = 50;
const RC4_ROUNDS = 19;

/** Pads (or truncates) every password to 32 bytes (§7.6.3.3, Algorithm 2 step a). */
const PASSWORD_PADDING = Uint8Array.of(
  0x28,
  0xbf,
  0x4e,
  0x5e,
  0x4e,
  0x75,
  0x8a,
  0x41,
  0x64,
  0x00,
  0x4e,
  0x56,
  0xff,
  0xfa,
  0x01,
  0x08,
  0x2e,
  0x2e,
  0x00,
  0xb6,
  0xd0,
  0x68,
  0x3e,
  0x80,
  0x2f,
  0x0c,
  0xa9,
  0xfe,
  0x64,
  0x53,
  0x69,
  0x7a,
);

export interface SecurityParameters {
  /** Password bytes (PDFDocEncoding); empty means anyone may open the document. */
  userPassword: Uint8Array;
  ownerPassword: Uint8Array;
  /** /P as a signed 32-bit integer (see permissions.ts). */
  permissions: number;
  /** The first element of the trailer's /ID array. */
  documentId: Uint8Array;
}

/** What the encryption dictionary stores, and the key that encrypts the document's objects. */
export interface StandardSecurity {
  /** /O: the owner password check value. */
  ownerEntry: Uint8Array;
  /** /U: the user password check value. */
  userEntry: Uint8Array;
  fileKey: Uint8Array;
}

export function createStandardSecurity(params: SecurityParameters): StandardSecurity {
  const ownerEntry = computeOwnerEntry(params.ownerPassword, params.userPassword);
  const fileKey = computeFileKey(
    params.userPassword,
    ownerEntry,
    params.permissions,
    params.documentId,
  );
  const userEntry = computeUserEntry(fileKey, params.documentId);
  return { ownerEntry, userEntry, fileKey };
}

/** Algorithm 1 (§7.6.2): the RC4 key for the strings and stream of one indirect object. */
export function objectKey(
  fileKey: Uint8Array,
  objectNumber: number,
  generation: number,
): Uint8Array {
  const digest = md5(fileKey, lowOrderFirst(objectNumber, 3), lowOrderFirst(generation, 2));
  return digest.subarray(0, Math.min(fileKey.length + 5, 16));
}

/** Algorithm 2: the file encryption key derived from the user password. */
function computeFileKey(
  userPassword: Uint8Array,
  ownerEntry: Uint8Array,
  permissions: number,
  documentId: Uint8Array,
): Uint8Array {
  // Step d: P as four bytes, low-order byte first.
  const p = lowOrderFirst(permissions, 4);
  const digest = md5(padPassword(userPassword), ownerEntry, p, documentId);
  return rehash(digest).subarray(0, KEY_BYTES);
}

/** Algorithm 3: /O, the user password encrypted under a key derived from the owner password. */
function computeOwnerEntry(ownerPassword: Uint8Array, userPassword: Uint8Array): Uint8Array {
  // Step a: an empty owner password falls back to the user password.
  const password = ownerPassword.length > 0 ? ownerPassword : userPassword;
  const key = rehash(md5(padPassword(password))).subarray(0, KEY_BYTES);
  return rc4Rounds(key, padPassword(userPassword));
}

/** Algorithm 5: /U for revision 3. */
function computeUserEntry(fileKey: Uint8Array, documentId: Uint8Array): Uint8Array {
  const check = rc4Rounds(fileKey, md5(PASSWORD_PADDING, documentId));
  // Step g: the last 16 bytes are arbitrary padding; zeros keep the output deterministic.
  const entry = new Uint8Array(32);
  entry.set(check);
  return entry;
}

function padPassword(password: Uint8Array): Uint8Array {
  const padded = new Uint8Array(32);
  const used = password.subarray(0, 32);
  padded.set(used);
  padded.set(PASSWORD_PADDING.subarray(0, 32 - used.length), used.length);
  return padded;
}

/** Revision 3's extra hashing: MD5 the first key-length bytes, 50 times (Algorithm 2 step h). */
function rehash(digest: Uint8Array): Uint8Array {
  let result = digest;
  for (let round = 0; round < MD5_ROUNDS; round++) result = md5(result.subarray(0, KEY_BYTES));
  return result;
}

/**
 * RC4 with `key`, then 19 more passes each keyed with every key byte XOR-ed with the pass
 * number (Algorithm 3 step g, Algorithm 5 step e).
 */
function rc4Rounds(key: Uint8Array, data: Uint8Array): Uint8Array {
  let result = rc4(key, data);
  for (let round = 1; round <= RC4_ROUNDS; round++) {
    result = rc4(key.map((byte) => byte ^ round), result);
  }
  return result;
}

/**
 * The `count` low-order bytes of `value`, low-order byte first, as Algorithms 1 and 2 append
 * object numbers, generations and /P. Negative /P values are taken in two's complement.
 */
function lowOrderFirst(value: number, count: number): Uint8Array {
  return Uint8Array.from({ length: count }, (_, i) => (value >>> (8 * i)) & 0xff);
}

function md5(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash("md5");
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}
