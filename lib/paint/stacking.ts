/**
 * Stacking contexts (CSS 2.2 §9.9.1, Appendix E): which boxes paint as layers, out of the
 * tree walk, and in which order. A context lists its layers by stack level: negative
 * z-index, then z-index auto and 0 in tree order, then positive z-index, each level in tree
 * order. Only positioned boxes are layers today; opacity, transforms and the like would join
 * through `layerOf` with the same lists.
 */
import type { ComputedStyle } from "../css/types.ts";
import type { BoxFragment } from "../layout/mod.ts";

export interface StackingContext {
  root: BoxFragment;
  negative: Layer[];
  /** z-index auto and 0 (Appendix E step 8). */
  zero: Layer[];
  positive: Layer[];
}

/**
 * A box painted as a unit at its stack level. `context` is null for a positioned box with
 * z-index auto: it paints as if it made a context, but the layers inside it belong to the
 * enclosing one (Appendix E step 8).
 */
export interface Layer {
  fragment: BoxFragment;
  context: StackingContext | null;
}

/**
 * Whether a box paints as a layer rather than in the tree walk, its stack level if so: a
 * positioned box, or a flex item with a z-index (Flexbox 1 §4.3), whose parent is `parent`
 * (none for a box on a line, which is no flex item).
 */
export function layerOf(
  style: ComputedStyle,
  parent?: ComputedStyle,
): { z: number | "auto" } | null {
  if (style.position !== "static") return { z: style.zIndex };
  const flexItem = parent?.display === "flex" || parent?.display === "inline-flex";
  return flexItem && style.zIndex !== "auto" ? { z: style.zIndex } : null;
}

const built = new WeakMap<BoxFragment, StackingContext>();

/** The stacking context a root box makes, built once per fragment tree. */
export function stackingContextOf(root: BoxFragment): StackingContext {
  let context = built.get(root);
  if (!context) {
    context = { root, negative: [], zero: [], positive: [] };
    const levels = new Map<Layer, number>();
    collect(root, context, levels);
    // Array.prototype.sort is stable: equal levels keep tree order.
    const byLevel = (a: Layer, b: Layer) => levels.get(a)! - levels.get(b)!;
    context.negative.sort(byLevel);
    context.positive.sort(byLevel);
    built.set(root, context);
  }
  return context;
}

function collect(f: BoxFragment, into: StackingContext, levels: Map<Layer, number>): void {
  for (const child of f.children) {
    if (child.kind === "box") visit(child, f, into, levels);
    else {
      for (const inline of child.children) {
        if (inline.kind === "box") visit(inline, undefined, into, levels);
      }
    }
  }
}

function visit(
  f: BoxFragment,
  parent: BoxFragment | undefined,
  into: StackingContext,
  levels: Map<Layer, number>,
): void {
  const layer = layerOf(f.style, parent?.style);
  if (!layer) return collect(f, into, levels);
  if (layer.z === "auto") {
    into.zero.push({ fragment: f, context: null });
    return collect(f, into, levels);
  }
  const entry: Layer = { fragment: f, context: stackingContextOf(f) };
  levels.set(entry, layer.z);
  (layer.z < 0 ? into.negative : layer.z === 0 ? into.zero : into.positive).push(entry);
}
