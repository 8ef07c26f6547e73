/** Test support: temporary files that are removed when the test body is done with them. */

/** Runs `body` with a fresh temporary directory, then removes it with everything in it. */
export async function withTempDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "html2pdf-test-" });
  try {
    return await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Runs `body` with the path of a temporary file holding `pdf` (for tools that read files). */
export async function withPdfFile<T>(
  pdf: Uint8Array,
  body: (path: string) => Promise<T>,
): Promise<T> {
  return await withTempDir(async (dir) => {
    const path = `${dir}/input.pdf`;
    await Deno.writeFile(path, pdf);
    return await body(path);
  });
}
