/**
 * The framework stylesheets the Bootstrap and Tailwind pages link, fetched from the npm registry
 * on first use into tests/style/.vendor/ (git-ignored): they are not ours to commit. Bootstrap
 * ships its built CSS; Tailwind v4 ships only sources (@theme, @tailwind utilities), so its
 * compiler — plain JavaScript in the same package — builds the CSS for the classes a page uses,
 * as the Tailwind CLI would.
 *
 * Versions are pinned: Chromium's references were recorded with exactly these stylesheets.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Element, Node } from "domhandler";
import { parseHtml } from "../../lib/html/parse.ts";
import { runToolOk } from "../helpers/subprocess.ts";

export const BOOTSTRAP_VERSION = "5.3.8";
export const TAILWIND_VERSION = "4.3.5";

export const VENDOR_DIR = fileURLToPath(new URL("./.vendor/", import.meta.url));

/** Bootstrap's full stylesheet (dist/css/bootstrap.css), fetched when missing. */
export async function bootstrapCss(): Promise<string> {
  return await cached(`bootstrap-${BOOTSTRAP_VERSION}.css`, async () => {
    const dir = await npmPackage("bootstrap", BOOTSTRAP_VERSION);
    return await Deno.readTextFile(`${dir}/dist/css/bootstrap.css`);
  });
}

/**
 * Tailwind's CSS for the classes used in `html` (every token of every class attribute, which
 * is what Tailwind's scanner finds in such a page), saved as `name` in the vendor directory.
 */
export async function tailwindCssFor(html: string, name: string): Promise<string> {
  return await cached(name, async () => {
    const compiler = await tailwindCompiler();
    return compiler.build([...classNames(html)]);
  });
}

/**
 * Tailwind's "full" stylesheet: every utility its design system lists (no variants), some
 * twenty thousand rules — the size a page that uses Tailwind freely approaches.
 */
export async function tailwindFullCss(): Promise<string> {
  return await cached(`tailwind-${TAILWIND_VERSION}-full.css`, async () => {
    const { tailwind, options } = await tailwindModule();
    const design = await tailwind.__unstable__loadDesignSystem(TAILWIND_ENTRY, options);
    const compiler = await tailwind.compile(TAILWIND_ENTRY, options);
    return compiler.build(design.getClassList().map(([name]) => name));
  });
}

/** The path of a file in the vendor directory. */
export function vendorPath(name: string): string {
  return `${VENDOR_DIR}${name}`;
}

/** The content of vendor file `name`, made by `make` when missing (written atomically). */
async function cached(name: string, make: () => Promise<string>): Promise<string> {
  const path = vendorPath(name);
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  const text = await make();
  await Deno.mkdir(VENDOR_DIR, { recursive: true });
  // Test files run in parallel: a reader sees the old state or the whole file, never a part.
  const partial = `${path}.${Deno.pid}.partial`;
  await Deno.writeTextFile(partial, text);
  await Deno.rename(partial, path);
  return text;
}

/** The unpacked package directory of name@version, from `npm pack` (the registry's client). */
async function npmPackage(name: string, version: string): Promise<string> {
  const dir = vendorPath(`${name}-${version}`);
  try {
    await Deno.stat(`${dir}/package.json`);
    return dir;
  } catch {
    // Not unpacked yet.
  }
  await Deno.mkdir(VENDOR_DIR, { recursive: true });
  const work = await Deno.makeTempDir({ dir: VENDOR_DIR, prefix: `${name}-` });
  try {
    const tarball = (await runToolOk("npm", [
      "pack",
      `${name}@${version}`,
      "--silent",
      "--pack-destination",
      work,
    ])).trim().split("\n").at(-1)!;
    await runToolOk("tar", ["-xzf", `${work}/${tarball}`, "-C", work]);
    await Deno.rename(`${work}/package`, dir).catch(async (error) => {
      // Another test process unpacked it first: theirs is as good.
      if (!(await exists(`${dir}/package.json`))) throw error;
    });
  } finally {
    await Deno.remove(work, { recursive: true });
  }
  return dir;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/** What this file uses of Tailwind's compiler module (tailwindcss/dist/lib.mjs). */
interface TailwindModule {
  compile(css: string, options: TailwindOptions): Promise<{ build(classes: string[]): string }>;
  __unstable__loadDesignSystem(
    css: string,
    options: TailwindOptions,
  ): Promise<{ getClassList(): Array<[string, unknown]> }>;
}

interface TailwindOptions {
  base: string;
  loadStylesheet(
    id: string,
    base: string,
  ): Promise<{ path: string; base: string; content: string }>;
}

/** A page's whole Tailwind set-up, as the v4 docs give it. */
const TAILWIND_ENTRY = `@import "tailwindcss";`;

async function tailwindModule(): Promise<{ tailwind: TailwindModule; options: TailwindOptions }> {
  const dir = await npmPackage("tailwindcss", TAILWIND_VERSION);
  const tailwind = await import(pathToFileURL(`${dir}/dist/lib.mjs`).href) as TailwindModule;
  const options: TailwindOptions = {
    base: dir,
    // `@import "tailwindcss"` is the package's index.css; its own imports are relative files.
    async loadStylesheet(id, base) {
      const path = id === "tailwindcss" ? `${dir}/index.css` : fileURLToPath(
        new URL(id, pathToFileURL(`${base}/`)),
      );
      return {
        path,
        base: path.slice(0, path.lastIndexOf("/")),
        content: await Deno.readTextFile(path),
      };
    },
  };
  return { tailwind, options };
}

async function tailwindCompiler(): Promise<{ build(classes: string[]): string }> {
  const { tailwind, options } = await tailwindModule();
  return await tailwind.compile(TAILWIND_ENTRY, options);
}

/** Every token of every class attribute in the document. */
function classNames(html: string): Set<string> {
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (!("children" in node)) return;
    const element = node as Element;
    for (const name of element.attribs?.class?.split(/\s+/) ?? []) if (name) names.add(name);
    for (const child of element.children) visit(child);
  };
  visit(parseHtml(html));
  return names;
}
