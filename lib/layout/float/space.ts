/**
 * The floats of one block formatting context as the room they take (CSS 2.2 §9.5):
 * line boxes beside a float are shortened, boxes with `clear` start below it, and a
 * BFC root's auto height grows to contain it (§10.6.7). Coordinates are the flow's:
 * x from the page area's left edge, y along the paginated flow.
 */
const EPSILON = 0.01;

export type FloatSide = "left" | "right";

/** A placed float's margin box. */
export interface Exclusion {
  side: FloatSide;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The stretch of a line (or box) that floats leave free. */
export interface Band {
  x: number;
  width: number;
}

export class FloatSpace {
  readonly #placed: Exclusion[] = [];
  // Running maxima, so that a long run of floats costs no scan per query for them.
  #lowestTop = -Infinity;
  #bottom = -Infinity;
  #leftBottom = -Infinity;
  #rightBottom = -Infinity;

  /** Whether no float was placed: every query then answers without looking. */
  get empty(): boolean {
    return this.#placed.length === 0;
  }

  /** A point to return to when the layout that placed floats since is redone. */
  mark(): number {
    return this.#placed.length;
  }

  restore(mark: number): void {
    if (mark >= this.#placed.length) return;
    const kept = this.#placed.slice(0, mark);
    this.#placed.length = 0;
    this.#lowestTop =
      this.#bottom =
      this.#leftBottom =
      this.#rightBottom =
        -Infinity;
    for (const e of kept) this.add(e);
  }

  add(exclusion: Exclusion): void {
    this.#placed.push(exclusion);
    this.#lowestTop = Math.max(this.#lowestTop, exclusion.top);
    this.#bottom = Math.max(this.#bottom, exclusion.bottom);
    if (exclusion.side === "left") this.#leftBottom = Math.max(this.#leftBottom, exclusion.bottom);
    else this.#rightBottom = Math.max(this.#rightBottom, exclusion.bottom);
  }

  /** Whether a float's margin box overlaps [top, top + height); a zero height asks about `top`. */
  #overlaps(e: Exclusion, top: number, height: number): boolean {
    return e.top < top + Math.max(height, 2 * EPSILON) - EPSILON && e.bottom > top + EPSILON;
  }

  /** The part of [x, x + width) that no float covers over [top, top + height). */
  band(top: number, height: number, x: number, width: number): Band {
    if (this.#bottom <= top + EPSILON) return { x, width };
    let left = x;
    let right = x + width;
    for (const e of this.#placed) {
      if (!this.#overlaps(e, top, height)) continue;
      if (e.side === "left") left = Math.max(left, e.right);
      else right = Math.min(right, e.left);
    }
    return { x: left, width: Math.max(0, right - left) };
  }

  /**
   * The nearest float bottom below `top` among the floats over [top, top + height):
   * where the band next widens. Null when no float is there.
   */
  nextEdge(top: number, height: number): number | null {
    let edge: number | null = null;
    for (const e of this.#placed) {
      if (this.#overlaps(e, top, height) && (edge === null || e.bottom < edge)) edge = e.bottom;
    }
    return edge;
  }

  /** Where a box that clears `clear` floats may start: below all of them (§9.5.2). */
  clearance(clear: "none" | FloatSide | "both"): number {
    switch (clear) {
      case "none":
        return -Infinity;
      case "left":
        return this.#leftBottom;
      case "right":
        return this.#rightBottom;
      case "both":
        return this.#bottom;
    }
  }

  /** The highest a later float may go: no higher than an earlier one (§9.5.1 rule 5). */
  get lowestTop(): number {
    return this.#lowestTop;
  }

  /** The bottom of the lowest float: what a BFC root's auto height contains (§10.6.7). */
  get bottom(): number {
    return this.#bottom;
  }
}
