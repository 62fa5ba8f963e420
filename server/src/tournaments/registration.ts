import {
  isLobbyOpen,
  tournamentClock,
  TOURNAMENTS_CHANNEL,
  type EnterLobbyResponse,
  type RegisterTournamentResponse,
  type TournamentCurrency,
  type TournamentRegistrationUpdatePayload,
  type UnregisterTournamentResponse,
} from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import { errors } from '../errors';
import { announceBalance } from '../wallet/balance-changed';
import { lockWallets } from '../wallet/ledger';
import { microsToNumber } from '../money/micro-usdt';
import { payEntryFee, refundEntryFee } from './entry-fees';
import { requiredBalanceMicros, toTournamentDto, tournamentTimes } from './tournament-dto';
import { tournamentListCache } from './tournament-list-cache';
import { deleteWaitingRegistration, findRegistration, insertReEntry, insertRegistration, markLobbyEntered } from './registrations.repository';
import { changePlayersCount, claimSeat, findTournamentRow, type TournamentRow } from './tournaments.repository';

export type TournamentServices = { db: Database; now: Clock; realtime: Realtime };

const REGISTERED_MESSAGE = 'Successfully registered for the tournament!';
const RE_ENTERED_MESSAGE = 'Successfully re-entered the tournament: a new stack, at a seat drawn for you.';
const UNREGISTERED_MESSAGE = 'Successfully unregistered from the tournament.';
const LOBBY_MESSAGE = 'Successfully entered lobby!';

/**
 * Takes a seat in the tournament and pays the entry fee, all in one transaction. The player's wallet is locked
 * first (the lock order of db/database.ts), so one player's registrations run one after the other. The seat is
 * claimed by a conditional UPDATE (open by the clock, not cancelled, players_count < max_players), so
 * concurrent registrations queue on the tournament row and can never exceed max_players.
 */
export async function registerForTournament(services: TournamentServices, userId: number, tournamentId: number): Promise<RegisterTournamentResponse> {
  const now = services.now();
  let reEntered = false;
  const { tournament, balance } = await services.db.transaction(async (tx) => {
    reEntered = false;
    const balanceBefore = await lockWallet(tx, userId);
    const claimed = await claimSeat(tx, tournamentId, now);
    if (!claimed) throw await whyNoSeat(tx, tournamentId, userId, now);
    const inserted =
      (await insertRegistration(tx, { tournamentId, userId, entryFeeMicros: claimed.entry_fee_micros, registeredAt: now })) ||
      (reEntered = await insertReEntry(tx, {
        tournamentId,
        userId,
        entryFeeMicros: claimed.entry_fee_micros,
        maxEntries: claimed.max_entries,
        at: now,
      }));
    if (!inserted) throw await whyNoSeat(tx, tournamentId, userId, now);

    const fee = BigInt(claimed.entry_fee_micros);
    const required = requiredBalanceMicros(claimed);
    if (balanceBefore < required) throw errors.insufficientBalance(required, balanceBefore, claimed.currency);
    if (fee === 0n) return { tournament: claimed, balance: balanceBefore };
    // The wallet row is locked and covers max(fee, stack) ≥ fee: the debit cannot be refused.
    const balance = await payEntryFee(tx, { tournamentId, userId, amountMicros: fee, at: now });
    const pool = (BigInt(claimed.pool_micros) + fee).toString();
    return { tournament: { ...claimed, pool_micros: pool }, balance };
  });
  await announceRegistration(services, tournament, 'registered');
  if (BigInt(tournament.entry_fee_micros) > 0n) announceBalance(services.realtime, userId, microsToNumber(balance));
  return {
    message: reEntered ? RE_ENTERED_MESSAGE : REGISTERED_MESSAGE,
    remainingBalance: microsToNumber(balance),
    currency: tournament.currency as TournamentCurrency,
    tournamentPool: microsToNumber(tournament.pool_micros),
    // The entry just bought is live: no other to buy until it is out.
    tournament: toTournamentDto(tournament, now, { isRegistered: true, canReEnter: false }),
  };
}

