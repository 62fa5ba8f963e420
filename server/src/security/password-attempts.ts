import type { Clock } from '../clock';
import type { Config, RateLimitRule } from '../config';
import { hashingFor, verifyPassword, withinPasswordCheckShare } from './passwords';
import type { Database, Queryable } from '../db/database';
import type { AppError } from '../errors';
import { errors } from '../errors';
import { rateLimitSettings } from './rate-limit-rules';
import { createRateLimiter, type RateLimiter } from './rate-limiter';

/** The routes pass every service; a caller without the config gets the default limits. */
type AttemptServices = { db: Database; now: Clock; config?: Pick<Config, 'rateLimits'> };

// One limiter per database (so per app), created on first use: its clean-up counter must outlive a request.
const limiters = new WeakMap<Queryable, RateLimiter>();

function limiterOf({ db, now }: AttemptServices): RateLimiter {
  let limiter = limiters.get(db);
  if (!limiter) limiters.set(db, (limiter = createRateLimiter(db, now)));
  return limiter;
}

/**
 * Checks a password the user types to prove something (not to sign in) as one counted attempt: counted before
 * the hash, so parallel guesses cannot slip past the limit, and given back when right, so only wrong ones count.
 * The user's checks in progress are capped (429 beyond), so a flood never queues up in the database or the hashing.
 */
async function countedPasswordCheck(
  services: AttemptServices,
  attempt: { key: string; rule: RateLimitRule; refusal: (retryAfter: number) => AppError; userId: number },
  password: string,
  stored: string,
): Promise<boolean> {
  const owner = hashingFor.user(attempt.userId);
  return withinPasswordCheckShare(owner, async () => {
    const counted = await limiterOf(services).hit([{ key: attempt.key, rule: attempt.rule }], attempt.refusal);
    const right = await verifyPassword(password, stored, owner);
    if (right) await counted.giveBack();
    return right;
  });
}

/** The signed-in user's current password, on the password change. */
export function checkCurrentPassword(services: AttemptServices, user: { id: number; password_hash: string }, password: string): Promise<boolean> {
  return countedPasswordCheck(
    services,
    {
      key: `password:user:${user.id}`,
      rule: rateLimitSettings(services.config?.rateLimits).currentPasswordPerUser,
      refusal: errors.tooManyPasswordAttempts,
      userId: user.id,
    },
    password,
    user.password_hash,
  );
}

/** A protected room's password, when `userId` joins it; counted per user whatever rooms they try. */
export function checkRoomPassword(services: AttemptServices, userId: number, password: string, stored: string): Promise<boolean> {
  return countedPasswordCheck(
    services,
    {
      key: `room-password:user:${userId}`,
      rule: rateLimitSettings(services.config?.rateLimits).roomPasswordPerUser,
      refusal: errors.tooManyRoomPasswordAttempts,
      userId,
    },
    password,
    stored,
  );
}
