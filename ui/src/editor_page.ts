/**
 * The editor page (/): HTML source on one side, its PDF on the other, re-rendered as the
 * author types, with every render option, encrypt and sign in the side panel.
 */
import { type PdfReply, postForPdf, requestApiKey } from "./api.ts";
import { downloadPdf } from "./download.ts";
import { loadDocument, onDocumentSaved, saveDocument } from "./document_store.ts";
import { createHtmlEditor } from "./editor.ts";
import { bindEncryptPanel } from "./encrypt_panel.ts";
import { formatBytes, formatDuration, formatPages } from "./format.ts";
import { LiveRender } from "./live_render.ts";
import { Notice } from "./notice.ts";
import { onOptionsInput, readOptions, writeOptions } from "./options_panel.ts";
import { PdfPreview } from "./preview.ts";
import { showRenderFailure } from "./render_failure.ts";
import { DEFAULT_OPTIONS, renderBody } from "./render_request.ts";
import { bindSampleSelect, loadSample } from "./samples.ts";
import { bindSignPanel } from "./sign_panel.ts";
import { bindZoomSelect } from "./zoom_select.ts";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const optionsForm = $<HTMLFormElement>("options");
const notice = new Notice($("notice"));
const stats = $<HTMLOutputElement>("stats");
const downloadButton = $<HTMLButtonElement>("download");
const previewSection = $("preview");
const preview = new PdfPreview($("pages-scroller"), $("pages"));

/** The PDF of the last successful render: what Download saves and Sign sends. */
let currentPdf: Uint8Array<ArrayBuffer> | null = null;

const stored = loadDocument();
writeOptions(optionsForm, stored?.options ?? DEFAULT_OPTIONS);
const editor = createHtmlEditor($("editor"), stored?.html ?? "", documentEdited, {
  run: () => live.now(),
  save: download,
});

const live = new LiveRender<PdfReply>(
  (signal) =>
    postForPdf("/api/render", renderBody(editor.text(), readOptions(optionsForm)), signal),
  {
    started() {
      previewSection.setAttribute("aria-busy", "true");
      stats.textContent = currentPdf === null ? "Rendering…" : `${stats.dataset.last} · rendering…`;
    },
    async finished(reply) {
      try {
        const pages = await preview.show(reply.bytes);
        currentPdf = reply.bytes;
        downloadButton.disabled = false;
        stats.dataset.last = `${formatPages(pages)} · ${formatDuration(reply.ms)} · ${
          formatBytes(reply.bytes.length)
        }`;
        stats.textContent = stats.dataset.last;
        previewSection.classList.remove("stale");
        notice.clear();
      } catch (error) {
        this.failed(error);
      } finally {
        previewSection.removeAttribute("aria-busy");
      }
    },
    failed(error) {
      previewSection.removeAttribute("aria-busy");
      previewSection.classList.toggle("stale", currentPdf !== null);
      stats.textContent = stats.dataset.last ?? "";
      showRenderFailure(notice, error, () => live.now(), currentPdf !== null);
    },
  },
);

function documentEdited(): void {
  saveDocument({ html: editor.text(), options: readOptions(optionsForm) });
  live.schedule();
}

function download(): void {
  if (currentPdf !== null) downloadPdf(currentPdf, "document.pdf");
}

onOptionsInput(optionsForm, documentEdited);
// An edit made in the comparison page's tab shows here too.
onDocumentSaved((saved) => {
  editor.setText(saved.html);
  writeOptions(optionsForm, saved.options);
  live.schedule(150);
});
downloadButton.addEventListener("click", download);
$("render-now").addEventListener("click", () => live.now());
$("api-key").addEventListener("click", async () => {
  if (await requestApiKey()) live.now();
});
bindZoomSelect($<HTMLSelectElement>("zoom"), (zoom) => preview.setZoom(zoom));
bindEncryptPanel($<HTMLFormElement>("encrypt"), notice, {
  html: () => editor.text(),
  options: () => readOptions(optionsForm),
});
bindSignPanel($<HTMLFormElement>("sign"), notice, () => currentPdf);

bindSampleSelect($<HTMLSelectElement>("sample"), notice, (html) => {
  // One undoable change: Ctrl/Cmd+Z in the editor brings the previous document back.
  editor.setText(html);
  documentEdited();
  live.now();
});

if (stored === null) {
  editor.setText(await loadSample("invoice"));
  saveDocument({ html: editor.text(), options: readOptions(optionsForm) });
}
live.now();
