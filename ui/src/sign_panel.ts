/**
 * The sign panel (POST /api/sign): the signer's name, reason and location; submitting sends
 * the PDF currently previewed and downloads it with the signature placeholder the service adds
 * (the service holds no keys: the author signs that file with their own tools).
 */
import { postForPdf } from "./api.ts";
import { bindPdfAction } from "./form_action.ts";
import type { Notice } from "./notice.ts";
import { signBody, type SignSettings } from "./render_request.ts";

export function bindSignPanel(
  form: HTMLFormElement,
  notice: Notice,
  currentPdf: () => Uint8Array | null,
): void {
  bindPdfAction(form, notice, {
    what: "PDF with a signature field",
    filename: "document-signed.pdf",
    request: () => {
      const pdf = currentPdf();
      if (pdf === null) {
        throw new Error("There is no PDF to sign yet: fix the document so that it renders.");
      }
      return postForPdf("/api/sign", signBody(pdf, settings(form)));
    },
  });
}

function settings(form: HTMLFormElement): SignSettings {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return { name: value("name"), reason: value("reason"), location: value("location") };
}
