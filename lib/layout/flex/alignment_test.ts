import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { distribute, flexRelative } from "./alignment.ts";

const plain = (keyword: Parameters<typeof distribute>[1]) => ({ keyword, safe: false });

Deno.test("§8.2 justify-content distributes free space (Chromium's numbers: 300px line, two 50px items)", () => {
  eq(distribute(plain("space-evenly"), "space-evenly", 200, 2), {
    leading: 200 / 3,
    between: 200 / 3,
  });
  eq(distribute(plain("space-around"), "space-around", 200, 2), { leading: 50, between: 100 });
  eq(distribute(plain("space-between"), "space-between", 200, 2), { leading: 0, between: 200 });
  eq(distribute(plain("center"), "center", 250, 1), { leading: 125, between: 0 });
  eq(distribute(plain("flex-end"), "flex-end", 250, 1), { leading: 250, between: 0 });
});

Deno.test("§8.2 fallbacks: space-between of one item starts, space-around of too little centres", () => {
  eq(distribute(plain("space-between"), "space-between", 100, 1), { leading: 0, between: 0 });
  eq(distribute(plain("space-around"), "space-around", -60, 2), { leading: -30, between: 0 });
});

Deno.test("Box Alignment §4.4: safe keeps overflowing content at the start, unsafe centres it", () => {
  eq(distribute({ keyword: "center", safe: true }, "center", -60, 2), { leading: 0, between: 0 });
  eq(distribute(plain("center"), "center", -60, 2), { leading: -30, between: 0 });
  // On a reversed axis the start is where the subjects end: all the overflow goes first.
  const safeEnd = { keyword: "flex-end", safe: true } as const;
  eq(distribute(safeEnd, "flex-end", -100, 1, true), { leading: -100, between: 0 });
});

Deno.test("start and end follow the writing mode, so a reversed axis swaps them with flex-start/-end", () => {
  equal(flexRelative("start", true, true), "flex-end");
  equal(flexRelative("end", false, true), "flex-end");
  equal(flexRelative("left", true, true), "flex-end");
  equal(flexRelative("right", false, false), "flex-start");
  equal(flexRelative("center", true, true), "center");
});
