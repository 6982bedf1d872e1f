/**
 * Counts failures (e.g. wrong passwords) per key in a sliding window, in memory. A key that
 * reached `limit` failures within `windowMs` is blocked until the oldest of them leaves the
 * window. Successes are not counted. One process only: several server processes would each
 * keep their own counts (still a bound, just a looser one).
 */
export interface FailureLimiter {
  /** Milliseconds until `key` may try again; 0 when it is not blocked. */
  blockedFor(key: string): number;
  /** Records a failure for `key`. */
  fail(key: string): void;
  /** Failures of `key` still inside the window (at most `limit`: older ones are forgotten). */
  count(key: string): number;
  /** Forgets the failures of `key`. */
  clear(key: string): void;
  /** Forgets the failures of every key `matches` accepts; answers those keys. */
  clearMatching(matches: (key: string) => boolean): string[];
  /** Keys currently tracked (for tests and metrics). */
  readonly size: number;
}

export function createFailureLimiter(opts: {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}): FailureLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = opts;
  const failures = new Map<string, number[]>();

  /** The key's failures still inside the window (and forgets the key when none are). */
  const recent = (key: string, at: number): number[] => {
    const list = failures.get(key);
    if (!list) return [];
    const kept = list.filter((t) => at - t < windowMs);
    if (kept.length === 0) failures.delete(key);
    else if (kept.length !== list.length) failures.set(key, kept);
    return kept;
  };

  /** Keeps memory bounded when many keys fail once and never come back. */
  const sweep = (at: number) => {
    if (failures.size < maxKeys) return;
    for (const key of [...failures.keys()]) recent(key, at);
  };

  return {
    blockedFor(key) {
      const at = now();
      const list = recent(key, at);
      if (list.length < limit) return 0;
      // Blocked until enough of the failures age out to fall below the limit.
      return list[list.length - limit]! + windowMs - at;
    },
    fail(key) {
      const at = now();
      sweep(at);
      const list = recent(key, at);
      list.push(at);
      // Older failures than the last `limit` can never matter again.
      failures.set(key, list.slice(-limit));
    },
    count(key) {
      return recent(key, now()).length;
    },
    clear(key) {
      failures.delete(key);
    },
    clearMatching(matches) {
      const cleared = [...failures.keys()].filter(matches);
      for (const key of cleared) failures.delete(key);
      return cleared;
    },
    get size() {
      return failures.size;
    },
  };
}
