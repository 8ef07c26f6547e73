/**
 * Paged media end to end (CSS Paged Media 3, GCPM 3), read back from the PDF with poppler:
 * page numbers in margin boxes, per-page sizes of named pages, blank pages of left/right
 * breaks, named strings, running elements and page counter restarts — the last three are
 * GCPM features Chromium does not print, checked as WeasyPrint and Prince place them.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { pdfImages } from "./helpers/pdf_images.ts";
import { pageTexts, wordBoxes } from "./helpers/pdf_tools.ts";
import { runToolOk } from "./helpers/subprocess.ts";
import { withPdfFile } from "./helpers/temp_dir.ts";

/** Each page's size in points, from `pdfinfo -f 1 -l N`. */
async function pageSizes(pdf: Uint8Array): Promise<Array<[number, number]>> {
  const info = await withPdfFile(
    pdf,
    (path) => runToolOk("pdfinfo", ["-f", "1", "-l", "999", path]),
  );
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [
    Math.round(Number(m[1])),
    Math.round(Number(m[2])),
  ]);
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

Deno.test("page numbers in @bottom-center: 'Page n of N' on every page", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A5; margin: 20mm; @bottom-center { content: "Page " counter(page) " of " counter(pages) } }
    p { break-after: page }</style><p>a</p><p>b</p><p>c</p><p>d</p><p>e</p>`);
  const pages = await pageTexts(pdf);
  assert.equal(pages.length, 5);
  pages.forEach((text, i) => assert.match(text, new RegExp(`Page ${i + 1} of 5`)));
});

Deno.test("a named landscape page inside a portrait document has its own size", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A4; margin: 20mm }
    @page wide { size: A4 landscape; margin: 10mm }
    .wide { page: wide }</style>
    <p>portrait</p><table class="wide"><tr><td>landscape</td></tr></table><p>portrait again</p>`);
  assert.deepEqual(await pageSizes(pdf), [[595, 842], [842, 595], [595, 842]]);
  const pages = (await pageTexts(pdf)).map(squash);
  assert.deepEqual(pages, ["portrait", "landscape", "portrait again"]);
});

Deno.test("break-before: right leaves a blank page, which @page :blank styles", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A5; @bottom-center { content: counter(page) } }
    @page :blank { @top-center { content: "intentionally blank" } @bottom-center { content: none } }
    h1 { break-before: right }</style>
    <p>cover</p><h1>Chapter one</h1><p>text</p><h1>Chapter two</h1>`);
  const pages = (await pageTexts(pdf)).map(squash);
  assert.deepEqual(pages, [
    "cover 1",
    "intentionally blank",
    "Chapter one text 3",
    "intentionally blank",
    "Chapter two 5",
  ]);
});

Deno.test("string-set: running chapter titles, first/last/first-except (GCPM 3 §1)", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A5; margin: 25mm 20mm;
      @top-left { content: string(chapter, first-except) }
      @bottom-left { content: "last: " string(chapter, last) } }
    h1 { string-set: chapter "Ch. " counter(ch) " " content(); counter-increment: ch }</style>
    <h1>Alpha</h1><p>one</p>
    <h1 style="break-before: page">Beta</h1><h1>Gamma</h1>
    <p style="break-before: page">no chapter starts here</p>`);
  const pages = (await pageTexts(pdf)).map(squash);
  assert.deepEqual(pages, [
    "Alpha one last: Ch. 1 Alpha",
    "Beta Gamma last: Ch. 3 Gamma",
    "Ch. 3 Gamma no chapter starts here last: Ch. 3 Gamma",
  ]);
});

