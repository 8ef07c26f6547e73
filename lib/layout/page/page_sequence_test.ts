import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { Fragmentainer } from "./fragmentainer.ts";
import { type PageRequest, PageSequence } from "./page_sequence.ts";

/** Pages 100 tall, 50 for the named page "short"; 300 wide, 500 for "wide". */
function sequence(first: string | null = null) {
  const made: Array<[number, PageRequest]> = [];
  const pages = new PageSequence((index, request) => {
    made.push([index, request]);
    return {
      width: request.name === "wide" ? 500 : 300,
      height: request.name === "short" ? 50 : 100,
    };
  }, first);
  return { pages, made };
}

Deno.test("pages are made as layout reaches them, continuing the last page's name", () => {
  const { pages, made } = sequence("short");
  const f = new Fragmentainer(pages);
  equal(f.pageIndex(120), 2, "pages of 50");
  equal(f.pageTop(2), 100);
  eq(made.map(([i, r]) => [i, r.name]), [[0, "short"], [1, "short"], [2, "short"]]);
  equal(f.pageCount(120), 3);
});

Deno.test("a forced break makes the next page for the named page after it", () => {
  const { pages } = sequence();
  const f = new Fragmentainer(pages);
  equal(f.breakTop(30, { name: "short", side: null }), 100);
  equal(f.contentHeightOf(1), 50);
  equal(f.pageIndex(149), 1);
  equal(f.breakTop(120, { name: "wide", side: null }), 150);
  equal(f.pageWidth(2), 500);
  equal(f.breakTop(120, { name: "wide", side: null }), 150, "the same break again, same page");
  equal(f.nextPageTop(160), 250, "overflow continues the named page");
  equal(pages.page(3).name, "wide");
});

Deno.test("left and right breaks leave a blank page when the next page is on the wrong side", () => {
  const { pages } = sequence();
  const f = new Fragmentainer(pages);
  // Page 0 is a right page, page 1 a left one.
  equal(f.breakTop(10, { name: null, side: "left" }), 100, "page 1 is left");
  equal(f.breakTop(110, { name: null, side: "left" }), 300, "page 2 is right: blank, then 3");
  equal(pages.page(2).blank, true);
  equal(pages.page(3).blank, false);
  equal(f.breakTop(310, { name: null, side: "right" }), 400);
});

Deno.test("pages overflowing content made past a break point are made again by the break", () => {
  const { pages } = sequence();
  const f = new Fragmentainer(pages);
  equal(f.pageIndex(250), 2, "looked ahead to page 2");
  equal(f.breakTop(50, { name: "short", side: null }), 100);
  equal(pages.page(1).name, "short");
  equal(f.pageTop(2), 150);
});

Deno.test("reserved space applies to every page of the sequence", () => {
  const { pages } = sequence();
  const f = new Fragmentainer(pages).inset(10, 10);
  equal(f.breakTop(50, { name: "short", side: null }), 110);
  equal(f.contentBottom(1), 140);
  equal(f.place(120, 25), 160, "does not fit on page 1: to page 2");
  equal(f.place(120, 40), 120, "taller than page 2 leaves (short too): stays");
});
