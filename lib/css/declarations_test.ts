import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { parseDeclarationText, PendingSubstitution } from "./declarations.ts";
import { STYLE_PROPERTIES } from "./properties.ts";

const parsed = (text: string) =>
  parseDeclarationText(text).map((d) => [
    "custom" in d ? d.custom : d.property.name,
    d.value,
    d.important,
  ]);

Deno.test("longhands parse to specified values; names are case-insensitive", () => {
  eq(parsed("COLOR: red; Margin-Top: 1px !important"), [
    ["color", { r: 255, g: 0, b: 0, a: 1 }, false],
    ["margin-top", { px: 1 }, true],
  ]);
});

Deno.test("invalid and unknown declarations produce nothing", () => {
  for (
    const bad of [
      "colour: red",
      "color: red !ie",
      "color:",
      "color: red blue",
      "margin-top: var(x)", // var() needs a custom property name
      "margin: var(--x) var()",
      "--custom: var(--x) var(y)",
      "unknown: var(--x)",
      "color: default",
    ]
  ) {
    equal(parsed(bad).length, 0, bad);
  }
});

Deno.test("CSS-wide keywords apply to every longhand of a shorthand, alone only", () => {
  const padding = parsed("padding: INHERIT");
  equal(padding.length, 4);
  for (const [, value] of padding) eq(value, { cssWide: "inherit" });
  eq(parsed("color: unset"), [["color", { cssWide: "unset" }, false]]);
  equal(parsed("font-family: initial, serif").length, 0);
  equal(parsed("margin: 0 inherit").length, 0);
});

Deno.test("a shorthand resets the longhands its value leaves out", () => {
  const border = parseDeclarationText("border-top: solid");
  const width = border.find((d) =>
    "property" in d && d.property === STYLE_PROPERTIES.borderTopWidth
  );
  eq(width?.value, STYLE_PROPERTIES.borderTopWidth.initial);
  equal(border.length, 3);
});

Deno.test("custom properties keep their text (trimmed, case-sensitive names) or a CSS-wide keyword", () => {
  eq(parsed("--Main-Color: { a  b } ; --empty:; --w: INHERIT; --r: revert-layer !important"), [
    ["--Main-Color", "{ a  b }", false],
    ["--empty", "", false],
    ["--w", { cssWide: "inherit" }, false],
    ["--r", { cssWide: "revert-layer" }, true],
  ]);
});

Deno.test("a value with var() is kept for substitution, one object for a shorthand's longhands", () => {
  const margin = parseDeclarationText("margin: var(--a) var(--b, 2px) !important");
  equal(margin.length, 4);
  const [first] = margin;
  ok("property" in first && first.value instanceof PendingSubstitution);
  equal(first.value.name, "margin");
  equal(first.value.text, "var(--a) var(--b, 2px)");
  ok(margin.every((d) => d.value === first.value && d.important));
  eq(parsed("color: calc(var(--x))").length, 1);
});

Deno.test("revert and revert-layer are CSS-wide keywords", () => {
  eq(parsed("color: revert; margin-top: Revert-Layer"), [
    ["color", { cssWide: "revert" }, false],
    ["margin-top", { cssWide: "revert-layer" }, false],
  ]);
});
