/**
 * The API key, asked for when the service answers 401 (AUTH_ENABLED) and kept in
 * sessionStorage: it lasts as long as the browser tab and is never written to disk by the UI.
 * One dialog serves every request that is waiting for the key.
 */

const STORAGE_KEY = "html2pdf.apiKey";

export function storedApiKey(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}

function storeApiKey(key: string): void {
  sessionStorage.setItem(STORAGE_KEY, key);
}

let pending: Promise<string | null> | null = null;

/**
 * Asks for the key in a modal dialog; resolves with it, or null when the author cancels.
 * `refused` says the key sent last was not accepted.
 */
export function askForApiKey(refused: boolean): Promise<string | null> {
  pending ??= showDialog(refused).finally(() => pending = null);
  return pending;
}

function showDialog(refused: boolean): Promise<string | null> {
  const dialog = document.createElement("dialog");
  dialog.className = "api-key-dialog";
  dialog.setAttribute("aria-labelledby", "api-key-title");
  dialog.innerHTML = `
    <form method="dialog">
      <h2 id="api-key-title">API key needed</h2>
      <p class="api-key-reason"></p>
      <label for="api-key-input">API key</label>
      <input id="api-key-input" name="key" type="password" autocomplete="off" required>
      <p class="hint">Kept for this browser tab only (session storage), sent as X-Api-Key.</p>
      <div class="dialog-buttons">
        <button type="submit" value="cancel" formnovalidate>Cancel</button>
        <button type="submit" value="ok" class="primary">Use key</button>
      </div>
    </form>`;
  dialog.querySelector(".api-key-reason")!.textContent = refused
    ? "The service refused the key it was given (401). Enter the key it was started with (AUTH_API_KEY)."
    : "This service requires an API key for rendering (401 Unauthorized).";
  document.body.append(dialog);
  const input = dialog.querySelector("input")!;
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      const key = dialog.returnValue === "ok" ? input.value.trim() : "";
      dialog.remove();
      if (key === "") return resolve(null);
      storeApiKey(key);
      resolve(key);
    });
    dialog.showModal();
    input.focus();
  });
}
