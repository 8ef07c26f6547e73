import assert from "node:assert/strict";
import type { Fragment, InlineFragment, LineFragment } from "./fragment.ts";
import { byId, layoutHtml, lines } from "./testing.ts";

const doc = (body: string, css = "") =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:16px Arial}p{margin:0}${css}</style></head><body>${body}</body></html>`;

/** A line's text in visual order (an outside marker's text comes first). */
const textOf = (line: LineFragment) =>
  line.children.filter((c) => c.kind === "text").sort((a, b) => a.x - b.x)
    .flatMap((c) => (c.kind === "text" ? c.run.glyphs.map((g) => g.text) : [])).join("");

function inlineFragments(f: Fragment): InlineFragment[] {
  return lines(f).flatMap((l) => l.children);
}

Deno.test("counters number headings and nested sections; counters() joins the levels", async () => {
  const css = `body{counter-reset:h} h2{counter-increment:h;counter-reset:s} h3{counter-increment:s}
    h2::before{content:counter(h) ". "} h3::before{content:counter(h) "." counter(s, lower-roman) " "}
    ol{counter-reset:item;list-style:none} li{counter-increment:item} li::before{content:counters(item, ".") " "}`;
  const root = await layoutHtml(doc(
    `<h2 id=a>A</h2><h3 id=b>B</h3><h3 id=c>C</h3><h2 id=d>D</h2><h3 id=e>E</h3>` +
      `<ol><li id=l1>x<ol><li id=l2>y</li><li id=l3>z</li></ol></li><li id=l4>w</li></ol>`,
    css,
  ));
  const first = (id: string) => textOf(lines(byId(root, id))[0]);
  assert.equal(first("a"), "1. A");
  assert.equal(first("b"), "1.i B");
  assert.equal(first("c"), "1.ii C");
  assert.equal(first("d"), "2. D");
  assert.equal(first("e"), "2.i E");
  assert.equal(first("l1"), "1 x");
  assert.equal(first("l2"), "1.1 y");
  assert.equal(first("l3"), "1.2 z");
  assert.equal(first("l4"), "2 w");
});

Deno.test("<q> and open/close-quote nest “ ‘ ’ ”", async () => {
  const root = await layoutHtml(doc(`<p id=p><q>outer <q>inner</q> end</q></p>`));
  assert.equal(textOf(lines(byId(root, "p"))[0]), "“outer ‘inner’ end”");
});

Deno.test("ordered lists follow start, value and list-style-type; markers sit before the content", async () => {
  const root = await layoutHtml(doc(
    `<ol start=4 id=o><li>a</li><li value=10>b</li><li>c</li></ol><ol style="list-style-type:upper-roman"><li id=r>x</li></ol>`,
  ));
  const markers = lines(byId(root, "o")).map((l) => textOf(l));
  assert.deepEqual(markers, ["4. a", "10. b", "11. c"]);
  const line = lines(byId(root, "r"))[0];
  const marker = line.children.find((c) => c.kind === "text" && c.x < line.x);
  assert.ok(
    marker && marker.kind === "text" && Math.abs(marker.x + marker.run.width - line.x) < 0.01,
  );
});

Deno.test("outside disc markers are Chromium's shapes: 5px at 16px Arial, 10px at 32px", async () => {
  const root = await layoutHtml(
    doc(
      `<ul><li id=a>Disc</li></ul><ul style="font-size:32px"><li id=b>Big</li></ul>`,
      "ul{margin:0;padding-left:40px}",
    ),
  );
  for (const [id, size, x, dy] of [["a", 5, 24, 7], ["b", 10, 14, 15]] as const) {
    const line = lines(byId(root, id))[0];
    const symbol = line.children.find((c) => c.kind === "marker-symbol");
    assert.ok(symbol && symbol.kind === "marker-symbol", `marker for #${id}`);
    assert.equal(symbol.shape, "disc");
    assert.equal(symbol.size, size);
    assert.equal(symbol.x, x);
    assert.equal(symbol.y - line.y, dy);
  }
});

Deno.test("tab stops: every tab-size spaces from the line start", async () => {
  const root = await layoutHtml(
    doc(`<pre id=p style="font:16px 'Courier New';tab-size:4">a\tb\tc</pre>`),
  );
  const texts = inlineFragments(byId(root, "p")).filter((c) => c.kind === "text");
  const advance = 9.6015625; // Liberation Mono 16px
  const xs = texts.map((t) => (t.kind === "text" ? Math.round((t.x / advance) * 100) / 100 : -1));
  assert.deepEqual(xs, [0, 4, 8]);
});

