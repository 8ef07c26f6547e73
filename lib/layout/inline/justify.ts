/**
 * text-align: justify (CSS Text 3 §7.3): extra space goes to word separators —
 * U+0020 spaces — except the spaces that hang at the end of the line.
 */
import type { ShapedRun } from "../../text/types.ts";
import type { Unit } from "./paragraph.ts";

const isSpace = (text: string) => text === " ";

/** Justification opportunities on a line: its spaces minus the trailing ones. */
export function expandableSpaces(units: Unit[]): number {
  return spaceCount(units) - trailingSpaces(units);
}

/** The spaces in the units' text. */
export function spaceCount(units: Unit[]): number {
  let spaces = 0;
  for (const u of units) {
    if (u.kind !== "text") continue;
    for (const run of u.runs) for (const g of run.glyphs) if (isSpace(g.text)) spaces++;
  }
  return spaces;
}

/** Spaces at the very end of the line's text (they hang, §4.1.2). */
export function trailingSpaces(units: Unit[]): number {
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i];
    if (u.kind === "close") continue;
    if (u.kind !== "text") return 0;
    return /( *)$/.exec(u.text)![1].length;
  }
  return 0;
}

/** Copies runs, widening each space by `extra` except the last `skipTrailing` ones. */
export function justifyRuns(
  runs: readonly ShapedRun[],
  extra: number,
  skipTrailing: number,
): ShapedRun[] {
  const out = runs.map((run) => ({ ...run, glyphs: run.glyphs.map((g) => ({ ...g })) }));
  let skip = skipTrailing;
  for (let r = out.length - 1; r >= 0; r--) {
    const run = out[r];
    for (let g = run.glyphs.length - 1; g >= 0; g--) {
      const glyph = run.glyphs[g];
      if (!isSpace(glyph.text)) {
        skip = 0;
        continue;
      }
      if (skip > 0) {
        skip--;
        continue;
      }
      glyph.advance += extra;
      run.width += extra;
    }
  }
  return out;
}
