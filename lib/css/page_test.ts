import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { parseCss } from "./csstree.ts";
import { resolvePageRule } from "./page.ts";
import { styleHtml } from "./testing.ts";

const A4: [number, number] = [210 / 25.4 * 96, 297 / 25.4 * 96];
const LETTER: [number, number] = [816, 1056];

/** Resolves @page blocks written as `{…}` bodies. */
function page(...bodies: string[]) {
  const blocks = bodies.map((body) => {
    const sheet = parseCss(`@page { ${body} }`, "stylesheet")!;
    const rule = sheet.children[0];
    return rule.type === "Atrule" && rule.block ? rule.block.children : [];
  });
  return resolvePageRule(blocks, LETTER);
}

const close = (actual: number | undefined, expected: number) =>
  ok(actual !== undefined && Math.abs(actual - expected) < 1e-6, `${actual} ≠ ${expected}`);

Deno.test("size: page-size keywords, orientation, and lengths", () => {
  eq(page("size: A4").size, A4);
  eq(page("size: a4 landscape").size, [A4[1], A4[0]]);
  eq(page("size: landscape A4").size, [A4[1], A4[0]]);
  eq(page("size: letter").size, LETTER);
  eq(page("size: legal").size, [816, 1344]);
  eq(page("size: ledger").size, [1056, 1632]);
  eq(page("size: A5").size?.map(Math.round), [559, 794]);
  eq(page("size: A3").size?.map(Math.round), [1123, 1587]);
  eq(page("size: B5").size?.map(Math.round), [665, 945]);
  eq(page("size: B4").size?.map(Math.round), [945, 1334]);
  eq(page("size: 8.5in 11in").size, LETTER);
  eq(page("size: 100px").size, [100, 100]);
  eq(page("size: landscape").size, [LETTER[1], LETTER[0]]); // rotates the default size
  eq(page("size: portrait").size, LETTER);
  equal(page("size: auto").size, null);
  equal(page("").size, null);
});

Deno.test("size: a page under a pixel or beyond layout's range is the default size (Chromium)", () => {
  // It wins the cascade, as in Chromium, and then gives way to the default page size.
  for (const unusable of ["size: 0px", "size: 10px 0.5px", "size: 1e9px 1e9px"]) {
    equal(page("size: 500px 600px", unusable).size, null, unusable);
  }
  eq(page("size: 50000px 1px").size, [50000, 1]);
});

Deno.test("size: invalid values are dropped", () => {
  for (const bad of ["size: A4 A5", "size: 1px 2px 3px", "size: -1px", "size: huge", "size: 5%"]) {
    eq(page("size: letter", bad).size, LETTER, bad);
  }
});

Deno.test("margins: shorthand, longhands, percentages of the page box", () => {
  const m = page("margin: 1in 2cm 10mm");
  close(m.marginTop, 96);
  close(m.marginRight, 2 / 2.54 * 96);
  close(m.marginBottom, 10 / 25.4 * 96);
  close(m.marginLeft, 2 / 2.54 * 96);
  const longhands = page("margin: 10px", "margin-left: 20px; margin-top: 1em");
  close(longhands.marginLeft, 20);
  close(longhands.marginTop, 16);
  close(longhands.marginRight, 10);
  // Left/right percentages refer to the width, top/bottom to the height.
  const pc = page("size: 1000px 2000px; margin: 10% 5%");
  close(pc.marginTop, 200);
  close(pc.marginLeft, 50);
  equal(page("margin-top: 5px").marginLeft, undefined);
  equal(page("margin: auto").marginTop, undefined);
});

Deno.test("later @page rules win, !important wins over order", () => {
  const m = page("margin-top: 1px !important; size: A4", "margin-top: 2px; size: letter");
  close(m.marginTop, 1);
  eq(m.size, LETTER);
});

Deno.test("@page in a document: only rules without page selectors, and inside @media", () => {
  const { styled } = styleHtml(`<style>
    @page { size: A4; margin: 1cm }
    @page :first { margin: 5cm }
    @media screen { @page { size: A3 } }
    @media print { @page { margin-left: 2cm } }
  </style><p>x</p>`);
  eq(styled.page.size, A4);
  close(styled.page.marginTop, 96 / 2.54);
  close(styled.page.marginLeft, 2 * 96 / 2.54);
});
