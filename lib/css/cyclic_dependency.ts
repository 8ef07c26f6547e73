/**
 * A computed value that needs itself: a property asked for while it is being computed, e.g. a
 * registered custom property in em (`--x: 2em`) used by font-size through var(--x). The
 * custom property resolver (variables.ts) turns it into invalid at computed-value time
 * (CSS Properties and Values API 1 §2.5, CSS Variables 1 §2.3).
 */
export class CyclicDependency extends Error {
  constructor(property: string) {
    super(`cyclic computed-value dependency on ${property}`);
  }
}
