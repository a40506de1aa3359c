// A map that keeps at most `limit` entries and drops the least recently used one first.
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.map.size;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    // a Map iterates in insertion order: re-inserting marks the entry as the newest
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value as K);
  }

  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (test(value)) this.map.delete(key);
  }
}
