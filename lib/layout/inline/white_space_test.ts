import assert from "node:assert/strict";
import type { ComputedStyle } from "../../css/types.ts";
import { processWhiteSpace, type WhiteSpaceState } from "./white_space.ts";

function style(whiteSpace: string, textTransform = "none"): ComputedStyle {
  return { whiteSpace, textTransform } as unknown as ComputedStyle;
}

function run(items: [string, ComputedStyle][]): string {
  const state: WhiteSpaceState = { afterSpace: true };
  return items.flatMap(([text, s]) => processWhiteSpace(text, s, state))
    .map((p) => "newline" in p ? "⏎" : p.text).join("|");
}

Deno.test("normal white space collapses across items and drops leading spaces", () => {
  assert.equal(
    run([["  Hello \n  ", style("normal")], ["  world ", style("normal")]]),
    "Hello |world ",
  );
});

Deno.test("pre keeps spaces, tabs and line feeds", () => {
  assert.equal(run([["a  b\n\tc", style("pre")]]), "a  b|⏎|\tc");
});

Deno.test("pre-line collapses spaces but keeps line feeds, trimming around them", () => {
  assert.equal(run([["a   b  \n   c", style("pre-line")]]), "a b|⏎|c");
});

Deno.test("text-transform applies after collapsing", () => {
  assert.equal(run([["hello  big world", style("normal", "capitalize")]]), "Hello Big World");
  assert.equal(run([["Mixed", style("normal", "uppercase")]]), "MIXED");
});
