/**
 * Greedy line breaking (CSS Text 3 §5): words fill a line until the next one
 * would overflow it, hanging trailing spaces not counted (§4.1.2) and room kept
 * for the hyphen a soft hyphen shows at a line end (§6.1). A word wider than the
 * line is cut where `overflow-wrap` allows (§5.5); otherwise it overflows alone.
 *
 * Lines are broken one at a time because a line's width can depend on where the
 * lines before it ended: floats shorten the lines beside them (CSS 2.2 §9.5), and a
 * float met on a line may shorten that very line.
 */
import type { Unit, Word } from "./paragraph.ts";

export interface LineWords {
  words: Word[];
  /** The line ends with a forced break. */
  forced: boolean;
}

export type FloatUnit = Extract<Unit, { kind: "float" }>;

/** What the line being filled may take. */
export interface LineSpace {
  /** The width the line may fill; it can change while the line is filled. */
  width(): number;
  /**
   * A float met on the line, after `used` of the line's width was filled by whole words and
   * `inWord` more by the units before it in its word (where an absolutely positioned box's
   * static position is, CSS 2.2 §10.3.7).
   */
  float(unit: FloatUnit, used: number, inWord: number): void;
}

export class LineBreaker {
  readonly #words: readonly Word[];
  #index = 0;
  /** Emergency parts of a word that did not fit a line alone, still to place. */
  #parts: Word[] = [];
  /** The word whose floats were reported: a word that moves to the next line keeps them. */
  #floatsReported: Word | null = null;

  constructor(words: readonly Word[]) {
    this.#words = words;
  }

  get done(): boolean {
    return this.#parts.length === 0 && this.#index >= this.#words.length;
  }

  #peek(): Word | undefined {
    return this.#parts[0] ?? this.#words[this.#index];
  }

  #take(): void {
    if (this.#parts.length) this.#parts.shift();
    else this.#index++;
  }

  /** The least width the next line needs to hold any content: its first word's. */
  get nextWidth(): number {
    const word = this.#peek();
    if (!word) return 0;
    const least = word.parts?.[0] ?? word;
    return least.width - least.hang + least.hyphen;
  }

  /** Fills the next line. */
  next(space: LineSpace): LineWords {
    const words: Word[] = [];
    let width = 0;
    const fits = (word: Word) =>
      width + word.width - word.hang + word.hyphen <= space.width() + 0.001;
    for (let word = this.#peek(); word; word = this.#peek()) {
      if (word !== this.#floatsReported) {
        this.#floatsReported = word;
        let inWord = 0;
        for (const unit of word.units) {
          if (unit.kind === "float") space.float(unit, width, inWord);
          inWord += "width" in unit ? unit.width : 0;
        }
      }
      if (words.length && !fits(word)) return { words, forced: false };
      if (!words.length && word.parts && !fits(word)) {
        // Nothing else fits this word's line: cut it (the last part continues normally).
        this.#take();
        this.#parts.unshift(...word.parts);
        continue;
      }
      this.#take();
      words.push(word);
      width += word.width;
      if (word.forced) return { words, forced: true };
    }
    return { words, forced: false };
  }
}
