/**
 * A fieldset's rendered legend (HTML §15.3.13): its first legend child, unless that floats or is
 * absolutely positioned, is taken out of the fieldset's content and laid out in its block-start
 * border. The legend is shrink-to-fit, at the start of the content box (auto margins move it:
 * both centre it, a start one pushes it to the end), and centred on the border; the border's
 * room becomes as tall as the legend's margin box where that is taller, so the content starts
 * below the legend. Paint draws the border through the legend's middle with a gap behind it
 * (lib/paint/form/fieldset.ts). Checked against Chromium 156 (getBoundingClientRect and print).
 */
import { isOutOfFlow } from "../positioned/mod.ts";
import { type BlockBox, isFloat } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Sides } from "../fragment.ts";
import { type HorizontalGeometry, outerWidth, resolveAuto, verticalMargins } from "../geometry.ts";
import { shrinkToFitGeometry } from "../intrinsic.ts";
import { layoutIsolated, measuring } from "../block/mod.ts";
import { translateFragment } from "../translate.ts";

/** A fieldset's box with its rendered legend taken out of its content; any other box as it is. */
export function withRenderedLegend(fieldset: BlockBox): BlockBox {
  if (fieldset.element?.name !== "fieldset" || fieldset.content.type !== "blocks") return fieldset;
  const children = fieldset.content.children;
  const legend = children.find((child) =>
    child.element?.name === "legend" && !isFloat(child.style) && !isOutOfFlow(child.style)
  );
  if (!legend) return fieldset;
  return {
    ...fieldset,
    content: { type: "blocks", children: children.filter((child) => child !== legend) },
    legend,
  };
}

/** A legend laid out for its fieldset, not yet placed. */
export interface LaidOutLegend {
  fragment: BoxFragment;
  /** Its margin box's height, and where its border box starts in it. */
  height: number;
  marginTop: number;
  /** Its border box's offset from the fieldset's content box start (auto margins resolved). */
  inset: number;
  /** The room of the fieldset's block-start border: its width, or the legend's height. */
  blockStart: number;
}

/** Lays out `legend` for a fieldset of widths `fieldset` whose top border is `borderTop` wide. */
export function layoutLegend(
  legend: BlockBox,
  fieldset: HorizontalGeometry,
  borderTop: number,
  ctx: LayoutContext,
): LaidOutLegend {
  const available = fieldset.width;
  const geom = shrinkToFitGeometry(legend, available, ctx);
  const left = resolveAuto(legend.style.marginLeft, available);
  const right = resolveAuto(legend.style.marginRight, available);
  const free = available - outerWidth(geom);
  const inset = left !== "auto"
    ? left
    : right === "auto"
    ? Math.max(0, free) / 2
    : Math.max(0, free);
  const margins = verticalMargins(legend.style, available);
  const fragment = layoutIsolated(
    legend,
    { ...geom, marginLeft: 0, marginRight: 0 },
    measuring(ctx),
  );
  const height = margins.top + fragment.height + margins.bottom;
  return {
    fragment,
    height,
    marginTop: margins.top,
    inset,
    blockStart: Math.max(borderTop, height),
  };
}

/**
 * Puts the laid-out legend into the fieldset's fragment, which was laid out with the legend's
 * room as its top border: the fragment gets its own `border` back and the legend, centred in
 * that room, as its first child.
 */
export function placeLegend(fieldset: BoxFragment, legend: LaidOutLegend, border: Sides): void {
  const x = fieldset.x + border.left + fieldset.padding.left + legend.inset;
  const y = fieldset.y + (legend.blockStart - legend.height) / 2 + legend.marginTop;
  translateFragment(legend.fragment, x - legend.fragment.x, y - legend.fragment.y);
  fieldset.children.unshift(legend.fragment);
  fieldset.border = border;
  fieldset.legend = { box: legend.fragment, borderOffset: (legend.blockStart - border.top) / 2 };
}