/** Before the start only: gives the seat back and refunds exactly the fee this registration paid. */
export async function unregisterFromTournament(
  services: TournamentServices,
  userId: number,
  tournamentId: number,
): Promise<UnregisterTournamentResponse> {
  const now = services.now();
  const { tournament, refunded, balance } = await services.db.transaction(async (tx) => {
    const balanceBefore = await lockWallet(tx, userId);
    const row = await findTournamentRow(tx, tournamentId, { lock: 'FOR NO KEY UPDATE' });
    if (!row) throw errors.tournamentNotFound();
    if (row.status === 'cancelled') throw errors.tournamentCancelled();
    if (now.getTime() >= row.starts_at.getTime()) throw errors.unregisterAfterStart();
    const deletedFee = await deleteWaitingRegistration(tx, tournamentId, userId);
    if (deletedFee === undefined) throw errors.notRegistered();
    const fee = BigInt(deletedFee);
    const seatFreed = await changePlayersCount(tx, tournamentId, -1, now);
    if (fee === 0n) return { tournament: seatFreed, refunded: fee, balance: balanceBefore };
    const balance = await refundEntryFee(tx, { tournamentId, userId, amountMicros: fee, at: now });
    const pool = (BigInt(seatFreed.pool_micros) - fee).toString();
    return { tournament: { ...seatFreed, pool_micros: pool }, refunded: fee, balance };
  });
  await announceRegistration(services, tournament, 'unregistered');
  if (refunded > 0n) announceBalance(services.realtime, userId, microsToNumber(balance));
  return {
    message: UNREGISTERED_MESSAGE,
    refundedAmount: microsToNumber(refunded),
    currency: tournament.currency as TournamentCurrency,
    remainingBalance: microsToNumber(balance),
  };
}

/** Registered players enter the lobby between start and end; entering again keeps the first time. */
export async function enterLobby(services: TournamentServices, userId: number, tournamentId: number): Promise<EnterLobbyResponse> {
  const now = services.now();
  const row = await findTournamentRow(services.db, tournamentId);
  if (!row) throw errors.tournamentNotFound();
  const registration = await findRegistration(services.db, tournamentId, userId);
  if (!registration || registration.state === 'left') throw errors.lobbyNotRegistered();
  if (row.status === 'cancelled') throw errors.lobbyCancelled();
  if (!isLobbyOpen(tournamentTimes(row), now)) throw errors.lobbyClosed();
  const lobbyEnteredAt = await markLobbyEntered(services.db, tournamentId, userId, now);
  if (!lobbyEnteredAt) throw errors.lobbyNotRegistered();
  return { message: LOBBY_MESSAGE, tournamentId, lobbyEnteredAt: lobbyEnteredAt.toISOString() };
}

/** The clearest reason a registration was refused, checked in the order a player would want to hear it. */
async function whyNoSeat(tx: Queryable, tournamentId: number, userId: number, now: Date) {
  const row = await findTournamentRow(tx, tournamentId);
  if (!row) return errors.tournamentNotFound();
  const registration = await findRegistration(tx, tournamentId, userId);
  if (registration?.state === 'left') return errors.tournamentLeft();
  // A registration whose entries are all out ('completed') may buy another while late registration is open.
  if (registration && registration.state !== 'completed') return errors.alreadyRegistered();
  if (row.status === 'cancelled') return errors.tournamentCancelled();
  const clock = tournamentClock(tournamentTimes(row), now);
  if (now.getTime() >= Math.min(clock.lateRegEndsAt, clock.endsAt) || row.finished_at) return errors.registrationClosed();
  if (registration) return errors.noEntriesLeft(row.max_entries);
  return errors.tournamentFull();
}

async function lockWallet(tx: Queryable, userId: number): Promise<bigint> {
  const balance = (await lockWallets(tx, [userId])).get(userId);
  if (balance === undefined) throw errors.authenticationRequired();
  return balance;
}

function announceRegistration(
  services: TournamentServices,
  row: TournamentRow,
  action: TournamentRegistrationUpdatePayload['action'],
): Promise<void> {
  tournamentListCache(services.db).invalidate();
  const payload: TournamentRegistrationUpdatePayload = {
    tournamentId: row.id,
    name: row.name,
    players: row.players_count,
    maxPlayers: row.max_players,
    pool: microsToNumber(row.pool_micros),
    action,
  };
  return services.realtime.publish(TOURNAMENTS_CHANNEL, 'tournament:registrationUpdate', payload);
}
