import { deepStrictEqual as eq } from "node:assert/strict";
import { itemsOf, paintedSvg } from "./testing.ts";
import { paintedBounds } from "./link_area.ts";

Deno.test("painted bounds: strokes widen a shape by half their width, transforms move it", () => {
  const stroke = {
    paint: { r: 0, g: 0, b: 0, a: 1 },
    width: 4,
    dash: [],
    dashOffset: 0,
    cap: "butt" as const,
    join: "miter" as const,
    miterLimit: 4,
  };
  const box = paintedBounds([
    { kind: "transform-push", matrix: [2, 0, 0, 2, 100, 0] },
    {
      kind: "shape",
      segments: [{ op: "M", x: 0, y: 0 }, { op: "L", x: 10, y: 10 }],
      fill: null,
      stroke,
    },
    { kind: "pop" },
    { kind: "link", x: 0, y: 0, width: 500, height: 500, href: "#x" },
  ]);
  // (-2, -2)–(12, 12) doubled and moved; the link marker paints nothing.
  eq(box, { x: 96, y: -4, width: 28, height: 28 });
  eq(paintedBounds([{ kind: "pop" }]), null);
});

Deno.test("an svg a element links the box of its children, in its own user space", async () => {
  const items = await paintedSvg(`<svg width="300" height="200">
    <a href="https://example.com" transform="translate(10 0)">
      <rect x="10" y="20" width="30" height="40"/><circle cx="100" cy="100" r="10"/></a>
    <a href="https://example.com/none"></a></svg>`);
  const links = itemsOf(items, "link");
  eq(links, [{ kind: "link", x: 10, y: 20, width: 100, height: 90, href: "https://example.com" }]);
});
