/**
 * The effects a stacking context's root applies to everything it paints, its own background
 * included: its transform (CSS Transforms 1 §6), its clip-path (CSS Masking 1 §5), and its
 * group — the context composited as one isolated layer with its opacity (CSS Color 4 §15.1)
 * and blend mode (Compositing 1 §3.2), so that overlapping children do not show through each
 * other. Each such property makes the box a stacking context (Transforms 1 §6, Masking 1
 * §5.1, Color 4 §15.1, Compositing 1 §3.1.1, §3.2).
 */
import type { ComputedStyle } from "../css/types.ts";
import type { BoxFragment } from "../layout/mod.ts";
import { clipPathClip } from "./clip_path.ts";
import { hasTransform } from "../css/mod.ts";
import { boxTransform } from "./transform.ts";
import type { DisplayItem } from "./types.ts";

/** Whether the box's transform, clip-path, opacity, blending or isolation makes a context. */
export function hasEffects(style: ComputedStyle): boolean {
  return style.opacity < 1 || hasTransform(style) || style.clipPath !== "none" ||
    style.mixBlendMode !== "normal" || style.isolation === "isolate";
}

/**
 * Pushes the effects of a context's root `f` (flow coordinates, `dx`, `dy` to the page) onto
 * `out`, outermost first, and returns how many to pop after its content. A context that has
 * blending children is isolated (`isolate`), so that they blend with its content only
 * (Compositing 1 §3.2: every stacking context is an isolated group).
 */
export function pushEffects(
  out: DisplayItem[],
  f: BoxFragment,
  dx: number,
  dy: number,
  isolate: boolean,
): number {
  const s = f.style;
  const pushes: DisplayItem[] = [];
  const matrix = boxTransform(s, { x: f.x + dx, y: f.y + dy, width: f.width, height: f.height });
  if (matrix) pushes.push({ kind: "transform-push", matrix });
  const clip = clipPathClip(f, dx, dy);
  if (clip) pushes.push(clip);
  if (s.opacity < 1 || s.mixBlendMode !== "normal" || s.isolation === "isolate" || isolate) {
    pushes.push({ kind: "group-push", opacity: s.opacity, blendMode: s.mixBlendMode });
  }
  out.push(...pushes);
  return pushes.length;
}
