/**
 * A side-panel form whose submit asks the service for a PDF and downloads it (encrypt, sign):
 * the button is disabled while the request runs, and the outcome shows in the notice line.
 */
import { failureMessage, type PdfReply } from "./api.ts";
import { downloadPdf } from "./download.ts";
import { formatBytes } from "./format.ts";
import type { Notice } from "./notice.ts";

export interface PdfAction {
  /** The request; may throw an Error whose message tells the author what is missing. */
  request(): Promise<PdfReply>;
  filename: string;
  /** Says what was downloaded, e.g. "Encrypted PDF". */
  what: string;
}

export function bindPdfAction(form: HTMLFormElement, notice: Notice, action: PdfAction): void {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const buttons = [...form.querySelectorAll("button")];
    buttons.forEach((b) => b.disabled = true);
    try {
      const reply = await action.request();
      downloadPdf(reply.bytes, action.filename);
      notice.show(
        "info",
        `${action.what} downloaded as ${action.filename} (${formatBytes(reply.bytes.length)}).`,
      );
    } catch (error) {
      notice.show("error", failureMessage(error));
    } finally {
      buttons.forEach((b) => b.disabled = false);
    }
  });
}
