/**
 * A form control's text laid out in its content box (content.ts): the inner box at the content
 * box's width with inline layout, which handles alignment, spacing and wrapping. A field's and
 * a drop-down's line is centred in the height — "safe" centring, so an overflowing one stays at
 * the top — as Chromium centres its inner editor; a text area's text and a list box's options
 * start at the top. An empty field still has its line, which gives the control its baseline
 * (CSS 2.2 §10.8.1); a checkbox or radio has an empty one at its bottom, where Chromium puts its
 * baseline. A control is monolithic: its lines are laid out without pages.
 */
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Fragment, LineFragment } from "../fragment.ts";
import { horizontalGeometry } from "../geometry.ts";
import { fontBox } from "../inline/mod.ts";
import { translateFragment } from "../translate.ts";
import { layoutIsolated, measuring } from "../block/mod.ts";
import type { ControlContent } from "./content.ts";

/** The fragments of `control`'s text in the content box at (x, top), `width` × `height`. */
export function layoutControlText(
  control: ControlContent,
  box: { x: number; top: number; width: number; height: number },
  ctx: LayoutContext,
): Fragment[] {
  const { sizing } = control;
  if (control.inner === null) return [emptyLine(box.x, box.top + box.height, box.width, 0, 0)];
  const arrow = sizing.kind === "drop-down" && sizing.arrow;
  const inner = arrow ? withoutLineGap(control.inner, ctx) : control.inner;
  const geom = horizontalGeometry(inner.style, box.width);
  const fragment = layoutIsolated(inner, geom, measuring(ctx), box.top);
  translateFragment(fragment, box.x, 0);
  if (sizing.kind === "textarea" || sizing.kind === "list-box") return [fragment];
  if (!fragment.children.some((c) => c.kind === "line")) withEmptyLine(fragment, ctx);
  const room = box.height - fragment.height;
  if (room > 0) translateFragment(fragment, 0, room / 2);
  return [fragment];
}

/**
 * The drop-down widget's label box, its line as tall as the font's ascent and descent: Chromium
 * leaves the line gap out of it, as out of the drop-down's height (natural_size.ts), so that a
 * 20px Arial label sits 1px lower than in a 23px line.
 */
function withoutLineGap(inner: BlockBox, ctx: LayoutContext): BlockBox {
  if (inner.content.type !== "inline") return inner;
  const font = fontBox(inner.style, ctx);
  const style = { ...inner.style, lineHeight: { px: font.ascent + font.descent } };
  const nodes = inner.content.nodes.map((node) => node.kind === "text" ? { ...node, style } : node);
  return { ...inner, style, content: { type: "inline", nodes } };
}

/**
 * Gives an empty inner box the line box its text would sit on: a line of the style's line
 * height, the baseline where inline layout puts it (the leading's top half floored,
 * lib/text/metrics.ts).
 */
function withEmptyLine(fragment: BoxFragment, ctx: LayoutContext): void {
  const font = fontBox(fragment.style, ctx);
  const x = fragment.x + fragment.border.left + fragment.padding.left;
  const y = fragment.y + fragment.border.top + fragment.padding.top;
  const width = fragment.width - (x - fragment.x) - fragment.border.right - fragment.padding.right;
  const leading = font.lineHeight - (font.ascent + font.descent);
  const baseline = Math.floor(leading / 2) + font.ascent;
  fragment.children.push(emptyLine(x, y, width, font.lineHeight, baseline));
  fragment.height += font.lineHeight;
}

/** A line box without content at (x, y), `baseline` below its top. */
function emptyLine(
  x: number,
  y: number,
  width: number,
  height: number,
  baseline: number,
): LineFragment {
  return { kind: "line", x, y, width, height, baseline: y + baseline, children: [] };
}
