import { deepStrictEqual as eq } from "node:assert/strict";
import { ACCENT_COLOR } from "./accent_color.ts";
import { styleHtml } from "./testing.ts";

Deno.test("accent-color: auto, or a colour computed to sRGB and inherited", () => {
  const { styled, style } = styleHtml(`<div id=d style="accent-color: green; color: red"><input
    id=i type=checkbox><input id=c type=checkbox style="accent-color: currentcolor"></div><input
    id=a type=radio><input id=x type=radio style="accent-color: 12px">`);
  const accent = (id: string) => styled.internalValue(style(id), ACCENT_COLOR);
  eq(accent("#d"), { r: 0, g: 128, b: 0, a: 1 });
  eq(accent("#i"), { r: 0, g: 128, b: 0, a: 1 });
  // A control's own colour is black (the user agent's), whatever the div's.
  eq(accent("#c"), { r: 0, g: 0, b: 0, a: 1 });
  eq(accent("#a"), "auto");
  eq(accent("#x"), "auto");
});
