import { equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string) =>
  styleHtml(`<style>p { ${declarations} }</style><p>x</p>`).style("p");

Deno.test("mix-blend-mode and isolation take their keywords, not inherited (Compositing 1 §3)", () => {
  equal(styleOf("").mixBlendMode, "normal");
  equal(styleOf("mix-blend-mode: multiply").mixBlendMode, "multiply");
  equal(styleOf("mix-blend-mode: Color-Dodge").mixBlendMode, "color-dodge");
  equal(styleOf("mix-blend-mode: plus-darker").mixBlendMode, "normal");
  equal(styleOf("isolation: isolate").isolation, "isolate");
  const { style } = styleHtml(
    `<div style="mix-blend-mode: screen; isolation: isolate"><p>x</p></div>`,
  );
  equal(style("p").mixBlendMode, "normal");
  equal(style("p").isolation, "auto");
});
