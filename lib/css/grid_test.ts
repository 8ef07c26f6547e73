import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string) =>
  styleHtml(`<style>p { ${declarations} }</style><div><p>x</p></div>`).style("p");

// Validity and computed values as Chromium 156's getComputedStyle prints them on a block.

Deno.test("grid-template-columns: sizes, line names, repeat(), minmax(), fit-content() (§7.2)", () => {
  eq(styleOf("grid-template-columns: 1fr auto").gridTemplateColumns, {
    names: [[], [], []],
    entries: [{ breadth: { fr: 1 } }, { breadth: "auto" }],
  });
  eq(styleOf("grid-template-columns: [a b] 2em repeat(2, [c] 1fr) [d]").gridTemplateColumns, {
    names: [["a", "b"], [], ["d"]],
    entries: [{ breadth: { px: 32 } }, {
      count: 2,
      names: [["c"], []],
      sizes: [{ breadth: { fr: 1 } }],
    }],
  });
  eq(styleOf("grid-template-columns: repeat(auto-fill, minmax(120px, 1fr))").gridTemplateColumns, {
    names: [[], []],
    entries: [{
      count: "auto-fill",
      names: [[], []],
      sizes: [{ min: { px: 120 }, max: { fr: 1 } }],
    }],
  });
  eq(styleOf("grid-template-rows: fit-content(40%) min-content").gridTemplateRows, {
    names: [[], [], []],
    entries: [{ fitContent: { percent: 40 } }, { breadth: "min-content" }],
  });
  // Invalid: a flexible minimum, two adjacent name blocks, two auto repeats, an auto repeat
  // beside an intrinsic size or of a flexible one, a zero count, a negative size.
  for (
    const invalid of [
      "minmax(1fr, 100px)",
      "[a] [b] 10px",
      "repeat(auto-fit, 10px) repeat(auto-fit, 10px)",
      "repeat(auto-fit, 10px) auto",
      "repeat(auto-fill, 1fr)",
      "repeat(0, 10px)",
      "-10px",
    ]
  ) equal(styleOf(`grid-template-columns: ${invalid}`).gridTemplateColumns, "none", invalid);
});

Deno.test("grid-template-areas: rectangles of names, `.` cells (§7.3)", () => {
  eq(styleOf("grid-template-areas: 'a a b' 'c ... b'").gridTemplateAreas, {
    rows: [["a", "a", "b"], ["c", null, "b"]],
    areas: {
      a: { rowStart: 0, rowEnd: 1, columnStart: 0, columnEnd: 2 },
      b: { rowStart: 0, rowEnd: 2, columnStart: 2, columnEnd: 3 },
      c: { rowStart: 1, rowEnd: 2, columnStart: 0, columnEnd: 1 },
    },
  });
  // A name in two places, or rows of different lengths, are invalid.
  equal(styleOf("grid-template-areas: 'a b a'").gridTemplateAreas, "none");
  equal(styleOf("grid-template-areas: 'a' 'b c'").gridTemplateAreas, "none");
});

Deno.test("grid-auto-*, grid-auto-flow (§7.6, §7.7)", () => {
  eq(styleOf("grid-auto-rows: minmax(100px, auto) 20px").gridAutoRows, [
    { min: { px: 100 }, max: "auto" },
    { breadth: { px: 20 } },
  ]);
  eq(styleOf("").gridAutoColumns, [{ breadth: "auto" }]);
  equal(styleOf("grid-auto-flow: dense").gridAutoFlow, "row dense");
  equal(styleOf("grid-auto-flow: dense column").gridAutoFlow, "column dense");
  equal(styleOf("grid-auto-flow: row column").gridAutoFlow, "row");
});

Deno.test("grid-row, grid-column, grid-area: lines, names, spans (§8.3, §8.4)", () => {
  const lines = (d: string) => {
    const s = styleOf(d);
    return [s.gridRowStart, s.gridColumnStart, s.gridRowEnd, s.gridColumnEnd];
  };
  eq(lines("grid-row: 1 / 3"), [{ line: 1, name: null }, "auto", { line: 3, name: null }, "auto"]);
  eq(lines("grid-column: 2 a / span b 3"), [
    "auto",
    { line: 2, name: "a" },
    "auto",
    { span: 3, name: "b" },
  ]);
  // A name alone is copied to the omitted end lines; anything else leaves them auto.
  eq(lines("grid-area: main"), [
    { name: "main" },
    { name: "main" },
    { name: "main" },
    { name: "main" },
  ]);
  eq(lines("grid-area: 1 / 2 / 3"), [
    { line: 1, name: null },
    { line: 2, name: null },
    { line: 3, name: null },
    "auto",
  ]);
  // Line 0 and spans below 1 are invalid.
  eq(lines("grid-row: 0; grid-column: span 0"), ["auto", "auto", "auto", "auto"]);
});

Deno.test("grid-template and grid shorthands (§7.4, §7.8)", () => {
  const s = styleOf("grid-template: [h] 'a a' 30px [h-end] 'b c' / 100px 1fr");
  eq(s.gridTemplateRows, {
    names: [["h"], ["h-end"], []],
    entries: [{ breadth: { px: 30 } }, { breadth: "auto" }],
  });
  eq(s.gridTemplateColumns, {
    names: [[], [], []],
    entries: [{ breadth: { px: 100 } }, { breadth: { fr: 1 } }],
  });
  eq(s.gridTemplateAreas !== "none" && s.gridTemplateAreas.rows, [["a", "a"], ["b", "c"]]);
  const g = styleOf("grid: 100px / auto-flow dense 40px");
  equal(g.gridAutoFlow, "column dense");
  eq(g.gridAutoColumns, [{ breadth: { px: 40 } }]);
  eq(g.gridTemplateRows, { names: [[], []], entries: [{ breadth: { px: 100 } }] });
  equal(g.gridTemplateColumns, "none");
});

Deno.test("display grid and inline-grid; items are blockified (CSS Display 3 §2.7)", () => {
  const styled = styleHtml(
    `<div id=g style='display:inline grid'><span id=s>x</span></div><p id=i style='display:inline-grid'>`,
  );
  equal(styled.style("#g").display, "inline-grid");
  equal(styled.style("#s").display, "block");
  equal(styleOf("float: left; display: inline-grid").display, "grid");
});

Deno.test("justify-items, justify-self and the place-* shorthands (Box Alignment 3 §6)", () => {
  const s = styleOf("place-items: start end; place-self: center");
  eq([s.alignItems, s.justifyItems], [
    { keyword: "start", safe: false },
    { keyword: "end", safe: false },
  ]);
  eq([s.alignSelf, s.justifySelf], [
    { keyword: "center", safe: false },
    { keyword: "center", safe: false },
  ]);
  eq(styleOf("justify-items: legacy").justifyItems, { keyword: "normal", safe: false });
  eq(styleOf("grid-row-gap: 7px").rowGap, { px: 7 });
});
