/**
 * Relative positioning (CSS 2.2 §9.4.3, CSS Position 3 §3.2): the box is laid out in flow,
 * then shifted by its insets without moving anything else. A sticky box (§3.4) is shifted
 * only to stay inside its scrollport; a printed page does not scroll and Chromium prints it
 * where it is in flow, so it is positioned (a containing block, a layer) but not shifted.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { InlineFragment } from "../fragment.ts";
import { resolveAuto } from "../geometry.ts";
import { translateFragment } from "../translate.ts";

/**
 * The shift of a relatively positioned box whose containing block's content box is `width`
 * wide and `height` high (null when that height depends on content: a percentage `top` or
 * `bottom` is then `auto`, §9.3.2). `left` wins over `right` and `top` over `bottom` (ltr).
 */
export function relativeOffset(
  style: ComputedStyle,
  width: number,
  height: number | null,
): { dx: number; dy: number } {
  const left = resolveAuto(style.left, width);
  const right = resolveAuto(style.right, width);
  const vertical = (value: ComputedStyle["top"]) =>
    value !== "auto" && "percent" in value && height === null
      ? "auto"
      : resolveAuto(value, height ?? 0);
  const top = vertical(style.top);
  const bottom = vertical(style.bottom);
  return {
    dx: left !== "auto" ? left : right !== "auto" ? -right : 0,
    dy: top !== "auto" ? top : bottom !== "auto" ? -bottom : 0,
  };
}

/**
 * Relatively positioned inline boxes (CSS 2.2 §9.4.3) shift their pieces and everything
 * inside them once the line is placed; the line itself keeps its place. Offsets add up
 * through nested boxes. A percentage `top` or `bottom` is auto: the containing block's
 * height is not known while its lines are laid out (§9.3.2).
 */
export class RelativeShifts {
  #current = { dx: 0, dy: 0 };
  readonly #outer: { dx: number; dy: number }[] = [];
  readonly #marked: [number, { dx: number; dy: number }][] = [];

  constructor(readonly cbWidth: number) {}

  /** An inline box opens: its shift adds to the enclosing ones'. */
  enter(style: ComputedStyle): void {
    this.#outer.push(this.#current);
    if (style.position !== "relative") return;
    const { dx, dy } = relativeOffset(style, this.cbWidth, null);
    this.#current = { dx: this.#current.dx + dx, dy: this.#current.dy + dy };
  }

  leave(): void {
    this.#current = this.#outer.pop() ?? { dx: 0, dy: 0 };
  }

  /** The child about to go at `index` moves with the boxes open now. */
  mark(index: number): void {
    if (this.#current.dx !== 0 || this.#current.dy !== 0) this.#marked.push([index, this.#current]);
  }

  /** Moves the marked children; what is added to the line after moves with nothing. */
  apply(children: (InlineFragment | null)[]): void {
    for (const [index, { dx, dy }] of this.#marked) {
      const child = children[index];
      if (child) translateFragment(child, dx, dy);
    }
    this.#marked.length = 0;
    this.#outer.length = 0;
    this.#current = { dx: 0, dy: 0 };
  }
}
