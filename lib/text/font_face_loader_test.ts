import assert from "node:assert/strict";
import type { FontFaceRule } from "../css/font_face.ts";
import { ResourceLoader } from "../resources/mod.ts";
import type { TextStyle } from "./types.ts";
import { FontRegistry } from "./registry.ts";
import { type FontResourceReader, registryWithFontFaces } from "./font_face_loader.ts";
import { fontChain } from "./match.ts";
import { shapeText } from "./shape.ts";
import { bundledFont, dataUrl, woff2FromSfnt } from "./testing_web_fonts.ts";
import { textStyle } from "./testing.ts";

// Bundled fonts only: an operator fonts directory must not change the expectations.
const base = await FontRegistry.load();
const DEJAVU = dataUrl(bundledFont("DejaVuSans.ttf"));
const MONO = dataUrl(bundledFont("LiberationMono-Regular.ttf"));

function rule(family: string, sources: FontFaceRule["sources"], extra: Partial<FontFaceRule> = {}) {
  return {
    family,
    sources,
    weight: [400, 400],
    style: "normal",
    unicodeRange: null,
    ...extra,
  } as FontFaceRule;
}

/** A ResourceLoader with no base directory and no network: only data: URIs load. */
const dataOnly = new ResourceLoader({ baseDir: null, allowNetwork: false });

/** A reader over fixed URLs that records what was prefetched and read. */
function recordingReader(files: Record<string, Uint8Array>) {
  const log: string[] = [];
  const reader: FontResourceReader = {
    prefetch: (hrefs) => {
      for (const href of hrefs) log.push(`prefetch ${href}`);
      return Promise.resolve();
    },
    readBytes: (href) => {
      log.push(`read ${href}`);
      return files[href] ?? null;
    },
  };
  return { reader, log };
}

const style = textStyle;

/** [PostScript name, text] per shaped run. */
function runs(text: string, s: TextStyle, registry: FontRegistry): [string, string][] {
  return shapeText(text, s, registry).map((run) => [
    run.face.postscriptName,
    run.glyphs.map((g) => g.text).join(""),
  ]);
}

Deno.test("no rules: the base registry itself", async () => {
  assert.equal(await registryWithFontFaces(base, [], dataOnly), base);
});

Deno.test("sources are tried in order: missing, unsupported and broken ones are skipped", async () => {
  const { reader, log } = recordingReader({
    "garbage.ttf": new TextEncoder().encode("not a font"),
    "good.woff2": woff2FromSfnt(bundledFont("DejaVuSans.ttf")),
    "never.ttf": bundledFont("LiberationMono-Regular.ttf"),
  });
  const registry = await registryWithFontFaces(base, [
    rule("Web", [
      { local: "No Such Font" },
      { url: "missing.ttf", format: null },
      { url: "never.ttf", format: "embedded-opentype" },
      { url: "garbage.ttf", format: "truetype" },
      { url: "good.woff2", format: "woff2" },
      { url: "never.ttf", format: null },
    ]),
  ], reader);
  const faces = registry.familyFaces("web");
  assert.equal(faces.length, 1);
  assert.equal(faces[0].postscriptName, "DejaVuSans");
  assert.deepEqual(log, [
    "prefetch missing.ttf",
    "read missing.ttf",
    "prefetch garbage.ttf",
    "read garbage.ttf",
    "prefetch good.woff2",
    "read good.woff2",
  ]);
  assert.equal(base.familyFaces("web").length, 0, "the base registry is not changed");
});

Deno.test("a rule without any usable source adds no face", async () => {
  const registry = await registryWithFontFaces(base, [
    rule("Nothing", [{ url: "https://example.invalid/font.woff2", format: "woff2" }]),
  ], dataOnly);
  assert.equal(registry.familyFaces("Nothing").length, 0);
  assert.equal(
    shapeText("x", style(["Nothing"]), registry)[0].face.postscriptName,
    "LiberationSerif",
  );
});

Deno.test("local() takes an installed face by full or PostScript name under the rule's names", async () => {
  const registry = await registryWithFontFaces(base, [
    rule("Heading", [{ local: "Liberation Serif Bold" }]),
    rule("Body", [{ local: "dejavusans" }, { url: MONO, format: null }]),
  ], dataOnly);
  const heading = registry.familyFaces("Heading")[0];
  assert.equal(heading.id, "bundled:LiberationSerif-Bold.ttf", "shares the bundled face's subset");
  assert.deepEqual([heading.family, heading.weight], ["Heading", 400]);
  assert.equal(registry.familyFaces("Body")[0].postscriptName, "DejaVuSans");
});

