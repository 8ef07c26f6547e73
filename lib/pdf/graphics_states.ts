/**
 * The document's graphics state parameter dictionaries (PDF 32000-1 §8.4.5, /ExtGState
 * resources set with `gs`): constant opacity (§11.6.4.4: /ca for fills, text included, /CA for
 * strokes), blend modes (§11.3.5, /BM) and soft masks (§11.6.5.2, /SMask), one indirect object
 * per distinct setting, shared by every page and form that uses it.
 */
import { type PDFContext, PDFName, type PDFRef } from "pdf-lib";
import type { BlendMode } from "../css/compositing.ts";
import type { AlphaKey } from "./color.ts";
import { NamedResources } from "./named_resources.ts";

/**
 * The PDF blend mode of each CSS one (§11.3.5 Tables 136–137 name the same sixteen modes as
 * Compositing 1 §10). `plus-lighter` has no PDF counterpart and composites normally.
 */
const PDF_BLEND_MODES: Readonly<Record<BlendMode, string>> = {
  "normal": "Normal",
  "multiply": "Multiply",
  "screen": "Screen",
  "overlay": "Overlay",
  "darken": "Darken",
  "lighten": "Lighten",
  "color-dodge": "ColorDodge",
  "color-burn": "ColorBurn",
  "hard-light": "HardLight",
  "soft-light": "SoftLight",
  "difference": "Difference",
  "exclusion": "Exclusion",
  "hue": "Hue",
  "saturation": "Saturation",
  "color": "Color",
  "luminosity": "Luminosity",
  "plus-lighter": "Normal",
};

export class GraphicsStates {
  readonly #context: PDFContext;
  readonly #named = new NamedResources("G");

  constructor(context: PDFContext) {
    this.#context = context;
  }

  /** Resource name (without "/") of the state that sets `key` to `alpha` (as alphaOperand writes it). */
  alpha(key: AlphaKey, alpha: string): string {
    return this.#state(`${key}${alpha}`, { [key]: Number(alpha) });
  }

  /** Resource name of the state that sets the blend mode. */
  blend(mode: BlendMode): string {
    return this.#state(`BM${mode}`, { BM: PDFName.of(PDF_BLEND_MODES[mode]) });
  }

  /**
   * Resource name of the state whose soft mask (§11.6.5.2) is the luminosity (or the alpha) of
   * the transparency group `group` registers, identified by `key`: what is painted while it is
   * in force takes the group's brightness (or its coverage) as its alpha.
   */
  softMask(key: string, group: () => PDFRef, subtype: "Luminosity" | "Alpha" = "Luminosity") {
    const context = this.#context;
    return this.#named.name(`SMask${subtype}${key}`, () =>
      context.register(context.obj({
        Type: "ExtGState",
        SMask: context.obj({ Type: "Mask", S: subtype, G: group() }),
      })));
  }

  #state(key: string, entries: Record<string, number | PDFName>): string {
    const context = this.#context;
    return this.#named.name(
      key,
      () => context.register(context.obj({ Type: "ExtGState", ...entries })),
    );
  }

  /** The /ExtGState resource dictionary for the given names, or undefined when there are none. */
  resourceDict(names: Iterable<string>) {
    return this.#named.resourceDict(this.#context, names);
  }
}
