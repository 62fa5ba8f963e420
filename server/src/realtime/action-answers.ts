import type { Ack } from 'shared-events/contracts';

/** How many answered actions of one user are remembered, and for how long. */
export const REMEMBERED_ACTIONS_PER_USER = 500;
export const REMEMBERED_ACTION_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Answers that ask the client to try again are not kept: a resend of the same action runs it again. So is a refused
 * session (a handler that checks it refuses before changing anything): the player signs in again and resends.
 */
const RETRYABLE_CODES = new Set(['INTERNAL', 'TRANSACTION_CONFLICT', 'AUTHENTICATION_REQUIRED']);

interface Remembered {
  /** The event and payload the actionId was first sent with: another request under the same id is refused. */
  request: string;
  answer: Promise<Ack>;
  /** When the answer came (undefined while the handler runs: never forgotten before it answers). */
  answeredAt?: number;
}

export type Recall = { kind: 'new' } | { kind: 'resent'; answer: Promise<Ack> } | { kind: 'reused' };

/**
 * The answers to each user's recent actionIds, so a resent action (after a timeout or a reconnect) gets the first
 * answer without running again, and a resend that arrives while the first still runs waits for the same answer.
 * In this process's memory, bounded per user and in time: at-most-once across processes and restarts is the
 * domain's job (its event log, keyed by actionId, in the transaction of the change).
 */
export function actionAnswers(monotonicNow: () => number = () => performance.now()) {
  const byUser = new Map<number, Map<string, Remembered>>();
  let sweptAt = monotonicNow();

  /** Drops the user's answers past their time, oldest first (a Map keeps insertion order), and the oldest past the cap. */
  const prune = (userId: number, answers: Map<string, Remembered>, at: number) => {
    for (const [actionId, entry] of answers) {
      const expired = entry.answeredAt !== undefined && at - entry.answeredAt > REMEMBERED_ACTION_MS;
      if (!expired && answers.size <= REMEMBERED_ACTIONS_PER_USER) break;
      if (entry.answeredAt === undefined) continue;
      answers.delete(actionId);
    }
    if (answers.size === 0) byUser.delete(userId);
  };

  const sweep = (at: number) => {
    sweptAt = at;
    for (const [userId, answers] of byUser) prune(userId, answers, at);
  };

  return {
    recall(userId: number, actionId: string, request: string): Recall {
      const entry = byUser.get(userId)?.get(actionId);
      if (!entry) return { kind: 'new' };
      return entry.request === request ? { kind: 'resent', answer: entry.answer } : { kind: 'reused' };
    },

    /** Keeps `answer` for later resends of `actionId` once it settles (unless it asks to try again). */
    remember(userId: number, actionId: string, request: string, answer: Promise<Ack>): void {
      const at = monotonicNow();
      if (at - sweptAt > SWEEP_EVERY_MS) sweep(at);
      let answers = byUser.get(userId);
      if (!answers) byUser.set(userId, (answers = new Map()));
      const entry: Remembered = { request, answer };
      answers.set(actionId, entry);
      void answer.then((ack) => {
        if (!ack.ok && RETRYABLE_CODES.has(ack.code)) {
          if (answers.get(actionId) === entry) answers.delete(actionId);
        } else entry.answeredAt = monotonicNow();
        prune(userId, answers, monotonicNow());
      });
    },
  };
}
