/**
 * Colour schemes (CSS Color Adjust 1 §2) as far as colours depend on them: the `color-scheme`
 * property, `light-dark()` (CSS Color 5 §3) and the system colours. Print prefers the light
 * scheme, so an element's used scheme is dark only when its `color-scheme` offers dark and not
 * light — as Chromium prints (`color-scheme: dark` and `only dark` take light-dark()'s second
 * colour; `light dark`, `dark light` and `normal` the first).
 */
import type { CssNode } from "../csstree.ts";
import type { RGBA } from "../types.ts";
import { longhand } from "../property.ts";
import { identOf, splitCommas, type Tokens } from "../value.ts";
import { type ColorParser, fromRGBA, type ParsedColor, resolveParsed } from "./model.ts";
import { systemColor } from "./system_colors.ts";

export type UsedScheme = "light" | "dark";

const RESERVED: readonly string[] = ["normal", "only", "initial", "inherit", "unset", "default"];

/**
 * `normal | [ light | dark | <custom-ident> ]+ && only?`, kept as the scheme it selects; a
 * custom ident names a scheme the page does not have, and `only` changes nothing here.
 */
function parseColorScheme(tokens: Tokens): UsedScheme | null {
  const names = tokens.map(identOf);
  if (names.length === 1 && names[0] === "normal") return "light";
  if (names.length === 0 || names.includes(null)) return null;
  const onlyAt = names.indexOf("only");
  const schemes = onlyAt === 0
    ? names.slice(1)
    : onlyAt === names.length - 1
    ? names.slice(0, -1)
    : names;
  if (schemes.length === 0 || schemes.some((name) => RESERVED.includes(name!))) return null;
  return schemes.includes("dark") && !schemes.includes("light") ? "dark" : "light";
}

/** color-scheme (CSS Color Adjust 1 §2.1), inherited, computed to the used scheme. */
export const COLOR_SCHEME = longhand<UsedScheme, UsedScheme>("color-scheme", {
  parse: parseColorScheme,
  compute: (scheme) => scheme,
}, { inherited: true, initial: "normal" });

/** The Canvas system colour of a scheme: what the page shows where nothing is painted. */
export function canvasColor(scheme: UsedScheme): RGBA {
  return systemColor("canvas")![scheme];
}

/** `light-dark(<color>, <color>)` (CSS Color 5 §3). */
export function parseLightDark(args: readonly CssNode[], parse: ColorParser): ParsedColor | null {
  const groups = splitCommas(args);
  if (groups.length !== 2 || groups.some((group) => group.length !== 1)) return null;
  const light = parse(groups[0][0]);
  const dark = parse(groups[1][0]);
  if (light === null || dark === null) return null;
  return { resolve: (context) => resolveParsed(context.dark ? dark : light, context) };
}

/** A system colour (CSS Color 4 §6.2), which follows the used colour scheme; null for others. */
export function parseSystemColor(name: string): ParsedColor | null {
  const pair = systemColor(name);
  if (pair === null) return null;
  const light = fromRGBA(pair.light);
  const dark = fromRGBA(pair.dark);
  return { resolve: (context) => context.dark ? dark : light };
}
