/**
 * Greedy line breaking (CSS Text 3 §5): words fill a line until the next one
 * would overflow it, hanging trailing spaces not counted (§4.1.2) and room kept
 * for the hyphen a soft hyphen shows at a line end (§6.1). A word wider than the
 * line is cut where `overflow-wrap` allows (§5.5); otherwise it overflows alone.
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
  const fits = (word: Word) =>
    width + word.width - word.hang + word.hyphen <= available(lines.length) + 0.001;
  const endLine = (forced: boolean) => {
    lines.push({ words: current, forced });
    current = [];
    width = 0;
  };
  const place = (word: Word) => {
    if (current.length && !fits(word)) endLine(false);
    if (!current.length && word.parts && !fits(word)) {
      // Nothing else fits this word's line: cut it (the last part continues normally).
      word.parts.forEach(place);
      return;
    }
    current.push(word);
    width += word.width;
    if (word.forced) endLine(true);
  };
  words.forEach(place);
  if (current.length) endLine(false);
  return lines;
}