Deno.test("running elements: out of the flow, in the margin box of their pages (GCPM 3 §2)", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A5; margin: 25mm 20mm; @top-center { content: element(header) } }
    .header { position: running(header); font-weight: bold }</style>
    <div class="header">Quarterly report</div><p>first page</p>
    <div class="header">Appendix</div><p style="break-before: page">second page</p>`);
  const pages = (await pageTexts(pdf)).map(squash);
  assert.deepEqual(pages, ["Quarterly report first page", "Appendix second page"]);
});

Deno.test("images in margin boxes and running elements print on every page, embedded once", async () => {
  const pdf = await renderPdf(
    `<style>
    @page { size: A6; margin: 30mm 15mm; @top-center { content: element(head) }
      @bottom-left { content: url(bg_images/dot.png) " p" counter(page) " " url(missing.png) }
      @bottom-right { content: "tiles"; background: url(bg_images/photo.png) no-repeat } }
    .head { position: running(head) }
    .bg { width: 24px; height: 24px; background: url(bg_images/tile.png) }
    p { break-after: page }</style>
    <div class="head"><img src="img_images/bullet.png"><svg width="20" height="10"></svg>
    <div class="bg"></div></div><p>a</p><p>b</p>`,
    { baseDir: new URL("./visual/fixtures/", import.meta.url).pathname },
  );
  const images = (await pdfImages(pdf)).filter((i) => i.type === "image");
  const sizes = (page: number) =>
    [...new Set(images.filter((i) => i.page === page).map((i) => `${i.width}x${i.height}`))]
      .sort();
  // The running element's img and background tiles, the margin boxes' url() and background.
  assert.deepEqual(sizes(1), ["12x12", "160x100", "16x16", "24x24"]);
  assert.deepEqual(sizes(2), sizes(1));
  assert.equal(new Set(images.map((i) => i.object)).size, 4);
  // The dot stands in the line before the page number (16px wide); a missing image shows nothing.
  const p2 = (await wordBoxes(pdf)).find((w) => w.text === "p2")!;
  assert.ok(Math.abs(p2.left - (15 * 96 / 25.4 + 16 + 4)) < 2, `p2 at ${p2.left}`);
  assert.deepEqual((await pageTexts(pdf)).map(squash), ["a p1 tiles", "b p2 tiles"]);
});

Deno.test("counter-reset: page on an element restarts page numbering (as Prince)", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A5; @bottom-right { content: counter(page) } }
    @page front { @bottom-right { content: counter(page, lower-roman) } }
    .front { page: front } .main { counter-reset: page 1 }</style>
    <div class="front"><p>title</p><p style="break-before: page">contents</p></div>
    <div class="main"><p>chapter</p><p style="break-before: page">more</p></div>`);
  const pages = (await pageTexts(pdf)).map(squash);
  assert.deepEqual(pages, ["title i", "contents ii", "chapter 1", "more 2"]);
});

