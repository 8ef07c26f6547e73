import assert from "node:assert/strict";
import type { FontStyle } from "../css/types.ts";
import type { FontFace } from "./types.ts";
import { FontRegistry } from "./registry.ts";
import { fontChain, matchFace, matchFamily } from "./match.ts";
import { bundledFontsDir } from "./discover.ts";

// Bundled fonts only: an operator fonts directory must not change the expectations.
const registry = await FontRegistry.load();

function psName(family: string, weight: number, style: FontStyle): string | undefined {
  return matchFamily(registry, family, weight, style)?.face.postscriptName;
}

Deno.test("aliases: Arial bold italic is Liberation Sans Bold Italic", () => {
  assert.equal(psName("Arial", 700, "italic"), "LiberationSans-BoldItalic");
  assert.equal(psName("helvetica", 400, "normal"), "LiberationSans");
  assert.equal(psName("sans-serif", 400, "normal"), "LiberationSans");
  assert.equal(psName("Times New Roman", 400, "normal"), "LiberationSerif");
  assert.equal(psName("TIMES", 700, "normal"), "LiberationSerif-Bold");
  assert.equal(psName("serif", 400, "italic"), "LiberationSerif-Italic");
  assert.equal(psName("monospace", 400, "normal"), "LiberationMono");
  assert.equal(psName("Courier New", 400, "normal"), "LiberationMono");
  assert.equal(psName("courier", 400, "normal"), "LiberationMono");
  assert.equal(psName("NoSuchFamily", 400, "normal"), undefined);
});

// Chromium 14x on Debian, 20px "Hamburgefonstiv system": system-ui 251.3px wide as DejaVu Sans,
// -apple-system, BlinkMacSystemFont, ui-sans-serif, ui-serif, ui-monospace and "Helvetica Neue"
// 200.2px as the default serif font (skipped, like an unknown name).
Deno.test("aliases: system-ui is DejaVu Sans; names Chromium on Linux lacks match nothing", () => {
  assert.equal(psName("system-ui", 400, "normal"), "DejaVuSans");
  assert.equal(psName("system-ui", 700, "normal"), "DejaVuSans-Bold");
  for (const family of ["-apple-system", "BlinkMacSystemFont", "Helvetica Neue", "ui-sans-serif"]) {
    assert.equal(psName(family, 400, "normal"), undefined, family);
  }
  assert.equal(psName("ui-serif", 400, "normal"), undefined);
  assert.equal(psName("ui-monospace", 400, "normal"), undefined);
});

Deno.test("weights: 600 takes the bold face, 300 the regular one", () => {
  assert.equal(psName("Liberation Sans", 600, "normal"), "LiberationSans-Bold");
  assert.equal(psName("Liberation Sans", 300, "normal"), "LiberationSans");
  assert.equal(psName("Liberation Sans", 500, "normal"), "LiberationSans");
  assert.equal(psName("Liberation Sans", 900, "normal"), "LiberationSans-Bold");
  assert.equal(psName("Liberation Sans", 100, "normal"), "LiberationSans");
});

/** Faces with only the descriptors matching reads. */
function fakeFaces(specs: [number, FontStyle][]): FontFace[] {
  return specs.map(([weight, style]) => ({ id: `${weight}${style}`, weight, style } as FontFace));
}

function pick(specs: [number, FontStyle][], weight: number, style: FontStyle): string {
  return matchFace(fakeFaces(specs), weight, style)!.face.id;
}

Deno.test("CSS Fonts 4 §5.2 weight order", () => {
  const all: [number, FontStyle][] = [[300, "normal"], [400, "normal"], [500, "normal"], [
    600,
    "normal",
  ]];
  // 400–500: from the desired weight up to 500 first …
  assert.equal(pick(all, 450, "normal"), "500normal");
  assert.equal(
    pick([[300, "normal"], [500, "normal"], [600, "normal"]], 400, "normal"),
    "500normal",
  );
  // … then lighter, then heavier.
  assert.equal(pick([[300, "normal"], [600, "normal"]], 450, "normal"), "300normal");
  assert.equal(pick([[600, "normal"], [800, "normal"]], 400, "normal"), "600normal");
  // Below 400: lighter first (closest), then heavier.
  assert.equal(
    pick([[100, "normal"], [200, "normal"], [400, "normal"]], 300, "normal"),
    "200normal",
  );
  assert.equal(pick([[400, "normal"], [500, "normal"]], 300, "normal"), "400normal");
  // Above 500: heavier first, then lighter.
  assert.equal(
    pick([[300, "normal"], [400, "normal"], [600, "normal"]], 700, "normal"),
    "600normal",
  );
  assert.equal(pick([[500, "normal"], [900, "normal"]], 600, "normal"), "900normal");
});

