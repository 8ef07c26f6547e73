import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { CONTENT } from "./content.ts";
import { tokens } from "./testing.ts";

Deno.test("content: strings and attr(), normal and none", () => {
  eq(CONTENT.parse(tokens('"a" attr(title) "b"')), [
    { type: "string", value: "a" },
    { type: "attr", name: "title" },
    { type: "string", value: "b" },
  ]);
  equal(CONTENT.parse(tokens("none")), "none");
  equal(CONTENT.parse(tokens("normal")), "normal");
  equal(CONTENT.parse(tokens("counter(x)")), null); // not supported yet
  equal(CONTENT.parse(tokens("attr(a b)")), null);
});
