/**
 * text-shadow (CSS Text Decoration 3 §4): `none | [<color>? && <length>{2,3}]#`, offsets and
 * an optional non-negative blur radius, with a colour that defaults to currentcolor; parsed
 * as box-shadow's list without `inset` and spread.
 */
import type { TextShadow } from "./types.ts";
import { parseShadowList, type ShadowSpecified } from "./box_shadow.ts";
import { computeColor, type SpecifiedColor } from "./color/mod.ts";
import { lengthToPx } from "./length.ts";
import { type ComputeContext, type Property, withPublishing } from "./property.ts";
import { computeTrackingCurrentColor } from "./color_longhand.ts";

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
      parse: (tokens) => parseShadowList(tokens, { inset: false, maxLengths: 3 }),
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
