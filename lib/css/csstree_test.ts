import { equal, ok } from "node:assert/strict";
import { parseCss, sourceOf } from "./csstree.ts";

Deno.test("parseCss returns plain trees with source offsets and never throws", () => {
  const source = "a > b.c, d { color: red }";
  const sheet = parseCss(source, "stylesheet");
  const rule = sheet?.children[0];
  ok(rule?.type === "Rule" && rule.prelude.type === "SelectorList");
  ok(Array.isArray(rule.prelude.children));
  equal(sourceOf(source, rule.prelude.children[0]), "a > b.c");
  equal(parseCss("junk junk", "mediaQuery"), null);
  equal(parseCss("a { (((", "stylesheet")?.type, "StyleSheet"); // recovered, not thrown
});
