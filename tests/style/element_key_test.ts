import { deepEqual } from "node:assert/strict";
import { parseHtml } from "../../lib/html/parse.ts";
import { elementKeys } from "./element_key.ts";

Deno.test("elements are named by unique id, else by place under their parent", () => {
  const document = parseHtml(
    `<div id="a"><p>one</p><p id="b">two</p></div><p id="twice"></p><p id="twice"></p>`,
  );
  deepEqual([...elementKeys(document).values()], [
    "html",
    "html > head:nth-child(1)",
    "html > body:nth-child(2)",
    "#a",
    "#a > p:nth-child(1)",
    "#b",
    "html > body:nth-child(2) > p:nth-child(2)",
    "html > body:nth-child(2) > p:nth-child(3)",
  ]);
});
