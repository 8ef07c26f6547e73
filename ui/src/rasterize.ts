/**
 * The browser's rendering of a document as pixels. A page has no screenshot API; what it can
 * do is draw an SVG image whose <foreignObject> holds the document as XHTML, which the browser
 * lays out and paints like any page (same engine, fonts and CSS), into a canvas it may read.
 * Limits of the approach: only data: URLs load inside such an image (as in the PDF service,
 * which fetches nothing by default), and the document is one continuous column that
 * comparison.ts cuts into page-area slices: forced breaks are emulated (forced_breaks.ts), but
 * the browser's own print would also move a line or a table row that straddles a slice, honour
 * orphans and widows, and repeat table headers.
 */
import { styleSheetsText } from "./print_emulation.ts";

/**
 * An image of `document` (already print-emulated) laid out `width` CSS px wide, `height` tall.
 */
export async function rasterizeDocument(
  document: Document,
  width: number,
  height: number,
): Promise<HTMLImageElement> {
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  for (const element of root.querySelectorAll("style, link, script")) element.remove();
  const head = root.querySelector("head") ??
    root.insertBefore(document.createElement("head"), root.firstChild);
  const style = document.createElement("style");
  style.textContent = styleSheetsText(document);
  head.append(style);
  const xhtml = new XMLSerializer().serializeToString(root);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${xhtml}</foreignObject></svg>`;
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  return image;
}
