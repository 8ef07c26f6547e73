import assert from "node:assert/strict";
import { fontkitView, openFont, readPostHeader } from "./font_file.ts";
import { bundledFontsDir, findFontFiles } from "./discover.ts";

Deno.test("readPostHeader agrees with fontkit's full post table decoding", async () => {
  for (const path of await findFontFiles(bundledFontsDir())) {
    const font = fontkitView(openFont(await Deno.readFile(path)));
    const decoded = (font as unknown as {
      post: { italicAngle: number; underlinePosition: number; underlineThickness: number };
    }).post;
    assert.deepEqual(readPostHeader(font), {
      italicAngle: decoded.italicAngle,
      underlinePosition: decoded.underlinePosition,
      underlineThickness: decoded.underlineThickness,
    }, path);
  }
});

Deno.test("readPostHeader leaves fontkit's stream where it was", async () => {
  const font = fontkitView(openFont(await Deno.readFile(`${bundledFontsDir()}/DejaVuSans.ttf`)));
  font.stream.pos = 1234;
  readPostHeader(font);
  assert.equal(font.stream.pos, 1234);
  assert.equal(font.layout("Hi").glyphs.length, 2);
});

Deno.test("openFont rejects font collections and non-fonts", async () => {
  const ttf = await Deno.readFile(`${bundledFontsDir()}/LiberationMono-Regular.ttf`);
  const header = new Uint8Array(16);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x74746366); // 'ttcf'
  view.setUint32(4, 0x00010000);
  view.setUint32(8, 1);
  view.setUint32(12, 16);
  const collection = new Uint8Array(16 + ttf.length);
  collection.set(header);
  collection.set(ttf, 16);
  assert.throws(() => openFont(collection), /collections are not supported/);
  assert.throws(() => openFont(new TextEncoder().encode("<html></html>")));
});
