import { equal } from "node:assert/strict";
import { sourceSize } from "./source_sizes.ts";

/** A4 with 10mm margins, as a print sees it. */
const env = { width: 718.1102, height: 1046.9291 };

Deno.test("sizes: the first entry whose condition matches, read as media queries read lengths", () => {
  equal(sourceSize("50px", env), 50);
  equal(sourceSize("(min-width: 500px) 150px, 50px", env), 150);
  equal(sourceSize("(min-width: 1000px) 150px, 50px", env), 50);
  equal(sourceSize("(orientation: landscape) 1px, 2em", env), 32);
  equal(sourceSize("50vw", env), env.width / 2);
  equal(sourceSize("calc(100vw - 18px)", env), env.width - 18);
});

Deno.test("sizes: invalid entries are skipped; none left gives 100vw", () => {
  equal(sourceSize("", env), env.width);
  equal(sourceSize("50%, 20px", env), 20);
  equal(sourceSize("-5px, (min-width: 1px) 30px", env), 30);
  equal(sourceSize("(min-width: 1000px) 150px", env), env.width);
  equal(sourceSize("garbage", env), env.width);
});
