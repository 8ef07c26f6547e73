/**
 * Where getComputedStyle does not print a computed value. For width, height, margins and
 * padding of a rendered box the resolved value is the *used* value (CSSOM §6.7.2), which only
 * layout knows when the computed value is `auto` or holds a percentage; and width/height print
 * `auto` where the property does not apply (CSS 2.2 §10.2, §10.5). Those pairs are not compared
 * here — layout's own tests and the visual suite judge them.
 */
import type { ComputedStyle, Display } from "../../lib/css/types.ts";

/** Properties whose resolved value is the used value for a rendered box. */
const USED_VALUE_PROPERTIES: ReadonlySet<string> = new Set([
  "width",
  "height",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
]);

const GRID_TRACK_LISTS: ReadonlySet<string> = new Set([
  "grid-template-columns",
  "grid-template-rows",
]);

const INSETS: ReadonlySet<string> = new Set(["top", "right", "bottom", "left"]);

/** Display types width does not apply to (CSS 2.2 §10.2, §17.5: rows and row groups). */
const NO_WIDTH: ReadonlySet<Display> = new Set([
  "inline",
  "table-row",
  "table-row-group",
  "table-header-group",
  "table-footer-group",
]);

/** Display types height does not apply to (CSS 2.2 §10.5, §17.5: columns and column groups). */
const NO_HEIGHT: ReadonlySet<Display> = new Set(["inline", "table-column", "table-column-group"]);

/** Elements whose inline boxes are replaced, so width and height apply to them. */
const REPLACED = new Set(["img", "input", "select", "textarea", "video", "canvas", "iframe"]);

/**
 * Why the engine's value of `property` cannot be compared with Chromium's resolved value, or
 * null when it can. `ours` is the engine's value as serialize.ts writes it; `element` the tag.
 */
export function layoutDependence(
  property: string,
  ours: string,
  style: ComputedStyle,
  element: string,
  pseudo?: string,
): string | null {
  // Insets of a positioned box print as used values (CSSOM §6.7.2), of others as computed.
  if (INSETS.has(property)) {
    const positioned = style.position !== "static" && style.display !== "none";
    return positioned && (ours === "auto" || ours.includes("%"))
      ? "the used value needs layout"
      : null;
  }
  // A grid container's track lists print as its used track sizes (CSS Grid 1 §7.2.6).
  if (GRID_TRACK_LISTS.has(property)) {
    return style.display === "grid" || style.display === "inline-grid"
      ? "the used track sizes need layout"
      : null;
  }
  if (!USED_VALUE_PROPERTIES.has(property) || style.display === "none") return null;
  // Chromium's list marker layout sets a marker's margins (its inside markers' gap, its
  // outside markers' offset); ::marker rules cannot (CSS Lists 3 §3.1.1).
  if (pseudo === "marker" && property.startsWith("margin-")) return "set by marker layout";
  if (ours === "auto" || ours.includes("%")) return "the used value needs layout";
  const replaced = REPLACED.has(element);
  if (property === "width" && NO_WIDTH.has(style.display) && !replaced) {
    return "width does not apply";
  }
  if (property === "height" && NO_HEIGHT.has(style.display) && !replaced) {
    return "height does not apply";
  }
  return null;
}
