import { equal } from "node:assert/strict";
import { byId, layoutHtml } from "../testing.ts";

const PAGE = `<!doctype html><style>body { margin: 0; font: 16px/20px 'Liberation Sans' }
.g { display: grid; grid-template-columns: 1fr 1fr }</style>`;

/** Asserts the flow y of each id's box on 600 × 300px pages (page i starts at 300·i). */
async function expectTops(html: string, tops: Record<string, number>): Promise<void> {
  const root = await layoutHtml(PAGE + html, 600, 300);
  const got = Object.fromEntries(Object.keys(tops).map((id) => [id, byId(root, id).y]));
  equal(JSON.stringify(got), JSON.stringify(tops));
}

// Tops read from Chromium 156's print of the same documents on 600 × 300px pages (its text's
// top on each page, less the half-leading), as flow coordinates.

Deno.test("§12 rows break inside where a page ends; a row whose lines do not fit moves whole", async () => {
  await expectTops(
    `<div class=g style="grid-auto-rows:120px"><div id=a1>A1</div><div>A2</div><div id=b1>B1</div><div>B2</div><div id=c1>C1<br>c<br>c<br>c<br>c</div><div id=c2>C2</div></div>
    <div class=g><div id=d1 style="height:250px">D1</div><div id=d2>D2</div><div id=e1>E1<br>e<br>e</div><div id=e2>E2</div></div>`,
    { a1: 0, b1: 120, c1: 240, c2: 240, d1: 360, d2: 360, e1: 610, e2: 610 },
  );
  await expectTops(
    `<div class=g><div id=a1 style="height:290px">A1</div><div>A2</div><div id=b1>B1<br>b<br>b</div><div id=b2>B2</div><div id=c1>C1</div></div>`,
    { a1: 0, b1: 300, b2: 300, c1: 360 },
  );
});

Deno.test("§12 forced breaks before and after items' rows, break-inside: avoid, rows taller than a page", async () => {
  await expectTops(
    `<div style="height:170px"></div>
    <div class=g><div id=f1>F1</div><div id=g1 style="break-before:page">G1</div><div id=g2 style="break-after:page">G2</div><div id=h1 style="height:250px">H1</div><div id=h2 style="break-inside:avoid">H2<br>h<br>h</div></div>
    <div class=g><div id=i1>I1${
      "<br>i".repeat(17)
    }</div><div id=i2>I2</div><div id=j1>J1</div></div>`,
    { f1: 300, g1: 300, g2: 320, h1: 320, h2: 600, i1: 660, i2: 660, j1: 1020 },
  );
});
