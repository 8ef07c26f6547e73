import assert from "node:assert/strict";
import { printMediaText } from "./print_media.ts";

Deno.test("print queries match on screen, screen queries do not", () => {
  assert.equal(printMediaText("print"), "all");
  assert.equal(printMediaText("PRINT"), "all");
  assert.equal(printMediaText("screen"), "not all");
  assert.equal(printMediaText("not print"), "not all");
  assert.equal(printMediaText("not screen"), "all");
  assert.equal(
    printMediaText("only print and (min-width: 10px)"),
    "only all and (min-width: 10px)",
  );
  assert.equal(printMediaText("screen and (max-width: 600px)"), "not all");
  assert.equal(printMediaText("not screen and (max-width: 600px)"), "all");
});

Deno.test("other queries are left as they are, each query of a list on its own", () => {
  assert.equal(printMediaText(""), "");
  assert.equal(printMediaText("all"), "all");
  assert.equal(printMediaText("(min-width: 600px)"), "(min-width: 600px)");
  assert.equal(printMediaText("screen, print and (color)"), "not all, all and (color)");
  assert.equal(
    printMediaText("(min-resolution: 2dppx), screen"),
    "(min-resolution: 2dppx), not all",
  );
});
