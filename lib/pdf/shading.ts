/**
 * Gradients as PDF shadings (PDF 32000-1 §8.7.4.5): type 2 (axial) and type 3 (radial) in
 * DeviceRGB, their colour a stitching function (§7.10.4, type 3) of linear interpolations
 * (§7.10.3, type 2 with exponent 1) between consecutive stops, and conic gradients as type 1
 * (function-based) shadings (conic_function.ts). Each distinct shading is written once and
 * painted with `sh` in the user space its coordinates are given in.
 */
import type { PDFContext, PDFRef } from "pdf-lib";
import type { RGBA } from "../css/types.ts";
import type { Shading } from "../paint/types.ts";
import { NamedResources } from "./named_resources.ts";
import { conicFunctionCode } from "./conic_function.ts";
import { formatNumber } from "./number.ts";

type Stop = Shading["stops"][number];

export class Shadings {
  readonly #context: PDFContext;
  readonly #named = new NamedResources("Sh");

  constructor(context: PDFContext) {
    this.#context = context;
  }

  /** Resource name (without "/") of the shading; its `matrix` is the content's to apply. */
  name(shading: Shading): string {
    const { kind, coords, stops, extend } = shading;
    const key = JSON.stringify([kind, coords, stops, extend]);
    return this.#named.name(key, () => this.#write(shading));
  }

  /** The shading object written under `name`. */
  ref(name: string): PDFRef {
    return this.#named.ref(name);
  }

  /** The /Shading resource dictionary for the given names, or undefined when there are none. */
  resourceDict(names: Iterable<string>) {
    return this.#named.resourceDict(this.#context, names);
  }

  #write(shading: Shading): PDFRef {
    const context = this.#context;
    if (shading.kind === "conic") return this.#conic(shading);
    return context.register(context.obj({
      ShadingType: shading.kind === "axial" ? 2 : 3,
      ColorSpace: "DeviceRGB",
      Coords: shading.coords.map((c) => Number(formatNumber(c, 4))),
      Domain: [0, 1],
      Function: colorFunction(shading.stops) as never,
      Extend: [shading.extend, shading.extend],
    }));
  }

  /**
   * A conic gradient: a type 1 (function-based) shading over the box it covers, its centre at
   * the origin of the function's domain, coloured by a PostScript function of the angle.
   */
  #conic(shading: Shading): PDFRef {
    const context = this.#context;
    const [cx, cy, start, left, top, right, bottom] = shading.coords;
    const domain = [left - cx, right - cx, top - cy, bottom - cy].map((v) =>
      Number(formatNumber(v, 4))
    );
    const code = conicFunctionCode(shading.stops, start);
    const fn = context.register(context.stream(code, {
      FunctionType: 4,
      Domain: domain,
      Range: [0, 1, 0, 1, 0, 1],
    }));
    return context.register(context.obj({
      ShadingType: 1,
      ColorSpace: "DeviceRGB",
      Domain: domain,
      Matrix: [1, 0, 0, 1, cx, cy].map((v) => Number(formatNumber(v, 4))),
      Function: fn,
    }));
  }
}

const rgb = (c: RGBA) => [c.r, c.g, c.b].map((v) => Number(formatNumber(v / 255, 4)));

/** A type 2 function from one colour to another over [0, 1]. */
function interpolation(from: RGBA, to: RGBA) {
  return { FunctionType: 2, Domain: [0, 1], C0: rgb(from), C1: rgb(to), N: 1 };
}

/**
 * The colour at each offset in [0, 1]: stops put in order and spanning the whole domain (the
 * first and last colours held to the ends), then one interpolation per pair of stops at
 * distinct offsets; a pair at the same offset is a hard edge between two colours, which the
 * pieces on either side meet at (§7.10.4 Bounds must increase).
 */
export function colorFunction(input: readonly Stop[]) {
  const stops = normalizedStops(input);
  const pieces: { from: RGBA; to: RGBA; start: number }[] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    if (stops[i + 1].offset > stops[i].offset) {
      pieces.push({ from: stops[i].color, to: stops[i + 1].color, start: stops[i].offset });
    }
  }
  if (pieces.length === 0) {
    const last = stops[stops.length - 1].color;
    return interpolation(last, last);
  }
  if (pieces.length === 1) return interpolation(pieces[0].from, pieces[0].to);
  return {
    FunctionType: 3,
    Domain: [0, 1],
    Functions: pieces.map((p) => interpolation(p.from, p.to)),
    Bounds: pieces.slice(1).map((p) => Number(formatNumber(p.start, 6))),
    Encode: pieces.flatMap(() => [0, 1]),
  };
}

/**
 * Offsets clamped to [0, 1] and made non-decreasing (SVG 2 §14.4.2 `offset`, CSS Images 3
 * §3.5.3: a stop before an earlier one moves up to it), with stops added at 0 and 1 holding the
 * end colours.
 */
function normalizedStops(input: readonly Stop[]): Stop[] {
  if (input.length === 0) return [{ offset: 0, color: { r: 0, g: 0, b: 0, a: 0 } }];
  const stops: Stop[] = [];
  let last = 0;
  for (const stop of input) {
    last = Math.max(last, Math.min(1, Math.max(0, stop.offset)));
    stops.push({ offset: last, color: stop.color });
  }
  if (stops[0].offset > 0) stops.unshift({ offset: 0, color: stops[0].color });
  const end = stops[stops.length - 1];
  if (end.offset < 1) stops.push({ offset: 1, color: end.color });
  return stops;
}
