/**
 * Colour for content streams: CSS sRGB colours become DeviceRGB operands
 * (PDF 32000-1 §8.6.4.2), and their alpha becomes a constant-opacity graphics
 * state (§11.6.4.4: /ca for fill, /CA for stroke, set with `gs` from the page's
 * /ExtGState resources, §8.4.5).
 */
import type { RGBA } from "../css/types.ts";
import { type PDFContext, PDFName, type PDFRef } from "pdf-lib";
import { formatNumber } from "./number.ts";

/** "r g b" operands (0–1) for `rg` / `RG`; 3 decimals tell apart all 256 levels of a channel. */
export function rgbOperands(color: RGBA): string {
  return `${formatNumber(color.r / 255, 3)} ${formatNumber(color.g / 255, 3)} ${
    formatNumber(color.b / 255, 3)
  }`;
}

/** Alpha clamped to 0–1 and formatted as it is written, so equal-looking alphas share a state. */
export function alphaOperand(color: RGBA): string {
  return formatNumber(Math.min(1, Math.max(0, color.a)), 3);
}

/** Which opacity an ExtGState sets: `ca` for fills (text included), `CA` for strokes. */
export type AlphaKey = "ca" | "CA";

/**
 * The document's opacity graphics states, one indirect object per distinct
 * (key, alpha), shared by every page that uses it.
 */
export class AlphaStates {
  readonly #context: PDFContext;
  readonly #byKey = new Map<string, { name: string; ref: PDFRef }>();
  readonly #byName = new Map<string, PDFRef>();

  constructor(context: PDFContext) {
    this.#context = context;
  }

  /** Resource name (without "/") of the state that sets `key` to `alpha` (as alphaOperand writes it). */
  name(key: AlphaKey, alpha: string): string {
    const id = `${key}${alpha}`;
    let state = this.#byKey.get(id);
    if (!state) {
      const name = `G${this.#byKey.size + 1}`;
      const ref = this.#context.register(
        this.#context.obj({ Type: "ExtGState", [key]: Number(alpha) }),
      );
      state = { name, ref };
      this.#byKey.set(id, state);
      this.#byName.set(name, ref);
    }
    return state.name;
  }

  /** The /ExtGState resource dictionary for the given names, or undefined when there are none. */
  resourceDict(names: Iterable<string>) {
    const dict = this.#context.obj({});
    let empty = true;
    for (const name of names) {
      const ref = this.#byName.get(name);
      if (!ref) throw new Error(`Unknown graphics state resource ${name}`);
      dict.set(PDFName.of(name), ref);
      empty = false;
    }
    return empty ? undefined : dict;
  }
}
