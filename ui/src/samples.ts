/** Documents to start from, served as static files under /ui/samples/. */
import { failureMessage } from "./api.ts";
import type { Notice } from "./notice.ts";

export const SAMPLES = [
  { id: "invoice", label: "Invoice" },
  { id: "letter", label: "Letter" },
  { id: "report", label: "Report" },
  { id: "receipt", label: "Receipt" },
] as const;

export type SampleId = typeof SAMPLES[number]["id"];

export async function loadSample(id: SampleId): Promise<string> {
  const response = await fetch(`/ui/samples/${id}.html`);
  if (!response.ok) throw new Error(`The ${id} sample could not be loaded (${response.status}).`);
  return await response.text();
}

/**
 * Fills a <select> with the samples after its first (prompt) option. Choosing one hands its
 * text to `chosen` (a failure to load it shows in `notice`); the select goes back to its prompt.
 */
export function bindSampleSelect(
  select: HTMLSelectElement,
  notice: Notice,
  chosen: (html: string) => void,
): void {
  for (const sample of SAMPLES) select.add(new Option(sample.label, sample.id));
  select.addEventListener("change", async () => {
    const id = select.value;
    select.value = "";
    if (id === "") return;
    try {
      chosen(await loadSample(id as SampleId));
    } catch (error) {
      notice.show("error", failureMessage(error));
    }
  });
}
