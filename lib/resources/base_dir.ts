/**
 * Files a render may read: only below the base directory the caller named (the CLI's input
 * folder or --base-dir, the library's baseDir). Containment is checked on the real path, so
 * neither "..", an absolute path nor a symlink leads outside.
 */
import { resolve as resolvePath, sep as SEPARATOR } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { LoadResult } from "./loaded.ts";
import { resourceWarning } from "./warning.ts";

export class BaseDirectory {
  /** The directory as a file: URL ending in "/", what relative hrefs resolve against. */
  readonly url: URL;
  readonly #realPath: string;

  constructor(dir: string) {
    const path = resolvePath(dir);
    this.url = pathToFileURL(path.endsWith(SEPARATOR) ? path : path + SEPARATOR);
    this.#realPath = realPath(path);
  }

  /** The bytes of the file at `url`, at most `maxBytes` of them. */
  read(url: URL, maxBytes: number): LoadResult {
    const fail = (reason: "outside-base-dir" | "not-found" | "too-large", message: string) => ({
      ok: false as const,
      warning: resourceWarning(url.href, reason, message),
    });
    let path: string;
    try {
      path = fileURLToPath(url);
    } catch {
      return fail("not-found", "not a local file");
    }
    const real = realPath(path);
    if (real !== this.#realPath && !real.startsWith(this.#realPath + SEPARATOR)) {
      return fail("outside-base-dir", "outside the base directory");
    }
    try {
      const info = Deno.statSync(real);
      if (!info.isFile) return fail("not-found", "not a file");
      if (info.size > maxBytes) return fail("too-large", `larger than ${maxBytes} bytes`);
      return { ok: true, url: url.href, bytes: Deno.readFileSync(real), mimeType: null };
    } catch {
      return fail("not-found", "file not found");
    }
  }
}

/** The path with every symlink resolved; a path that does not exist stays as it is. */
function realPath(path: string): string {
  try {
    return Deno.realPathSync(path);
  } catch {
    return resolvePath(path);
  }
}
