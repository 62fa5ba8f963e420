import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { errors } from '../errors';
import { createFairGate, createOwnerShares } from './fair-share';

const COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

/**
 * scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE, default 4), shared with file reads and compression.
 * Hashing gets at most one thread less than that pool and one core less than the machine, so the event loop,
 * the database driver and the other pool users always keep room. Beyond that, hashes wait their owner's turn.
 */
const HASHING_SLOTS = Math.max(1, Math.min(availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1));
/** Password checks one user or client address may have in progress; more answer 429 at once. */
const CHECKS_PER_OWNER = 16;

const hashing = createFairGate(HASHING_SLOTS);
const checks = createOwnerShares(CHECKS_PER_OWNER, () => errors.tooManyConcurrentPasswordChecks());

/** Whom a hash is done for: each gets a fair turn at the hashing slots (none: the server's own work). */
export const hashingFor = {
  user: (userId: number) => `user:${userId}`,
  address: (ip: string) => `ip:${ip}`,
};

/**
 * Runs a whole password check of `owner` (its attempt counters and its hash) within the owner's share, so a
 * flood from one user or address is refused in memory before it reaches the database or the hashing queue.
 */
export function withinPasswordCheckShare<T>(owner: string, check: () => Promise<T>): Promise<T> {
  return checks.within(owner, check);
}

function derive(password: string, salt: Buffer, options: ScryptOptions, owner: string | undefined): Promise<Buffer> {
  return hashing.run(
    owner,
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, owner?: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, owner);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, owner?: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, owner);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check so a login for an unknown e-mail takes as long as a wrong password. */
export async function verifyAgainstDummy(password: string, owner?: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password for timing');
  await verifyPassword(password, await dummyHash, owner);
  return false;
}
