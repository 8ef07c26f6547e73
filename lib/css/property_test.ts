import { equal, throws } from "node:assert/strict";
import { keyword } from "./kinds.ts";
import { longhand, withPublishing } from "./property.ts";

Deno.test("a longhand parses its initial value once, and refuses an invalid one", () => {
  const prop = longhand("x-test", keyword(["a", "b"]), { inherited: false, initial: "b" });
  equal(prop.initial, "b");
  equal(prop.publish("a"), "a");
  throws(() => longhand("x-bad", keyword(["a"]), { inherited: true, initial: "c" }), /x-bad/);
});

Deno.test("withPublishing converts between computed and published forms", () => {
  const prop = withPublishing(
    "x-pub",
    keyword(["a"]),
    { inherited: false, initial: "a" },
    (c) => c.length,
    (n) => "a".repeat(n) as "a",
  );
  equal(prop.publish("a"), 1);
  equal(prop.unpublish(1), "a");
});
