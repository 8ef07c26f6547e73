import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const quotesOf = (value: string) =>
  styleHtml(`<style>div { quotes: none } p { quotes: ${value} }</style><div><p>x</p></div>`)
    .style("p").quotes;

Deno.test("quotes: auto, none, or pairs from the outermost level in; inherited", () => {
  eq(quotesOf(`"«" "»" '"' "'"`), [["«", "»"], ['"', "'"]]);
  equal(quotesOf("auto"), "auto");
  equal(quotesOf("bogus"), "none"); // invalid: inherits the div's none
  equal(quotesOf('"a"'), "none"); // strings come in pairs
  equal(quotesOf('"a" b'), "none");
  equal(styleHtml("<p>x</p>").style("p").quotes, "auto");
});
