/**
 * The inset-modified containing block's equations (CSS 2.2 §10.3.7, §10.6.4; CSS Position 3
 * §4): one axis at a time, the two insets, the margins and the size of an absolutely
 * positioned box must add up to its containing block's size. What is `auto` is solved for.
 */

/** One axis of an absolutely positioned box, in px; null where the value is `auto`. */
export interface AxisInput {
  /** Containing block size along the axis (its padding box). */
  cb: number;
  start: number | null;
  end: number | null;
  marginStart: number | null;
  marginEnd: number | null;
  /** Content size when set (`width`/`height`), else null. */
  size: number | null;
  /** Borders and paddings on both sides. */
  inner: number;
  /** Where the margin edge would be in normal flow (the static position), from the cb's start. */
  staticStart: number;
  /**
   * Whether auto margins centring a box too big for the room may go negative: along the
   * block axis (§10.6.4); along the inline axis the start margin stays 0 (§10.3.7, ltr).
   */
  negativeCentring: boolean;
}

/** The used values: the margin-box start from the cb's start, margins and content size. */
export interface AxisOutput {
  start: number;
  marginStart: number;
  marginEnd: number;
  size: number;
}

/**
 * Solves one axis. `autoSize(available)` gives the size an `auto` size takes with that much
 * room: shrink-to-fit for widths (§10.3.7), the content height for heights (§10.6.4).
 * Over-constrained values ignore the end inset (`right`, `bottom`) in left-to-right text.
 */
export function solveAxis(a: AxisInput, autoSize: (available: number) => number): AxisOutput {
  const { cb, inner } = a;
  let start = a.start;
  const end = a.end;
  let size = a.size;
  // Both insets and the size set: auto margins share what is left (§10.3.7 / §10.6.4).
  if (start !== null && end !== null && size !== null) {
    const rest = cb - start - end - size - inner;
    if (a.marginStart === null && a.marginEnd === null) {
      const half = a.negativeCentring ? rest / 2 : Math.max(0, rest) / 2;
      return { start, marginStart: half, marginEnd: rest - half, size };
    }
    if (a.marginStart === null) {
      return { start, marginStart: rest - a.marginEnd!, marginEnd: a.marginEnd!, size };
    }
    return { start, marginStart: a.marginStart, marginEnd: rest - a.marginStart, size };
  }
  // Otherwise auto margins are 0 and one of the six rules applies.
  const marginStart = a.marginStart ?? 0;
  const marginEnd = a.marginEnd ?? 0;
  const margins = marginStart + marginEnd;
  if (start === null && end === null) {
    // Rules 2 (size set) and the all-auto case: the static position.
    start = a.staticStart;
    size ??= autoSize(cb - start - margins - inner);
  } else if (size === null) {
    // Rules 1, 3 (shrink-to-fit with the other inset as 0) and 5 (size from the insets).
    size = start !== null && end !== null
      ? Math.max(0, cb - start - end - margins - inner)
      : autoSize(cb - (start ?? end ?? 0) - margins - inner);
  }
  if (start === null) start = cb - end! - margins - inner - size;
  return { start, marginStart, marginEnd, size };
}
