/**
 * A bounded cache for the shaping hot path: the caches must not grow with
 * every document a long-lived service sees, and a hit must stay cheap.
 *
 * Two generations approximate least-recently-used eviction without touching
 * the map on every hit: entries live in `young`; a hit in `old` is copied to
 * `young`; when `young` is full it becomes `old` and the previous `old` (the
 * entries not used for a whole generation) is dropped. At most 2 × capacity
 * is held.
 *
 * Capacity counts entries, or, with a `weigh` function, the sum of the
 * entries' weights (e.g. bytes, for caches of large values).
 */
export class BoundedCache<K, V> {
  readonly #capacity: number;
  readonly #weigh: (value: V) => number;
  #young = new Map<K, V>();
  #youngWeight = 0;
  #old = new Map<K, V>();

  constructor(capacity: number, weigh: (value: V) => number = () => 1) {
    if (!(capacity >= 1)) throw new RangeError("BoundedCache capacity must be at least 1");
    this.#capacity = capacity;
    this.#weigh = weigh;
  }

  get(key: K): V | undefined {
    const value = this.#young.get(key);
    if (value !== undefined) return value;
    const survivor = this.#old.get(key);
    if (survivor !== undefined) this.set(key, survivor);
    return survivor;
  }

  set(key: K, value: V): void {
    const replaced = this.#young.get(key);
    if (replaced !== undefined) this.#youngWeight -= this.#weigh(replaced);
    const weight = this.#weigh(value);
    if (this.#young.size > 0 && this.#youngWeight + weight > this.#capacity) {
      this.#old = this.#young;
      this.#young = new Map();
      this.#youngWeight = 0;
    }
    this.#young.set(key, value);
    this.#youngWeight += weight;
  }
}
