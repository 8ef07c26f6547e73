import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parseDeclarationText } from "./declarations.ts";
import { STYLE_PROPERTIES } from "./properties.ts";

const parsed = (text: string) =>
  parseDeclarationText(text).map((d) => [d.property.name, d.value, d.important]);

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
      "margin-top: var(--x)",
      "margin: calc(var(--x) + 1px)",
      "margin: calc((var(--x)))",
      "--custom: 1", // custom properties come with var()
      "color: revert",
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
  const width = border.find((d) => d.property === STYLE_PROPERTIES.borderTopWidth);
  eq(width?.value, STYLE_PROPERTIES.borderTopWidth.initial);
  equal(border.length, 3);
});
