import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { selectAll } from "./selectors/testing.ts";
import { styleHtml } from "./testing.ts";
import { NO_REGISTRY } from "./registered_properties.ts";
import {
  type CustomProperties,
  CustomPropertyResolver,
  type CustomValue,
  substituteVars,
} from "./variables.ts";

/** An element's custom properties from its declared ones over its parent's, unregistered. */
function computeCustomProperties(
  declared: ReadonlyMap<string, CustomValue> | null,
  parent: CustomProperties,
): CustomProperties {
  return new CustomPropertyResolver(declared, parent, NO_REGISTRY, () => null).all();
}

const red = { r: 255, g: 0, b: 0, a: 1 };
const green = { r: 0, g: 128, b: 0, a: 1 };
const blue = { r: 0, g: 0, b: 255, a: 1 };
const purple = { r: 128, g: 0, b: 128, a: 1 };

Deno.test("substituteVars: values, fallbacks (with nested var()), fenced against token merging", () => {
  const vars = new Map([["--a", "1px"], ["--b", "x y"]]);
  const lookup = (name: string) => vars.get(name);
  equal(substituteVars("var(--a)", lookup), "/**/1px/**/");
  equal(substituteVars("calc(var(--a)*2) VAR( --b )", lookup), "calc(/**/1px/**/*2) /**/x y/**/");
  equal(substituteVars("var(--nope, var(--a))", lookup), "/**//**/1px/**//**/");
  equal(substituteVars("var(--nope, var(--none, 3px 4px))", lookup), "/**//**/3px 4px/**//**/");
  equal(substituteVars("var(--nope,)", lookup), "/**//**/");
  equal(substituteVars('"var(--a)" url(var.png)', lookup), '"var(--a)" url(var.png)');
  equal(substituteVars("var(--nope)", lookup), null);
  equal(substituteVars("var(--nope, var(--none))", lookup), null);
  equal(substituteVars("var(a)", lookup), null);
  equal(substituteVars("var(--a x)", lookup), null);
  equal(substituteVars("var()", lookup), null);
});

Deno.test("custom properties: inherit, override, initial, references, cycles", () => {
  const parent = new Map([["--p", "1"], ["--q", "2"]]);
  eq(computeCustomProperties(null, parent), parent);
  const computed = computeCustomProperties(
    new Map<string, string | { cssWide: "initial" | "inherit" }>([
      ["--q", { cssWide: "initial" }],
      ["--x", "var(--p)"],
      ["--a", "var(--b, x)"],
      ["--b", "var(--a, y)"], // a cycle: both invalid, fallbacks or not
      ["--c", "var(--b, z)"], // refers to the cycle: its fallback
      ["--s", "var(--s, w)"],
      ["--m", "var(--missing)"],
      ["--i", { cssWide: "inherit" }],
    ]),
    parent,
  );
  eq([...computed.entries()].sort(), [["--c", "/**/z/**/"], ["--p", "1"], ["--x", "/**/1/**/"]]);
});

Deno.test("var() in a document: inherited custom properties, fallbacks, cycles (as Chromium)", () => {
  const { style } = styleHtml(`<style>
    :root { --a: red; --sp: 5px 6px; --Case: blue }
    #c1 { --a: var(--b); --b: var(--a); color: var(--a, green) }
    #c2 { --m: var(--missing); color: var(--m, blue) }
    #c3 { color: var(--a) }
    #c4 { color: var(--case, green) }
    #c5 { margin: var(--sp) }
    #c6 { margin: var(--nope); margin-left: 3px }
    #c7 { --x: 1px; --y: var(--x)px; width: calc(var(--y)); margin-left: var(--x)var(--x) }
    #c8 { --w: 5px; width: calc(10px + var(--w)); font: var(--f, bold 12px/2 serif) }
  </style><div id=c1></div><div id=c2></div><div id=c3></div><div id=c4></div>
  <div id=c5></div><div id=c6></div><div id=c7></div><div id=c8></div>`);
  eq(style("#c1").color, green);
  eq(style("#c2").color, blue);
  eq(style("#c3").color, red);
  eq(style("#c4").color, green); // names are case-sensitive
  eq([style("#c5").marginTop, style("#c5").marginRight], [{ px: 5 }, { px: 6 }]);
  eq([style("#c6").marginTop, style("#c6").marginLeft], [{ px: 0 }, { px: 3 }]);
  // "1px" then "px" stay two tokens, so both are invalid at computed-value time.
  eq([style("#c7").width, style("#c7").marginLeft], ["auto", { px: 0 }]);
  eq(style("#c8").width, { px: 15 });
  eq([style("#c8").fontWeight, style("#c8").fontSize, style("#c8").lineHeight], [700, 12, {
    number: 2,
  }]);
});

Deno.test("invalid at computed-value time is unset: inherited properties inherit", () => {
  const { style } = styleHtml(`<style>
    div { color: purple; margin-left: 7px }
    p { color: red; color: var(--nope); margin-left: 4px; margin-left: var(--nope) }
    #k { --k: inherit; color: var(--k, green) }
    #w { color: var(--zz, inherit); margin-left: var(--zz, inherit) }
    #r { color: var(--zz, revert); margin-left: var(--zz, revert) }
  </style><div style="--k: blue"><p>x</p><p id=k>x</p><p id=w>x</p><p id=r>x</p></div>`);
  eq(style("p").color, purple);
  eq(style("p").marginLeft, { px: 0 });
  eq(style("#k").color, blue); // --k: inherit takes the parent's --k
  // A CSS-wide keyword from a substitution acts as written (as in Chromium).
  eq(style("#w").color, purple);
  eq(style("#w").marginLeft, { px: 7 });
  // revert: back to the UA's value; a <p>'s UA margin-left is 0, its colour inherits.
  eq(style("#r").color, purple);
  eq(style("#r").marginLeft, { px: 0 });
});

