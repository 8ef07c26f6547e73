/**
 * Colour interpolation (CSS Color 4 §12), as color-mix() uses it: both colours are brought
 * into the interpolation space, missing components carried over from analogous ones (§12.2)
 * and filled from the other colour (§12.3), components premultiplied by alpha (§12.3) and
 * hues interpolated along the chosen arc (§12.4).
 */
import type { Color, Component } from "./model.ts";
import { convert, hueIndex, normalizeHue, type SpaceName } from "./spaces.ts";

/** <hue-interpolation-method> (§12.4). */
export type HueMethod = "shorter" | "longer" | "increasing" | "decreasing";

export interface InterpolationMethod {
  readonly space: SpaceName;
  readonly hue: HueMethod;
}

/** The colour `t` of the way from `from` to `to` (t = 0 is `from`). */
export function interpolate(from: Color, to: Color, t: number, method: InterpolationMethod): Color {
  const a = [...prepare(from, method.space)];
  const b = [...prepare(to, method.space)];
  // §12.3: a component missing in one colour takes the other's value.
  for (let i = 0; i < 4; i++) {
    a[i] ??= b[i];
    b[i] ??= a[i];
  }
  const hue = hueIndex(method.space);
  // §12.3: components other than a hue are premultiplied by alpha.
  const premultiply = (values: Component[]) => {
    const alpha = values[3];
    return values.map((v, i) =>
      v === null || alpha === null || i === hue || i === 3 ? v : v * alpha
    );
  };
  const pa = premultiply(a);
  const pb = premultiply(b);
  // What is still missing is missing in both, and stays missing.
  const mixed = pa.map((v, i) => {
    const w = pb[i];
    if (v === null || w === null) return null;
    return i === hue ? interpolateHue(v, w, t, method.hue) : v + (w - v) * t;
  });
  const alpha = mixed[3];
  const components = mixed.slice(0, 3).map((v, i) =>
    v === null || i === hue || alpha === null || alpha === 0 ? v : v / alpha
  );
  return {
    space: method.space,
    components: components as [Component, Component, Component],
    alpha,
  };
}

/**
 * What a component stands for, per space (§12.2 "analogous components"): a missing component
 * stays missing when converted into a space with a component of the same kind.
 */
function kindsOf(space: SpaceName): readonly (string | null)[] {
  switch (space) {
    case "lab":
    case "oklab":
      return ["lightness", "a", "b"];
    case "lch":
    case "oklch":
      return ["lightness", "colorfulness", "hue"];
    case "hsl":
      return ["hue", "colorfulness", "lightness"];
    case "hwb":
      return ["hue", null, null];
    default:
      // The RGB spaces, and XYZ's x, y, z as red, green, blue.
      return ["red", "green", "blue"];
  }
}

/**
 * Chromium's chroma below which an lch or oklch colour is achromatic, its hue powerless: set
 * just above the 0.0188 of white in lab (spaces.ts).
 */
const ACHROMATIC_CHROMA = 0.02;

/**
 * A colour's components and alpha in the interpolation space (§12.1 steps 1–3). A hue made
 * powerless by the conversion (§4.4.1: an achromatic colour's) becomes missing, so it takes
 * the other colour's hue; a colour already in the space keeps its components as they are.
 */
function prepare(color: Color, space: SpaceName): Component[] {
  if (color.space === space) return [...color.components, color.alpha];
  const [c0, c1, c2] = convert(
    color.components.map((v) => v ?? 0) as [number, number, number],
    color.space,
    space,
  );
  const values: Component[] = [c0, c1, c2, color.alpha];
  const hue = hueIndex(space);
  if (hue !== null && powerlessHue(space, values as number[])) values[hue] = null;
  const sourceKinds = kindsOf(color.space);
  kindsOf(space).forEach((kind, i) => {
    const source = kind === null ? -1 : sourceKinds.indexOf(kind);
    if (source >= 0 && color.components[source] === null) values[i] = null;
  });
  return values;
}

function powerlessHue(space: SpaceName, [, c1, c2]: readonly number[]): boolean {
  switch (space) {
    case "hsl":
      return c1 === 0;
    case "hwb":
      return c1 + c2 >= 100;
    default:
      return c1 <= ACHROMATIC_CHROMA;
  }
}

/** §12.4: adjusts the two hues for the arc the method asks for, then interpolates. */
function interpolateHue(h1: number, h2: number, t: number, method: HueMethod): number {
  const diff = h2 - h1;
  switch (method) {
    case "shorter":
      if (diff > 180) h1 += 360;
      else if (diff < -180) h2 += 360;
      break;
    case "longer":
      if (diff > 0 && diff < 180) h1 += 360;
      else if (diff > -180 && diff <= 0) h2 += 360;
      break;
    case "increasing":
      if (diff < 0) h2 += 360;
      break;
    case "decreasing":
      if (diff > 0) h1 += 360;
      break;
  }
  return normalizeHue(h1 + (h2 - h1) * t);
}
