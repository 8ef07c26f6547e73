/**
 * Finding font files on disk: the bundled fonts folder and the operator's
 * fonts directory (env FONTS_DIR, else /app/fonts when it exists).
 */
import { fileURLToPath } from "node:url";

const FONT_FILE = /\.(ttf|otf)$/i;

/**
 * The bundled fonts folder. Resolved from this module's URL so that it also
 * works inside a `deno compile` binary, where the folder is embedded with
 * `--include fonts` and served from the binary's virtual file system.
 */
export function bundledFontsDir(): string {
  return fileURLToPath(new URL("../../fonts/", import.meta.url));
}

/** The operator's fonts directory: FONTS_DIR when set, else /app/fonts when present. */
export function defaultFontsDir(): string | null {
  let fromEnv: string | undefined;
  try {
    fromEnv = Deno.env.get("FONTS_DIR");
  } catch {
    // No env permission: behave as if the variable were unset.
  }
  if (fromEnv) return fromEnv;
  try {
    return Deno.statSync("/app/fonts").isDirectory ? "/app/fonts" : null;
  } catch {
    return null;
  }
}

/**
 * Paths of the .ttf/.otf files under `dir`, recursively, in a stable (sorted)
 * order so that ties between equal faces resolve the same way on every start.
 * Unreadable directories are skipped with a warning: one bad folder must not
 * stop the service. Symlinked folders are followed once (cycles are cut).
 */
export async function findFontFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visited = new Set<string>();
  async function walk(path: string): Promise<void> {
    let real = path;
    try {
      real = await Deno.realPath(path);
    } catch {
      // Not resolvable (e.g. inside a `deno compile` binary's embedded files):
      // the path itself identifies the folder, and listing it reports errors.
    }
    if (visited.has(real)) return;
    visited.add(real);
    const entries: Deno.DirEntry[] = [];
    try {
      for await (const entry of Deno.readDir(path)) entries.push(entry);
    } catch (error) {
      console.warn(`fonts: cannot list ${path}: ${messageOf(error)}`);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = `${path.replace(/\/+$/, "")}/${entry.name}`;
      if (entry.isDirectory || (entry.isSymlink && await isDirectory(child))) {
        await walk(child);
      } else if (FONT_FILE.test(entry.name)) {
        found.push(child);
      }
    }
  }
  await walk(dir);
  return found;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isDirectory;
  } catch {
    return false;
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
