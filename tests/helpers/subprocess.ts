/**
 * Test support shared by the server and CLI helpers: where the repository is, and a
 * clean environment for child processes (the caller's AUTH_* or ASPNETCORE_* variables
 * must not leak into a test's server).
 */
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Variables a child Deno needs to find its cache and tools, plus `extra`. */
export function subprocessEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = { NO_COLOR: "1" };
  for (const name of ["PATH", "HOME", "DENO_DIR", "XDG_CACHE_HOME", "TMPDIR", "TZ"]) {
    const value = Deno.env.get(name);
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}
