/**
 * The comparison page (/e2e): the document of the editor (shared through local storage, so an
 * edit in the editor's tab shows here at once) rendered by this browser and by html2pdf, page
 * by page, side by side or overlaid.
 */
import { postForPdf } from "./api.ts";
import {
  type CompareMode,
  Comparison,
  type ComparisonSummary,
  MAX_COMPARED_PAGES,
} from "./comparison.ts";
import {
  loadDocument,
  onDocumentSaved,
  saveDocument,
  type StoredDocument,
} from "./document_store.ts";
import { createHtmlEditor } from "./editor.ts";
import { formatDuration, formatPages, formatPercent } from "./format.ts";
import { LiveRender } from "./live_render.ts";
import { Notice } from "./notice.ts";
import { showRenderFailure } from "./render_failure.ts";
import { DEFAULT_OPTIONS, renderBody } from "./render_request.ts";
import { bindSampleSelect, loadSample } from "./samples.ts";
import { bindZoomSelect } from "./zoom_select.ts";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const notice = new Notice($("notice"));
const stats = $<HTMLOutputElement>("stats");
const compareSection = $("compare");
const comparison = new Comparison($("compare-scroller"), $("compare-pages"));

let current: StoredDocument = loadDocument() ?? { html: "", options: { ...DEFAULT_OPTIONS } };

const editor = createHtmlEditor($("editor"), current.html, (html) => {
  current = { ...current, html };
  saveDocument(current);
  live.schedule();
}, { run: () => live.now() });

const live = new LiveRender<ComparisonSummary & { ms: number }>(async (signal) => {
  const { html, options } = current;
  const reply = await postForPdf("/api/render", renderBody(html, options), signal);
  const summary = await comparison.show(html, reply.bytes, options.margins);
  signal.throwIfAborted();
  return { ...summary, ms: reply.ms };
}, {
  started() {
    compareSection.setAttribute("aria-busy", "true");
    stats.textContent = "Rendering…";
  },
  finished(result) {
    compareSection.removeAttribute("aria-busy");
    notice.clear();
    const pages = result.pdfPages === result.browserPages
      ? formatPages(result.pdfPages)
      : `PDF ${formatPages(result.pdfPages)}, browser ${formatPages(result.browserPages)}`;
    const mean = result.meanAgreement === null
      ? ""
      : ` · mean ink agreement ${formatPercent(result.meanAgreement)}`;
    const capped = Math.max(result.pdfPages, result.browserPages) > MAX_COMPARED_PAGES
      ? ` · first ${MAX_COMPARED_PAGES} pages compared`
      : "";
    stats.textContent = `${pages} · ${formatDuration(result.ms)}${mean}${capped}`;
  },
  failed(error) {
    compareSection.removeAttribute("aria-busy");
    stats.textContent = "";
    showRenderFailure(notice, error, () => live.now(), false);
  },
});

onDocumentSaved((saved) => {
  current = saved;
  editor.setText(saved.html);
  live.schedule(150);
});

for (const radio of document.querySelectorAll<HTMLInputElement>("input[name=mode]")) {
  radio.addEventListener("change", () => {
    if (radio.checked) comparison.setMode(radio.value as CompareMode);
    $("opacity-control").hidden = radio.value !== "onion";
  });
}
const opacity = $<HTMLInputElement>("opacity");
opacity.addEventListener("input", () => comparison.setOpacity(opacity.valueAsNumber / 100));
comparison.setOpacity(opacity.valueAsNumber / 100);
bindZoomSelect($<HTMLSelectElement>("zoom"), (zoom) => comparison.setZoom(zoom));

const sourceToggle = $<HTMLButtonElement>("source-toggle");
sourceToggle.addEventListener("click", () => {
  const open = sourceToggle.getAttribute("aria-expanded") !== "true";
  sourceToggle.setAttribute("aria-expanded", String(open));
  $("source").hidden = !open;
});

bindSampleSelect($<HTMLSelectElement>("sample"), notice, (html) => {
  editor.setText(html);
  current = { ...current, html: editor.text() };
  saveDocument(current);
  live.now();
});
$("render-now").addEventListener("click", () => live.now());

if (current.html === "") {
  editor.setText(await loadSample("invoice"));
  current = { ...current, html: editor.text() };
  saveDocument(current);
}
live.now();
