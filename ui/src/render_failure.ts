/**
 * A failed render as the notice line tells it: the service's own message (the JSON error's),
 * or, when the service wants an API key the author has not given, a button to give it.
 */
import { ApiKeyMissingError, failureMessage, requestApiKey } from "./api.ts";
import type { Notice } from "./notice.ts";

export function showRenderFailure(
  notice: Notice,
  error: unknown,
  retry: () => void,
  previewKept: boolean,
): void {
  if (error instanceof ApiKeyMissingError) {
    notice.show("error", error.message, {
      label: "Enter API key",
      run: async () => {
        if (await requestApiKey()) retry();
      },
    });
    return;
  }
  const kept = previewKept ? " The preview shows the last successful render." : "";
  notice.show("error", `Render failed: ${failureMessage(error)}${kept}`);
}
