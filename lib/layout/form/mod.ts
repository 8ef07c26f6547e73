/**
 * Form controls (HTML §4.10, rendered as in §15.5 and as Chromium prints them): their boxes,
 * natural sizes and text, and the widgets paint draws for them.
 */
export { controlBox } from "./boxes.ts";
export type { ControlContent } from "./content.ts";
export { layoutLegend, placeLegend, withRenderedLegend } from "./fieldset.ts";
export { layoutControlText } from "./inner.ts";
export { naturalSizeOf } from "./natural_size.ts";
export type { Widget } from "./widget.ts";
export type { MeterLevel } from "./gauge.ts";
