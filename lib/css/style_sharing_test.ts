import { deepStrictEqual as eq, equal, notEqual } from "node:assert/strict";
import { parseDeclarationText } from "./declarations.ts";
import { readsElement } from "./style_sharing.ts";
import { styleHtml } from "./testing.ts";

const TABLE = `<style>
  td { padding: 2px } .n { color: rgb(0, 128, 0) } tr:nth-child(2) td { font-size: 20px }
</style><table><tr><td id=a>1</td><td id=b>2</td><td id=c class=n>3</td>
<td id=d style="color: blue">4</td><td id=e style="color: blue">5</td></tr>
<tr><td id=f>6</td></tr><tr><td id=g>7</td><td id=h width=10>8</td><td id=i width=10>9</td>
<td id=j width=11>10</td></tr></table>`;

Deno.test("cells with the same rules, inline style and hints share one style object", () => {
  const { style } = styleHtml(TABLE);
  equal(style("#a"), style("#b"));
  // Same inputs under another row whose style is shared: cousins share too.
  equal(style("#a"), style("#g"));
  equal(style("#d"), style("#e"));
  equal(style("#h"), style("#i"));
});

Deno.test("a different class, inline style, hint or matched selector gets its own style", () => {
  const { style } = styleHtml(TABLE);
  notEqual(style("#a"), style("#c"));
  eq(style("#c").color, { r: 0, g: 128, b: 0, a: 1 });
  notEqual(style("#a"), style("#d"));
  eq(style("#d").color, { r: 0, g: 0, b: 255, a: 1 });
  notEqual(style("#h"), style("#j"));
  eq(style("#h").width, { px: 10 });
  eq(style("#j").width, { px: 11 });
  // :nth-child matches the second row's cells only.
  notEqual(style("#a"), style("#f"));
  equal(style("#f").fontSize, 20);
  equal(style("#a").fontSize, 16);
});

Deno.test("a shared style equals the style computed for the element alone", () => {
  const { style } = styleHtml(TABLE);
  const alone = styleHtml(
    `<style>td { padding: 2px }</style><table><tr><td id=b>2</td></tr></table>`,
  );
  eq(style("#b"), alone.style("#b"));
});

Deno.test("children of parents with different custom properties do not share", () => {
  const { style } = styleHtml(`<style>i { color: var(--c) }</style>
    <p style="--c: red"><i id=a>x</i><i id=b>y</i></p><p style="--c: blue"><i id=c>z</i></p>`);
  equal(style("#a"), style("#b"));
  eq(style("#a").color, { r: 255, g: 0, b: 0, a: 1 });
  eq(style("#c").color, { r: 0, g: 0, b: 255, a: 1 });
});

Deno.test("attr() in content keeps the element and its pseudo-elements unshared", () => {
  const { styled, element } = styleHtml(`<style>
    p::before { content: attr(data-n) }
  </style><div><p data-n=1>x</p><p data-n=2>y</p></div>`);
  eq(styled.pseudoStyle(element("[data-n='1']"), "before")?.content, [
    { type: "string", value: "1" },
  ]);
  eq(styled.pseudoStyle(element("[data-n='2']"), "before")?.content, [
    { type: "string", value: "2" },
  ]);
});

Deno.test("readsElement flags attr() in content, directly or possibly through var()", () => {
  equal(readsElement(parseDeclarationText("content: attr(title)")), true);
  equal(readsElement(parseDeclarationText("content: var(--x)")), true);
  equal(readsElement(parseDeclarationText("content: 'x'; color: red")), false);
  equal(readsElement(parseDeclarationText("--x: attr(title)")), false);
});
