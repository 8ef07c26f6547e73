import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { itemsOf, paintedSvg } from "./testing.ts";

const RED = { r: 255, g: 0, b: 0, a: 1 };

Deno.test("the outer viewport clips to the content box and maps the viewBox onto it", async () => {
  const items = await paintedSvg(
    `<svg width="200" height="100" viewBox="10 20 50 80" style="display:block;border:2px solid;padding:3px">` +
      `<rect width="5" height="5" fill="red"/></svg>`,
  );
  const kinds = items.map((item) => item.kind);
  // Inside the box's overflow clip (paint's), the replaced content: its own clip to the
  // content box, the viewBox matrix, the shape, two pops.
  eq(kinds.slice(kinds.lastIndexOf("clip-push")), [
    "clip-push",
    "transform-push",
    "shape",
    "pop",
    "pop",
    "pop",
  ]);
  eq(itemsOf(items, "clip-push").at(-1), {
    kind: "clip-push",
    x: 5,
    y: 5,
    width: 200,
    height: 100,
  });
  // xMidYMid meet: 100/80 = 1.25, centred across; as Chromium's getScreenCTM plus the box.
  eq(itemsOf(items, "transform-push")[0].matrix, [1.25, 0, 0, 1.25, 5 + 56.25, 5 - 25]);
});

Deno.test("shapes carry their fill, stroke width, dashes and opacities", async () => {
  const items = await paintedSvg(`<svg width="100" height="100">
    <rect x="10" y="20" width="30" height="40" fill="red" stroke="blue" stroke-width="10%"
      stroke-dasharray="5 10 15" stroke-dashoffset="2" stroke-opacity=".5" stroke-linecap="round"
      stroke-linejoin="bevel" stroke-miterlimit="3"/>
  </svg>`);
  const [shape] = itemsOf(items, "shape");
  eq(shape.segments, [
    { op: "M", x: 10, y: 20 },
    { op: "L", x: 40, y: 20 },
    { op: "L", x: 40, y: 60 },
    { op: "L", x: 10, y: 60 },
    { op: "Z" },
  ]);
  eq(shape.fill, { paint: RED, evenOdd: false });
  eq(shape.stroke, {
    paint: { r: 0, g: 0, b: 255, a: 0.5 },
    // 10% of the normalized diagonal √((100² + 100²)/2) = 100.
    width: 10,
    // An odd list is repeated (SVG 2 §13.5.7).
    dash: [5, 10, 15, 5, 10, 15],
    dashOffset: 2,
    cap: "round",
    join: "bevel",
    miterLimit: 3,
  });
});

Deno.test("opacity makes a group; display none draws nothing; hidden parents show visible children", async () => {
  const items = await paintedSvg(`<svg width="100" height="100">
    <g opacity="0.5"><rect width="10" height="10"/><rect x="5" width="10" height="10"/></g>
    <rect width="10" height="10" display="none"/>
    <g visibility="hidden"><rect width="10" height="10"/><rect width="20" height="20" visibility="visible"/></g>
  </svg>`);
  const groups = itemsOf(items, "group-push");
  eq(groups, [{ kind: "group-push", opacity: 0.5, blendMode: "normal" }]);
  eq(itemsOf(items, "shape").length, 3);
  eq(itemsOf(items, "shape")[2].segments[1], { op: "L", x: 20, y: 0 });
});

Deno.test("a clip path in bounding box units is laid over the element's box", async () => {
  const items = await paintedSvg(`<svg width="200" height="200">
    <clipPath id="c" clipPathUnits="objectBoundingBox"><rect x=".25" y="0" width=".5" height="1"/></clipPath>
    <rect x="20" y="40" width="100" height="60" clip-path="url(#c)"/>
  </svg>`);
  const [clip] = itemsOf(items, "clip-path-push");
  eq(clip.evenOdd, false);
  eq(clip.outlines, [{
    segments: [
      { op: "M", x: 45, y: 40 },
      { op: "L", x: 95, y: 40 },
      { op: "L", x: 95, y: 100 },
      { op: "L", x: 45, y: 100 },
      { op: "Z" },
    ],
    evenOdd: false,
  }]);
});

Deno.test("a gradient in bounding box units becomes a shading over the shape's box", async () => {
  const items = await paintedSvg(`<svg width="200" height="200">
    <linearGradient id="g" gradientTransform="rotate(90)"><stop stop-color="red"/><stop offset="1" stop-color="blue" stop-opacity=".5"/></linearGradient>
    <rect x="20" y="40" width="100" height="60" fill="url(#g)" fill-opacity=".5"/>
  </svg>`);
  const [shape] = itemsOf(items, "shape");
  eq(shape.fill?.paint, {
    kind: "axial",
    coords: [0, 0, 1, 0],
    matrix: [0, 60, -100, 0, 20, 40],
    stops: [
      { offset: 0, color: { r: 255, g: 0, b: 0, a: 0.5 } },
      { offset: 1, color: { r: 0, g: 0, b: 255, a: 0.25 } },
    ],
    extend: true,
  });
});

Deno.test("use: moved by x and y, a symbol sized by the use through its viewBox", async () => {
  const items = await paintedSvg(`<svg width="200" height="200">
    <symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol>
    <use href="#s" x="20" y="30" width="50" height="100"/>
  </svg>`);
  const transforms = itemsOf(items, "transform-push").map((t) => t.matrix);
  // The use's x and y, then the symbol's viewport of 50×100 fitting the 10×10 view box.
  eq(transforms, [[1, 0, 0, 1, 20, 30], [5, 0, 0, 5, 0, 25]]);
  eq(itemsOf(items, "clip-push").at(-1), { kind: "clip-push", x: 0, y: 0, width: 50, height: 100 });
  equal(itemsOf(items, "shape").length, 1);
});

Deno.test("shapes without area are only stroked: a filled hairline would show in PDF readers", async () => {
  const items = await paintedSvg(`<svg width="100" height="100">
    <line x2="50" y1="10" y2="10" stroke="red"/><polyline points="0,0 0,50" stroke="red"/>
  </svg>`);
  eq(itemsOf(items, "shape").map((shape) => shape.fill), [null, null]);
});

Deno.test("a pattern stroke draws the tiles through the stroke as an alpha mask", async () => {
  const items = await paintedSvg(`<svg width="100" height="100">
    <pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="5" height="10"/></pattern>
    <rect x="20" y="20" width="40" height="40" fill="red" stroke="url(#p)" stroke-width="8"
      stroke-opacity=".5"/></svg>`);
  const [fill] = itemsOf(items, "shape");
  eq([fill.fill?.paint, fill.stroke], [RED, null], "the fill drawn first, alone");
  const [push] = itemsOf(items, "mask-push");
  equal(push.alpha, true);
  const [mask] = itemsOf(push.mask, "shape");
  eq([mask.fill, mask.stroke?.width, mask.stroke?.paint], [null, 8, {
    r: 255,
    g: 255,
    b: 255,
    a: 0.5,
  }]);
  // Tiles of 10px from 0 to 80 both ways cover what the stroke may reach: half its width times
  // the miter limit (4) around the box, 4–76.
  const tiles = itemsOf(items.slice(items.indexOf(push)), "transform-push");
  eq(tiles.length, 64);
  eq(tiles[0].matrix, [1, 0, 0, 1, 0, 0]);
});