Deno.test("a table of contents: target-counter page numbers after dot leaders (GC 3 §3)", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A5; margin: 20mm }
    body { font: 14px/20px Arial }
    .toc a { color: black; text-decoration: none }
    .toc a::after { content: leader('.') target-counter(attr(href), page) }
    .ref::after { content: " (“" target-text(attr(href)) "”, page " target-counter(attr(href), page) ")" }
    h1 { break-before: page }</style>
    <div class="toc"><a href="#intro">Introduction</a><br><a href="#method">Method</a><br>
    <a href="#results">Results</a></div>
    <h1 id="intro">Introduction</h1><p><a class="ref" href="#results">see</a></p>
    <h1 id="method">Method</h1><p style="break-after: page">one</p><p>two</p>
    <h1 id="results">Results</h1>`);
  const [toc, intro] = await pageTexts(pdf);
  const lines = toc.split("\n").filter((line) => line.trim());
  assert.match(lines[0], /^\s*Introduction\.{20,}2$/);
  assert.match(lines[1], /^\s*Method\.{20,}3$/);
  assert.match(lines[2], /^\s*Results\s?\.{20,}5$/);
  // The page numbers end where the line ends: the leaders fill the room before them.
  const ends = (await wordBoxes(pdf)).filter((w) => w.page === 1 && /\.\.[235]$/.test(w.text))
    .map((w) => w.right);
  assert.equal(ends.length, 3);
  for (const end of ends) assert.ok(Math.abs(end - ends[0]) < 0.5, `line ends ${ends}`);
  assert.match(squash(intro), /see \(“Results”, page 5\)/);
});

Deno.test("target-counter(s) show any counter at the target: chapter 3 on page 4 (as WeasyPrint)", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A6; margin: 15mm }
    body { font: 12px/16px Arial; counter-reset: chapter }
    h2 { counter-increment: chapter; counter-reset: section; break-before: page; font-size: 14px }
    h2::before { content: counter(chapter) ". " }
    h3 { counter-increment: section; font-size: 12px }
    h3::before { content: counter(chapter) "." counter(section) " " }
    section { counter-reset: part }
    .part { counter-increment: part }
    .ref::after { content: " chapter " target-counter(attr(href), chapter, upper-roman)
      " on page " target-counter(attr(href), page) }
    .sec::after { content: " section " target-counter(attr(href), chapter) "."
      target-counter(attr(href), section) }
    .nested::after { content: " part " target-counters(attr(href), part, "-") }
    .none::after { content: " [" target-counter(attr(href), missing) "]" }</style>
    <p><a class="ref" href="#c3">See</a>, <a class="sec" href="#s32">see</a>,
    <a class="nested" href="#deep">see</a>, <a class="none" href="#c3">x</a></p>
    <h2>One</h2><h2>Two</h2><h3>Two one</h3>
    <h2 id="c3">Three</h2><h3>Three one</h3><h3 id="s32">Three two</h3>
    <section><div class="part">a</div><section><div class="part">b</div>
    <div class="part" id="deep">c</div></section></section>
    <p><a class="ref" href="#c3">back</a></p>`);
  const [first, , , chapter3] = (await pageTexts(pdf)).map(squash);
  // Targets after the reference, read from the box generation of the pass before.
  assert.match(first, /See chapter III on page 4, see section 3\.2, see part 1-2, x \[0\]/);
  assert.match(chapter3, /^3\. Three 3\.1 Three one 3\.2 Three two/);
  assert.match(chapter3, /back chapter III on page 4$/);
});

Deno.test("the 16 margin boxes sit where Chromium prints them, aligned as §5.3 defaults say", async () => {
  const boxes = {
    "top-left-corner": "TLC",
    "top-left": "TL",
    "top-center": "TC",
    "top-right": "TR",
    "top-right-corner": "TRC",
    "left-top": "LT",
    "left-middle": "LM",
    "left-bottom": "LB",
    "right-top": "RT",
    "right-middle": "RM",
    "right-bottom": "RB",
    "bottom-left-corner": "BLC",
    "bottom-left": "BL",
    "bottom-right": "BR",
    "bottom-right-corner": "BRC",
  };
  const rules = Object.entries(boxes).map(([box, text]) => `@${box} { content: "${text}" }`);
  const pdf = await renderPdf(`<html style="font: 20px 'Liberation Serif'"><style>
    @page { size: A5; margin: 20mm 25mm; ${rules.join(" ")}
      @bottom-center { content: "Page " counter(page) " of " counter(pages) } }
    body { margin: 0 }</style><p>Hello</p>`);
  const words = await wordBoxes(pdf);
  // Chromium 156's print of the same page (pdftotext -bbox, points): left and top edges. Its
  // A5 is 594.96pt tall, ours 595.28pt: boxes along the bottom sit up to 0.6pt apart.
  const chromium: Record<string, [number, number]> = {
    TLCTL: [42.2, 19.6],
    TC: [200.0, 19.6],
    TRTRC: [329.6, 19.6],
    LT: [26.8, 57.1],
    LM: [24.0, 289.6],
    LB: [25.7, 522.1],
    RT: [375.0, 57.1],
    RM: [372.5, 289.6],
    RB: [374.1, 522.1],
    BLC: [41.3, 558.9],
    BL: [70.5, 558.9],
    Page: [175.7, 558.9],
    BR: [328.7, 558.9],
    BRC: [348.7, 558.9],
  };
  for (const [text, [left, top]] of Object.entries(chromium)) {
    const word = words.find((w) => w.text === text);
    assert.ok(word, `${text} printed`);
    const pt = (px: number) => px * 0.75;
    assert.ok(Math.abs(pt(word.left) - left) < 0.5, `${text} left ${pt(word.left)} ≠ ${left}`);
    assert.ok(Math.abs(pt(word.top) - top) < 1, `${text} top ${pt(word.top)} ≠ ${top}`);
  }
});

