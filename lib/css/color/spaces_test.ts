import { ok } from "node:assert/strict";
import { convert, type SpaceName, type Triple } from "./spaces.ts";

const SPACES: readonly SpaceName[] = [
  "srgb",
  "srgb-linear",
  "display-p3",
  "a98-rgb",
  "prophoto-rgb",
  "rec2020",
  "xyz-d50",
  "xyz-d65",
  "lab",
  "lch",
  "oklab",
  "oklch",
  "hsl",
  "hwb",
];

const near = (a: Triple, b: Triple, tolerance: number) =>
  a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

Deno.test("every conversion is undone by the conversion back", () => {
  const samples: Triple[] = [[0.2, 0.5, 0.8], [1, 0.4, 0], [0.05, 0.05, 0.06], [0.9, 0.1, 0.6]];
  for (const space of SPACES) {
    for (const srgb of samples) {
      const back = convert(convert(srgb, "srgb", space), space, "srgb");
      ok(near(back, srgb, 1e-9), `${space}: ${srgb} came back as ${back}`);
    }
  }
});

Deno.test("colours outside sRGB survive the round trip, hsl turning a negative saturation", () => {
  const wide: Triple[] = [[1.09302, -0.22669, -0.150073], [1.5, 1.2, 1.1], [-0.3, 0.7, 1.2]];
  for (const space of SPACES.filter((s) => s !== "hwb")) {
    for (const srgb of wide) {
      const back = convert(convert(srgb, "srgb", space), space, "srgb");
      ok(near(back, srgb, 1e-9), `${space}: ${srgb} came back as ${back}`);
    }
  }
  const [hue, saturation] = convert([1.5, 1.2, 1.1], "srgb", "hsl");
  ok(saturation > 0 && Math.abs(hue - 195) < 1e-9, `${hue} ${saturation}`);
});

Deno.test("Chromium's constants: white as Chromium converts it (lch 99.9988 0.0188 in Chromium)", () => {
  const [lightness, chroma] = convert([1, 1, 1], "srgb", "lch");
  ok(
    Math.abs(lightness - 99.9988) < 1e-4 && Math.abs(chroma - 0.0188) < 1e-4,
    `${lightness} ${chroma}`,
  );
  // The ICC matrix's white, not D65's (0.950456, 1, 1.089058).
  const white = convert([1, 1, 1], "srgb", "xyz-d65");
  ok(near(white, [0.950506, 0.999965, 1.0889], 5e-6), `${white}`);
});
