/**
 * The colour spaces of CSS Color 4 (§5–§10) and the conversions between them, through CIE XYZ
 * relative to D50 as the hub — the route Chromium takes, with the constants it uses, so that a
 * colour converts to the same sRGB Chromium prints (to the fourth decimal):
 * - the sRGB, a98-rgb, display-p3 and rec2020 gamuts are Skia's named ICC matrices to XYZ D50
 *   (sRGB and Adobe RGB as the ICC profiles' 16.16 fixed-point colorants), not the matrices
 *   the spec derives from the primaries (§10.2);
 * - D65 is adapted to D50 by the Bradford transform to the white (0.96422, 1, 0.82521);
 * - lab uses the white (0.9642, 1, 0.8251), slightly off the hub's, so white has a lab chroma
 *   of 0.0188 — below the achromatic threshold interpolation uses (interpolate.ts);
 * - a98-rgb's transfer is a pure 2.2 power (the spec's is 563/256), prophoto-rgb's a pure 1.8
 *   power without the spec's linear toe.
 */

export type Triple = readonly [number, number, number];
type Matrix = readonly [Triple, Triple, Triple];

/** Every colour space a colour can be written in or interpolated in. */
export type SpaceName =
  | "srgb"
  | "srgb-linear"
  | "display-p3"
  | "a98-rgb"
  | "prophoto-rgb"
  | "rec2020"
  | "xyz-d50"
  | "xyz-d65"
  | "lab"
  | "lch"
  | "oklab"
  | "oklch"
  | "hsl"
  | "hwb";

/** The predefined spaces of `color()` (§10), with `xyz` as another name for xyz-d65. */
export const PREDEFINED_SPACES: ReadonlyMap<string, SpaceName> = new Map<string, SpaceName>([
  ["srgb", "srgb"],
  ["srgb-linear", "srgb-linear"],
  ["display-p3", "display-p3"],
  ["a98-rgb", "a98-rgb"],
  ["prophoto-rgb", "prophoto-rgb"],
  ["rec2020", "rec2020"],
  ["xyz", "xyz-d65"],
  ["xyz-d50", "xyz-d50"],
  ["xyz-d65", "xyz-d65"],
]);

/** Spaces whose hue is a component: its index (hsl and hwb first, lch and oklch last). */
export function hueIndex(space: SpaceName): number | null {
  if (space === "hsl" || space === "hwb") return 0;
  return space === "lch" || space === "oklch" ? 2 : null;
}

/** The rectangular form of each polar space: lch is lab's, oklch oklab's (§9.4, §9.6). */
const RECTANGULAR = { lch: "lab", oklch: "oklab" } as const;

/** Converts a colour's three components from one space to another. */
export function convert(values: Triple, from: SpaceName, to: SpaceName): Triple {
  if (from === to) return values;
  // Polar and cylindrical forms convert through their rectangular form, or sRGB, not the hub.
  if (from === "lch" || from === "oklch") {
    return convert(polarToRectangular(values), RECTANGULAR[from], to);
  }
  if (from === "hsl" || from === "hwb") return convert(cylinderToSrgb(values, from), "srgb", to);
  if (to === "lch" || to === "oklch") {
    return rectangularToPolar(convert(values, from, RECTANGULAR[to]));
  }
  if (to === "hsl") return srgbToHsl(convert(values, from, "srgb"));
  if (to === "hwb") return srgbToHwb(convert(values, from, "srgb"));
  return fromXyzD50(toXyzD50(values, from), to);
}

type HubSpaceName = Exclude<SpaceName, "lch" | "oklch" | "hsl" | "hwb">;

function toXyzD50(values: Triple, from: HubSpaceName): Triple {
  if (from === "lab") return labToXyzD50(values);
  if (from === "oklab") return apply(D65_TO_D50, oklabToXyzD65(values));
  const space = RGB_SPACES[from];
  return apply(space.toXyzD50, values.map(space.toLinear) as unknown as Triple);
}