Deno.test("a line broken at a soft hyphen shows a hyphen; hyphens:none ignores soft hyphens", async () => {
  const word = "extra\u00ADordinarily";
  const root = await layoutHtml(
    doc(
      `<p id=p style="width:70px">${word}</p><p id=n style="width:70px;hyphens:none">${word}</p>`,
    ),
  );
  const [first, second] = lines(byId(root, "p")).map(textOf);
  // The soft hyphen itself has no glyph; the line shows U+2010 in its place.
  assert.equal(first, "extra\u2010");
  assert.equal(second, "ordinarily");
  assert.equal(lines(byId(root, "n")).length, 1);
});

Deno.test("overflow-wrap: anywhere cuts an unbreakable word only when it cannot fit a line", async () => {
  const url = "Donaudampfschifffahrtsgesellschaftskapitänsmütze";
  const root = await layoutHtml(
    doc(
      `<p id=p style="width:120px;overflow-wrap:anywhere">See ${url} now</p><p id=n style="width:120px">See ${url} now</p>`,
    ),
  );
  const cut = lines(byId(root, "p"));
  assert.equal(textOf(cut[0]), "See ");
  assert.ok(cut.length > 3);
  assert.equal(cut.map(textOf).join(""), `See ${url} now`);
  for (const line of cut) {
    const last = line.children.filter((c) => c.kind === "text").at(-1)!;
    assert.ok(last.kind === "text" && last.x + last.run.width - line.x <= 120.01);
  }
  assert.equal(lines(byId(root, "n")).length, 3, "normal wrapping overflows instead");
});

Deno.test("word-break: break-all breaks between any letters", async () => {
  const root = await layoutHtml(
    doc(`<p id=p style="width:50px;word-break:break-all">abcdefghijklmnop</p>`),
  );
  assert.ok(lines(byId(root, "p")).length >= 3);
});

Deno.test("vertical-align: top and bottom align to the line box edges", async () => {
  const root = await layoutHtml(doc(
    `<p id=p>x<span id=t style="display:inline-block;height:50px;width:5px;vertical-align:top"></span>` +
      `<span style="font-size:8px;vertical-align:bottom">low</span></p>`,
  ));
  const line = lines(byId(root, "p"))[0];
  const top = byId(root, "t");
  assert.equal(top.y, line.y);
  assert.equal(line.height, 50);
  const low = line.children.filter((c) => c.kind === "text").at(-1)!;
  assert.ok(
    low.kind === "text" && low.baseline > line.y + 40,
    "bottom-aligned text sits at the bottom",
  );
});

Deno.test("text-align-last aligns the last line of a justified paragraph", async () => {
  const root = await layoutHtml(
    doc(
      `<p id=p style="width:200px;text-align:justify;text-align-last:right">alpha beta gamma delta epsilon zeta eta theta</p>`,
    ),
  );
  const last = lines(byId(root, "p")).at(-1)!;
  const text = last.children.filter((c) => c.kind === "text").at(-1)!;
  assert.ok(text.kind === "text" && Math.abs(text.x + text.run.width - 200) < 0.01);
});

Deno.test("::first-letter styles the first letter and its punctuation", async () => {
  const root = await layoutHtml(
    doc(`<p id=p>  “Once upon a time</p>`, "p::first-letter{font-size:48px;color:red}"),
  );
  const texts = lines(byId(root, "p"))[0].children.filter((c) => c.kind === "text");
  const big = texts.filter((t) => t.kind === "text" && t.run.size === 48);
  assert.equal(
    big.map((t) => (t.kind === "text" ? t.run.glyphs.map((g) => g.text).join("") : "")).join(""),
    "“O",
  );
  assert.ok(big.every((t) => t.kind === "text" && t.style.color.r === 255));
});

Deno.test("inside disc markers are shapes at the line start; the text follows 1em + 1px after", async () => {
  const root = await layoutHtml(
    doc(
      `<ul style="list-style-position:inside;margin:0;padding-left:40px"><li id=a>Disc</li></ul>`,
    ),
  );
  const line = lines(byId(root, "a"))[0];
  const symbol = line.children.find((c) => c.kind === "marker-symbol");
  const text = line.children.find((c) => c.kind === "text");
  assert.ok(symbol?.kind === "marker-symbol" && text?.kind === "text");
  assert.deepEqual([symbol.x, symbol.y - line.y, symbol.size], [40, 7, 5]);
  assert.equal(text.x, 62);
});

Deno.test("a closed <details> shows only its summary, with a disclosure triangle", async () => {
  const root = await layoutHtml(doc(
    `<details id=c><summary>Closed</summary><p>Hidden</p></details><details open id=o><summary>Open</summary><p>Shown</p></details>`,
  ));
  assert.deepEqual(lines(byId(root, "c")).map(textOf), ["▸ Closed"]);
  assert.deepEqual(lines(byId(root, "o")).map(textOf), ["▾ Open", "Shown"]);
});
