import assert from "node:assert/strict";
import type { ComputedStyle } from "../css/types.ts";
import { processWhiteSpace, type WhiteSpaceState } from "./white_space.ts";

function style(whiteSpace: string, textTransform = "none"): ComputedStyle {
  return { whiteSpace, textTransform } as unknown as ComputedStyle;
}

function run(items: [string, ComputedStyle][]): string {
  const state: WhiteSpaceState = { afterSpace: true, column: 0 };
  return items.flatMap(([text, s]) => processWhiteSpace(text, s, state))
    .map((p) => "newline" in p ? "⏎" : p.text).join("|");
}

Deno.test("normal white space collapses across items and drops leading spaces", () => {
  assert.equal(
    run([["  Hello \n  ", style("normal")], ["  world ", style("normal")]]),
    "Hello |world ",
  );
});

Deno.test("pre keeps spaces and line feeds, expands tabs to 8-column stops", () => {
  assert.equal(run([["a  b\n\tc", style("pre")]]), "a  b|⏎|        c");
  assert.equal(run([["ab\tc", style("pre")]]), "ab      c");
});

Deno.test("pre-line collapses spaces but keeps line feeds, trimming around them", () => {
  assert.equal(run([["a   b  \n   c", style("pre-line")]]), "a b|⏎|c");
});

Deno.test("text-transform applies after collapsing", () => {
  assert.equal(run([["hello  big world", style("normal", "capitalize")]]), "Hello Big World");
  assert.equal(run([["Mixed", style("normal", "uppercase")]]), "MIXED");
});
