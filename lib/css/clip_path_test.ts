import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const clipPathOf = (value: string) =>
  styleHtml(`<style>p { font-size: 10px; clip-path: ${value} }</style><p>x</p>`)
    .style("p").clipPath;

const ZERO = { px: 0 };
const SQUARE = { horizontal: ZERO, vertical: ZERO };
const CENTRE = { x: { percent: 50 }, y: { percent: 50 } };

Deno.test("inset(): one to four offsets like margin, corners after round like border-radius", () => {
  eq(clipPathOf("inset(1em)"), {
    shape: {
      kind: "inset",
      offsets: [{ px: 10 }, { px: 10 }, { px: 10 }, { px: 10 }],
      radii: [SQUARE, SQUARE, SQUARE, SQUARE],
    },
    box: "border-box",
  });
  const corner = (h: number, v: number) => ({ horizontal: { px: h }, vertical: { px: v } });
  eq(clipPathOf("inset(10px 20% round 5px 2px / 3px) padding-box"), {
    shape: {
      kind: "inset",
      offsets: [{ px: 10 }, { percent: 20 }, { px: 10 }, { percent: 20 }],
      radii: [corner(5, 3), corner(2, 3), corner(5, 3), corner(2, 3)],
    },
    box: "padding-box",
  });
});

Deno.test("circle() and ellipse(): radii default to closest-side, the centre to the middle", () => {
  eq(clipPathOf("circle()"), {
    shape: { kind: "circle", radius: "closest-side", ...CENTRE },
    box: "border-box",
  });
  // Chromium prints this one as circle(40% at 100% 0%).
  eq(clipPathOf("circle(40% at right top)"), {
    shape: { kind: "circle", radius: { percent: 40 }, x: { percent: 100 }, y: { percent: 0 } },
    box: "border-box",
  });
  eq(clipPathOf("ellipse(closest-side farthest-side at 20px 30%) content-box"), {
    shape: {
      kind: "ellipse",
      rx: "closest-side",
      ry: "farthest-side",
      x: { px: 20 },
      y: { percent: 30 },
    },
    box: "content-box",
  });
  // The four-value position: offsets from the right and bottom edges.
  eq(clipPathOf("circle(5px at right 10px bottom 20%)"), {
    shape: {
      kind: "circle",
      radius: { px: 5 },
      x: { px: -10, percent: 100 },
      y: { percent: 80 },
    },
    box: "border-box",
  });
});

Deno.test("polygon(): a fill rule, then points; a box alone; none and url()", () => {
  eq(clipPathOf("polygon(evenodd, 0 0, 100% 0, 50% 100%)"), {
    shape: {
      kind: "polygon",
      rule: "evenodd",
      points: [[ZERO, ZERO], [{ percent: 100 }, ZERO], [{ percent: 50 }, { percent: 100 }]],
    },
    box: "border-box",
  });
  eq(clipPathOf("margin-box"), { shape: null, box: "margin-box" });
  eq(clipPathOf("none"), "none");
  eq(clipPathOf("url(#clip)"), "none");
});

Deno.test("path(): a fill rule and SVG path data", () => {
  eq(clipPathOf(`path(evenodd, "M0 0 L10 10 Z") padding-box`), {
    shape: { kind: "path", rule: "evenodd", d: "M0 0 L10 10 Z" },
    box: "padding-box",
  });
  eq(clipPathOf(`path("M 0 0 h 10 v 10")`), {
    shape: { kind: "path", rule: "nonzero", d: "M 0 0 h 10 v 10" },
    box: "border-box",
  });
});

Deno.test("what Chromium rejects leaves clip-path none", () => {
  for (
    const value of [
      "circle(40% at right 10px top)", // a three-value position
      "circle(-5px)",
      "ellipse(5px)",
      "polygon(0 0, 100%)",
      "inset()",
      "inset(1px 2px 3px 4px 5px)",
      "circle() circle()",
      "border-box padding-box",
      `path("oops")`,
      `path("")`,
      `path(evenodd)`,
    ]
  ) eq(clipPathOf(value), "none", value);
});
