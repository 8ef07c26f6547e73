import { deepStrictEqual as eq, equal } from "node:assert/strict";
import {
  COMPUTED_POSITION,
  PAGED_MEDIA_PROPERTIES,
  runningName,
} from "./paged_media_properties.ts";
import { INTERNAL_PROPERTIES } from "./properties.ts";
import { styleHtml } from "./testing.ts";

Deno.test("page: a case-sensitive name or auto, not inherited (Paged Media 3 §4.4.1)", () => {
  const { styled, style } = styleHtml(`<style>
    .wide { page: Wide } .bad { page: 12 } </style>
    <div class="wide"><p>x</p></div><div class="bad"></div>`);
  const page = (selector: string) =>
    styled.internalValue(style(selector), PAGED_MEDIA_PROPERTIES.page);
  equal(page(".wide"), "Wide");
  equal(page(".wide p"), "auto");
  equal(page(".bad"), "auto");
});

Deno.test("string-set: names with content lists; attr() read from the element (GCPM 3 §1.1)", () => {
  const { styled, style } = styleHtml(`<style>
    h1 { string-set: chapter "Ch. " counter(ch) ": " content(), title attr(data-t) }
    h2 { string-set: none } h3 { string-set: x open-quote }</style>
    <h1 data-t="T1">A</h1><h2>B</h2><h3>C</h3>`);
  const value = (selector: string) =>
    styled.internalValue(style(selector), PAGED_MEDIA_PROPERTIES.stringSet);
  eq(value("h1"), [
    {
      name: "chapter",
      items: [
        { type: "string", value: "Ch. " },
        { type: "counter", name: "ch", style: "decimal" },
        { type: "string", value: ": " },
        { type: "element-content", part: "text" },
      ],
    },
    { name: "title", items: [{ type: "string", value: "T1" }] },
  ]);
  eq(value("h2"), []);
  eq(value("h3"), [], "quotes are not allowed: the declaration is dropped");
});

Deno.test("position: running(name) computes to the name and publishes static (GCPM 3 §2.1)", () => {
  const { styled, style } = styleHtml(`<style>.h { position: running(header) }
    .r { position: running(a b) }</style><div class="h"></div><div class="r"></div>`);
  equal(style(".h").position, "static");
  equal(runningName(styled.internalValue(style(".h"), COMPUTED_POSITION)), "header");
  equal(runningName(styled.internalValue(style(".r"), COMPUTED_POSITION)), null, "invalid");
});

Deno.test("content takes target-counter(), target-text(), leader(), string(), element()", () => {
  const { styled, element } = styleHtml(`<style>
    a::after { content: leader(dotted) target-counter(attr(href), page, lower-roman)
      target-text(url(#x), before) string(title, last) element(h) leader("-") }</style>
    <a href="#intro">x</a>`);
  const after = styled.pseudoStyle(element("a"), "after")!;
  eq(after.content, [
    { type: "leader", pattern: ". " },
    { type: "target-counter", target: { url: "#intro" }, name: "page", style: "lower-roman" },
    { type: "target-text", target: { url: "#x" }, part: "before" },
    { type: "named-string", name: "title", position: "last" },
    { type: "element", name: "h", position: "first" },
    { type: "leader", pattern: "-" },
  ]);
  equal(INTERNAL_PROPERTIES.content.parse([]), null);
});

Deno.test("elements whose target-counter reads an attribute keep their own styles", () => {
  const { styled, element } = styleHtml(`<style>
    a::after { content: target-counter(attr(href), page) }</style>
    <p><a id="one" href="#a">1</a><a id="two" href="#b">2</a></p>`);
  const target = (id: string) => {
    const content = styled.pseudoStyle(element(`#${id}`), "after")!.content;
    return content[0].type === "target-counter" ? content[0].target : null;
  };
  eq(target("one"), { url: "#a" });
  eq(target("two"), { url: "#b" });
});
