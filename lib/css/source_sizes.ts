/**
 * An img's or source's `sizes` attribute (HTML §4.8.4.3.11 "parse a sizes attribute"): a
 * comma-separated list of `<media-condition>? <length>`, whose first entry with a matching (or
 * no) condition gives the width the image will be shown at; `100vw` when none does. Lengths
 * are read as in media queries (em is the initial 16px, vw the page area), as Chromium reads
 * them when it prints.
 */
import { parseCss } from "./csstree.ts";
import { lengthToPx, parseLength } from "./length.ts";
import { matchesMedia, type MediaEnvironment } from "./media.ts";
import { basisOf } from "./media_features.ts";
import { splitTopLevel, topLevelIndices } from "./top_level.ts";

/** The source size in px that `sizes` chooses in `env`. */
export function sourceSize(sizes: string, env: MediaEnvironment): number {
  for (const entry of splitTopLevel(sizes, ",")) {
    const text = entry.trim();
    const at = lastComponentStart(text);
    const tokens = parseCss(text.slice(at), "value")?.children ?? [];
    const length = parseLength(tokens, { nonNegative: true });
    if (length === null) continue;
    const condition = text.slice(0, at).trim();
    if (condition && !matchesMedia(condition, env)) continue;
    return lengthToPx(length, basisOf(env));
  }
  return env.width;
}

/** Where the last component value of `text` (no trailing space) starts: after its last top-level space. */
function lastComponentStart(text: string): number {
  const spaces = topLevelIndices(text, (c) => /\s/.test(c));
  return spaces.length === 0 ? 0 : spaces[spaces.length - 1] + 1;
}
