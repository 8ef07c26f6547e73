/**
 * Greedy line breaking (CSS Text 3 §5): words fill a line until the next one
 * would overflow it, hanging trailing spaces not counted (§4.1.2). A word wider
 * than the line sits alone on its line and overflows.
 */
import type { Word } from "./paragraph.ts";

export interface LineWords {
  words: Word[];
  /** The line ends with a forced break. */
  forced: boolean;
}

export function breakLines(words: Word[], available: (lineIndex: number) => number): LineWords[] {
  const lines: LineWords[] = [];
  let current: Word[] = [];
  let width = 0;
  for (const word of words) {
    if (current.length && width + word.width - word.hang > available(lines.length) + 0.001) {
      lines.push({ words: current, forced: false });
      current = [];
      width = 0;
    }
    current.push(word);
    width += word.width;
    if (word.forced) {
      lines.push({ words: current, forced: true });
      current = [];
      width = 0;
    }
  }
  if (current.length) lines.push({ words: current, forced: false });
  return lines;
}
