/**
 * Test support for the browser UI: the UI bundle built (`make ui`), Debian's Chromium driven by
 * playwright-core at a laptop's 1366×768, every console error and uncaught exception of a page
 * collected, and screenshots kept under tests/ui/artifacts/ (git-ignored) for a look afterwards.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { ROOT, runToolOk } from "../helpers/subprocess.ts";

export type { Browser, Page };

const CHROMIUM = Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium";
export const VIEWPORT = { width: 1366, height: 768 };
/** Long enough for a render on a loaded 2-core CI machine. */
export const WAIT_MS = 30_000;

/**
 * Builds the UI bundle when it is missing or older than its sources. Test files run in
 * parallel, so the build is serialised with a lock; make then finds it fresh.
 */
async function ensureUiBundle(): Promise<void> {
  await runToolOk("flock", [`${ROOT}.deno/ui-build.lock`, "make", "-s", "-C", ROOT, "ui"]);
}

export interface UiSession extends WatchedPage {
  server: RunningServer;
}

/**
 * Runs `body` with a real server (started with `env`) and a fresh Chromium page, screenshots
 * going to tests/ui/artifacts/<name>; closes both afterwards.
 */
export async function withUiSession(
  name: string,
  env: Record<string, string>,
  body: (session: UiSession) => Promise<void>,
): Promise<void> {
  await ensureUiBundle();
  const artifacts = await artifactsDir(name);
  const server = await startServer(env);
  const browser = await launchBrowser();
  try {
    await body({ ...await watchedPage(browser, artifacts), server });
  } finally {
    await browser.close();
    await server.stop();
  }
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** A screenshot of the whole viewport, named after the state it shows. */
  screenshot(name: string): Promise<void>;
}

/** A fresh page (own storage) whose errors are collected and whose downloads are allowed. */
async function watchedPage(browser: Browser, artifacts: string): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`exception: ${error.message}`));
  return {
    page,
    errors,
    screenshot: (name) => page.screenshot({ path: `${artifacts}/${name}.png` }).then(() => {}),
  };
}

/** A clean directory for one test file's screenshots; its path is printed. */
async function artifactsDir(name: string): Promise<string> {
  const dir = `${ROOT}tests/ui/artifacts/${name}`;
  await Deno.remove(dir, { recursive: true }).catch(() => {});
  await Deno.mkdir(dir, { recursive: true });
  console.log(`screenshots: ${dir}`);
  return dir;
}

/**
 * The errors the browser logs for responses the test asked for (a 400 or a 401 it provoked):
 * "Failed to load resource" with that status. Anything else is a defect.
 */
export function unexpectedErrors(errors: string[], expectedStatuses: number[] = []): string[] {
  return errors.filter((error) =>
    !expectedStatuses.some((status) =>
      error.startsWith("console: Failed to load resource") && error.includes(`status of ${status}`)
    )
  );
}

/** Replaces the editor's whole text, as pasting over a selection does. */
export async function replaceEditorText(page: Page, text: string): Promise<void> {
  await page.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+A");
  if (text === "") await page.keyboard.press("Delete");
  else await page.keyboard.insertText(text);
}

/** Waits until the status line starts with `prefix` (e.g. "3 pages"). */
export async function waitForStats(page: Page, prefix: string): Promise<void> {
  await page.locator("#stats").filter({ hasText: new RegExp(`^${prefix}`) }).waitFor({
    timeout: WAIT_MS,
  });
}

/** The bytes of a download the page starts by `trigger`, with the file name it suggests. */
export async function download(
  page: Page,
  trigger: () => Promise<void>,
): Promise<{ name: string; bytes: Uint8Array }> {
  const [event] = await Promise.all([
    page.waitForEvent("download", { timeout: WAIT_MS }),
    trigger(),
  ]);
  const path = await event.path();
  return { name: event.suggestedFilename(), bytes: await Deno.readFile(path) };
}
