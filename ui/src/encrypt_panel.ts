/**
 * The encrypt panel (POST /api/encrypt): passwords and permission flags; submitting renders
 * the current document with the current options, encrypted, and downloads it.
 */
import { postForPdf } from "./api.ts";
import { bindPdfAction } from "./form_action.ts";
import type { Notice } from "./notice.ts";
import { encryptBody, type EncryptSettings, type RenderOptions } from "./render_request.ts";

export interface EncryptSource {
  html(): string;
  options(): RenderOptions;
}

export function bindEncryptPanel(
  form: HTMLFormElement,
  notice: Notice,
  source: EncryptSource,
): void {
  bindPdfAction(form, notice, {
    what: "Encrypted PDF",
    filename: "document-encrypted.pdf",
    request: () =>
      postForPdf("/api/encrypt", encryptBody(source.html(), source.options(), settings(form))),
  });
}

function settings(form: HTMLFormElement): EncryptSettings {
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return {
    userPassword: input("userPassword").value,
    ownerPassword: input("ownerPassword").value,
    allowPrinting: input("allowPrinting").checked,
    allowCopying: input("allowCopying").checked,
    allowModifying: input("allowModifying").checked,
  };
}
