/** Saves bytes as a file through the browser's download, without a round trip to the server. */

export function downloadPdf(bytes: Uint8Array<ArrayBuffer>, filename: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its own reference by the time the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
