import { deepStrictEqual as eq, equal, notEqual } from "node:assert/strict";
import { CONTAINER_NAME, matchesContainer, parseContainerPrelude } from "./container.ts";
import { styleHtml } from "./testing.ts";

Deno.test("@container preludes: a name and one condition; anything else drops the rule", () => {
  for (const prelude of ["(min-width: 1px)", "card (width > 1px)", "not (width > 1px)", "a (b)"]) {
    notEqual(parseContainerPrelude(prelude), null, prelude);
  }
  for (const prelude of ["", "card", "print and (width > 1px)", "(width > 1px), (height > 1px)"]) {
    equal(parseContainerPrelude(prelude), null, prelude);
  }
  equal(parseContainerPrelude("card (width > 1px)")!.name, "card");
  equal(parseContainerPrelude("not (width > 1px)")!.name, null);
});

Deno.test("a container's content box against a condition; height only for size containers", () => {
  const query = (text: string) => parseContainerPrelude(text)!;
  equal(matchesContainer(query("(30em <= width <= 40em)"), { width: 500, height: null }), true);
  equal(matchesContainer(query("(min-width: 501px)"), { width: 500, height: null }), false);
  equal(matchesContainer(query("(height > 50px)"), { width: 500, height: null }), false);
  equal(matchesContainer(query("(height > 50px)"), { width: 500, height: 100 }), true);
});

Deno.test("container-type, container-name and the container shorthand", () => {
  const { styled, element } = styleHtml(
    `<style>
    #a { container: panel side / inline-size } #b { container-type: size; container-name: x }
    #c { container: none } #d { container-name: none not } #e { container: x / bogus }
    #f { container-type: inline-size } @container panel (min-width: 100px) { p { color: red } }
  </style><div id=a><p>x</p></div><div id=b></div><div id=c></div><div id=d></div>
    <div id=e></div><div id=f></div>`,
    { viewport: { width: 600, height: 800 } },
  );
  const names = (id: string) => styled.internalValue(styled.styleOf(element(id)), CONTAINER_NAME);
  const type = (id: string) => styled.styleOf(element(id)).containerType;
  eq([names("#a"), type("#a")], [["panel", "side"], "inline-size"]);
  eq([names("#b"), type("#b")], [["x"], "size"]);
  eq([names("#c"), type("#c")], [[], "normal"]);
  eq(names("#d"), []); // `not` is no name: the declaration is dropped
  eq(type("#e"), "normal");
  // The body is 584px wide: the panel's paragraph matches.
  eq(styled.styleOf(element("#a p")).color, { r: 255, g: 0, b: 0, a: 1 });
});
