/**
 * Forced page breaks (break-before/-after: page, left, right, recto, verso; the legacy
 * page-break-* map onto them, CSS Fragmentation 3 §3.1) in a continuous screen layout: a spacer
 * before (or after) the element pushes it to the top of the next page-area slice, as printing
 * would. Only boxes in normal block flow get one, where a spacer block cannot disturb a flex,
 * grid or table layout. Unforced breaks (a line or a row that would straddle a slice) are not
 * emulated.
 */

const FORCED = new Set(["page", "left", "right", "recto", "verso", "always"]);
const BLOCK_CONTAINERS = new Set(["block", "flow-root", "list-item"]);

export function applyForcedBreaks(document: Document, pageHeight: number): void {
  const view = document.defaultView;
  if (view === null || document.body === null) return;
  for (const element of document.body.querySelectorAll("*")) {
    if (!inBlockFlow(view, element)) continue;
    const style = view.getComputedStyle(element);
    if (FORCED.has(style.breakBefore)) {
      pushToNextPage(document, pageHeight, (s) => element.before(s));
    }
    if (FORCED.has(style.breakAfter)) pushToNextPage(document, pageHeight, (s) => element.after(s));
  }
}

function inBlockFlow(view: Window, element: Element): boolean {
  const parent = element.parentElement;
  if (parent === null) return false;
  const style = view.getComputedStyle(element);
  return BLOCK_CONTAINERS.has(view.getComputedStyle(parent).display) &&
    !style.display.startsWith("inline") && style.display !== "none" &&
    style.float === "none" && (style.position === "static" || style.position === "relative");
}

/** Inserts a spacer where `place` puts it, as tall as the rest of the slice it starts in. */
function pushToNextPage(
  document: Document,
  pageHeight: number,
  place: (spacer: HTMLElement) => void,
): void {
  const spacer = document.createElement("div");
  spacer.dataset.html2pdfBreak = "";
  for (
    const [property, value] of [["display", "block"], ["height", "0"], ["margin", "0"], [
      "padding",
      "0",
    ], ["border", "0"]]
  ) {
    spacer.style.setProperty(property, value, "important");
  }
  place(spacer);
  const top = spacer.getBoundingClientRect().top + (document.defaultView?.scrollY ?? 0);
  const rest = Math.ceil(top / pageHeight - 1e-6) * pageHeight - top;
  if (rest < 0.5) spacer.remove(); // already at the top of a slice
  else spacer.style.setProperty("height", `${rest}px`, "important");
}
