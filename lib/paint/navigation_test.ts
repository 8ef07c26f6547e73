import assert from "node:assert/strict";
import { paintedPage } from "./testing.ts";
import type { DisplayItem } from "./types.ts";

type Dest = Extract<DisplayItem, { kind: "dest" }>;
type Bookmark = Extract<DisplayItem, { kind: "bookmark" }>;

const dests = (items: DisplayItem[]) => items.filter((i): i is Dest => i.kind === "dest");
const bookmarks = (items: DisplayItem[]) =>
  items.filter((i): i is Bookmark => i.kind === "bookmark");

/** Rounds positions to 1/100 px for comparison. */
const at = (
  i: { x: number; y: number },
) => [Math.round(i.x * 100) / 100, Math.round(i.y * 100) / 100];

Deno.test("an element with an id marks its border box's top-left on the page it starts on", async () => {
  const html = `<body style="margin: 8px">
    <h1 id="top">Title</h1>
    <div style="height: 900px"></div>
    <p id="later" style="margin: 0; padding-left: 30px">Later <span id="word">word</span></p>`;
  const first = await paintedPage(html, 500, 0);
  // The h1's 0.67em (21.44px) margin collapses with the body's 8px.
  assert.deepEqual(dests(first).map((d) => [d.name, ...at(d)]), [["top", 8, 21.44]]);
  // The p starts about 980px down the flow: on the second 500px page.
  const marks = dests(await paintedPage(html, 500, 1));
  assert.deepEqual(marks.map((d) => d.name), ["later", "word"]);
  const [later, word] = marks;
  assert.ok(later.y >= 0 && later.y < 500, `on the page: ${later.y}`);
  // The span's inline box starts after "Later " on the p's first line, beside its top.
  assert.ok(word.x > later.x + 30, `${word.x} after the padding and "Later "`);
  assert.ok(Math.abs(word.y - later.y) < 3, `${word.y} on the p's first line (${later.y})`);
  // A box is marked only on the page where it begins.
  assert.deepEqual(dests(await paintedPage(html, 500, 2)), []);
});

Deno.test("a elements are found by name too, as HTML's indicated element is", async () => {
  const items = await paintedPage(
    `<p><a name="legacy"></a>Text <a id="x" name="y">both</a></p>`,
    800,
    0,
  );
  assert.deepEqual(dests(items).map((d) => d.name), ["legacy", "x", "y"]);
});

Deno.test("an empty anchor inside a heading marks the heading's line", async () => {
  // Markdown renderers write <h2><a id="…"></a>Title</h2>: the empty a still has an inline
  // box (CSS 2.2 §9.2.2), at the start of the line.
  const items = await paintedPage(
    `<h2 style="margin: 10px 0 0 20px"><a id="title"></a>Title</h2>`,
    800,
    0,
  );
  const [mark] = dests(items);
  assert.equal(mark?.name, "title");
  assert.equal(mark.x, 8 + 20);
  // The h2's 10px margin collapses with the body's 8px; with line-height normal the inline
  // box's content area starts about where the line does.
  assert.ok(Math.abs(mark.y - 10) < 2, `${mark.y}`);
});

Deno.test("headings become bookmarks with their level, label and state", async () => {
  const items = await paintedPage(
    `<h1>One</h1><h2 style="bookmark-state: closed">Two</h2><h3>Three</h3>
     <h4 style="bookmark-level: none">Not listed</h4>
     <div style="bookmark-level: 2; bookmark-label: attr(title)" title="A div">x</div>`,
    2000,
    0,
  );
  assert.deepEqual(
    bookmarks(items).map(({ level, label, open }) => [level, label, open]),
    [[1, "One", true], [2, "Two", false], [3, "Three", true], [2, "A div", true]],
  );
});

Deno.test("bookmarks carry tree order, which positioned headings do not paint in", async () => {
  const items = await paintedPage(
    `<h2>First</h2><h2 style="position: relative; top: 5px">Second</h2><h2>Third</h2>`,
    2000,
    0,
  );
  const marks = bookmarks(items);
  // The relatively positioned heading is a layer: painted after the flow.
  assert.deepEqual(marks.map((b) => b.label), ["First", "Third", "Second"]);
  const byOrder = [...marks].sort((a, b) => a.order - b.order).map((b) => b.label);
  assert.deepEqual(byOrder, ["First", "Second", "Third"]);
});

Deno.test("a hidden heading is no bookmark; its id still marks a place", async () => {
  const items = await paintedPage(
    `<h2 id="h" style="visibility: hidden">Hidden</h2><h2></h2>`,
    800,
    0,
  );
  assert.deepEqual(bookmarks(items), []);
  assert.deepEqual(dests(items).map((d) => d.name), ["h"]);
});

Deno.test("a transformed heading is marked inside its transform", async () => {
  const items = await paintedPage(
    `<div style="transform: translate(50px, 60px)"><h2 id="t">Moved</h2></div>`,
    800,
    0,
  );
  const push = items.findIndex((i) => i.kind === "transform-push");
  const mark = items.findIndex((i) => i.kind === "dest");
  const pop = items.findIndex((i, n) => n > push && i.kind === "pop");
  assert.ok(push >= 0 && push < mark && mark < pop, "the writer applies the matrix to it");
});

Deno.test("an a element that is a box links over its border box on every page it shows on", async () => {
  const html = `<body style="margin: 0">
    <p style="margin: 0">Text <a href="https://example.com/button"
      style="display: inline-block; padding: 10px; border: 1px solid">Button</a></p>
    <a href="https://example.com/tall" style="display: block; height: 700px">Tall</a>`;
  const link = async (page: number, name: string) => {
    const items = await paintedPage(html, 500, page);
    const found = items.find((i) => i.kind === "link" && i.href.endsWith(name));
    assert.ok(found?.kind === "link", `${name} on page ${page}`);
    return found;
  };
  // The inline-block's border box: 1px border and 10px padding around its line of text.
  const button = await link(0, "button");
  assert.ok(button.height >= 18 + 22, `${button.height}`);
  // The block starts under the button's line and runs 700px: cut at the first page's end, the
  // rest on the second page from its top.
  const first = await link(0, "tall");
  assert.ok(first.y >= button.height, `${first.y}`);
  assert.deepEqual([first.x, first.y + first.height, first.width], [0, 500, 600]);
  const second = await link(1, "tall");
  assert.deepEqual([second.x, second.y, second.width], [0, 0, 600]);
  assert.equal(Math.round(first.height + second.height), 700);
});

Deno.test("an atomic inline inside an inline link gets a link over its own box too", async () => {
  // As Chromium prints <a href>text <img></a>: the inline box's rect, then the image's.
  const items = await paintedPage(
    `<body style="margin: 0; font: 16px Arial"><p><a href="https://example.com/">go
    <span style="display: inline-block; width: 50px; height: 40px"></span></a> after</p>`,
    500,
    0,
  );
  const links = items.filter((i) => i.kind === "link").map((i) =>
    i.kind === "link" ? [i.width, i.height, i.href] : []
  );
  assert.equal(links.length, 2);
  assert.deepEqual(links[1], [50, 40, "https://example.com/"]);
});
