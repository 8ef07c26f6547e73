import { equal } from "node:assert/strict";
import { styleHtml } from "../../lib/css/testing.ts";
import { content, serializeStyle } from "./serialize.ts";

function printed(html: string, selector: string, parent?: string): Map<string, string> {
  const { style } = styleHtml(html);
  return serializeStyle({ style: style(selector), parent: parent ? style(parent) : null });
}

Deno.test("values print as getComputedStyle prints them", () => {
  const values = printed(
    `<p style="line-height: 1.5; font-size: 10px; color: rgb(10 20 30 / 50%);
      border-top: 2px solid; border-top-left-radius: 3px 50%; letter-spacing: 0;
      font-family: Arial, 'Liberation Sans', serif; margin-left: calc(50% - 3px)">x</p>`,
    "p",
  );
  equal(values.get("line-height"), "15px");
  equal(values.get("color"), "rgba(10, 20, 30, 0.5)");
  equal(values.get("border-top-color"), "rgba(10, 20, 30, 0.5)");
  equal(values.get("border-top-width"), "2px");
  equal(values.get("border-top-left-radius"), "3px 50%");
  equal(values.get("letter-spacing"), "normal");
  equal(values.get("font-family"), 'Arial, "Liberation Sans", serif');
  equal(values.get("margin-left"), "calc(50% - 3px)");
  equal(values.get("text-decoration-line"), "none");
});

Deno.test("min-width auto prints auto only on flex items", () => {
  const html = `<div style="display: flex"><p>item</p><p style="display: none">x</p></div>`;
  equal(printed(html, "p", "div").get("min-width"), "auto");
  equal(printed(html, "p:last-child", "div").get("min-width"), "0px");
  equal(printed(html, "div", "body").get("min-width"), "0px");
});

Deno.test("generated content prints strings, counters and quotes", () => {
  equal(
    content([
      { type: "string", value: 'a "b"' },
      { type: "counter", name: "c", style: "decimal" },
      { type: "counters", name: "d", separator: ".", style: "upper-roman" },
      { type: "quote", open: true, visible: true },
      { type: "quote", open: false, visible: false },
    ]),
    '"a \\"b\\"" counter(c) counters(d, ".", upper-roman) open-quote no-close-quote',
  );
  equal(content(null), "normal");
});
