/**
 * Stacking contexts (CSS 2.2 §9.9.1, Appendix E): which boxes paint as layers, out of the
 * tree walk, and in which order. A context lists its layers by stack level: negative
 * z-index, then z-index auto and 0 in tree order, then positive z-index, each level in tree
 * order. Positioned boxes are layers; so are boxes whose opacity, transform, clip-path, blend
 * mode or isolation makes them a context (effects.ts), at level 0 (Appendix E step 8).
 *
 * A positioned inline box is a layer too, one per piece (a line's part of it): a line's
 * fragments are flat, so the piece's layer is an anonymous box around a line holding the piece
 * and what the box contains on that line (`InlineBoxFragment.contents`), left out of the line's
 * in-flow painting (inFlowPieces).
 *
 * A layer also records the boxes between its context's root and itself that clip it: an
 * overflow clip applies to the boxes whose containing block chain passes through the
 * clipping box (CSS Overflow 3 §3; CSS 2.2 §11.1.1), so an absolutely positioned box escapes
 * the clips of the boxes between it and its containing block.
 */
import type { ComputedStyle } from "../css/types.ts";
import {
  anonymousStyle,
  type BoxFragment,
  type InlineBoxFragment,
  type InlineFragment,
  type LineFragment,
} from "../layout/mod.ts";
import { hasEffects } from "./effects.ts";
import { clipsOverflow } from "./overflow_clip.ts";
import { hasTransform } from "../css/mod.ts";

export interface StackingContext {
  root: BoxFragment;
  negative: Layer[];
  /** z-index auto and 0 (Appendix E step 8). */
  zero: Layer[];
  positive: Layer[];
  /** Whether a layer of it blends with what is below it: the context is then isolated. */
  blends: boolean;
}

/**
 * A box painted as a unit at its stack level. `context` is null for a positioned box with
 * z-index auto: it paints as if it made a context, but the layers inside it belong to the
 * enclosing one (Appendix E step 8). `clips` are the boxes of the enclosing context that
 * clip it, outermost first. `repeats` is set for a fixed box whose containing block is the
 * page, which it repeats on (not one inside a transformed box, Transforms 1 §6).
 */
export interface Layer {
  fragment: BoxFragment;
  context: StackingContext | null;
  clips: BoxFragment[];
  repeats: boolean;
}

/** Containers whose children are flex or grid items. */
const ITEM_CONTAINERS = new Set(["flex", "inline-flex", "grid", "inline-grid"]);

/**
 * Whether a box paints as a layer rather than in the tree walk, its stack level if so: a
 * positioned box, a flex or grid item with a z-index (Flexbox 1 §4.3, Grid 1 §9), whose
 * parent is `parent` (none for a box on a line, which is no item), or a box with effects. A level of
 * "auto" makes no context; fixed and sticky boxes always make one, as in Chromium.
 */
export function layerOf(
  style: ComputedStyle,
  parent?: ComputedStyle,
): { z: number | "auto" } | null {
  const positioned = style.position !== "static";
  const item = parent !== undefined && ITEM_CONTAINERS.has(parent.display);
  if ((positioned || item) && style.zIndex !== "auto") return { z: style.zIndex };
  const alwaysContext = style.position === "fixed" || style.position === "sticky";
  if (alwaysContext || hasEffects(style)) return { z: 0 };
  return positioned ? { z: "auto" } : null;
}

const built = new WeakMap<BoxFragment, StackingContext>();

/**
 * The stacking context a root box makes, built once per fragment tree; `transformed` when
 * the root or a box around it is transformed.
 */
export function stackingContextOf(root: BoxFragment, transformed = false): StackingContext {
  let context = built.get(root);
  if (!context) {
    context = { root, negative: [], zero: [], positive: [], blends: false };
    const levels = new Map<Layer, number>();
    collect(root, context, levels, [root], transformed || hasTransform(root.style));
    // Array.prototype.sort is stable: equal levels keep tree order.
    const byLevel = (a: Layer, b: Layer) => levels.get(a)! - levels.get(b)!;
    context.negative.sort(byLevel);
    context.positive.sort(byLevel);
    built.set(root, context);
  }
  return context;
}

/**
 * `f`'s descendants; `path` runs from the context's root down to `f`, `transformed` when a box
 * on it or around the context is transformed.
 */
function collect(
  f: BoxFragment,
  into: StackingContext,
  levels: Map<Layer, number>,
  path: BoxFragment[],
  transformed: boolean,
): void {
  for (const child of f.children) {
    if (child.kind === "box") visit(child, f, into, levels, path, transformed);
    else {
      const { children } = child;
      for (let i = pieceLines.has(child) ? 1 : 0; i < children.length; i++) {
        const inline = children[i];
        if (inline.kind === "box") visit(inline, undefined, into, levels, path, transformed);
        else if (isPositionedPiece(inline)) i += visitPiece(child, i, into, levels, path);
      }
    }
  }
}

