import { deepStrictEqual as eq } from "node:assert/strict";
import { paintedPage } from "./testing.ts";

/** The outline a 200 × 100 box at (0, 0), border 10px and padding 5px, is clipped to. */
async function clipOf(clipPath: string, extra = "") {
  const items = await paintedPage(
    `<!DOCTYPE html><body style="margin:0"><div style="width:170px;height:70px;` +
      `border:10px solid;padding:5px;clip-path:${clipPath};${extra}"></div>`,
    1000,
    0,
  );
  const clip = items.find((item) => item.kind === "clip-path-push");
  if (!clip || clip.kind !== "clip-path-push") throw new Error(`${clipPath}: no clip`);
  return { outline: clip.outlines[0], evenOdd: clip.evenOdd };
}

Deno.test("circle(): closest and farthest side, percentages of the diagonal / √2 (Shapes 1 §3.1.2)", async () => {
  eq((await clipOf("circle()")).outline, { cx: 100, cy: 50, r: 50 });
  eq((await clipOf("circle(farthest-side at 20px 30px)")).outline, { cx: 20, cy: 30, r: 180 });
  // √(200² + 100²) / √2 = 158.11…; 10% of it.
  const { outline } = await clipOf("circle(10% at 0 0)");
  eq("r" in outline && Math.round(outline.r * 1000) / 1000, 15.811);
});

Deno.test("ellipse(): each radius along its own axis; reference boxes inside the border box", async () => {
  eq((await clipOf("ellipse(25% closest-side)")).outline, { cx: 100, cy: 50, r: 50, ry: 50 });
  // The content box: 10px border and 5px padding in, 170 × 70.
  eq((await clipOf("ellipse() content-box")).outline, { cx: 100, cy: 50, r: 85, ry: 35 });
  eq((await clipOf("circle(farthest-side) padding-box")).outline, { cx: 100, cy: 50, r: 90 });
});

Deno.test("inset(): sides in, overlapping insets reduced in proportion, radii on the inset box", async () => {
  eq((await clipOf("inset(10px 20% 30px 5px round 8px)")).outline, {
    x: 5,
    y: 10,
    width: 155,
    height: 60,
    radii: [[8, 8], [8, 8], [8, 8], [8, 8]],
    reversed: false,
  });
  // Left and right insets of 75% each add up to 150%: each becomes 50%.
  eq((await clipOf("inset(0 75%)")).outline, {
    x: 100,
    y: 0,
    width: 0,
    height: 100,
    radii: [[0, 0], [0, 0], [0, 0], [0, 0]],
    reversed: false,
  });
});

Deno.test("polygon() points in the reference box with their fill rule; a box alone keeps its corners", async () => {
  eq(await clipOf("polygon(evenodd, 0 0, 100% 0, 50% 100%)"), {
    outline: { points: [[0, 0], [200, 0], [100, 100]] },
    evenOdd: true,
  });
  eq((await clipOf("padding-box", "border-radius: 30px")).outline, {
    x: 10,
    y: 10,
    width: 180,
    height: 80,
    radii: [[20, 20], [20, 20], [20, 20], [20, 20]],
    reversed: false,
  });
});

Deno.test("path(): SVG path data from the reference box's top-left corner", async () => {
  eq(await clipOf("path(evenodd, 'M 5 5 h 10 v 10 z') content-box"), {
    outline: {
      segments: [
        { op: "M", x: 20, y: 20 },
        { op: "L", x: 30, y: 20 },
        { op: "L", x: 30, y: 30 },
        { op: "Z" },
      ],
    },
    evenOdd: true,
  });
});
