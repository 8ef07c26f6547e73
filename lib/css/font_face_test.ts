import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parseCss } from "./csstree.ts";
import { parseFontFace } from "./font_face.ts";

function fontFace(body: string, href: string | null = null) {
  const rule = parseCss(`@font-face { ${body} }`, "stylesheet")?.children[0];
  return rule?.type === "Atrule" && rule.block ? parseFontFace(rule.block.children, href) : null;
}

Deno.test("@font-face descriptors: family, src, weight, style, unicode-range", () => {
  eq(
    fontFace(`font-family: "My Font"; src: local("My Font Regular"), url(f.woff2) format("woff2"),
      url('f.ttf') format(truetype); font-weight: 300 700; font-style: italic;
      unicode-range: U+0000-00FF, U+4??, U+20AC`),
    {
      family: "My Font",
      sources: [
        { local: "My Font Regular" },
        { url: "f.woff2", format: "woff2" },
        { url: "f.ttf", format: "truetype" },
      ],
      weight: [300, 700],
      style: "italic",
      unicodeRange: [[0, 0xff], [0x400, 0x4ff], [0x20ac, 0x20ac]],
    },
  );
});

Deno.test("@font-face defaults, keywords and relative URLs", () => {
  const face = fontFace(
    "font-family: Plain Name; src: url(../fonts/a.otf); font-weight: bold",
    "css/x.css",
  );
  eq(face?.family, "Plain Name");
  eq(face?.sources, [{ url: "fonts/a.otf", format: null }]);
  eq(face?.weight, [700, 700]);
  equal(face?.style, "normal");
  equal(face?.unicodeRange, null);
  eq(fontFace("font-family: a; src: url(x); font-weight: 9000")?.weight, [400, 400]);
});

Deno.test("@font-face without a family or a source is dropped", () => {
  equal(fontFace("src: url(a.woff)"), null);
  equal(fontFace("font-family: A"), null);
  equal(fontFace("font-family: A; src: format('woff')"), null);
});
