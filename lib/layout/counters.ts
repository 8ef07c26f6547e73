/**
 * CSS counters (CSS Lists 3 §4) evaluated in document order during box
 * generation. A counter created by `counter-reset` on an element is visible to
 * that element, its following siblings and all their descendants: each list of
 * siblings is one frame, and leaving the parent drops the frame's counters.
 */
import type { ComputedStyle } from "../css/types.ts";

interface Instance {
  name: string;
  value: number;
}

export class CounterScopes {
  /** Instances per name, outermost first. */
  readonly #stacks = new Map<string, Instance[]>();
  /** Per open sibling list, the instances its members created. */
  readonly #frames: Instance[][] = [[]];

  /** Starts the children of an element: a new sibling frame. */
  enterChildren(): void {
    this.#frames.push([]);
  }

  /** Ends the children of an element: their counters go out of scope. */
  exitChildren(): void {
    for (const instance of this.#frames.pop() ?? []) {
      const stack = this.#stacks.get(instance.name)!;
      stack.splice(stack.lastIndexOf(instance), 1);
    }
  }

  /** Applies an element's counter properties: reset, then increment, then set (§4.5). */
  apply(style: ComputedStyle): void {
    for (const { name, value } of style.counterReset) this.#reset(name, value);
    for (const { name, value } of style.counterIncrement) this.#innermost(name).value += value;
    for (const { name, value } of style.counterSet) this.#innermost(name).value = value;
  }

  /**
   * Adds `by` to the innermost counter `name`, made at the root when none is in scope: an
   * implied increment of a counter that counts through the whole document, as the footnote
   * counter does (GCPM 3 §3.5; CSS Lists 3 §4.6 for list-item's).
   */
  incrementDocumentCounter(name: string, by: number): void {
    const stack = this.#stacks.get(name);
    const instance = stack?.[stack.length - 1] ?? this.#createIn(this.#frames[0], name, 0);
    instance.value += by;
  }

  /** The innermost value of a counter; an unknown counter is created at 0 (§4.4). */
  value(name: string): number {
    return this.#innermost(name).value;
  }

  /** All values of a counter in scope, outermost first, for counters() (§4.3). */
  values(name: string): number[] {
    this.#innermost(name);
    return this.#stacks.get(name)!.map((i) => i.value);
  }

  /** Every counter in scope with its values, outermost first: what target-counter() reads. */
  inScope(): Map<string, number[]> {
    const out = new Map<string, number[]>();
    for (const [name, stack] of this.#stacks) {
      if (stack.length > 0) out.set(name, stack.map((i) => i.value));
    }
    return out;
  }

  #reset(name: string, value: number): void {
    const frame = this.#frames[this.#frames.length - 1];
    // A sibling's reset of the same counter replaces it rather than nesting inside it.
    const sibling = frame.find((i) => i.name === name);
    if (sibling) {
      sibling.value = value;
      return;
    }
    this.#create(name, value);
  }

  #innermost(name: string): Instance {
    const stack = this.#stacks.get(name);
    return stack?.[stack.length - 1] ?? this.#create(name, 0);
  }

  #create(name: string, value: number): Instance {
    return this.#createIn(this.#frames[this.#frames.length - 1], name, value);
  }

  #createIn(frame: Instance[], name: string, value: number): Instance {
    const instance = { name, value };
    const stack = this.#stacks.get(name) ?? [];
    // A counter made in the root frame is the outermost.
    if (frame === this.#frames[0]) stack.unshift(instance);
    else stack.push(instance);
    this.#stacks.set(name, stack);
    frame.push(instance);
    return instance;
  }
}

/** Quote nesting for open-quote / close-quote (CSS Generated Content 3 §2.2). */
export class QuoteDepth {
  #depth = 0;

  /** The string an open or close quote shows (empty for the no-… forms), updating the depth. */
  quote(style: ComputedStyle, open: boolean, visible: boolean): string {
    let text = "";
    if (open) {
      if (visible) text = pairAt(style, this.#depth)?.[0] ?? "";
      this.#depth++;
    } else if (this.#depth > 0) {
      this.#depth--;
      if (visible) text = pairAt(style, this.#depth)?.[1] ?? "";
    }
    return text;
  }
}

/** Chromium's `quotes: auto` for English: “ ” then ‘ ’ for every deeper level. */
const AUTO_QUOTES: [string, string][] = [["\u201C", "\u201D"], ["\u2018", "\u2019"]];

function pairAt(style: ComputedStyle, depth: number): [string, string] | null {
  const pairs = style.quotes === "auto" ? AUTO_QUOTES : style.quotes === "none" ? [] : style.quotes;
  if (!pairs.length) return null;
  return pairs[Math.min(depth, pairs.length - 1)];
}
