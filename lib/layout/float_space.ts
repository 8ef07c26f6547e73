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

  /** Whether no float was placed: every query then answers without looking. */
  get empty(): boolean {
    return this.#placed.length === 0;
  }

  /** A point to return to when the layout that placed floats since is redone. */
  mark(): number {
    return this.#placed.length;
  }

  restore(mark: number): void {
    this.#placed.length = mark;
  }

  add(exclusion: Exclusion): void {
    this.#placed.push(exclusion);
  }

  /** Floats whose margin box overlaps [top, top + height); a zero height asks about `top`. */
  #overlapping(top: number, height: number): Exclusion[] {
    const bottom = top + Math.max(height, 2 * EPSILON);
    return this.#placed.filter((e) => e.top < bottom - EPSILON && e.bottom > top + EPSILON);
  }

  /** The part of [x, x + width) that no float covers over [top, top + height). */
  band(top: number, height: number, x: number, width: number): Band {
    if (this.empty) return { x, width };
    let left = x;
    let right = x + width;
    for (const e of this.#overlapping(top, height)) {
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
    for (const e of this.#overlapping(top, height)) {
      if (e.bottom > top + EPSILON && (edge === null || e.bottom < edge)) edge = e.bottom;
    }
    return edge;
  }

  /** Where a box that clears `clear` floats may start: below all of them (§9.5.2). */
  clearance(clear: "none" | FloatSide | "both"): number {
    let y = -Infinity;
    if (clear === "none") return y;
    for (const e of this.#placed) {
      if (clear === "both" || e.side === clear) y = Math.max(y, e.bottom);
    }
    return y;
  }

  /** The highest a later float may go: no higher than an earlier one (§9.5.1 rule 5). */
  get lowestTop(): number {
    return this.#placed.reduce((y, e) => Math.max(y, e.top), -Infinity);
  }

  /** The bottom of the lowest float: what a BFC root's auto height contains (§10.6.7). */
  get bottom(): number {
    return this.#placed.reduce((y, e) => Math.max(y, e.bottom), -Infinity);
  }
}
