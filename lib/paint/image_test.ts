import { deepStrictEqual as eq } from "node:assert/strict";
import { defaultStyle } from "../css/mod.ts";
import type { ComputedStyle } from "../css/types.ts";
import type { LoadedImage } from "../document_images/mod.ts";
import { rgbaImage } from "../image/mod.ts";
import type { BoxFragment } from "../layout/mod.ts";
import { FontRegistry } from "../text/mod.ts";
import { objectPlace, objectSize, paintImage } from "./image.ts";
import type { DisplayItem } from "./types.ts";

const photo = { width: 160, height: 100, ratio: 1.6 };
const box = { width: 120, height: 120 };
const centre = { x: { percent: 50 }, y: { percent: 50 } };

Deno.test("object-fit: the concrete object size of each keyword (CSS Images 3 §5.5)", () => {
  eq(objectSize("fill", photo, box), box);
  eq(objectSize("contain", photo, box), { width: 120, height: 75 });
  eq(objectSize("cover", photo, box), { width: 192, height: 120 });
  eq(objectSize("none", photo, box), { width: 160, height: 100 });
  eq(objectSize("scale-down", photo, box), { width: 120, height: 75 });
  eq(objectSize("scale-down", photo, { width: 400, height: 400 }), { width: 160, height: 100 });
  // No ratio (an SVG without one): the box.
  eq(objectSize("contain", { width: null, height: null, ratio: null }, box), box);
});

Deno.test("object-position: percentages of the room left, lengths from the edges", () => {
  eq(objectPlace(centre, { width: 192, height: 120 }, box), [-36, 0]);
  eq(objectPlace({ x: { px: -20 }, y: { px: 10 } }, photo, box), [-20, 10]);
  eq(objectPlace({ x: { percent: 100 }, y: { percent: 100 } }, photo, box), [-40, 20]);
});

const image: LoadedImage = {
  kind: "raster",
  raster: rgbaImage(new Uint8Array(160 * 100 * 4), 160, 100),
};

async function painted(style: Partial<ComputedStyle>, sides = 0): Promise<DisplayItem[]> {
  const edge = { top: sides, right: sides, bottom: sides, left: sides };
  const f: BoxFragment = {
    kind: "box",
    style: { ...defaultStyle(), ...style },
    element: { name: "img", attribs: {}, image },
    x: 10,
    y: 20,
    width: 120 + 4 * sides,
    height: 120 + 4 * sides,
    border: edge,
    padding: edge,
    children: [],
  };
  const out: DisplayItem[] = [];
  paintImage(out, f, image, 0, 100, await FontRegistry.bundled(), () => null);
  return out.map((item) => item.kind === "image" ? { ...item, image: null! } : item);
}

Deno.test("an img's image fills its content box; cover and none are clipped to it", async () => {
  eq(await painted({}), [{
    kind: "image",
    x: 10,
    y: 120,
    width: 120,
    height: 120,
    image: null!,
  }]);
  eq(await painted({ objectFit: "cover" }, 5), [
    { kind: "clip-push", x: 20, y: 130, width: 120, height: 120 },
    { kind: "image", x: -16, y: 130, width: 192, height: 120, image: null! },
    { kind: "pop" },
  ]);
  // contain stays inside: no clip.
  eq((await painted({ objectFit: "contain" })).map((i) => i.kind), ["image"]);
});

Deno.test("rounded corners clip the image to the content box's inner curves", async () => {
  const round = { borderTopLeftRadius: { horizontal: { px: 30 }, vertical: { px: 30 } } };
  const items = await painted({ ...round, objectFit: "contain" }, 6);
  eq(items[0], {
    kind: "clip-path-push",
    outlines: [{
      x: 22,
      y: 132,
      width: 120,
      height: 120,
      radii: [[18, 18], [0, 0], [0, 0], [0, 0]],
      reversed: false,
    }],
    evenOdd: false,
  });
  eq(items.map((i) => i.kind), ["clip-path-push", "image", "pop"]);
});
