/**
 * PDFs opened and drawn with pdf.js (bundled from pdfjs-dist, its worker served from
 * /ui/dist/pdf_worker.js): the one place that knows pdf.js's API.
 */
import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentProxy,
  type PDFPageProxy,
  PDFWorker,
  type RenderTask,
  VerbosityLevel,
} from "pdfjs-dist";
import { CSS_PX_PER_PT } from "./page_area.ts";

GlobalWorkerOptions.workerSrc = "/ui/dist/pdf_worker.js";

export type { PDFDocumentProxy, PDFPageProxy };

/** One worker for every PDF the page opens: a live preview opens one per pause in typing. */
let worker: PDFWorker | null = null;

/** Opens a PDF from its bytes (copied: pdf.js hands its buffer to the worker). */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  worker ??= new PDFWorker({ verbosity: VerbosityLevel.ERRORS });
  return getDocument({ data: bytes.slice(), worker, verbosity: VerbosityLevel.ERRORS }).promise;
}

/** A page's size in CSS px (1pt = 4/3 px). */
export function pageSizePx(page: PDFPageProxy): { width: number; height: number } {
  const viewport = page.getViewport({ scale: CSS_PX_PER_PT });
  return { width: viewport.width, height: viewport.height };
}

/**
 * Sizes `canvas` for the page at `zoom` (CSS px per PDF px) and `pixelRatio` device pixels per
 * CSS px, and starts drawing it; the task can be cancelled when a newer PDF replaces it.
 */
export function drawPage(
  page: PDFPageProxy,
  canvas: HTMLCanvasElement,
  zoom: number,
  pixelRatio = devicePixelRatio,
): RenderTask {
  const viewport = page.getViewport({ scale: CSS_PX_PER_PT * zoom * pixelRatio });
  canvas.width = Math.max(1, Math.floor(viewport.width));
  canvas.height = Math.max(1, Math.floor(viewport.height));
  canvas.style.width = `${viewport.width / pixelRatio}px`;
  canvas.style.height = `${viewport.height / pixelRatio}px`;
  return page.render({ canvas, viewport });
}

/** Whether an error only says that a drawing was cancelled on purpose. */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === "RenderingCancelledException";
}
