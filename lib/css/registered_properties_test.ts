import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parsePropertyRule, PropertyRegistry } from "./registered_properties.ts";

const rule = (descriptors: string) => parsePropertyRule("--x", descriptors);

Deno.test("@property rules Chromium 156 registers, and those it ignores", () => {
  eq(rule(`syntax: "<length>"; inherits: false; initial-value: 3px`)?.initialText, "3px");
  eq(rule(`syntax: '*'; inherits: TRUE`)?.initialText, undefined); // `*` needs none
  eq(rule(`syntax: "*"; inherits: false; initial-value: { a }`)?.initialText, "{ a }");
  eq(rule(`syntax: "<length>"; inherits: false; initial-value: 1vw`)?.initialText, "1vw");
  const invalid = [
    `syntax: "<length>"; initial-value: 3px`, // no inherits
    `inherits: false; initial-value: 3px`, // no syntax
    `syntax: <length>; inherits: false; initial-value: 3px`, // syntax is a string
    `syntax: "<length>"; inherits: maybe; initial-value: 3px`,
    `syntax: "<length>"; inherits: false`, // no initial value
    `syntax: "<length>"; inherits: false; initial-value: 1em`, // not computationally independent
    `syntax: "<length>"; inherits: false; initial-value: 1rem`,
    `syntax: "<length>"; inherits: false; initial-value: red`,
    `syntax: "<integer>"; inherits: false; initial-value: 1.5`,
    `syntax: "*"; inherits: false; initial-value: var(--y)`,
    `syntax: "<nope>"; inherits: false; initial-value: 3px`,
  ];
  for (const descriptors of invalid) equal(rule(descriptors), null, descriptors);
  equal(parsePropertyRule("x", `syntax: "*"; inherits: false`), null);
  equal(parsePropertyRule("--a --b", `syntax: "*"; inherits: false`), null);
});

Deno.test("the registry: the last rule for a name wins; initial values in the page area", () => {
  const registry = new PropertyRegistry(
    [
      parsePropertyRule("--a", `syntax: "<length>"; inherits: true; initial-value: 1px`)!,
      parsePropertyRule("--b", `syntax: "<length>"; inherits: false; initial-value: 1vw`)!,
      parsePropertyRule("--a", `syntax: "<color>"; inherits: false; initial-value: lime`)!,
      parsePropertyRule("--c", `syntax: "*"; inherits: true`)!,
    ],
    { width: 600, height: 800 },
  );
  eq(registry.get("--a")?.initial, "rgb(0 255 0)");
  eq(registry.get("--b")?.initial, "6px");
  eq(registry.get("--c")?.initial, undefined);
  eq(registry.get("--d"), undefined);
  eq([...registry.nonInherited].sort(), ["--a", "--b"]);
});
