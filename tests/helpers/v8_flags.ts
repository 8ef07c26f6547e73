/**
 * The V8 settings the executables run with (`v8.flags`, README "Memory"), as the
 * `--v8-flags=…` argument of `deno run`: tests and benchmarks start the service and the
 * command line the way users get them.
 */
import { ROOT } from "./subprocess.ts";

export const V8_FLAGS_ARG = `--v8-flags=${Deno.readTextFileSync(`${ROOT}v8.flags`).trim()}`;
