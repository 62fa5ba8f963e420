import { errorResponse, isNetworkError } from 'shared-events';

/** A random key for one submission (crypto.getRandomValues works on plain http too, where randomUUID does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of a dialog's submissions. A retry of the same amount after no answer (network, 5xx)
 * reuses the key, so the server applies it at most once; a decided answer or another amount starts a new one.
 */
export function submissionKeys(create: () => string = newIdempotencyKey) {
  let pending: { amount: string; key: string } | undefined;
  return {
    keyFor(amount: string): string {
      if (pending?.amount !== amount) pending = { amount, key: create() };
      return pending.key;
    },
    decided(): void {
      pending = undefined;
    },
  };
}

/** No answer, or a 5xx, decided nothing the player can see: a retry of the same submission keeps its key. */
export function decidedNothing(error: unknown): boolean {
  return isNetworkError(error) || (errorResponse(error)?.status ?? 0) >= 500;
}
