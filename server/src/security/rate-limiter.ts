import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { AppError } from '../errors';
import type { RateLimitRule } from '../config';
import { retryAfterSeconds, type WindowCount } from './rate-limit-rules';
import { countHit, deleteCountersOlderThan, uncountHit } from './rate-limit.repository';

export interface LimitedKey {
  key: string;
  rule: RateLimitRule;
}

/** Hits counted by `hit`: each key's count in its window, this hit included; `giveBack` un-counts them (a password that turned out right). */
export interface CountedHits {
  hits: number[];
  giveBack(): Promise<void>;
}

/** Expired counters are deleted once every this many hits, so the table stays the size of recent traffic. */
const CLEANUP_EVERY_HITS = 500;
const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Fixed-window limits kept in rate_limit_counters, so they hold across server processes. Every key is
 * counted first, then checked: parallel requests cannot slip through between a check and a count.
 */
export function createRateLimiter(db: Queryable, now: Clock) {
  let hitsSinceCleanup = 0;

  async function cleanUpNowAndThen(at: Date): Promise<void> {
    hitsSinceCleanup += 1;
    if (hitsSinceCleanup < CLEANUP_EVERY_HITS) return;
    hitsSinceCleanup = 0;
    await deleteCountersOlderThan(db, new Date(at.getTime() - LONGEST_WINDOW_SECONDS * 1000));
  }

  return {
    /** Counts a hit on every key; throws `refusal(retryAfter)` when any of them is over its limit. */
    async hit(keys: LimitedKey[], refusal: (retryAfter: number) => AppError): Promise<CountedHits> {
      const at = now();
      const counts: WindowCount[] = [];
      for (const { key, rule } of keys) counts.push(await countHit(db, key, at, rule.windowSeconds));
      await cleanUpNowAndThen(at);
      const waits = keys.map(({ rule }, index) => retryAfterSeconds(counts[index], rule, at) ?? 0);
      const retryAfter = Math.max(0, ...waits);
      if (retryAfter > 0) throw refusal(retryAfter);
      return {
        hits: counts.map(({ hits }) => hits),
        async giveBack() {
          for (const [index, { key }] of keys.entries()) await uncountHit(db, key, counts[index].windowStartedAt);
        },
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
