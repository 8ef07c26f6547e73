/**
 * Test support: a throw-away signing identity, signing with @signpdf (what callers of
 * /api/sign use) and poppler's pdfsig report.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { SignPdf } from "@signpdf/signpdf";
import { P12Signer } from "@signpdf/signer-p12";
import { runTool, runToolOk } from "./subprocess.ts";

const P12_PASSWORD = "test-password";

export interface TestIdentity {
  certPem: string;
  keyPem: string;
  p12: string;
}

/** Self-signed RSA-2048 certificate, its key, and a PKCS#12 bundle node-forge can read. */
export async function makeIdentity(dir: string): Promise<TestIdentity> {
  const identity = { certPem: `${dir}/cert.pem`, keyPem: `${dir}/key.pem`, p12: `${dir}/id.p12` };
  await runToolOk("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=html2pdf test signer",
    "-keyout",
    identity.keyPem,
    "-out",
    identity.certPem,
  ]);
  // OpenSSL 3 defaults to AES/PBKDF2 PKCS#12, which node-forge (inside signer-p12) cannot
  // decrypt; 3DES/SHA-1 is the classic format it supports.
  await runToolOk("openssl", [
    "pkcs12",
    "-export",
    "-inkey",
    identity.keyPem,
    "-in",
    identity.certPem,
    "-out",
    identity.p12,
    "-passout",
    `pass:${P12_PASSWORD}`,
    "-certpbe",
    "PBE-SHA1-3DES",
    "-keypbe",
    "PBE-SHA1-3DES",
    "-macalg",
    "sha1",
  ]);
  return identity;
}

export async function signWithSignpdf(
  pdf: Uint8Array,
  identity: TestIdentity,
): Promise<Uint8Array> {
  const signer = new P12Signer(Buffer.from(await Deno.readFile(identity.p12)), {
    passphrase: P12_PASSWORD,
  });
  return new Uint8Array(await new SignPdf().sign(Buffer.from(pdf), signer));
}

/** pdfsig's report of a signed file (it exits non-zero for untrusted certificates). */
export async function pdfsig(file: string): Promise<string> {
  const result = await runTool("pdfsig", [file]);
  // pdfsig exits non-zero when the certificate is untrusted; the report is still complete.
  assert.match(result.stdout, /Signature #1:/, result.stderr);
  return result.stdout;
}
