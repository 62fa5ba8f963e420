import {
  computeDynamicStatus,
  computeTournamentStatus,
  tournamentClock,
  type AdminTournament,
  type Tournament,
  type TournamentCurrency,
  type TournamentTimes,
} from 'shared-events/contracts';
import { MICROS_PER_USDT, microsToDecimal, microsToFixed2, microsToNumber } from '../money/micro-usdt';
import { tournamentBlindStructure } from './blind-structure';
import { pausesOf } from './clock-facts';
import type { TournamentRow } from './tournaments.repository';

export const tournamentTimes = (
  row: Pick<
    TournamentRow,
    'starts_at' | 'late_reg_minutes' | 'duration_minutes' | 'status' | 'finished_at' | 'play_started_at' | 'paused_at' | 'paused_ms'
  >,
): TournamentTimes => ({
  startsAt: row.starts_at,
  lateRegMinutes: row.late_reg_minutes,
  durationMinutes: row.duration_minutes,
  cancelled: row.status === 'cancelled',
  finishedAt: row.finished_at,
  inPlay: row.play_started_at !== null && row.finished_at === null,
  ...pausesOf(row),
});

/** What one reader sees of a tournament: whether they hold a registration in it and may buy another entry. */
export type ReaderFlags = Pick<Tournament, 'isRegistered' | 'canReEnter'>;

/** An anonymous reader, or one without a registration. */
export const NOT_REGISTERED: ReaderFlags = { isRegistered: false, canReEnter: false };

/** The part of a tournament that is the same for every reader and every moment: cacheable. */
export type SharedTournament = Omit<Tournament, 'status' | 'dynamicStatus' | keyof ReaderFlags>;

/** '1234567.891' style micros → "$1,234,567.89". */
export function usdText(micros: bigint | string): string {
  const [whole, cents] = microsToFixed2(micros).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** SPEC §5: a player needs at least max(entry fee, starting stack) on the wallet, the stack read as USDT. */
export function requiredBalanceMicros(row: Pick<TournamentRow, 'entry_fee_micros' | 'starting_stack'>): bigint {
  const fee = BigInt(row.entry_fee_micros);
  const stack = BigInt(row.starting_stack) * MICROS_PER_USDT;
  return fee > stack ? fee : stack;
}

export function toSharedTournament(row: TournamentRow): SharedTournament {
  const fee = BigInt(row.entry_fee_micros);
  // A paid-out pool is empty; the lobby keeps showing what the registrations put in.
  const pool = BigInt(row.paid_out_pool_micros ?? row.pool_micros);
  const guarantee = BigInt(row.guaranteed_pool_micros);
  const clock = tournamentClock(tournamentTimes(row));
  const hours = row.duration_minutes / 60;
  return {
    id: row.id,
    name: row.name,
    gameType: row.game_type,
    entryFee: fee === 0n ? 'free' : microsToDecimal(fee),
    entryFeeAmount: microsToNumber(fee),
    buyIn: fee === 0n ? 'Free' : usdText(fee),
    pool: microsToNumber(pool),
    guaranteedPool: microsToNumber(guarantee),
    prizePool: guarantee > pool ? `${usdText(guarantee)} GTD` : usdText(pool),
    requiredBalance: microsToNumber(requiredBalanceMicros(row)),
    currency: row.currency as TournamentCurrency,
    startsAt: row.starts_at.toISOString(),
    startTime: row.starts_at.toISOString(),
    lateRegEndsAt: new Date(clock.lateRegEndsAt).toISOString(),
    endsAt: new Date(clock.endsAt).toISOString(),
    duration: hours,
    durationHours: hours,
    durationMinutes: row.duration_minutes,
    lateRegMin: row.late_reg_minutes,
    players: row.players_count,
    maxPlayers: row.max_players,
    minPlayers: row.min_players,
    startingStack: row.starting_stack,
    blindspeed: row.blind_speed_seconds,
    maxEntries: row.max_entries,
    breakMinutes: row.break_minutes,
    finishedAt: row.finished_at?.toISOString() ?? null,
    inPlay: row.play_started_at !== null && row.finished_at === null,
    pausedAt: row.paused_at?.toISOString() ?? null,
    pausedMs: Number(row.paused_ms),
    theme: row.theme,
    banner: row.banner,
    prizeStructure: row.prize_structure,
    scheduleId: row.schedule_id,
    createdAt: row.created_at.toISOString(),
    // A row cancelled without a timestamp (inserted directly) still reads as cancelled.
    cancelledAt: (row.cancelled_at ?? (row.status === 'cancelled' ? row.updated_at : null))?.toISOString() ?? null,
  };
}

/**
 * The status pair as the clock shows it right now (between scheduler ticks too), with the real end in place of the
 * scheduled one: completed (Finished) from the moment one player holds every chip, Running past the scheduled end
 * while tables play; cancelled stays cancelled.
 */
export function clockStatus(
  shared: Pick<SharedTournament, 'startsAt' | 'lateRegMin' | 'durationMinutes' | 'cancelledAt' | 'finishedAt' | 'inPlay' | 'pausedAt' | 'pausedMs'>,
  now: Date,
) {
  const times = {
    startsAt: shared.startsAt,
    lateRegMinutes: shared.lateRegMin,
    durationMinutes: shared.durationMinutes,
    cancelled: shared.cancelledAt !== null,
    finishedAt: shared.finishedAt,
    inPlay: shared.inPlay,
    pausedAt: shared.pausedAt,
    pausedMs: shared.pausedMs,
  };
  return { status: computeTournamentStatus(times, now), dynamicStatus: computeDynamicStatus(times, now) };
}

export function withViewer(shared: SharedTournament, now: Date, reader: ReaderFlags): Tournament {
  return { ...shared, ...clockStatus(shared, now), isRegistered: reader.isRegistered, canReEnter: reader.canReEnter };
}

/** Row → the API's tournament, as `now` and the requesting user (NOT_REGISTERED when anonymous) see it. */
export function toTournamentDto(row: TournamentRow, now: Date, reader: ReaderFlags = NOT_REGISTERED): Tournament {
  return withViewer(toSharedTournament(row), now, reader);
}

/** What the back office sees: deleted ones too, and the structure the tables play (what an edit is audited with). */
export function toAdminTournamentDto(row: TournamentRow, now: Date): AdminTournament {
  return { ...toTournamentDto(row, now), deletedAt: row.deleted_at?.toISOString() ?? null, blindStructure: tournamentBlindStructure(row) };
}
