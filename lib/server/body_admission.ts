/**
 * A bound on the request bodies the service process holds at once — being read, parsed,
 * queued or rendering — so that a burst of large documents is turned away with 503 and
 * Retry-After instead of growing the service past its container's memory. The queue limit
 * alone would not do: 64 queued bodies of 10 MB, each held two or three times over while it
 * is decoded and parsed, are gigabytes. A body is counted at its declared Content-Length
 * (MAX_BODY_BYTES when it declares none) from before it is read until its answer is made.
 */

export class BodyAdmission {
  readonly #limitBytes: number | null;
  #heldBytes = 0;

  /** `limitBytes` null: no bound beyond the queue's. */
  constructor(limitBytes: number | null) {
    this.#limitBytes = limitBytes;
  }

  /**
   * Takes `bytes` into the bound and returns the function that gives them back, or null
   * when they do not fit. One body is always let in when none is held, so that the largest
   * body the service accepts at all can be served, alone.
   */
  admit(bytes: number): (() => void) | null {
    const limit = this.#limitBytes;
    if (limit !== null && this.#heldBytes > 0 && this.#heldBytes + bytes > limit) return null;
    this.#heldBytes += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#heldBytes -= bytes;
    };
  }

  get heldBytes(): number {
    return this.#heldBytes;
  }
}
