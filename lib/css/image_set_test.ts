import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parseImage } from "./image_value.ts";
import { tokens } from "./testing.ts";
import { styleHtml } from "./testing.ts";

const image = (value: string) => parseImage(tokens(value)[0]);

Deno.test("image-set(): the lowest resolution at or above 1x, as Chromium prints", () => {
  eq(image("image-set(url(a.png) 1x, url(b.png) 2x)"), { url: "a.png" });
  eq(image("image-set(url(b.png) 2x, url(a.png) 1x)"), { url: "a.png" });
  eq(image("image-set(url(a.png) 0.5x, url(b.png) 2x)"), { url: "b.png", resolution: 2 });
  // None at 1x or above: the highest.
  eq(image("image-set(url(a.png) 0.5x, url(b.png) 0.8x)"), { url: "b.png", resolution: 0.8 });
  // No resolution is 1x; 96dpi and 1dppx are 1x too; the first of equal ones wins.
  eq(image("image-set(url(a.png) 2x, url(b.png))"), { url: "b.png" });
  eq(image("image-set(url(a.png) 96dpi, url(b.png) 1x)"), { url: "a.png" });
  eq(image("image-set(url(a.png) 192dpi)"), { url: "a.png", resolution: 2 });
});

Deno.test("image-set(): strings are URLs, gradients are images, -webkit- is an alias", () => {
  eq(image(`-webkit-image-set("a.png" 1x, "b.png" 2x)`), { url: "a.png" });
  eq(image(`image-set("b.png" 2x)`), { url: "b.png", resolution: 2 });
  const gradient = image("image-set(linear-gradient(red, blue) 1x)");
  equal(gradient !== null && "gradient" in gradient, true);
});

Deno.test("image-set(): type() drops formats we cannot decode", () => {
  eq(image(`image-set(url(a.png) 1x type("image/foo"), url(b.png) 3x)`), {
    url: "b.png",
    resolution: 3,
  });
  eq(image(`image-set(url(a.avif) type("image/avif") 1x, url(b.png) 1x)`), { url: "a.avif" });
  // Every option unsupported: nothing to show, so the declaration is dropped.
  equal(image(`image-set(url(a.x) type("image/x"))`), null);
});

Deno.test("image-set(): malformed options make the value invalid", () => {
  for (
    const value of [
      "image-set()",
      "image-set(url(a.png) 1x 2x)",
      "image-set(url(a.png) 1px)",
      "image-set(url(a.png) -1x)",
      "image-set(image-set(url(a.png) 1x) 1x)",
      "image-set(url(a.png) 1x,)",
    ]
  ) equal(image(value), null, value);
});

Deno.test("image-set() wherever an <image> goes: background, list-style-image, border-image", () => {
  const s = styleHtml(`<style>div {
    background-image: image-set(url(bg.png) 2x);
    list-style-image: image-set(url(m1.png) 1x, url(m2.png) 2x);
    border-image-source: image-set("b.png" 1x);
  }</style><div></div>`).style("div");
  eq(s.backgroundImage, [{ url: "bg.png", resolution: 2 }]);
  eq(s.listStyleImage, { url: "m1.png" });
  eq(s.borderImageSource, { url: "b.png" });
});

Deno.test("image-set() in content: the chosen URL with its resolution", () => {
  const { styled, element } = styleHtml(
    `<style>p::before { content: image-set("a.png" 1x, "b.png" 2x) " x" }
    p::after { content: image-set(url(c.png) 2x) }</style><p></p>`,
  );
  const p = element("p");
  eq(styled.pseudoStyle(p, "before")?.content, [
    { type: "image", url: "a.png" },
    { type: "string", value: " x" },
  ]);
  eq(styled.pseudoStyle(p, "after")?.content, [{ type: "image", url: "c.png", resolution: 2 }]);
});
