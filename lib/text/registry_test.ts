import assert from "node:assert/strict";
import { FontRegistry } from "./registry.ts";
import { bundledFontsDir } from "./discover.ts";
import { woffFromSfnt } from "./testing_web_fonts.ts";

const SANS_REGULAR = `${bundledFontsDir()}/LiberationSans-Regular.ttf`;

function describe(registry: FontRegistry): string[] {
  return registry.faces
    .map((f) => `${f.family}|${f.weight}|${f.style}|${f.postscriptName}`)
    .sort();
}

Deno.test("bundled registry has the fourteen bundled faces with name-table families", async () => {
  const registry = await FontRegistry.bundled();
  const faces = describe(registry);
  for (
    const expected of [
      "DejaVu Sans|400|normal|DejaVuSans",
      "DejaVu Sans|700|normal|DejaVuSans-Bold",
      "Liberation Mono|400|italic|LiberationMono-Italic",
      "Liberation Sans|400|normal|LiberationSans",
      "Liberation Sans|700|italic|LiberationSans-BoldItalic",
      "Liberation Serif|700|normal|LiberationSerif-Bold",
    ]
  ) {
    assert.ok(faces.includes(expected), `missing ${expected} in ${faces.join(", ")}`);
  }
  const bundled = registry.faces.filter((f) => f.id.startsWith("bundled:"));
  assert.equal(bundled.length, 14);
  assert.ok(bundled.some((f) => f.id === "bundled:LiberationSans-Regular.ttf"));
});

Deno.test("FontRegistry.bundled() is one shared instance", async () => {
  assert.equal(FontRegistry.bundled(), FontRegistry.bundled());
  assert.equal(await FontRegistry.bundled(), await FontRegistry.bundled());
});

Deno.test("family lookup is ASCII case-insensitive", async () => {
  const registry = await FontRegistry.bundled();
  assert.equal(registry.familyFaces("LIBERATION sans").length, 4);
  assert.equal(registry.familyFaces("Liberation").length, 0);
});

Deno.test("fonts directory: found recursively, broken files skipped with a warning", async () => {
  const dir = await Deno.makeTempDir();
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  try {
    await Deno.mkdir(`${dir}/nested/deeper`, { recursive: true });
    await Deno.copyFile(SANS_REGULAR, `${dir}/nested/deeper/Renamed.TTF`);
    await Deno.writeFile(`${dir}/broken.ttf`, new TextEncoder().encode("not a font at all"));
    await Deno.writeTextFile(`${dir}/readme.txt`, "ignored");
    const registry = await FontRegistry.load({ fontsDir: dir });

    assert.equal(registry.faces.length, 15);
    const extra = registry.faces.find((f) => f.id === `${dir}/nested/deeper/Renamed.TTF`);
    assert.ok(extra, "the copied font is registered under its path");
    assert.equal(extra.family, "Liberation Sans");
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /broken\.ttf/);
  } finally {
    console.warn = warn;
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a missing fonts directory is a warning, not a failure", async () => {
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (message: string) => warnings.push(message);
  try {
    const registry = await FontRegistry.load({ fontsDir: "/nonexistent/fonts/dir" });
    assert.equal(registry.faces.length, 14);
    assert.equal(warnings.length, 1);
  } finally {
    console.warn = warn;
  }
});

Deno.test("addFace: descriptors override the font's names; equal bytes share one face", async () => {
  const bytes = await Deno.readFile(SANS_REGULAR);
  const registry = (await FontRegistry.bundled()).extend();
  const a = registry.addFace(bytes, { family: "Brand Sans", weight: [600, 600], style: "oblique" });
  const b = registry.addFace(bytes.slice());
  assert.equal(a.family, "Brand Sans");
  assert.equal(a.weight, 600);
  assert.equal(a.style, "oblique");
  assert.equal(a.postscriptName, "LiberationSans");
  assert.equal(a.id, b.id);
  assert.equal(a.font, b.font, "the copy's content hash finds the parsed font");
  assert.match(a.id, /^sha256:[0-9a-f]{32}$/);
  assert.deepEqual(registry.familyFaces("brand sans"), [a]);
  assert.equal(b.family, "Liberation Sans", "without descriptors the font's own names");
});

Deno.test("declared faces hide installed faces of their family, which installedFaces still lists", async () => {
  const registry = (await FontRegistry.bundled()).extend();
  const dejavu = registry.addFace(await Deno.readFile(`${bundledFontsDir()}/DejaVuSans.ttf`), {
    family: "Liberation Sans",
  });
  assert.deepEqual(registry.familyFaces("Liberation Sans"), [dejavu]);
  assert.equal(registry.installedFaces("Liberation Sans").length, 4);
  assert.ok(!registry.installedFaces("Liberation Sans").includes(dejavu));
  // The parent is untouched, and a further extension keeps the declaration.
  assert.equal((await FontRegistry.bundled()).familyFaces("Liberation Sans").length, 4);
  assert.deepEqual(registry.extend().familyFaces("liberation sans"), [dejavu]);
});

Deno.test("localFace finds installed faces by full name or PostScript name", async () => {
  const registry = await FontRegistry.load();
  assert.equal(registry.localFace("Liberation Serif Bold")?.id, "bundled:LiberationSerif-Bold.ttf");
  assert.equal(registry.localFace("liberationserif-bold")?.id, "bundled:LiberationSerif-Bold.ttf");
  assert.equal(registry.localFace("DejaVu Sans")?.id, "bundled:DejaVuSans.ttf");
  assert.equal(registry.localFace("Liberation Serif")?.id, "bundled:LiberationSerif-Regular.ttf");
  assert.equal(registry.localFace("Liberation"), null);
  // Declared faces are not local fonts.
  const extended = registry.extend();
  extended.addFace(await Deno.readFile(SANS_REGULAR), { family: "Local Test Only" });
  assert.equal(extended.localFace("Local Test Only"), null);
});

Deno.test("extend() isolates added faces from the parent registry", async () => {
  const parent = await FontRegistry.bundled();
  const child = parent.extend();
  const before = child.version;
  child.addFace(await Deno.readFile(SANS_REGULAR), { family: "Only In Child" });
  assert.equal(child.familyFaces("Only In Child").length, 1);
  assert.equal(parent.familyFaces("Only In Child").length, 0);
  assert.equal(child.faces.length, parent.faces.length + 1);
  assert.ok(child.version > before, "adding a face changes the version caches key on");
});

Deno.test("addFace rejects bytes that are not a font", async () => {
  const registry = (await FontRegistry.bundled()).extend();
  const before = registry.faces.length;
  assert.throws(
    () => registry.addFace(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])),
    /not a usable font/,
  );
  assert.equal(registry.faces.length, before);
});

Deno.test("addFace accepts WOFF", async () => {
  const ttf = await Deno.readFile(SANS_REGULAR);
  const registry = (await FontRegistry.bundled()).extend();
  const face = registry.addFace(woffFromSfnt(ttf));
  assert.equal(face.family, "Liberation Sans");
  assert.equal(face.unitsPerEm, 2048);
  assert.equal(face.ascent, 1854);
});
