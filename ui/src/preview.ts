/**
 * The PDF preview: one canvas per page at the chosen zoom, drawn with pdf.js when it comes
 * near the visible part of the scroller, so a long document costs only what is looked at. A new
 * PDF is drawn beside the old one and swapped in only once the pages in view are ready, at the
 * same scroll position: the author's place stays put and nothing flashes while typing.
 */
import {
  drawPage,
  isCancelled,
  openPdf,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from "./pdf_document.ts";
import { CSS_PX_PER_PT } from "./page_area.ts";

/** A zoom factor (1 = 100%: CSS px for CSS px), or "fit" to the scroller's width. */
export type Zoom = number | "fit";

interface PageView {
  page: PDFPageProxy;
  element: HTMLElement;
  canvas: HTMLCanvasElement;
  /** The scale the canvas holds a drawing at, or null when it has none. */
  drawnAt: number | null;
  task: ReturnType<typeof drawPage> | null;
}

const PAGE_GAP_PX = 16;
/** Pages drawn ahead of the visible ones, above and below. */
const DRAW_AHEAD = "600px 0px";

export class PdfPreview {
  #document: PDFDocumentProxy | null = null;
  #views: PageView[] = [];
  #zoom: Zoom = "fit";
  /** The scale the current pages are laid out at. */
  #scale = 1;
  #generation = 0;
  readonly #observer: IntersectionObserver;

  constructor(private readonly scroller: HTMLElement, private readonly list: HTMLElement) {
    this.#observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const view = this.#views.find((v) => v.element === entry.target);
        if (entry.isIntersecting && view !== undefined) void this.#draw(view, this.#scale);
      }
    }, { root: scroller, rootMargin: DRAW_AHEAD });
    new ResizeObserver(() => {
      if (this.#zoom === "fit") this.#layout();
    }).observe(scroller);
  }

  /** Shows a new PDF in place of the current one; resolves with its page count. */
  async show(bytes: Uint8Array): Promise<number> {
    const generation = ++this.#generation;
    const document = await openPdf(bytes);
    const pages = await Promise.all(
      Array.from({ length: document.numPages }, (_, i) => document.getPage(i + 1)),
    );
    if (generation !== this.#generation) {
      await document.destroy();
      return pages.length;
    }
    const firstInView = this.#firstVisibleIndex();
    const scrollTop = this.scroller.scrollTop;
    const views = pages.map((page, i) => this.#pageView(page, i, pages.length));
    const scale = this.#fitScale(pages);
    for (const view of views) sizeCanvas(view, scale);
    // Draw what will be in view before the swap, so the new pages appear already drawn.
    const inView = views.slice(firstInView, firstInView + 2);
    await Promise.all(inView.map((view) => this.#draw(view, scale)));
    if (generation !== this.#generation) {
      await document.destroy();
      return pages.length;
    }
    this.#replace(document, views, scale);
    this.scroller.scrollTop = scrollTop;
    return pages.length;
  }

  setZoom(zoom: Zoom): void {
    this.#zoom = zoom;
    this.#layout();
  }

  #pageView(page: PDFPageProxy, index: number, count: number): PageView {
    const element = document.createElement("div");
    element.className = "page";
    element.dataset.page = String(index + 1);
    const canvas = document.createElement("canvas");
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", `Page ${index + 1} of ${count}`);
    const caption = document.createElement("div");
    caption.className = "page-number";
    caption.textContent = `${index + 1} / ${count}`;
    caption.setAttribute("aria-hidden", "true");
    element.append(canvas, caption);
    return { page, element, canvas, drawnAt: null, task: null };
  }

  #replace(document: PDFDocumentProxy, views: PageView[], scale: number): void {
    for (const old of this.#views) {
      old.task?.cancel();
      this.#observer.unobserve(old.element);
    }
    const previous = this.#document;
    this.#document = document;
    this.#views = views;
    this.#scale = scale;
    this.list.replaceChildren(...views.map((v) => v.element));
    for (const view of views) this.#observer.observe(view.element);
    void previous?.destroy();
  }

  /** Resizes every page for the current zoom; the observer redraws those in view. */
  #layout(): void {
    const scale = this.#fitScale(this.#views.map((v) => v.page));
    this.#scale = scale;
    for (const view of this.#views) {
      if (view.drawnAt === scale * devicePixelRatio) continue;
      view.task?.cancel();
      view.drawnAt = null;
      sizeCanvas(view, scale);
      this.#observer.unobserve(view.element);
      this.#observer.observe(view.element);
    }
  }

  /** The zoom, or for "fit" the scale at which the widest page fills the scroller's width. */
  #fitScale(pages: PDFPageProxy[]): number {
    if (this.#zoom !== "fit") return this.#zoom;
    const widest = Math.max(1, ...pages.map((p) => p.getViewport({ scale: CSS_PX_PER_PT }).width));
    const room = this.scroller.clientWidth - 2 * PAGE_GAP_PX;
    return Math.max(0.1, Math.min(2, room / widest));
  }

  async #draw(view: PageView, scale: number): Promise<void> {
    if (view.drawnAt === scale * devicePixelRatio || view.task !== null) return;
    const task = drawPage(view.page, view.canvas, scale);
    view.task = task;
    try {
      await task.promise;
      view.drawnAt = scale * devicePixelRatio;
    } catch (error) {
      if (!isCancelled(error)) throw error;
    } finally {
      if (view.task === task) view.task = null;
    }
  }

  #firstVisibleIndex(): number {
    const top = this.scroller.scrollTop;
    const index = this.#views.findIndex((v) => v.element.offsetTop + v.element.offsetHeight > top);
    return Math.max(0, index);
  }
}

/** Gives a page's canvas its CSS size at `scale` before it is drawn, so the layout is final. */
function sizeCanvas(view: PageView, scale: number): void {
  const { width, height } = view.page.getViewport({ scale: CSS_PX_PER_PT * scale });
  view.canvas.style.width = `${width}px`;
  view.canvas.style.height = `${height}px`;
}
