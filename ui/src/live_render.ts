/**
 * Rendering as the author types: a render starts once the input has been quiet for a moment,
 * and a newer render aborts the one in flight (its fetch is cancelled through the signal), so
 * only the latest input's result is ever shown.
 */

export interface LiveRenderHandlers<T> {
  /** A render has started (the status line says so). */
  started(): void;
  /** The latest render finished. */
  finished(result: T): void;
  /** The latest render failed; aborted renders are not reported. */
  failed(error: unknown): void;
}

export class LiveRender<T> {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #current: AbortController | null = null;

  constructor(
    private readonly run: (signal: AbortSignal) => Promise<T>,
    private readonly handlers: LiveRenderHandlers<T>,
    private readonly quietMs = 400,
  ) {}

  /** Renders once the input has been quiet for `quietMs` (each call restarts the wait). */
  schedule(quietMs = this.quietMs): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.now(), quietMs);
  }

  /** Renders at once, aborting a render in flight. */
  now(): void {
    clearTimeout(this.#timer);
    this.#current?.abort();
    const controller = new AbortController();
    this.#current = controller;
    this.handlers.started();
    this.run(controller.signal).then(
      (result) => {
        if (this.#current === controller) this.handlers.finished(result);
      },
      (error) => {
        if (this.#current === controller && !controller.signal.aborted) this.handlers.failed(error);
      },
    ).finally(() => {
      if (this.#current === controller) this.#current = null;
    });
  }

  /** Whether a render is in flight. */
  get busy(): boolean {
    return this.#current !== null;
  }
}
