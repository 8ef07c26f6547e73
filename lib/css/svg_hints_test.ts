import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";
import { SVG_PROPERTIES as P } from "./svg_properties.ts";
import type { Property } from "./property.ts";

const DOCUMENT = `<!doctype html><style>
.red { fill: red }
rect { stroke: blue }
svg circle { fill-opacity: 50% }
</style>
<svg id=s fill="green" stroke-width="2" font-size="12" width="150" height="75" style="color: rgb(0, 0, 255)">
  <g id=g fill="currentColor" stroke="#123" stroke-dasharray="5, 2 1" font-family="Arial, sans-serif">
    <rect id=r1 class="red" fill="yellow" stroke="none" stroke-linejoin="round"/>
    <rect id=r2 fill="url(#grad) orange" style="stroke-linecap: square" stroke-miterlimit="0.5"/>
    <circle id=c fill="invalid" stroke-opacity="0.3" stroke-dashoffset="2em" stroke-width="10%"/>
    <text id=t text-anchor="middle" dominant-baseline="central" font-size="3em">x</text>
    <stop id=st stop-color="rgba(255,0,0,.5)" stop-opacity=".4"/>
  </g>
</svg>
<p id=html fill="red" width="10"></p>`;

const rgb = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

// What Chromium 156's getComputedStyle reports for the same document.
Deno.test("SVG presentation attributes cascade below author rules and style attributes", () => {
  const { styled, element, style } = styleHtml(DOCUMENT);
  const value = <P>(selector: string, property: Property<unknown, unknown, P>) =>
    styled.internalValue(styled.styleOf(element(selector)), property);
  // The attribute's green, inherited; currentColor on <g> is the g's color (blue).
  eq(value("#s", P.fill), { kind: "color", color: rgb(0, 128, 0), current: false });
  eq(value("#g", P.fill), { kind: "color", color: rgb(0, 0, 255), current: true });
  // A class rule beats the fill attribute; a type rule beats stroke="none".
  eq(value("#r1", P.fill), { kind: "color", color: rgb(255, 0, 0), current: false });
  eq(value("#r1", P.stroke), { kind: "color", color: rgb(0, 0, 255), current: false });
  eq(value("#r1", P.strokeLinejoin), "round");
  eq(value("#r2", P.fill), {
    kind: "url",
    url: "#grad",
    fallback: { kind: "color", color: rgb(255, 165, 0), current: false },
  });
  eq(value("#r2", P.strokeLinecap), "square");
  eq(value("#r2", P.strokeMiterlimit), 0.5);
  // An invalid attribute is ignored: the fill inherits (currentColor, blue).
  eq(value("#c", P.fill), { kind: "color", color: rgb(0, 0, 255), current: true });
  eq(value("#c", P.fillOpacity), 0.5);
  eq(value("#c", P.strokeOpacity), 0.3);
  eq(value("#c", P.strokeDashoffset), { px: 24 });
  eq(value("#c", P.strokeWidth), { percent: 10 });
  eq(value("#g", P.strokeWidth), { px: 2 });
  eq(value("#g", P.strokeDasharray), [{ px: 5 }, { px: 2 }, { px: 1 }]);
  eq(value("#t", P.textAnchor), "middle");
  eq(value("#t", P.dominantBaseline), "central");
  // Alpha is kept in 8 bits, as Chromium keeps it (0.5 is 128/255).
  eq(value("#st", P.stopColor), rgb(255, 0, 0, 128 / 255));
  eq(value("#st", P.stopOpacity), 0.4);
  eq(value("#g", P.stopColor), rgb(0, 0, 0));
  // Unitless font-size and the outer svg's width and height are px; font-family is a list.
  eq(style("#s").fontSize, 12);
  eq(style("#t").fontSize, 36);
  eq(style("#r1").fontFamily, ["Arial", "sans-serif"]);
  eq([style("#s").width, style("#s").height], [{ px: 150 }, { px: 75 }]);
  // HTML elements have no such attributes.
  eq(value("#html", P.fill), { kind: "color", color: rgb(0, 0, 0), current: false });
  eq(style("#html").width, "auto");
});

Deno.test("SVG presentation attributes: a value cannot smuggle in other declarations", () => {
  const { styled, element, style } = styleHtml(
    `<svg><rect id=r fill="red; display: none" stroke="blue !important"/></svg>`,
  );
  eq(style("#r").display, "inline");
  const value = <P>(property: Property<unknown, unknown, P>) =>
    styled.internalValue(styled.styleOf(element("#r")), property);
  eq(value(P.fill), {
    kind: "color",
    color: rgb(0, 0, 0),
    current: false,
  });
  eq(value(P.stroke), { kind: "none" });
});
