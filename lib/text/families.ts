/**
 * Family names: how a name in `font-family` finds installed faces, including
 * the generic families and the aliases that stand in for fonts this service
 * cannot ship (Arial, Helvetica, Times, Courier, …).
 */
import type { FontFace } from "./types.ts";

/** Where the registry can be asked for faces of one exact family. */
export interface FamilySource {
  /** Declared (@font-face) faces of the family if any, else installed ones. */
  familyFaces(family: string): readonly FontFace[];
  /** Installed faces only: generic families and fallback never pick web fonts. */
  installedFaces(family: string): readonly FontFace[];
}

/**
 * CSS family names compare ASCII case-insensitively (CSS Fonts 4 §5.1, step 1;
 * CSS Syntax 3 "ASCII case-insensitive"): only A–Z fold, so "İ" stays itself.
 */
export function familyKey(family: string): string {
  return family.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

const SANS = "Liberation Sans";
const SERIF = "Liberation Serif";
const MONO = "Liberation Mono";

/**
 * Generic families (CSS Fonts 4 §4.2.1) and common platform families, mapped
 * onto the bundled faces the way fontconfig does for Chromium on Linux: the
 * metric-compatible Liberation faces for Arial, Helvetica, Times and Courier;
 * fontconfig's default face (DejaVu Sans) for `system-ui`. An installed family
 * of the same name wins: these are consulted only when no face carries the
 * name itself. Chromium on Linux knows no `ui-*` generics, `-apple-system`,
 * `BlinkMacSystemFont` or "Helvetica Neue" (fontconfig has no alias for it):
 * like it, a list skips them — so Bootstrap's and Tailwind's stacks
 * (`system-ui, -apple-system, "Segoe UI", Roboto, …`) print in DejaVu Sans.
 */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ["sans-serif", SANS],
  ["arial", SANS],
  ["helvetica", SANS],
  ["arimo", SANS],
  ["system-ui", "DejaVu Sans"],
  ["serif", SERIF],
  ["times", SERIF],
  ["times new roman", SERIF],
  ["tinos", SERIF],
  ["monospace", MONO],
  ["courier", MONO],
  ["courier new", MONO],
  ["cousine", MONO],
]);

/**
 * The family used when no listed family exists: `font-family`'s initial value
 * is UA-dependent (CSS Fonts 4 §3.1), and Chromium's default standard font is
 * the serif one (Times New Roman → Liberation Serif on Linux).
 */
export const DEFAULT_FAMILY = "serif";

/**
 * Bundled faces tried, in order, for characters that no listed family covers
 * (Chromium would ask fontconfig; here the candidates are known). DejaVu Sans
 * comes last: it has the widest coverage (arrows, math, box drawing, …).
 */
export const FALLBACK_FAMILIES: readonly string[] = [SANS, SERIF, MONO, "DejaVu Sans"];

/**
 * Faces for one `font-family` entry: the family of that name, else the
 * installed faces its alias names. Blink resolves generic families through
 * its settings straight to system fonts (CSSFontSelector::GetFontData), so an
 * @font-face family called "Liberation Serif" does not become `serif`.
 */
export function resolveFamily(source: FamilySource, family: string): readonly FontFace[] {
  const named = source.familyFaces(family);
  if (named.length > 0) return named;
  const alias = ALIASES.get(familyKey(family));
  return alias ? source.installedFaces(alias) : [];
}