function fromXyzD50(xyz: Triple, to: HubSpaceName): Triple {
  if (to === "lab") return xyzD50ToLab(xyz);
  if (to === "oklab") return xyzD65ToOklab(apply(D50_TO_D65, xyz));
  const space = RGB_SPACES[to];
  return apply(space.fromXyzD50, xyz).map(space.fromLinear) as unknown as Triple;
}

// ---------------------------------------------------------------------------------------------
// Matrices

function apply(m: Matrix, [a, b, c]: Triple): Triple {
  return [
    m[0][0] * a + m[0][1] * b + m[0][2] * c,
    m[1][0] * a + m[1][1] * b + m[1][2] * c,
    m[2][0] * a + m[2][1] * b + m[2][2] * c,
  ];
}

function multiply(a: Matrix, b: Matrix): Matrix {
  const row = (r: Triple): Triple =>
    [0, 1, 2].map((j) => r[0] * b[0][j] + r[1] * b[1][j] + r[2] * b[2][j]) as unknown as Triple;
  return [row(a[0]), row(a[1]), row(a[2])];
}

function invert(m: Matrix): Matrix {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const co: Matrix = [
    [e * i - f * h, c * h - b * i, b * f - c * e],
    [f * g - d * i, a * i - c * g, c * d - a * f],
    [d * h - e * g, b * g - a * h, a * e - b * d],
  ];
  const det = a * co[0][0] + b * co[1][0] + c * co[2][0];
  return co.map((r) => r.map((v) => v / det)) as unknown as Matrix;
}

const diagonal = ([a, b, c]: Triple): Matrix => [[a, 0, 0], [0, b, 0], [0, 0, c]];

/** XYZ of a chromaticity xy, with Y = 1. */
const xyToXyz = (x: number, y: number): Triple => [x / y, 1, (1 - x - y) / y];

/** The D50 white the hub is adapted to, as in Skia's colour management (skcms). */
const HUB_D50: Triple = [0.96422, 1, 0.82521];

const BRADFORD: Matrix = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
];

/** Bradford chromatic adaptation from a white point to the hub's D50 (§11 step 3). */
function adaptToD50(white: Triple): Matrix {
  const source = apply(BRADFORD, white);
  const target = apply(BRADFORD, HUB_D50);
  const scale = diagonal([target[0] / source[0], target[1] / source[1], target[2] / source[2]]);
  return multiply(invert(BRADFORD), multiply(scale, BRADFORD));
}

const D65_TO_D50 = adaptToD50(xyToXyz(0.3127, 0.3290));
const D50_TO_D65 = invert(D65_TO_D50);

/** Linear RGB → XYZ D50 for a space given by its primaries and white (§10.2), adapted. */
function primariesToXyzD50(
  [rx, ry]: readonly [number, number],
  [gx, gy]: readonly [number, number],
  [bx, by]: readonly [number, number],
  [wx, wy]: readonly [number, number],
): Matrix {
  const primaries: Matrix = columns(xyToXyz(rx, ry), xyToXyz(gx, gy), xyToXyz(bx, by));
  const scale = apply(invert(primaries), xyToXyz(wx, wy));
  return multiply(adaptToD50(xyToXyz(wx, wy)), multiply(primaries, diagonal(scale)));
}

/** The matrix whose columns are the given vectors. */
function columns(a: Triple, b: Triple, c: Triple): Matrix {
  return [[a[0], b[0], c[0]], [a[1], b[1], c[1]], [a[2], b[2], c[2]]];
}

/** An ICC s15Fixed16 number. */
const fixed = (n: number) => n / 65536;

// ---------------------------------------------------------------------------------------------
// RGB spaces (§10): a transfer function and a matrix to XYZ D50

type RgbSpaceName = Exclude<HubSpaceName, "lab" | "oklab">;

interface RgbSpace {
  toLinear(channel: number): number;
  fromLinear(channel: number): number;
  toXyzD50: Matrix;
  fromXyzD50: Matrix;
}

/** A transfer function extended to negative values by symmetry about the origin (§10.2). */
function odd(f: (v: number) => number): (v: number) => number {
  return (v) => v < 0 ? -f(-v) : f(v);
}

