/** How often one user may send one event: `perSecond` on average, `burst` at once. */
export interface RateLimit {
  perSecond: number;
  burst: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 10, burst: 20 };

const SWEEP_EVERY_MS = 60_000;

interface Bucket {
  limit: RateLimit;
  tokens: number;
  updatedAt: number;
}

function refill(bucket: Bucket, at: number): void {
  const { perSecond, burst } = bucket.limit;
  bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * perSecond);
  bucket.updatedAt = at;
}

/**
 * One token bucket per key (a user and an event), in this process's memory: with several processes a user's limit
 * is per process, which is enough to stop a flood. Full buckets are forgotten on a sweep, so idle users cost
 * nothing. `monotonicNow` in milliseconds: it throttles a connection, it is not a domain rule, so not the domain clock.
 */
export function tokenBuckets(monotonicNow: () => number = () => performance.now()) {
  const buckets = new Map<string, Bucket>();
  let sweptAt = monotonicNow();

  const sweep = (at: number) => {
    sweptAt = at;
    for (const [key, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= bucket.limit.burst) buckets.delete(key);
    }
  };

  return {
    /** Takes one token for `key`; false when its bucket is empty (the request is refused, and costs no token). */
    take(key: string, limit: RateLimit): boolean {
      const at = monotonicNow();
      if (at - sweptAt > SWEEP_EVERY_MS) sweep(at);
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = { limit, tokens: limit.burst, updatedAt: at }));
      else refill(bucket, at);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
