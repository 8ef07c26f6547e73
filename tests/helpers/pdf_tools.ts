/**
 * Test support: what independent PDF readers (qpdf, poppler) say about PDF bytes, and what
 * qpdf makes of them. Each call writes the bytes to a temporary file that is removed afterwards.
 */
import { runTool, runToolOk } from "./subprocess.ts";
import { withPdfFile } from "./temp_dir.ts";

/** `qpdf --check`: exit code 0 means structurally sound (2 errors, 3 warnings only). */
export async function qpdfCheck(pdf: Uint8Array, password?: string) {
  const passwordArgs = password === undefined ? [] : [`--password=${password}`];
  return await withPdfFile(pdf, (path) => runTool("qpdf", [...passwordArgs, "--check", path]));
}

/** `pdfinfo` as a map: Title, Pages, "Page size" ("595.28 x 841.89 pts (A4)"), … */
export async function pdfInfo(pdf: Uint8Array): Promise<Record<string, string>> {
  const text = await withPdfFile(pdf, (path) => runToolOk("pdfinfo", [path]));
  return Object.fromEntries(
    text.split("\n").filter((line) => line.includes(":")).map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
}

/** The page size pdfinfo reports, in points, e.g. [595.28, 841.89]. */
export async function pageSizePt(pdf: Uint8Array): Promise<[number, number]> {
  const size = (await pdfInfo(pdf))["Page size"] ?? "";
  const match = /^([\d.]+) x ([\d.]+) pts/.exec(size);
  if (!match) throw new Error(`pdfinfo reported no page size: "${size}"`);
  return [Number(match[1]), Number(match[2])];
}

/** The font table rows of `pdffonts` (name, type, encoding, emb, sub, uni, object, generation). */
export async function pdfFonts(pdf: Uint8Array): Promise<string[]> {
  const table = await withPdfFile(pdf, (path) => runToolOk("pdffonts", [path]));
  // Two header lines: the column names and a rule.
  return table.split("\n").slice(2).filter((line) => line.trim() !== "");
}

/** The text of each page (`pdftotext -layout`), in page order. */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const text = await withPdfFile(pdf, (path) => runToolOk("pdftotext", ["-layout", path, "-"]));
  // pdftotext ends every page with a form feed.
  return text.split("\f").slice(0, -1);
}

/** A word pdftotext found, with its box in CSS px (1pt = 4/3 px) from the page's top-left. */
export interface WordBox {
  page: number;
  text: string;
  left: number;
  top: number;
  right: number;
}

/** Every word of the PDF with its box (`pdftotext -bbox`), in reading order. */
export async function wordBoxes(pdf: Uint8Array): Promise<WordBox[]> {
  const xml = await withPdfFile(pdf, (path) => runToolOk("pdftotext", ["-bbox", path, "-"]));
  const words: WordBox[] = [];
  let page = 0;
  for (const line of xml.split("\n")) {
    if (line.includes("<page ")) page++;
    const m = /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</.exec(line);
    if (!m) continue;
    const px = (pt: string) => Number(pt) * 4 / 3;
    words.push({ page, text: m[4], left: px(m[1]), top: px(m[2]), right: px(m[3]) });
  }
  return words;
}

/** `qpdf --show-encryption` output for the given password, with the file key in hex. */
export async function showEncryption(pdf: Uint8Array, password: string): Promise<string> {
  return await withPdfFile(pdf, (path) =>
    runToolOk("qpdf", [
      `--password=${password}`,
      "--show-encryption",
      "--show-encryption-key",
      path,
    ]));
}

/** The document decrypted by qpdf with `password`. */
export async function decrypt(pdf: Uint8Array, password: string): Promise<Uint8Array> {
  return await withPdfFile(pdf, async (path) => {
    const out = `${path}.decrypted.pdf`;
    await runToolOk("qpdf", [`--password=${password}`, "--decrypt", path, out]);
    return await Deno.readFile(out);
  });
}

/**
 * The document encrypted by qpdf with AES-256 (`qpdf --encrypt USER OWNER 256`), `options`
 * (e.g. "--object-streams=generate") placed before it.
 */
export async function qpdfEncrypt(
  pdf: Uint8Array,
  passwords: { user: string; owner: string },
  options: string[] = [],
): Promise<Uint8Array> {
  return await withPdfFile(pdf, async (path) => {
    const out = `${path}.encrypted.pdf`;
    await runToolOk("qpdf", [
      ...options,
      "--encrypt",
      passwords.user,
      passwords.owner,
      "256",
      "--",
      path,
      out,
    ]);
    return await Deno.readFile(out);
  });
}
