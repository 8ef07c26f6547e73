import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { FontRegistry } from "../text/mod.ts";
import { renderSvg } from "./render.ts";
import { parseSvgFile } from "./svg_file.ts";
import { itemsOf } from "./testing.ts";

/** An SVG file as editors write it: prolog, doctype, namespaces, CDATA style, self-closing tags. */
const FILE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
     xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="120" height="60" viewBox="0 0 12 6">
  <inkscape:grid type="xygrid"/>
  <style type="text/css"><![CDATA[ .b > rect { fill: #00f } ]]></style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient></defs>
  <g class="b"><rect width="6" height="6"/></g>
  <rect x="6" width="6" height="6" fill="url(#g)"/>
  <use xlink:href="#g"/>
</svg>`;

Deno.test("an SVG file parses with its styles, gradients and natural size", async () => {
  const file = parseSvgFile(FILE)!;
  eq(file.natural, { width: 120, height: 60, ratio: 2 });
  const items = renderSvg(
    file.image,
    { x: 0, y: 0, width: 120, height: 60 },
    await FontRegistry.bundled(),
  );
  const shapes = itemsOf(items, "shape");
  equal(shapes.length, 2);
  // The <style> in the file applies to it: a CDATA section is its text.
  eq(shapes[0].fill?.paint, { r: 0, g: 0, b: 255, a: 1 });
  equal(
    shapes[1].fill?.paint && "kind" in shapes[1].fill.paint && shapes[1].fill.paint.kind,
    "axial",
  );
  eq(itemsOf(items, "transform-push")[0].matrix, [10, 0, 0, 10, 0, 0]);
});

Deno.test("text without an svg root is no SVG file", () => {
  equal(parseSvgFile("<html><p>not an image</p>"), null);
  equal(parseSvgFile(""), null);
});
