/**
 * The style stage with today's framework stylesheets: Bootstrap 5.3's full bootstrap.css and
 * every utility of Tailwind v4's design system (some twenty thousand rules), each styling a
 * page of a few hundred elements (tests/style's framework pages, repeated), then the same page
 * ten times longer. Selector matching is bucketed by each selector's rightmost id, class or tag
 * (lib/css/cascade.ts), so the cost per element must stay flat as the page grows: the table
 * prints it for both sizes. The stylesheets come from npm on first use (tests/style/vendor.ts).
 *
 *     deno run -A bench/style_speed.ts
 */
import type { Document, Element } from "domhandler";
import { styleDocument } from "../lib/css/mod.ts";
import { parseHtml } from "../lib/html/parse.ts";
import { documentPath } from "../tests/style/documents.ts";
import { documentElements } from "../tests/style/element_key.ts";
import { bootstrapCss, tailwindFullCss } from "../tests/style/vendor.ts";
import { markdownTable } from "./service_load.ts";
import { median } from "./stats.ts";

const RUNS = 7;
const WARMUP = 2;
/** The long page has this many times the short page's copies of the framework page's body. */
const GROWTH = 10;
/** The page area the renderer styles A4 pages in (tests/style/record.ts). */
const VIEWPORT = { width: 714, height: 1043 };

interface Page {
  name: string;
  /** The framework page whose body is repeated. */
  document: string;
  /** Copies of its body in the short page: some three hundred elements. */
  copies: number;
  css: () => Promise<string>;
}

const PAGES: readonly Page[] = [
  { name: "Bootstrap 5.3", document: "bootstrap", copies: 2, css: bootstrapCss },
  { name: "Tailwind v4 (all utilities)", document: "tailwind", copies: 4, css: tailwindFullCss },
];

/** The framework page with its body repeated `copies` times, linking only `sheet.css`. */
async function pageHtml(document: string, copies: number): Promise<string> {
  const html = await Deno.readTextFile(documentPath(document));
  const open = html.match(/<body[^>]*>/)!;
  const start = open.index! + open[0].length;
  const body = html.slice(start, html.indexOf("</body>"));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<link rel="stylesheet" href="sheet.css"></head>${open[0]}${body.repeat(copies)}</body></html>`;
}

/** Milliseconds of one styling of a parsed page: the sheets (parsed, indexed, root styled) and the elements. */
interface Timing {
  sheet: number;
  elements: number;
}

/** The whole style stage for a parsed page: sheets, cascade, every element and pseudo-element. */
function styleAll(document: Document, elements: readonly Element[], css: string): Timing {
  const start = performance.now();
  const styled = styleDocument(document, {
    viewport: VIEWPORT,
    loadStylesheet: (href) => href === "sheet.css" ? css : null,
  });
  const sheetDone = performance.now();
  for (const element of elements) {
    styled.styleOf(element);
    styled.pseudoStyle(element, "before");
    styled.pseudoStyle(element, "after");
    styled.pseudoStyle(element, "marker");
  }
  return { sheet: sheetDone - start, elements: performance.now() - sheetDone };
}

/** Median total and median element part of RUNS stylings after WARMUP. */
function measure(fn: () => Timing): { total: number; elements: number } {
  for (let i = 0; i < WARMUP; i++) fn();
  const timings = Array.from({ length: RUNS }, fn);
  return {
    total: median(timings.map((t) => t.sheet + t.elements)),
    elements: median(timings.map((t) => t.elements)),
  };
}

/** Style rules in a stylesheet: `{` blocks that are not at-rule blocks, roughly. */
function ruleCount(css: string): number {
  return (css.match(/[^{};@]+\{/g) ?? []).length;
}

/** Measures each framework page at both sizes and prints the table. */
export async function styleSpeed(): Promise<void> {
  const rows: string[][] = [];
  for (const page of PAGES) {
    const css = await page.css();
    for (const copies of [page.copies, page.copies * GROWTH]) {
      const document = parseHtml(await pageHtml(page.document, copies));
      const elements = documentElements(document);
      const ms = measure(() => styleAll(document, elements, css));
      rows.push([
        page.name,
        `${Math.round(css.length / 1024)} KB, ${ruleCount(css)}`,
        String(elements.length),
        ms.total.toFixed(1),
        ms.elements.toFixed(1),
        (1000 * ms.elements / elements.length).toFixed(1),
      ]);
    }
  }
  console.log(
    `\nThe style stage with framework stylesheets (bench/style_speed.ts): median ms of ${RUNS} ` +
      `runs after ${WARMUP}, for a page of a few hundred elements and one ${GROWTH}× longer; ` +
      `elements: the part after the stylesheet is parsed and indexed. µs per element stays ` +
      `flat as the page grows when matching is linear.`,
  );
  console.log(markdownTable(
    ["stylesheet", "size, rules", "elements", "style ms", "elements ms", "µs per element"],
    rows,
  ));
}

if (import.meta.main) await styleSpeed();
