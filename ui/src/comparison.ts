/**
 * The comparison of /e2e, page by page: the browser's rendering of the HTML beside html2pdf's
 * PDF (side by side), or the two laid over each other (onion skin with an opacity, or the
 * difference of the two, shown inverted so that agreement is white and disagreement ink), with
 * the ink-agreement figure of similarity.ts under each page.
 *
 * The browser pages are slices of one continuous layout at the page area's width (see
 * rasterize.ts for what that leaves out); page size comes from the PDF, margins from the
 * document's @page rule or the render options, as the renderer takes them.
 */
import { browserPage, printFrame } from "./browser_page.ts";
import { applyForcedBreaks } from "./forced_breaks.ts";
import { formatPercent } from "./format.ts";
import { type PageArea, pageArea } from "./page_area.ts";
import {
  drawPage,
  openPdf,
  pageSizePx,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from "./pdf_document.ts";
import { documentPageMargins } from "./print_emulation.ts";
import { rasterizeDocument } from "./rasterize.ts";
import type { Margins } from "./render_request.ts";
import { type InkAgreement, inkAgreement } from "./similarity.ts";
import type { Zoom } from "./preview.ts";

export type CompareMode = "side" | "onion" | "difference";

/** Pages compared at most: each browser page is an iframe of the whole document. */
export const MAX_COMPARED_PAGES = 20;
/** The figure's resolution: half a CSS px per pixel, 48 dpi, near the visual score's 50 dpi. */
const FIGURE_SCALE = 0.5;
const GAP_PX = 24;

export interface ComparisonSummary {
  pdfPages: number;
  browserPages: number;
  /** Mean figure over the compared pages; null when the browser side could not be rasterised. */
  meanAgreement: number | null;
}

interface Shown {
  html: string;
  pdf: PDFDocumentProxy;
  pages: PDFPageProxy[];
  area: PageArea;
  rows: number;
  browserPages: number;
  raster: HTMLImageElement | null;
  figures: (InkAgreement | null)[];
}

export class Comparison {
  #mode: CompareMode = "side";
  #zoom: Zoom = "fit";
  #shown: Shown | null = null;
  #generation = 0;

  constructor(private readonly scroller: HTMLElement, private readonly list: HTMLElement) {
    new ResizeObserver(() => {
      if (this.#zoom === "fit") this.#build();
    }).observe(scroller);
  }

  async show(
    html: string,
    pdfBytes: Uint8Array,
    fallbackMargins: Margins,
  ): Promise<ComparisonSummary> {
    const generation = ++this.#generation;
    const pdf = await openPdf(pdfBytes);
    const pages = await Promise.all(
      Array.from({ length: pdf.numPages }, (_, i) => pdf.getPage(i + 1)),
    );
    const size = pageSizePx(pages[0]);
    const measured = await measure(html, size, fallbackMargins);
    const rows = Math.min(MAX_COMPARED_PAGES, Math.max(pages.length, measured.browserPages));
    const raster = await rasterizeDocument(
      measured.document,
      measured.area.contentWidth,
      rows * measured.area.contentHeight,
    ).catch(() => null);
    measured.dispose();
    const figures = await Promise.all(
      Array.from(
        { length: rows },
        (_, i) => pageFigure(pages[i], raster, measured.area, i, measured.browserPages),
      ),
    );
    if (generation !== this.#generation) {
      await pdf.destroy();
      return summary(pages.length, measured.browserPages, figures);
    }
    const previous = this.#shown;
    this.#shown = {
      html,
      pdf,
      pages,
      area: measured.area,
      rows,
      browserPages: measured.browserPages,
      raster,
      figures,
    };
    this.#build();
    void previous?.pdf.destroy();
    return summary(pages.length, measured.browserPages, figures);
  }

  setMode(mode: CompareMode): void {
    this.#mode = mode;
    this.list.dataset.mode = mode;
    this.#build();
  }

  /** The onion skin's opacity of the browser layer, 0–1. */
  setOpacity(opacity: number): void {
    this.list.style.setProperty("--onion", String(opacity));
  }

  setZoom(zoom: Zoom): void {
    this.#zoom = zoom;
    this.#build();
  }

  #build(): void {
    const shown = this.#shown;
    if (shown === null) return;
    const zoom = this.#scale(shown.area);
    const rows = Array.from({ length: shown.rows }, (_, i) => this.#row(shown, i, zoom));
    this.list.replaceChildren(...rows);
  }

  #scale(area: PageArea): number {
    if (this.#zoom !== "fit") return this.#zoom;
    const columns = this.#mode === "side" ? 2 : 1;
    const room = this.scroller.clientWidth - (columns + 1) * GAP_PX;
    return Math.max(0.1, Math.min(1.25, room / columns / area.width));
  }

  #row(shown: Shown, index: number, zoom: number): HTMLElement {
    const row = document.createElement("section");
    row.className = "compare-row";
    row.dataset.page = String(index + 1);
    const title = document.createElement("h3");
    title.id = `page-${index + 1}-title`;
    title.textContent = `Page ${index + 1}`;
    const figure = document.createElement("span");
    figure.className = "figure";
    figure.textContent = figureText(shown.figures[index]);
    title.append(" ", figure);
    row.setAttribute("aria-labelledby", title.id);
    const sheets = document.createElement("div");
    sheets.className = "sheets";
    const pdfPage = shown.pages[index];
    const hasBrowserPage = index < shown.browserPages;
    if (this.#mode === "side") {
      sheets.append(
        sheet(
          "Browser",
          hasBrowserPage
            ? browserPage(shown.html, shown.area, index, zoom)
            : missing(shown.area, zoom),
        ),
        sheet(
          "html2pdf",
          pdfPage
            ? pdfCanvas(pdfPage, zoom, `html2pdf page ${index + 1}`)
            : missing(shown.area, zoom),
        ),
      );
    } else {
      const stack = document.createElement("div");
      stack.className = "stack";
      if (pdfPage) stack.append(pdfCanvas(pdfPage, zoom, `html2pdf page ${index + 1}`));
      if (shown.raster !== null && hasBrowserPage) {
        const top = browserCanvas(shown.raster, shown.area, index, zoom, devicePixelRatio);
        top.classList.add("top");
        top.setAttribute("role", "img");
        top.setAttribute("aria-label", `Browser page ${index + 1}, laid over the PDF`);
        stack.append(top);
      }
      sheets.append(sheet(this.#mode === "onion" ? "Browser over html2pdf" : "Difference", stack));
    }
    row.append(title, sheets);
    return row;
  }
}

function summary(
  pdfPages: number,
  browserPages: number,
  figures: (InkAgreement | null)[],
): ComparisonSummary {
  const known = figures.filter((f) => f !== null);
  const meanAgreement = known.length === 0 || known.length < figures.length
    ? null
    : known.reduce((sum, f) => sum + f.score, 0) / known.length;
  return { pdfPages, browserPages, meanAgreement };
}

function figureText(figure: InkAgreement | null): string {
  if (figure === null) return "ink agreement: not measurable here";
  return `ink agreement ${formatPercent(figure.score)} ` +
    `(browser ink matched ${formatPercent(figure.browserFound)}, PDF ink matched ${
      formatPercent(figure.pdfFound)
    })`;
}

function sheet(caption: string, content: HTMLElement): HTMLElement {
  const figure = document.createElement("figure");
  figure.className = "sheet";
  const label = document.createElement("figcaption");
  label.textContent = caption;
  figure.append(label, content);
  return figure;
}

function missing(area: PageArea, zoom: number): HTMLElement {
  const blank = document.createElement("div");
  blank.className = "paper missing";
  blank.style.width = `${area.width * zoom}px`;
  blank.style.height = `${area.height * zoom}px`;
  blank.textContent = "no such page";
  return blank;
}

function pdfCanvas(page: PDFPageProxy, zoom: number, label: string): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", label);
  drawPage(page, canvas, zoom).promise.catch(() => {
    // Cancelled or the document was replaced meanwhile: the row is gone too.
  });
  return canvas;
}

/** Page `index` of the browser's rasterised layout on white paper, at `zoom`. */
function browserCanvas(
  raster: HTMLImageElement,
  area: PageArea,
  index: number,
  zoom: number,
  pixelRatio: number,
): HTMLCanvasElement {
  const scale = zoom * pixelRatio;
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.floor(area.width * scale));
  canvas.height = Math.max(1, Math.floor(area.height * scale));
  canvas.style.width = `${area.width * zoom}px`;
  canvas.style.height = `${area.height * zoom}px`;
  const context = canvas.getContext("2d", { willReadFrequently: pixelRatio === 1 })!;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  const top = index * area.contentHeight;
  const height = Math.min(area.contentHeight, raster.height - top);
  if (height > 0) {
    context.drawImage(
      raster,
      0,
      top,
      area.contentWidth,
      height,
      area.margins.left * scale,
      area.margins.top * scale,
      area.contentWidth * scale,
      height * scale,
    );
  }
  return canvas;
}