Deno.test("CSS Fonts 4 §5.2 style order: style narrows before weight", () => {
  assert.equal(pick([[400, "normal"], [700, "oblique"]], 400, "italic"), "700oblique");
  assert.equal(pick([[400, "normal"], [400, "italic"]], 400, "oblique"), "400italic");
  assert.equal(pick([[400, "italic"], [400, "oblique"]], 400, "normal"), "400oblique");
  assert.equal(pick([[700, "normal"]], 400, "italic"), "700normal");
  assert.equal(matchFace([], 400, "normal"), null);
});

Deno.test("the face added last wins among equal descriptors", () => {
  const faces = fakeFaces([[400, "normal"], [400, "normal"]]);
  faces[1].id = "later";
  assert.equal(matchFace(faces, 400, "normal")!.face.id, "later");
});

Deno.test("synthesis is reported when the face falls short", () => {
  const italic = matchFamily(registry, "DejaVu Sans", 400, "italic")!;
  assert.equal(italic.face.postscriptName, "DejaVuSans");
  assert.equal(italic.syntheticItalic, true);
  assert.equal(italic.syntheticBold, false);
  const bold = matchFace(fakeFaces([[400, "normal"]]), 700, "normal")!;
  assert.equal(bold.syntheticBold, true);
  // Blink synthesizes only beyond 200 above the face's weight.
  assert.equal(matchFace(fakeFaces([[400, "normal"]]), 600, "normal")!.syntheticBold, false);
  assert.equal(matchFamily(registry, "Arial", 700, "italic")!.syntheticBold, false);
  assert.equal(matchFamily(registry, "Arial", 700, "italic")!.syntheticItalic, false);
});

/** A face declared by @font-face with a weight range. */
function declared(id: string, weight: [number, number], style: FontStyle = "normal"): FontFace {
  const face: Partial<FontFace> = { id, weight: weight[0], style };
  return { ...face, declared: { weight, unicodeRange: null } } as FontFace;
}

Deno.test("declared weight ranges rank by their end nearest the desired weight", () => {
  const light = declared("light", [100, 300]);
  const wide = declared("wide", [350, 450]);
  const heavy = declared("heavy", [700, 900]);
  assert.equal(matchFace([light, wide, heavy], 400, "normal")!.face.id, "wide");
  assert.equal(matchFace([light, heavy], 400, "normal")!.face.id, "light");
  assert.equal(matchFace([light, heavy], 600, "normal")!.face.id, "heavy");
  assert.equal(matchFace([light, wide, heavy], 320, "normal")!.face.id, "light");
  assert.equal(matchFace([light, wide, heavy], 800, "normal")!.face.id, "heavy");
});

Deno.test("declared faces synthesize bold as Chromium does for web fonts", () => {
  const bold = (face: FontFace, weight: number) =>
    matchFace([face], weight, "normal")!.syntheticBold;
  // Requested 600 or more from a face whose whole range is below 600.
  assert.equal(bold(declared("regular", [400, 400]), 600), true);
  assert.equal(bold(declared("regular", [400, 400]), 599), false);
  assert.equal(bold(declared("medium", [500, 500]), 600), true);
  assert.equal(bold(declared("semibold", [600, 600]), 900), false);
  assert.equal(bold(declared("variable", [100, 900]), 900), false);
  assert.equal(matchFace([declared("upright", [400, 400])], 400, "oblique")!.syntheticItalic, true);
  const slanted = declared("slanted", [400, 400], "oblique");
  assert.equal(matchFace([slanted], 400, "italic")!.syntheticItalic, false);
});

Deno.test("font chain: unknown families are skipped, serif is the default", () => {
  const names = (fontFamily: string[]) =>
    fontChain(registry, { fontFamily, fontWeight: 400, fontStyle: "normal" }).map((m) =>
      m.face.postscriptName
    );
  assert.deepEqual(names(["NoSuchFont", "Courier New", "Arial"]).slice(0, 3), [
    "LiberationMono",
    "LiberationSans",
    "LiberationSerif",
  ]);
  assert.deepEqual(names(["NoSuchFont"]), [
    "LiberationSerif",
    "LiberationSans",
    "LiberationMono",
    "DejaVuSans",
  ]);
  assert.equal(names([])[0], "LiberationSerif");
});

Deno.test("a family named like an alias wins over the alias", async () => {
  const local = registry.extend();
  const serifBytes = await Deno.readFile(`${bundledFontsDir()}/LiberationSerif-Regular.ttf`);
  local.addFace(serifBytes, { family: "Arial" });
  assert.equal(matchFamily(local, "arial", 400, "normal")!.face.postscriptName, "LiberationSerif");
  // The chain cache follows the registry's version.
  const chain = fontChain(local, {
    fontFamily: ["Helvetica"],
    fontWeight: 400,
    fontStyle: "normal",
  });
  assert.equal(chain[0].face.postscriptName, "LiberationSans");
  local.addFace(serifBytes, { family: "Helvetica" });
  const after = fontChain(local, {
    fontFamily: ["Helvetica"],
    fontWeight: 400,
    fontStyle: "normal",
  });
  assert.equal(after[0].face.family, "Helvetica");
});