Deno.test("footnotes: numbered, at the foot of their call's page, as WeasyPrint places them", async () => {
  const note = (text: string) => `<span class="fn">${text}</span>`;
  const pdf = await renderPdf(`<style>
    @page { size: A5; margin: 20mm; @footnote { border-top: 1px solid } }
    body { font: 14px/20px Arial } p { margin: 0 0 10px }
    .fn { float: footnote; font-size: 11px; line-height: 14px }</style>
    <p>One${note("First note.")} and two${note("Second note.")}.</p>
    <div style="height: 540px"></div>
    <p>Low call${
    note(
      "A long third note that takes three lines at the foot of the page, " +
        "more than the room left under its call, so the call moves to the next page.",
    )
  } here.</p>
    <p>After.</p>`);
  const words = await wordBoxes(pdf);
  const find = (text: string) => words.find((w) => w.text === text)!;
  const pages = (await pageTexts(pdf)).map(squash);
  assert.match(pages[0], /^One1 and two2\. 1\. First note\. 2\. Second note\.$/);
  assert.match(pages[1], /^Low call3 here\. After\. 3\. A long third note/);
  // Each note sits below everything else on its page, inside the page area (20mm margins).
  assert.ok(find("First").top > find("two").top + 300);
  const bottom = 794 - 20 * 96 / 25.4;
  assert.ok(find("First").top < bottom && find("page.").top < bottom);
  assert.ok(find("long").top > find("After.").top);
});

Deno.test("::footnote-call and ::footnote-marker take author content and placement (GCPM 3 §3.6–3.7)", async () => {
  const pdf = await renderPdf(`<style>
    @page { size: A5; margin: 20mm }
    body { font: 14px/20px Arial } p { margin: 0 }
    .fn { float: footnote; font-size: 11px; line-height: 14px }
    .fn::footnote-call { content: "[" counter(footnote) "]"; vertical-align: baseline; font-size: 14px }
    .fn::footnote-marker { content: counter(footnote, lower-roman) ")" }
    .out::footnote-marker { list-style-position: outside }
    .quiet::footnote-call { content: none }</style>
    <p>One<span class="fn">First note.</span> and two<span class="fn out">Second note.</span>
    three<span class="fn quiet">Third note.</span>.</p>`);
  const lines = (await pageTexts(pdf))[0].split("\n").map(squash).filter((l) => l);
  assert.deepEqual(lines, [
    "One[1] and two[2] three.",
    "i)First note.",
    "ii)Second note.",
    "iii)Third note.",
  ]);
  // An outside marker hangs before the footnote's content edge, where an inside one starts.
  const words = await wordBoxes(pdf);
  const find = (text: string) => words.find((w) => w.text === text)!;
  const edge = 20 * 96 / 25.4;
  assert.ok(
    Math.abs(find("i)First").left - edge) < 0.5,
    `inside marker at ${find("i)First").left}`,
  );
  assert.ok(Math.abs(find("Second").left - edge) < 0.5, `content at ${find("Second").left}`);
  assert.ok(find("ii)").right <= edge + 0.5, `outside marker ends at ${find("ii)").right}`);
});
