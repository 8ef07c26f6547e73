/** The zoom control of both pages: "fit" to the width, or a percentage. */
import type { Zoom } from "./preview.ts";

export function bindZoomSelect(select: HTMLSelectElement, changed: (zoom: Zoom) => void): void {
  const current = (): Zoom => select.value === "fit" ? "fit" : Number(select.value) / 100;
  select.addEventListener("change", () => changed(current()));
  changed(current());
}