const SRGB_TO_LINEAR = odd((v) => v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const SRGB_FROM_LINEAR = odd((v) => v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);

/** ITU-R BT.2020's curve (§10.7). */
const REC2020_ALPHA = 1.09929682680944;
const REC2020_BETA = 0.018053968510807;
const REC2020_TO_LINEAR = odd((v) =>
  v < REC2020_BETA * 4.5 ? v / 4.5 : ((v + REC2020_ALPHA - 1) / REC2020_ALPHA) ** (1 / 0.45)
);
const REC2020_FROM_LINEAR = odd((v) =>
  v < REC2020_BETA ? v * 4.5 : REC2020_ALPHA * v ** 0.45 - (REC2020_ALPHA - 1)
);

const power = (exponent: number) => odd((v) => v ** exponent);
const identity = (v: number) => v;

function rgbSpace(
  toLinear: (v: number) => number,
  fromLinear: (v: number) => number,
  toXyzD50: Matrix,
): RgbSpace {
  return { toLinear, fromLinear, toXyzD50, fromXyzD50: invert(toXyzD50) };
}

const SRGB_GAMUT: Matrix = [
  [fixed(0x6FA2), fixed(0x6299), fixed(0x24A0)],
  [fixed(0x38F5), fixed(0xB785), fixed(0x0F84)],
  [fixed(0x0390), fixed(0x18DA), fixed(0xB6CF)],
];

const RGB_SPACES: Readonly<Record<RgbSpaceName, RgbSpace>> = {
  "srgb": rgbSpace(SRGB_TO_LINEAR, SRGB_FROM_LINEAR, SRGB_GAMUT),
  "srgb-linear": rgbSpace(identity, identity, SRGB_GAMUT),
  "display-p3": rgbSpace(SRGB_TO_LINEAR, SRGB_FROM_LINEAR, [
    [0.515102, 0.291965, 0.157153],
    [0.241182, 0.692236, 0.0665819],
    [-0.00104941, 0.0418818, 0.784378],
  ]),
  "a98-rgb": rgbSpace(power(2.2), power(1 / 2.2), [
    [fixed(0x9C18), fixed(0x348D), fixed(0x2631)],
    [fixed(0x4FA5), fixed(0xA02C), fixed(0x102F)],
    [fixed(0x04FC), fixed(0x0F95), fixed(0xBE9C)],
  ]),
  "prophoto-rgb": rgbSpace(
    power(1.8),
    power(1 / 1.8),
    primariesToXyzD50([0.7347, 0.2653], [0.1596, 0.8404], [0.0366, 0.0001], [0.34567, 0.35850]),
  ),
  "rec2020": rgbSpace(REC2020_TO_LINEAR, REC2020_FROM_LINEAR, [
    [0.673459, 0.165661, 0.1251],
    [0.279033, 0.675338, 0.0456288],
    [-0.00193139, 0.0299794, 0.797162],
  ]),
  "xyz-d50": rgbSpace(identity, identity, diagonal([1, 1, 1])),
  "xyz-d65": rgbSpace(identity, identity, D65_TO_D50),
};

// ---------------------------------------------------------------------------------------------
// CIE Lab (§9.3) and OKLab (§9.5)

const LAB_WHITE: Triple = [0.9642, 1, 0.8251];
const LAB_EPSILON = 216 / 24389;
const LAB_KAPPA = 24389 / 27;

function labToXyzD50([l, a, b]: Triple): Triple {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inverse = (f: number) => f ** 3 > LAB_EPSILON ? f ** 3 : (116 * f - 16) / LAB_KAPPA;
  return [inverse(fx) * LAB_WHITE[0], inverse(fy) * LAB_WHITE[1], inverse(fz) * LAB_WHITE[2]];
}

function xyzD50ToLab(xyz: Triple): Triple {
  const [fx, fy, fz] = xyz.map((v, i) => {
    const t = v / LAB_WHITE[i];
    return t > LAB_EPSILON ? Math.cbrt(t) : (LAB_KAPPA * t + 16) / 116;
  });
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const XYZ_D65_TO_LMS: Matrix = [
  [0.8190224432164319, 0.3619062562801221, -0.12887378261216414],
  [0.0329836671980271, 0.9292868468965546, 0.03614466816999844],
  [0.048177199566046255, 0.26423952494422764, 0.6335478258136937],
];
const LMS_TO_XYZ_D65 = invert(XYZ_D65_TO_LMS);
const OKLAB_TO_LMS: Matrix = [
  [0.99999999845051981432, 0.39633779217376785678, 0.21580375806075880339],
  [1.0000000088817607767, -0.1055613423236563494, -0.063854174771705903402],
  [1.0000000546724109177, -0.089484182094965759684, -1.2914855378640917399],
];
const LMS_TO_OKLAB = invert(OKLAB_TO_LMS);

function oklabToXyzD65(lab: Triple): Triple {
  return apply(LMS_TO_XYZ_D65, apply(OKLAB_TO_LMS, lab).map((v) => v ** 3) as unknown as Triple);
}

function xyzD65ToOklab(xyz: Triple): Triple {
  return apply(LMS_TO_OKLAB, apply(XYZ_D65_TO_LMS, xyz).map(Math.cbrt) as unknown as Triple);
}

// ---------------------------------------------------------------------------------------------
// Polar forms: lch (§9.4), oklch (§9.6)

/** A hue in degrees, in [0, 360). */
export function normalizeHue(degrees: number): number {
  const h = degrees % 360;
  return h < 0 ? h + 360 : h === 0 ? 0 : h;
}

function polarToRectangular([l, c, h]: Triple): Triple {
  const radians = h * Math.PI / 180;
  return [l, c * Math.cos(radians), c * Math.sin(radians)];
}

function rectangularToPolar([l, a, b]: Triple): Triple {
  return [l, Math.hypot(a, b), normalizeHue(Math.atan2(b, a) * 180 / Math.PI)];
}

// ---------------------------------------------------------------------------------------------
// hsl (§7) and hwb (§8): hue in degrees, the other two in percent

function cylinderToSrgb(values: Triple, space: "hsl" | "hwb"): Triple {
  return space === "hsl"
    ? hslToSrgb(values[0], values[1] / 100, values[2] / 100)
    : hwbToSrgb(values[0], values[1] / 100, values[2] / 100);
}

/** §7.1 "Converting HSL colors to sRGB". */
function hslToSrgb(hue: number, saturation: number, lightness: number): Triple {
  const h = normalizeHue(hue);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

/** §8.1 "Converting HWB colors to sRGB". */
function hwbToSrgb(hue: number, whiteness: number, blackness: number): Triple {
  if (whiteness + blackness >= 1) {
    const gray = whiteness / (whiteness + blackness);
    return [gray, gray, gray];
  }
  return hslToSrgb(hue, 1, 0.5).map((c) =>
    c * (1 - whiteness - blackness) + whiteness
  ) as unknown as Triple;
}

/** The hue of an sRGB colour, in degrees (§7.2), and its extremes. */
function hueOf([r, g, b]: Triple): { hue: number; min: number; max: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let hue = 0;
  if (d !== 0) {
    if (max === r) hue = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
    hue *= 60;
  }
  return { hue, min, max };
}

/** §7.2 "Converting sRGB colors to HSL"; a negative saturation turns the hue around. */
function srgbToHsl(rgb: Triple): Triple {
  const { hue, min, max } = hueOf(rgb);
  const lightness = (min + max) / 2;
  const saturation = max === min || lightness === 0 || lightness === 1
    ? 0
    : (max - lightness) / Math.min(lightness, 1 - lightness);
  return saturation < 0
    ? [normalizeHue(hue + 180), -saturation * 100, lightness * 100]
    : [normalizeHue(hue), saturation * 100, lightness * 100];
}

/** §8.2 "Converting sRGB colors to HWB". */
function srgbToHwb(rgb: Triple): Triple {
  const { hue, min, max } = hueOf(rgb);
  return [normalizeHue(hue), min * 100, (1 - max) * 100];
}