/** The ink agreement of one page, or null when the browser side cannot be read as pixels. */
async function pageFigure(
  page: PDFPageProxy | undefined,
  raster: HTMLImageElement | null,
  area: PageArea,
  index: number,
  browserPages: number,
): Promise<InkAgreement | null> {
  if (raster === null) return null;
  const browser = index < browserPages
    ? browserCanvas(raster, area, index, FIGURE_SCALE, 1)
    : blankCanvas(area, FIGURE_SCALE);
  const pdf = document.createElement("canvas");
  if (page === undefined) {
    pdf.width = browser.width;
    pdf.height = browser.height;
  } else {
    await drawPage(page, pdf, FIGURE_SCALE, 1).promise;
  }
  const width = Math.min(browser.width, pdf.width);
  const height = Math.min(browser.height, pdf.height);
  try {
    const read = (canvas: HTMLCanvasElement) =>
      canvas.getContext("2d", { willReadFrequently: true })!.getImageData(0, 0, width, height);
    return inkAgreement(read(browser), read(pdf));
  } catch {
    return null; // the browser refused to let the page read the image's pixels
  }
}

function blankCanvas(area: PageArea, scale: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = Math.floor(area.width * scale);
  canvas.height = Math.floor(area.height * scale);
  return canvas;
}

interface Measured {
  document: Document;
  area: PageArea;
  browserPages: number;
  dispose(): void;
}

/**
 * Lays the document out once, off screen, at the page area's width: its @page margins, and how
 * many page-area heights it fills.
 */
async function measure(
  html: string,
  size: { width: number; height: number },
  fallbackMargins: Margins,
): Promise<Measured> {
  const guess = pageArea(size.width, size.height, fallbackMargins);
  const { frame, loaded } = printFrame(html, guess.contentWidth, guess.contentHeight);
  frame.className = "measure";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  document.body.append(frame);
  const doc = await loaded;
  const area = pageArea(size.width, size.height, documentPageMargins(doc, fallbackMargins));
  frame.style.width = `${area.contentWidth}px`;
  frame.style.height = `${area.contentHeight}px`;
  applyForcedBreaks(doc, area.contentHeight);
  const height = doc.documentElement.scrollHeight;
  return {
    document: doc,
    area,
    browserPages: Math.max(1, Math.ceil((height - 0.5) / area.contentHeight)),
    dispose: () => frame.remove(),
  };
}
