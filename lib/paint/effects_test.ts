/** Effects in the display list: groups, transforms, clips, and where layers paint among them. */
import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { paintedPage } from "./testing.ts";
import type { DisplayItem } from "./types.ts";

const doc = (body: string) =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:16px Arial} div{height:20px}</style>` +
  `</head><body>${body}</body></html>`;

/** Pushes, pops and backgrounds (`#rrggbb`) in paint order. */
async function outline(html: string): Promise<string[]> {
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  const describe = (item: DisplayItem): string[] => {
    switch (item.kind) {
      case "rect":
        return [`#${hex(item.color.r)}${hex(item.color.g)}${hex(item.color.b)}`];
      case "clip-push":
        return [`clip ${item.x} ${item.y} ${item.width} ${item.height}`];
      case "clip-path-push":
        return [`clip-path${item.evenOdd ? " evenodd" : ""}`];
      case "transform-push":
        return [`transform ${item.matrix.map((v) => Math.round(v * 1000) / 1000).join(" ")}`];
      case "group-push":
        return [`group ${item.opacity} ${item.blendMode}`];
      case "pop":
        return ["pop"];
      default:
        return [];
    }
  };
  return (await paintedPage(html, 1000, 0)).flatMap(describe);
}

Deno.test("opacity makes a stacking context at level 0, painted as a group after in-flow blocks", async () => {
  eq(
    await outline(doc(`
      <div style="opacity:0.5;background:#000001"><div style="background:#000002"></div></div>
      <div style="margin-top:-10px;background:#000003"></div>`)),
    // Appendix E: the later block's background first (step 4), then the context (step 8).
    ["#000003", "group 0.5 normal", "#000001", "#000002", "pop"],
  );
});

Deno.test("a transform is applied about the origin around everything the box paints", async () => {
  eq(
    await outline(
      doc(`<div style="width:100px;transform:rotate(90deg);background:#000001"></div>`),
    ),
    // Rotating about (50, 10): x' = 60 - y, y' = x - 40.
    ["transform 0 1 -1 0 60 -40", "#000001", "pop"],
  );
});

Deno.test("transform, clip-path and group nest in that order; opacity 0 paints nothing", async () => {
  eq(
    await outline(doc(`
      <div style="transform:scale(2);clip-path:circle();opacity:0.3;mix-blend-mode:multiply;background:#000001"></div>
      <div style="opacity:0;background:#000002"></div>`)),
    [
      "transform 2 0 0 2 -300 -10",
      "clip-path",
      "group 0.3 multiply",
      "#000001",
      "pop",
      "pop",
      "pop",
    ],
  );
});

Deno.test("a context with a blending layer is isolated; isolation: isolate makes a group", async () => {
  eq(
    await outline(doc(`
      <div style="position:relative;z-index:1;background:#000001">
        <div style="mix-blend-mode:screen;background:#000002"></div>
      </div>
      <div style="isolation:isolate;background:#000003"></div>`)),
    [
      // Level 0 before level 1 (Appendix E steps 8 and 9).
      "group 1 normal",
      "#000003",
      "pop",
      "group 1 normal",
      "#000001",
      "group 1 screen",
      "#000002",
      "pop",
      "pop",
    ],
  );
});

Deno.test("overflow clips the content in every pass, not the box's own background", async () => {
  eq(
    await outline(doc(`
      <div style="overflow:hidden;width:100px;height:50px;border:5px solid;background:#000001">
        <div style="background:#000002"></div>
        <div style="float:left;width:10px;background:#000003"></div>
      </div>`)),
    [
      "#000001",
      // Block backgrounds, then the float with the clip pushed again, then the inline pass.
      "clip 5 5 100 50",
      "#000002",
      "pop",
      "clip 5 5 100 50",
      "#000003",
      "pop",
      "clip 5 5 100 50",
      "pop",
    ],
  );
});

Deno.test("overflow-x clips sideways only; with rounded corners the clip is the padding curve", async () => {
  const [clip] = await outline(
    doc(`<div style="overflow:clip visible;width:100px;margin-left:20px"></div>`),
  );
  equal(clip, "clip 20 -1000000 100 2000020");
  const items = await paintedPage(
    doc(`<div style="overflow:hidden;width:100px;border:4px solid;border-radius:10px"></div>`),
    1000,
    0,
  );
  const rounded = items.find((item) => item.kind === "clip-path-push");
  eq(rounded, {
    kind: "clip-path-push",
    outlines: [{
      x: 4,
      y: 4,
      width: 100,
      height: 20,
      radii: [[6, 6], [6, 6], [6, 6], [6, 6]],
      reversed: false,
    }],
    evenOdd: false,
  });
});

Deno.test("a positioned layer is clipped by the boxes on its containing block chain only", async () => {
  eq(
    await outline(doc(`
      <div style="overflow:hidden;width:100px;background:#000001">
        <div style="position:relative;background:#000002"></div>
        <div style="position:absolute;width:10px;background:#000003"></div>
      </div>`)),
    [
      "#000001",
      "clip 0 0 100 20",
      "pop",
      "clip 0 0 100 20",
      "pop",
      // The relative box's containing block is the clipping box; the absolute one's is the
      // initial containing block, so it escapes the clip.
      "clip 0 0 100 20",
      "#000002",
      "pop",
      "#000003",
    ],
  );
});

Deno.test("the body's overflow goes to the viewport and clips nothing, unless the root's is set", async () => {
  const page = (html: string, body: string) =>
    outline(
      `<!DOCTYPE html><html style="${html}"><body style="margin:0;height:10px;${body}">` +
        `<div style="height:50px;background:#000001"></div></body></html>`,
    );
  eq(await page("", "overflow:hidden"), ["#000001"]);
  eq(await page("overflow:hidden", ""), ["#000001"]);
  eq(await page("overflow:hidden", "overflow:hidden"), [
    "clip 0 0 600 10",
    "#000001",
    "pop",
    "clip 0 0 600 10",
    "pop",
  ]);
});
