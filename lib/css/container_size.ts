/**
 * The content box of a query container, as far as computed styles tell it: Chromium evaluates
 * @container against the laid-out container, which the style stage cannot see. What it can work
 * out is the common case of templates: a block-level box in normal flow inside block boxes up to
 * the root, whose width is its containing block's less its margins, borders and padding
 * (CSS 2.2 §10.3.3) unless set, clamped by min/max-width (§10.4), the root's containing block
 * being the page area. Anything else — a flex or grid item, a table cell, a float, an
 * inline-block, a width from sizing keywords or a math function over percentages — is left to
 * layout and its queries do not match (README "Known gaps").
 */
import type { Element } from "domhandler";
import type { ComputedStyle, LengthPercentage } from "./types.ts";
import type { ContainerSize, ContainerType } from "./container.ts";

/** Block containers whose block-level children fill their width. */
const BLOCK_CONTAINERS = new Set(["block", "list-item", "flow-root"]);

/** What the estimate reads of a styled element: its style and its parent element. */
export interface ElementLookup {
  styleOf(element: Element): ComputedStyle;
  parentOf(element: Element): Element | null;
}

/** The container's content box for its type; null when only layout knows its width. */
export function containerSize(
  container: Element,
  type: Exclude<ContainerType, "normal">,
  lookup: ElementLookup,
  pageWidth: number,
): ContainerSize | null {
  const width = contentWidth(container, lookup, pageWidth);
  if (width === null) return null;
  return { width, height: type === "size" ? contentHeight(lookup.styleOf(container)) : null };
}

/** A length-percentage against a basis, in px; null for a math function layout must finish. */
function resolved(value: LengthPercentage, basis: number): number | null {
  if ("math" in value) return null;
  return ("px" in value ? value.px : 0) + ("percent" in value ? value.percent * basis / 100 : 0);
}

/** The content-box width of a block-level box in normal flow, or null. */
function contentWidth(element: Element, lookup: ElementLookup, pageWidth: number): number | null {
  const style = lookup.styleOf(element);
  const inFlow = style.float === "none" && style.position !== "absolute" &&
    style.position !== "fixed";
  if (!BLOCK_CONTAINERS.has(style.display) || !inFlow) return null;
  const parent = lookup.parentOf(element);
  let basis: number | null = pageWidth;
  if (parent !== null) {
    basis = BLOCK_CONTAINERS.has(lookup.styleOf(parent).display)
      ? contentWidth(parent, lookup, pageWidth)
      : null;
  }
  if (basis === null) return null;
  const cb = basis;
  const margin = (m: ComputedStyle["marginLeft"]) => m === "auto" ? 0 : resolved(m, cb);
  const marginLeft = margin(style.marginLeft);
  const marginRight = margin(style.marginRight);
  const paddingLeft = resolved(style.paddingLeft, cb);
  const paddingRight = resolved(style.paddingRight, cb);
  if (marginLeft === null || marginRight === null || paddingLeft === null) return null;
  if (paddingRight === null) return null;
  const extra = style.borderLeftWidth + style.borderRightWidth + paddingLeft + paddingRight;
  const size = (value: ComputedStyle["width"] | ComputedStyle["maxWidth"]) => {
    if (typeof value === "string") return undefined; // auto, none or a sizing keyword
    const px = resolved(value, cb);
    return px === null ? null : style.boxSizing === "border-box" ? px - extra : px;
  };
  const set = size(style.width);
  if (set === null || (set === undefined && style.width !== "auto")) return null;
  let width = set ?? cb - marginLeft - marginRight - extra;
  const max = size(style.maxWidth);
  const min = size(style.minWidth);
  if (max === null || min === null) return null;
  if (max !== undefined) width = Math.min(width, max);
  if (min !== undefined) width = Math.max(width, min);
  return Math.max(0, width);
}

/** A set content height (a px length, box-sizing applied); NaN when it depends on content. */
function contentHeight(style: ComputedStyle): number {
  const height = style.height;
  if (typeof height === "string" || !("px" in height) || "percent" in height) return NaN;
  if (style.boxSizing !== "border-box") return height.px;
  const vertical = (p: LengthPercentage) => "px" in p && !("percent" in p) ? p.px : NaN;
  return height.px - style.borderTopWidth - style.borderBottomWidth -
    vertical(style.paddingTop) - vertical(style.paddingBottom);
}