function visit(
  f: BoxFragment,
  parent: BoxFragment | undefined,
  into: StackingContext,
  levels: Map<Layer, number>,
  path: BoxFragment[],
  transformed: boolean,
): void {
  const layer = layerOf(f.style, parent?.style);
  const inside = () => collect(f, into, levels, [...path, f], transformed || hasTransform(f.style));
  if (!layer) return inside();
  const clips = clipChain(f.style, path);
  const repeats = f.style.position === "fixed" && !transformed;
  if (f.style.mixBlendMode !== "normal") into.blends = true;
  if (layer.z === "auto") {
    into.zero.push({ fragment: f, context: null, clips, repeats });
    return inside();
  }
  const context = stackingContextOf(f, transformed);
  addLevelled({ fragment: f, context, clips, repeats }, layer.z, into, levels);
}

/** Adds a layer that makes a context at level `z` to the list of its level. */
function addLevelled(
  entry: Layer,
  z: number,
  into: StackingContext,
  levels: Map<Layer, number>,
): void {
  levels.set(entry, z);
  (z < 0 ? into.negative : z === 0 ? into.zero : into.positive).push(entry);
}

const NONE = { top: 0, right: 0, bottom: 0, left: 0 };

/** Lines made for a positioned inline box's layer: their first child is its piece. */
const pieceLines = new WeakSet<LineFragment>();

const isPositionedPiece = (f: InlineFragment): f is InlineBoxFragment =>
  f.kind === "inline-box" && f.style.position !== "static";

/**
 * The layer of the positioned inline box piece at `index` of `line`; returns how many of the
 * line's children after it its own context took (none for z-index auto: what it holds stays
 * in the enclosing context, Appendix E step 8). An inline box clips nothing and cannot be
 * transformed, so the path and the transform flag go on unchanged.
 */
function visitPiece(
  line: LineFragment,
  index: number,
  into: StackingContext,
  levels: Map<Layer, number>,
  path: BoxFragment[],
): number {
  const piece = line.children[index] as InlineBoxFragment;
  const layer = layerOf(piece.style)!;
  const fragment = pieceBox(line, index);
  const clips = clipChain(piece.style, path);
  if (layer.z === "auto") {
    into.zero.push({ fragment, context: null, clips, repeats: false });
    return 0;
  }
  const context = stackingContextOf(fragment);
  addLevelled({ fragment, context, clips, repeats: false }, layer.z, into, levels);
  return piece.contents;
}

/**
 * The box a positioned inline box's piece paints as: anonymous (no background, border or
 * effects of its own), holding a line of the piece and what it contains, covering the line
 * and the shifted piece. The piece paints its own decorations, and its opacity with its
 * contents (inline_opacity.ts), on that line.
 */
function pieceBox(line: LineFragment, index: number): BoxFragment {
  const piece = line.children[index] as InlineBoxFragment;
  const top = Math.min(line.y, piece.y);
  const bottom = Math.max(line.y + line.height, piece.y + piece.height);
  const left = Math.min(line.x, piece.x);
  const right = Math.max(line.x + line.width, piece.x + piece.width);
  const rect = { x: left, y: top, width: right - left, height: bottom - top };
  const own: LineFragment = {
    ...line,
    ...rect,
    children: line.children.slice(index, index + 1 + piece.contents),
  };
  pieceLines.add(own);
  const style = anonymousStyle(piece.style);
  return {
    kind: "box",
    style,
    element: null,
    ...rect,
    border: NONE,
    padding: NONE,
    children: [own],
  };
}

const inFlow = new WeakMap<LineFragment, InlineFragment[]>();

/**
 * The children of `line` painted with it: not the positioned inline boxes' pieces nor what
 * they contain, which paint as layers (the piece of a layer's own line stays).
 */
export function inFlowPieces(line: LineFragment): InlineFragment[] {
  const { children } = line;
  const first = pieceLines.has(line) ? 1 : 0;
  if (!children.some((c, i) => i >= first && isPositionedPiece(c))) return children;
  let kept = inFlow.get(line);
  if (!kept) {
    kept = children.slice(0, first);
    for (let i = first; i < children.length; i++) {
      const child = children[i];
      if (isPositionedPiece(child)) i += child.contents;
      else kept.push(child);
    }
    inFlow.set(line, kept);
  }
  return kept;
}

/**
 * The boxes of `path` (ancestors, from the context's root) that clip a box of `style`: those
 * on its containing block chain (CSS 2.2 §10.1) that clip overflow. A box in flow is
 * contained by its parent; an absolutely positioned one by its nearest positioned or
 * transformed ancestor; a fixed one by its nearest transformed ancestor, else the page.
 */
function clipChain(style: ComputedStyle, path: BoxFragment[]): BoxFragment[] {
  const clips: BoxFragment[] = [];
  let position = style.position;
  for (let i = path.length - 1; i >= 0; i--) {
    const ancestor = path[i].style;
    const transformed = hasTransform(ancestor);
    const contains = position === "absolute"
      ? ancestor.position !== "static" || transformed
      : position === "fixed"
      ? transformed
      : true;
    if (!contains) continue;
    if (clipsOverflow(path[i])) clips.unshift(path[i]);
    position = ancestor.position;
  }
  return clips;
}
