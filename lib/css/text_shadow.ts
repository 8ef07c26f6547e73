/**
 * text-shadow (CSS Text Decoration 3 §4): `none | [<color>? && <length>{2,3}]#`, offsets and
 * an optional non-negative blur radius, with a colour that defaults to currentcolor.
 */
import type { TextShadow } from "./types.ts";
import { computeColor, parseColor, type SpecifiedColor } from "./color/mod.ts";
import type { CssNode } from "./csstree.ts";
import { type Length, lengthToPx, parseLengthNode } from "./length.ts";
import { type ComputeContext, type Property, withPublishing } from "./property.ts";
import { computeTrackingCurrentColor } from "./color_longhand.ts";
import { keywordOf, splitCommas } from "./value.ts";

interface ShadowSpecified {
  lengths: Length[];
  color: SpecifiedColor | null;
}

/** One shadow: the colour first or last, the two or three lengths together in between. */
function parseShadow(part: readonly CssNode[]): ShadowSpecified | null {
  let nodes = part;
  let color: SpecifiedColor | null = null;
  if (nodes.length > 0 && parseColor(nodes[0]) !== null) {
    color = parseColor(nodes[0]);
    nodes = nodes.slice(1);
  } else if (nodes.length > 0 && parseColor(nodes[nodes.length - 1]) !== null) {
    color = parseColor(nodes[nodes.length - 1]);
    nodes = nodes.slice(0, -1);
  }
  if (nodes.length < 2 || nodes.length > 3) return null;
  const lengths = nodes.map((node, i) => parseLengthNode(node, { nonNegative: i === 2 }));
  return lengths.includes(null) ? null : { lengths: lengths as Length[], color };
}

/**
 * A computed shadow. One whose colour depends on currentcolor (none given, or a color-mix() or
 * relative colour over it) keeps that colour as specified: a child inheriting the shadow
 * resolves it against its own `color`, as Chromium does (CSS Color 4 §6.4).
 */
interface ComputedShadow extends TextShadow {
  readonly currentColorOf?: SpecifiedColor;
}

function computeShadowColor(color: SpecifiedColor, ctx: ComputeContext): Partial<ComputedShadow> {
  const computed = computeTrackingCurrentColor(
    color,
    ctx,
    computeColor,
    (currentColorOf, rgba) => ({ currentColorOf, color: rgba }),
  );
  return "color" in computed ? computed : { color: computed };
}

const withoutSpecified = (shadows: ComputedShadow[]): TextShadow[] =>
  shadows.some((s) => s.currentColorOf)
    ? shadows.map(({ x, y, blur, color }) => ({ x, y, blur, color }))
    : shadows;

export const TEXT_SHADOW: Property<ShadowSpecified[], ComputedShadow[], TextShadow[]> = {
  ...withPublishing(
    "text-shadow",
    {
      parse(tokens) {
        if (keywordOf(tokens, ["none"])) return [];
        const shadows = splitCommas(tokens).map(parseShadow);
        return shadows.includes(null) ? null : shadows as ShadowSpecified[];
      },
      compute: (shadows, ctx) =>
        shadows.map(({ lengths: [x, y, blur], color }) =>
          ({
            x: lengthToPx(x, ctx.lengths),
            y: lengthToPx(y, ctx.lengths),
            // A negative calc() blur is clamped (CSS Values 4 §10.12).
            blur: blur ? Math.max(0, lengthToPx(blur, ctx.lengths)) : 0,
            ...computeShadowColor(color ?? "currentcolor", ctx),
          }) as ComputedShadow
        ),
    },
    { inherited: true, initial: "none" },
    withoutSpecified,
    (shadows) => shadows,
  ),
  inherit: (parent, ctx) =>
    parent.some((s) => s.currentColorOf)
      ? parent.map((s) =>
        s.currentColorOf ? { ...s, ...computeShadowColor(s.currentColorOf, ctx) } : s
      )
      : parent,
};
