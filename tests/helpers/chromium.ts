/**
 * Headless Chromium printing a file to PDF — the reference html2pdf is judged
 * against — with the flags this workplace needs (no sandbox as root, no
 * background networking) and a fresh profile per print.
 */
import { runToolOk } from "./subprocess.ts";

/** The browser binary; CHROMIUM overrides it (e.g. a chromium-headless-shell). */
export const CHROMIUM = Deno.env.get("CHROMIUM") ?? "chromium";

/** Whether the browser binary can be run here. */
export async function chromiumAvailable(): Promise<boolean> {
  try {
    await runToolOk(CHROMIUM, ["--version"]);
    return true;
  } catch {
    return false;
  }
}

/** Prints `htmlPath` to `out`; `flags` add to the print's (e.g. --generate-pdf-document-outline). */
export async function printToPdf(
  htmlPath: string,
  out: string,
  flags: string[] = [],
): Promise<void> {
  const profile = await Deno.makeTempDir({ prefix: "html2pdf-chromium-" });
  try {
    await runToolOk(CHROMIUM, [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--user-data-dir=${profile}`,
      "--no-pdf-header-footer",
      ...flags,
      `--print-to-pdf=${out}`,
      `file://${htmlPath}`,
    ]);
  } finally {
    await Deno.remove(profile, { recursive: true });
  }
}
