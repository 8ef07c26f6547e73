/** Documents to start from, served as static files under /ui/samples/. */

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

/** Fills a <select> with the samples after its first (prompt) option. */
export function fillSampleSelect(select: HTMLSelectElement): void {
  for (const sample of SAMPLES) select.add(new Option(sample.label, sample.id));
}