Deno.test("var() in a style attribute, in ::before, and custom properties set to initial", () => {
  const { style, styled, element } = styleHtml(`<style>
    body { --n: "x"; --gap: 4px }
    p::before { content: var(--n) " " var(--n2, "y") }
    p { --gap: initial; padding-left: var(--gap, 9px) }
  </style><p style="margin-left: var(--gap)">x</p>`);
  eq(styled.pseudoStyle(element("p"), "before")?.content, [
    { type: "string", value: "x" },
    { type: "string", value: " " },
    { type: "string", value: "y" },
  ]);
  eq(style("p").paddingLeft, { px: 9 });
  eq(style("p").marginLeft, { px: 0 }); // --gap is initial on p, so margin-left is unset
  eq(style("body").marginLeft, { px: 8 });
});

Deno.test("var() resolves differently per element; results are not mixed up", () => {
  let body = "";
  for (let i = 0; i < 50; i++) body += `<p style="--i: ${i}px">x</p>`;
  const { styled, document } = styleHtml(`<style>p { margin-left: var(--i) }</style>${body}`);
  const ps = selectAll("p", document);
  equal(ps.length, 50);
  eq(ps.map((p) => styled.styleOf(p).marginLeft), ps.map((_, i) => ({ px: i })));
});

Deno.test("registered properties: computed as their type, inherited or not, invalid values (Chromium 156)", () => {
  const { style } = styleHtml(`<style>
    @property --len { syntax: "<length>"; inherits: false; initial-value: 3px }
    @property --ilen { syntax: "<length>"; inherits: true; initial-value: 4px }
    @property --col { syntax: "<color>"; inherits: true; initial-value: red }
    @property --n { syntax: "<number>"; inherits: false; initial-value: 0 }
    #a { font-size: 20px; --len: 2em; --ilen: 3em; --col: currentcolor; color: blue;
      width: var(--len); height: var(--ilen) }
    #a > div { font-size: 10px; width: var(--len); height: var(--ilen); color: green;
      background-color: var(--col) }
    #b { --len: red; --ilen: blue }
    #c { --len: var(--nope); width: var(--len); --un: var(--len) 1px; margin-left: var(--un) }
    #n { --n: calc(2 * 3); line-height: var(--n) }
    #i { --ilen: initial; --len: inherit; width: var(--len); height: var(--ilen) }
  </style><div id=a><div id=a1></div><div id=b></div><div id=i></div></div>
  <div id=c></div><div id=n></div>`);
  eq([style("#a").width, style("#a").height], [{ px: 40 }, { px: 60 }]);
  // Children inherit the computed 60px, not 3em; --len does not inherit: its initial 3px.
  eq([style("#a1").width, style("#a1").height], [{ px: 3 }, { px: 60 }]);
  eq(style("#a1").backgroundColor, green); // currentcolor stays itself, then is the child's
  // Invalid at computed-value time: the initial value, or the parent's for an inheriting one.
  eq([style("#b").width, style("#b").height], [{ px: 3 }, { px: 60 }]);
  eq([style("#c").width, style("#c").marginLeft], [{ px: 3 }, { px: 0 }]);
  eq(style("#n").lineHeight, { number: 6 });
  eq([style("#i").width, style("#i").height], [{ px: 40 }, { px: 4 }]);
});

Deno.test("a cycle through font-size invalidates the properties on it (Properties and Values 1 §2.5)", () => {
  // WPT css-properties-values-api/var-reference-unit-cycles.html, as Chromium 156 prints it.
  const { style } = styleHtml(`<style>
    @property --x { syntax: "<length>"; inherits: false; initial-value: 3px }
    #foo { --x: 3em; --y: var(--x); font-size: var(--y); --zx: var(--x, 5px);
      --zy: var(--y, 5px); margin-left: var(--zx); margin-right: var(--zy) }
  </style><div id=foo></div>`);
  equal(style("#foo").fontSize, 16);
  eq([style("#foo").marginLeft, style("#foo").marginRight], [{ px: 3 }, { px: 5 }]);
});

Deno.test("Tailwind v4's borders and shadows: @property initial values where nothing sets them", () => {
  const { style } = styleHtml(`<style>
    @property --tw-border-style { syntax: "*"; inherits: false; initial-value: solid }
    @property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000 }
    #tw { border-width: 2px; border-style: var(--tw-border-style); box-shadow: var(--tw-shadow) }
    #tw2 { --tw-border-style: dashed; border-width: 2px; border-style: var(--tw-border-style) }
    #tw2 > p { border-width: 2px; border-style: var(--tw-border-style) }
  </style><div id=tw></div><div id=tw2><p>x</p></div>`);
  eq([style("#tw").borderTopStyle, style("#tw").borderTopWidth], ["solid", 2]);
  equal(style("#tw2").borderTopStyle, "dashed");
  equal(style("#tw2 > p").borderTopStyle, "solid"); // not inherited: the initial value again
});
