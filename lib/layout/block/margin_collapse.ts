/**
 * Adjoining vertical margins collapse (CSS 2.2 §8.3.1): the result is the largest
 * positive margin plus the most negative one.
 */
export class CollapsedMargin {
  constructor(readonly positive = 0, readonly negative = 0) {}

  static of(margin: number): CollapsedMargin {
    return new CollapsedMargin(Math.max(0, margin), Math.min(0, margin));
  }

  with(margin: number): CollapsedMargin {
    return new CollapsedMargin(Math.max(this.positive, margin), Math.min(this.negative, margin));
  }

  join(other: CollapsedMargin): CollapsedMargin {
    return new CollapsedMargin(
      Math.max(this.positive, other.positive),
      Math.min(this.negative, other.negative),
    );
  }

  get value(): number {
    return this.positive + this.negative;
  }
}

export const NO_MARGIN = new CollapsedMargin();
