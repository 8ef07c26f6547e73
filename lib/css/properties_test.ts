import { equal, ok } from "node:assert/strict";
import { ALL_PROPERTIES, propertyNamed, STYLE_PROPERTIES } from "./properties.ts";
import { shorthandNamed } from "./shorthands.ts";
import { defaultStyle } from "./style_document.ts";

Deno.test("the table: unique names, ids in order, every ComputedStyle field filled", () => {
  const names = ALL_PROPERTIES.map((p) => p.name);
  equal(new Set(names).size, names.length);
  ALL_PROPERTIES.forEach((p, i) => equal(p.id, i));
  for (const name of names) equal(propertyNamed(name)?.name, name);
  const style = defaultStyle();
  for (const field of Object.keys(STYLE_PROPERTIES)) {
    ok(style[field as keyof typeof style] !== undefined, field);
  }
});

Deno.test("inheritance flags follow the specs", () => {
  const inherited = ALL_PROPERTIES.filter((p) => p.inherited).map((p) => p.name).sort();
  equal(
    inherited.join(" "),
    [
      "color",
      "direction",
      "font-family",
      "font-size",
      "font-style",
      "font-weight",
      "letter-spacing",
      "line-height",
      "list-style-position",
      "list-style-type",
      "orphans",
      "text-align",
      "text-indent",
      "text-transform",
      "visibility",
      "white-space",
      "widows",
      "word-spacing",
    ].join(" "),
  );
});

Deno.test("shorthands cover only known longhands and never shadow one", () => {
  for (const name of ["margin", "padding", "border", "border-top", "font", "background"]) {
    const shorthand = shorthandNamed(name);
    ok(shorthand, name);
    for (const longhand of shorthand.longhands) ok(ALL_PROPERTIES.includes(longhand), name);
    equal(propertyNamed(name), undefined);
  }
});
