/**
 * The document being edited (HTML and render options), kept in localStorage so it survives a
 * reload, and shared by the editor (/) and the comparison page (/e2e): an edit in one tab reaches
 * the other through the storage event.
 */
import { normalizeOptions, type RenderOptions } from "./render_request.ts";

export interface StoredDocument {
  html: string;
  options: RenderOptions;
}

const STORAGE_KEY = "html2pdf.document";

export function loadDocument(): StoredDocument | null {
  return parse(localStorage.getItem(STORAGE_KEY));
}

export function saveDocument(document: StoredDocument): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(document));
  } catch {
    // Storage full or disabled: the document still lives in the editor.
  }
}

/** Calls `changed` when another tab of this origin saves the document. */
export function onDocumentSaved(changed: (document: StoredDocument) => void): void {
  addEventListener("storage", (event) => {
    if (event.key !== STORAGE_KEY) return;
    const document = parse(event.newValue);
    if (document !== null) changed(document);
  });
}

function parse(text: string | null): StoredDocument | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text);
    if (typeof value?.html !== "string") return null;
    return { html: value.html, options: normalizeOptions(value.options) };
  } catch {
    return null;
  }
}
