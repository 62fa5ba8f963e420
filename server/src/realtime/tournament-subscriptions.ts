import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, TournamentSubscriptionAck } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { tournamentRoom, type TokenAuthenticator } from './realtime';
// eslint-disable-next-line no-restricted-imports -- tournament:subscribe is being replaced by versioned tournament channels; this file goes with it.
import { findTournamentRow } from '../tournaments/tournaments.repository';

/** Enough for every tournament page a user could have open in one tab. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** subscribe + unsubscribe events a socket may send per window; more are refused until it passes. */
export const SUBSCRIPTION_EVENTS_PER_WINDOW = 30;
export const SUBSCRIPTION_WINDOW_MS = 10_000;
const MAX_INTEGER_ID = 2_147_483_647;

export const SUBSCRIPTION_MESSAGES = {
  invalidId: 'tournamentId must be a positive whole number.',
  notFound: 'Tournament not found',
  tooMany: `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} tournaments can be followed at once.`,
  rateLimited: 'Too many subscription requests; try again shortly.',
  authenticationRequired: 'Authentication required',
} as const;

/** The per-socket state subscriptions need (kept in socket.data, never sent to the client). */
export interface SubscriptionState {
  userId: number;
  token: string;
  subscriptions: Set<number>;
  windowStartedAt: number;
  eventsInWindow: number;
}

export type SubscriptionOutcome = TournamentSubscriptionAck | { ok: false; message: string; revoked: true };

export interface SubscriptionDeps {
  db: Queryable;
  authenticateToken: TokenAuthenticator;
  /** Wall time for the rate window (not the domain clock: it throttles a connection, not a rule). */
  monotonicNow?: () => number;
}

export function isTournamentId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_INTEGER_ID;
}

function withinRate(state: SubscriptionState, at: number): boolean {
  if (at - state.windowStartedAt >= SUBSCRIPTION_WINDOW_MS) {
    state.windowStartedAt = at;
    state.eventsInWindow = 0;
  }
  state.eventsInWindow += 1;
  return state.eventsInWindow <= SUBSCRIPTION_EVENTS_PER_WINDOW;
}

/**
 * Decides a tournament:subscribe. Any signed-in user may follow any existing tournament (its room list
 * is public to signed-in users over HTTP too); the token is checked again, so a revoked session stops here.
 */
export async function decideSubscribe(deps: SubscriptionDeps, state: SubscriptionState, tournamentId: unknown): Promise<SubscriptionOutcome> {
  if (!withinRate(state, (deps.monotonicNow ?? Date.now)())) return { ok: false, message: SUBSCRIPTION_MESSAGES.rateLimited };
  if (!isTournamentId(tournamentId)) return { ok: false, message: SUBSCRIPTION_MESSAGES.invalidId };
  const user = await deps.authenticateToken(state.token).catch(() => undefined);
  if (!user || user.id !== state.userId) return { ok: false, message: SUBSCRIPTION_MESSAGES.authenticationRequired, revoked: true };
  if (state.subscriptions.has(tournamentId)) return { ok: true, tournamentId };
  if (state.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) return { ok: false, message: SUBSCRIPTION_MESSAGES.tooMany };
  if (!(await findTournamentRow(deps.db, tournamentId))) return { ok: false, message: SUBSCRIPTION_MESSAGES.notFound };
  return { ok: true, tournamentId };
}

export function decideUnsubscribe(
  deps: Pick<SubscriptionDeps, 'monotonicNow'>,
  state: SubscriptionState,
  tournamentId: unknown,
): SubscriptionOutcome {
  if (!withinRate(state, (deps.monotonicNow ?? Date.now)())) return { ok: false, message: SUBSCRIPTION_MESSAGES.rateLimited };
  if (!isTournamentId(tournamentId)) return { ok: false, message: SUBSCRIPTION_MESSAGES.invalidId };
  return { ok: true, tournamentId };
}

type SubscribingSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SubscriptionState>;

/** The only client events a socket may send; anything else has no handler and is ignored. */
export function listenForSubscriptions(socket: SubscribingSocket, deps: SubscriptionDeps): void {
  const answer = (ack: unknown, outcome: SubscriptionOutcome) => {
    const result: TournamentSubscriptionAck = outcome.ok ? outcome : { ok: false, message: outcome.message };
    if (typeof ack === 'function') (ack as (result: TournamentSubscriptionAck) => void)(result);
    if ('revoked' in outcome) socket.disconnect(true);
  };
  socket.on('tournament:subscribe', async (tournamentId: unknown, ack?: unknown) => {
    let outcome = await decideSubscribe(deps, socket.data, tournamentId).catch((): SubscriptionOutcome => ({
      ok: false,
      message: SUBSCRIPTION_MESSAGES.notFound,
    }));
    const { subscriptions } = socket.data;
    // Checked again after the awaits: concurrent subscribes must not pass the cap together.
    if (outcome.ok && !subscriptions.has(outcome.tournamentId)) {
      if (subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) outcome = { ok: false, message: SUBSCRIPTION_MESSAGES.tooMany };
      else {
        subscriptions.add(outcome.tournamentId);
        await socket.join(tournamentRoom(outcome.tournamentId));
      }
    }
    answer(ack, outcome);
  });
  socket.on('tournament:unsubscribe', async (tournamentId: unknown, ack?: unknown) => {
    const outcome = decideUnsubscribe(deps, socket.data, tournamentId);
    if (outcome.ok) {
      socket.data.subscriptions.delete(outcome.tournamentId);
      await socket.leave(tournamentRoom(outcome.tournamentId));
    }
    answer(ack, outcome);
  });
}
