/**
 * Shading patterns (PDF 32000-1 §8.7.3, PatternType 2): a shading used as a colour, which is
 * how a stroke is painted with a gradient — PDF has no operator to clip to a stroke's outline,
 * so the stroke itself paints in the pattern colour space (§8.6.6.2). A pattern's matrix maps
 * its shading into the space of the page or form that paints with it (§8.7.2), so the same
 * gradient in two places is two patterns over one shading object.
 */
import type { PDFContext, PDFRef } from "pdf-lib";
import type { Affine } from "../paint/affine.ts";
import type { Shading } from "../paint/types.ts";
import { NamedResources } from "./named_resources.ts";
import { formatNumber } from "./number.ts";
import type { Shadings } from "./shading.ts";

export class ShadingPatterns {
  readonly #context: PDFContext;
  readonly #shadings: Shadings;
  readonly #named = new NamedResources("P");

  constructor(context: PDFContext, shadings: Shadings) {
    this.#context = context;
    this.#shadings = shadings;
  }

  /** Resource name (without "/") of the pattern painting `shading` through `matrix`. */
  name(shading: Shading, matrix: Affine): string {
    const shadingRef = this.#shadings.ref(this.#shadings.name(shading));
    // Six decimals keep a gradient within a thousandth of a point across a page.
    const written = matrix.map((v) => Number(formatNumber(v, 6)));
    const key = JSON.stringify([shadingRef.toString(), written]);
    return this.#named.name(key, (): PDFRef =>
      this.#context.register(this.#context.obj({
        Type: "Pattern",
        PatternType: 2,
        Shading: shadingRef,
        Matrix: written,
      })));
  }

  /** The /Pattern resource dictionary for the given names, or undefined when there are none. */
  resourceDict(names: Iterable<string>) {
    return this.#named.resourceDict(this.#context, names);
  }
}