Deno.test("url() reads files under the base directory through the resource loader", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/fonts`);
    await Deno.writeFile(`${dir}/fonts/body.ttf`, bundledFont("LiberationMono-Regular.ttf"));
    const loader = new ResourceLoader({ baseDir: dir, allowNetwork: false });
    const registry = await registryWithFontFaces(base, [
      rule("Body", [{ url: "fonts/body.ttf", format: "truetype" }]),
      rule("Outside", [{ url: "../../etc/passwd", format: null }]),
    ], loader);
    assert.deepEqual(runs("Code", style(["Body"]), registry), [["LiberationMono", "Code"]]);
    assert.equal(registry.familyFaces("Outside").length, 0);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a declared family wins over the installed one; generic families stay installed", async () => {
  const registry = await registryWithFontFaces(base, [
    rule("Liberation Sans", [{ url: DEJAVU, format: null }]),
  ], dataOnly);
  assert.deepEqual(runs("Hi", style(["Liberation Sans"]), registry), [["DejaVuSans", "Hi"]]);
  // Bold: the declared family has only a 400 face, drawn with synthetic bold
  // rather than switching to the installed Liberation Sans Bold.
  const bold = shapeText("Hi", style(["Liberation Sans"], { fontWeight: 700 }), registry)[0];
  assert.equal(bold.face.postscriptName, "DejaVuSans");
  assert.deepEqual(bold.synthetic, { bold: true, italic: false });
  assert.deepEqual(runs("Hi", style(["sans-serif"]), registry), [["LiberationSans", "Hi"]]);
  assert.deepEqual(runs("Hi", style(["Arial"]), registry), [["LiberationSans", "Hi"]]);
});

Deno.test("weight ranges match every weight inside them (CSS Fonts 4 §5.2)", async () => {
  const registry = await registryWithFontFaces(base, [
    rule("Ranged", [{ url: DEJAVU, format: null }], { weight: [100, 400] }),
    rule("Ranged", [{ url: MONO, format: null }], { weight: [500, 900] }),
  ], dataOnly);
  const face = (weight: number) =>
    shapeText("x", style(["Ranged"], { fontWeight: weight }), registry)[0];
  assert.equal(face(100).face.postscriptName, "DejaVuSans");
  assert.equal(face(400).face.postscriptName, "DejaVuSans");
  // 450: weights up to 500 first, so the range starting at 500 beats one ending at 400.
  assert.equal(face(450).face.postscriptName, "LiberationMono");
  assert.equal(face(900).face.postscriptName, "LiberationMono");
  // Inside a range reaching 600 or more, nothing is synthesized.
  assert.equal(face(900).synthetic, undefined);
});

Deno.test("unicode-range: rules of one family form a composite font, last rule first", async () => {
  const registry = await registryWithFontFaces(base, [
    rule("Mixed", [{ url: MONO, format: null }], { unicodeRange: [[0, 0xff]] }),
    rule("Mixed", [{ url: DEJAVU, format: null }], { unicodeRange: [[0x30, 0x39]] }),
  ], dataOnly);
  assert.deepEqual(runs("ab 12 c", style(["Mixed"]), registry), [
    ["LiberationMono", "ab "],
    ["DejaVuSans", "12"],
    ["LiberationMono", " c"],
  ]);
  // Liberation Mono has "→" but its rule does not cover it: the default serif family draws it.
  assert.deepEqual(runs("a→", style(["Mixed"]), registry), [
    ["LiberationMono", "a"],
    ["LiberationSerif", "→"],
  ]);
  const chain = fontChain(registry, {
    fontFamily: ["Mixed"],
    fontWeight: 400,
    fontStyle: "normal",
  });
  assert.deepEqual(chain.slice(0, 3).map((m) => m.face.postscriptName), [
    "DejaVuSans",
    "LiberationMono",
    "LiberationSerif",
  ]);
});

Deno.test("loading the same document again gives the same faces", async () => {
  const rules = [rule("Again", [{ url: DEJAVU, format: null }], { weight: [300, 700] })];
  const first = await registryWithFontFaces(base, rules, dataOnly);
  const second = await registryWithFontFaces(base, rules, dataOnly);
  assert.notEqual(first, second);
  assert.equal(first.familyFaces("Again")[0], second.familyFaces("Again")[0]);
});
