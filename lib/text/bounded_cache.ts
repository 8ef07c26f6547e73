/**
 * A bounded cache for the shaping hot path: the caches must not grow with
 * every document a long-lived service sees, and a hit must stay cheap.
 *
 * Two generations approximate least-recently-used eviction without touching
 * the map on every hit: entries live in `young`; a hit in `old` is copied to
 * `young`; when `young` is full it becomes `old` and the previous `old` (the
 * entries not used for a whole generation) is dropped. At most 2 × capacity
 * entries are held.
 */
export class BoundedCache<K, V> {
  readonly #capacity: number;
  #young = new Map<K, V>();
  #old = new Map<K, V>();

  constructor(capacity: number) {
    if (!(capacity >= 1)) throw new RangeError("BoundedCache capacity must be at least 1");
    this.#capacity = capacity;
  }

  get(key: K): V | undefined {
    const value = this.#young.get(key);
    if (value !== undefined) return value;
    const survivor = this.#old.get(key);
    if (survivor !== undefined) this.set(key, survivor);
    return survivor;
  }

  set(key: K, value: V): void {
    if (this.#young.size >= this.#capacity) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
  }
}
