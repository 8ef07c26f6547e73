/**
 * One page of the browser side of /e2e: a sheet of paper the size of the PDF page, and on it,
 * at the page margins, an iframe as large as the page area showing the document scrolled to
 * this page's slice, print media and forced page breaks emulated. The iframe is sandboxed without scripts (the PDF
 * renderer runs none either) but same-origin, so its style sheets can be rewritten.
 */
import { applyForcedBreaks } from "./forced_breaks.ts";
import type { PageArea } from "./page_area.ts";
import { emulatePrint } from "./print_emulation.ts";

/** A sandboxed iframe holding `html`, resolved once it has loaded and been print-emulated. */
export function printFrame(html: string, width: number, height: number): {
  frame: HTMLIFrameElement;
  loaded: Promise<Document>;
} {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-same-origin");
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  const loaded = new Promise<Document>((resolve) => {
    frame.addEventListener("load", () => {
      const document = frame.contentDocument!;
      emulatePrint(document);
      resolve(document);
    }, { once: true });
  });
  frame.srcdoc = html;
  return { frame, loaded };
}

/** The paper of page `index` (0-based) at `zoom`, its iframe showing that page's slice. */
export function browserPage(
  html: string,
  area: PageArea,
  index: number,
  zoom: number,
): HTMLElement {
  const paper = document.createElement("div");
  paper.className = "paper";
  paper.style.width = `${area.width * zoom}px`;
  paper.style.height = `${area.height * zoom}px`;
  const { frame, loaded } = printFrame(html, area.contentWidth, area.contentHeight);
  frame.title = `Browser rendering, page ${index + 1}`;
  frame.tabIndex = -1;
  frame.style.left = `${area.margins.left * zoom}px`;
  frame.style.top = `${area.margins.top * zoom}px`;
  frame.style.transform = `scale(${zoom})`;
  paper.append(frame);
  void loaded.then((document) => {
    applyForcedBreaks(document, area.contentHeight);
    document.defaultView?.scrollTo(0, index * area.contentHeight);
  });
  return paper;
}
