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
import { claimShardSeat, releaseShardSeat } from './seat-shards.repository';
import { changePlayersCount, findTournamentRow, type TournamentRow } from './tournaments.repository';

export type TournamentServices = { db: Database; now: Clock; realtime: Realtime };

const REGISTERED_MESSAGE = 'Successfully registered for the tournament!';
const RE_ENTERED_MESSAGE = 'Successfully re-entered the tournament: a new stack, at a seat drawn for you.';
const UNREGISTERED_MESSAGE = 'Successfully unregistered from the tournament.';
const LOBBY_MESSAGE = 'Successfully entered lobby!';

/**
 * Takes a seat in the tournament and pays the entry fee, all in one transaction. The player's wallet is locked
 * first (the lock order of db/database.ts), so one player's registrations run one after the other. The tournament row
 * is then locked `FOR SHARE`: registrations run side by side, each checks the row as the last change of it left it
 * (open by the clock, not cancelled, not finished), and a change of the row (a cancel, an edit, a pause, the end)
 * waits for those in flight. The seat and the fee go to one of the tournament's seat shards, whose limits keep the
 * total within max_players (seat-shards.repository.ts). The answer's count and pool are the tournament's as this
 * registration found them, plus its own seat and fee.
 */
export async function registerForTournament(services: TournamentServices, userId: number, tournamentId: number): Promise<RegisterTournamentResponse> {
  const now = services.now();
  let reEntered = false;
  const { tournament, balance } = await services.db.transaction(async (tx) => {
    reEntered = false;
    const balanceBefore = await lockWallet(tx, userId);
    const row = await findTournamentRow(tx, tournamentId, { lock: 'FOR SHARE' });
    if (!row || !isRegistrationOpen(row, now)) throw await whyNoSeat(tx, tournamentId, userId, now);
    const seatShard = await claimShardSeat(tx, tournamentId, userId);
    if (seatShard === undefined) throw await whyNoSeat(tx, tournamentId, userId, now);
    const entryFeeMicros = row.entry_fee_micros;
    const inserted =
      (await insertRegistration(tx, { tournamentId, userId, entryFeeMicros, registeredAt: now, seatShard })) ||
      (reEntered = await insertReEntry(tx, { tournamentId, userId, entryFeeMicros, maxEntries: row.max_entries, at: now }));
    if (!inserted) throw await whyNoSeat(tx, tournamentId, userId, now);

    const fee = BigInt(entryFeeMicros);
    const required = requiredBalanceMicros(row);
    if (balanceBefore < required) throw errors.insufficientBalance(required, balanceBefore, row.currency);
    const seated = withSeatChange(row, 1, fee);
    if (fee === 0n) return { tournament: seated, balance: balanceBefore };
    // The wallet row is locked and covers max(fee, stack) ≥ fee: the debit cannot be refused.
    const balance = await payEntryFee(tx, { tournamentId, userId, amountMicros: fee, at: now, shard: seatShard });
    return { tournament: seated, balance };
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

/**
 * Before the start only: gives the seat back and refunds exactly the fee this registration paid, to and from the seat
 * shard it took them in (the tournament row locked `FOR SHARE`, as a registration does), or, for a seat in the row's
 * own count, to and from the row (locked for the change).
 */
export async function unregisterFromTournament(
  services: TournamentServices,
  userId: number,
  tournamentId: number,
): Promise<UnregisterTournamentResponse> {
  const now = services.now();
  const { tournament, refunded, balance } = await services.db.transaction(async (tx) => {
    const balanceBefore = await lockWallet(tx, userId);
    // Only this player's transactions add or remove their registration, and they wait for the wallet's lock: its
    // seat shard stays as read here.
    const registration = await findRegistration(tx, tournamentId, userId);
    const seatShard = registration?.seat_shard ?? undefined;
    const inRow = registration !== undefined && seatShard === undefined;
    const row = await findTournamentRow(tx, tournamentId, { lock: inRow ? 'FOR NO KEY UPDATE' : 'FOR SHARE' });
    if (!row) throw errors.tournamentNotFound();
    if (row.status === 'cancelled') throw errors.tournamentCancelled();
    if (now.getTime() >= row.starts_at.getTime()) throw errors.unregisterAfterStart();
    const deletedFee = await deleteWaitingRegistration(tx, tournamentId, userId);
    if (deletedFee === undefined) throw errors.notRegistered();
    const fee = BigInt(deletedFee);
    if (seatShard === undefined) await changePlayersCount(tx, tournamentId, -1);
    else await releaseShardSeat(tx, tournamentId, seatShard);
    const seatFreed = withSeatChange(row, -1, -fee);
    if (fee === 0n) return { tournament: seatFreed, refunded: fee, balance: balanceBefore };
    const balance = await refundEntryFee(tx, { tournamentId, userId, amountMicros: fee, at: now, shard: seatShard });
    return { tournament: seatFreed, refunded: fee, balance };
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

/** Registration is open before the start and through late registration, unless the tournament was cancelled or is over. */
function isRegistrationOpen(row: TournamentRow, now: Date): boolean {
  return row.status !== 'cancelled' && !isRegistrationClosed(row, now);
}

function isRegistrationClosed(row: TournamentRow, now: Date): boolean {
  const clock = tournamentClock(tournamentTimes(row), now);
  return now.getTime() >= Math.min(clock.lateRegEndsAt, clock.endsAt) || row.finished_at !== null;
}

/** The row as a registration (+1) or an unregistration (-1) leaves it, as far as this transaction knows. */
function withSeatChange(row: TournamentRow, seats: 1 | -1, feeMicros: bigint): TournamentRow {
  return { ...row, players_count: row.players_count + seats, pool_micros: (BigInt(row.pool_micros) + feeMicros).toString() };
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
  if (isRegistrationClosed(row, now)) return errors.registrationClosed();
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
