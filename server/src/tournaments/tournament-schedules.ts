import type { CreateScheduleRequest, Recurrence, ScheduleState, TournamentSchedule, TournamentTemplate } from 'shared-events/contracts';
import type { ChangeHook, Database, Queryable } from '../db/database';
import { errors } from '../errors';
import type { Job } from '../scheduler/scheduler';
import type { TournamentServices } from './registration';
import { nextOccurrence, occurrencesBetween } from 'shared-events/contracts';
import { parseDateTime, templateFields } from './tournament-input';
import { announceCreated } from './tournament-lifecycle';
import { insertScheduledTournament, type TournamentRow } from './tournaments.repository';

/** How far ahead schedules create their instances (at least the next one is always created). */
export const SCHEDULE_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;

interface ScheduleRow {
  id: number;
  recurrence: Recurrence;
  first_starts_at: Date;
  template: TournamentTemplate;
  /** False once deleted. */
  active: boolean;
  /** Migration 23: set while paused. */
  paused_at: Date | null;
  created_by: number | null;
  created_at: Date;
}

const stateOf = (row: ScheduleRow): ScheduleState => (!row.active ? 'deleted' : row.paused_at ? 'paused' : 'active');

export function toScheduleDto(row: ScheduleRow, now: Date): TournamentSchedule {
  const state = stateOf(row);
  return {
    id: row.id,
    recurrence: row.recurrence,
    firstStartsAt: row.first_starts_at.toISOString(),
    template: row.template,
    active: state === 'active',
    state,
    pausedAt: state === 'paused' ? row.paused_at!.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    nextStartsAt: state === 'active' ? nextOccurrence(row.recurrence, row.first_starts_at, now).toISOString() : null,
  };
}

export async function createSchedule(
  services: TournamentServices,
  adminId: number,
  body: CreateScheduleRequest,
  onCreated?: ChangeHook<null, TournamentSchedule>,
): Promise<{ schedule: TournamentSchedule; created: TournamentRow[] }> {
  const now = services.now();
  templateFields(body.template);
  const first = parseDateTime(body.firstStartsAt, 'firstStartsAt');
  if (first.getTime() <= now.getTime()) throw errors.startsInPast('firstStartsAt');
  const schedule = await services.db.transaction(async (tx) => {
    const { rows } = await tx.query<ScheduleRow>(
      `INSERT INTO tournament_schedules (recurrence, first_starts_at, template, created_by, created_at)
       VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING *`,
      [body.recurrence, first, JSON.stringify(body.template), adminId, now],
    );
    const dto = toScheduleDto(rows[0], now);
    await onCreated?.(tx, null, dto);
    return dto;
  });
  // After the commit, as the scheduled job does: the instances are created once however many processes try.
  const created = await materializeSchedules(services, now, SCHEDULE_HORIZON_MS, schedule.id);
  return { schedule, created };
}

export async function listSchedules(db: Queryable, now: Date): Promise<TournamentSchedule[]> {
  const { rows } = await db.query<ScheduleRow>('SELECT * FROM tournament_schedules ORDER BY id');
  return rows.map((row) => toScheduleDto(row, now));
}

type ScheduleStateColumns = Pick<ScheduleRow, 'active' | 'paused_at'>;

/** Changes a schedule's state to what `decide` answers for the row locked; what it throws refuses, writing nothing. */
async function changeSchedule(
  db: Database,
  id: number,
  now: Date,
  decide: (row: ScheduleRow) => ScheduleStateColumns,
  onChanged?: ChangeHook<TournamentSchedule>,
): Promise<TournamentSchedule> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ScheduleRow>('SELECT * FROM tournament_schedules WHERE id = $1 FOR NO KEY UPDATE', [id]);
    if (!rows[0]) throw errors.scheduleNotFound();
    const set = decide(rows[0]);
    const updated = await tx.query<ScheduleRow>('UPDATE tournament_schedules SET active = $2, paused_at = $3 WHERE id = $1 RETURNING *', [
      id,
      set.active,
      set.paused_at,
    ]);
    const [before, after] = [toScheduleDto(rows[0], now), toScheduleDto(updated.rows[0], now)];
    await onChanged?.(tx, before, after);
    return after;
  });
}

/** Deletes a schedule (paused or not): it never creates an instance again; the ones already created stay. */
export function deactivateSchedule(db: Database, id: number, now: Date, onDeactivated?: ChangeHook<TournamentSchedule>): Promise<TournamentSchedule> {
  const decide = (row: ScheduleRow) => {
    if (!row.active) throw errors.scheduleInactive();
    return { active: false, paused_at: row.paused_at };
  };
  return changeSchedule(db, id, now, decide, onDeactivated);
}

/** Pauses an active schedule: it creates no instance until resumed; the ones already created stay. */
export function pauseSchedule(db: Database, id: number, now: Date, onPaused?: ChangeHook<TournamentSchedule>): Promise<TournamentSchedule> {
  const decide = (row: ScheduleRow) => {
    if (!row.active) throw errors.scheduleDeleted();
    if (row.paused_at) throw errors.scheduleAlreadyPaused();
    return { active: true, paused_at: now };
  };
  return changeSchedule(db, id, now, decide, onPaused);
}

/**
 * Resumes a paused schedule and creates its instances due from now on (as a new schedule does): the starts that
 * passed while it was paused are not made up for, so no tournament is created in the past.
 */
export async function resumeSchedule(
  services: Pick<TournamentServices, 'db' | 'realtime' | 'now'>,
  id: number,
  onResumed?: ChangeHook<TournamentSchedule>,
): Promise<{ schedule: TournamentSchedule; created: TournamentRow[] }> {
  const now = services.now();
  const decide = (row: ScheduleRow) => {
    if (!row.active) throw errors.scheduleDeleted();
    if (!row.paused_at) throw errors.scheduleNotPaused();
    return { active: true, paused_at: null };
  };
  const schedule = await changeSchedule(services.db, id, now, decide, onResumed);
  // After the commit, as the scheduled job does: the instances are created once however many processes try.
  const created = await materializeSchedules(services, now, SCHEDULE_HORIZON_MS, schedule.id);
  return { schedule, created };
}

/**
 * Creates the instances of every active schedule, neither paused nor deleted (or only `scheduleId`), that start
 * within `horizonMs` of `now`, and always the next one; never one that starts before `now`. Idempotent across calls and processes: the unique (schedule_id,
 * starts_at) index lets each instance be inserted once, and only new ones are announced
 * (tournament:created). Meant to be called periodically by the scheduler.
 */
export async function materializeSchedules(
  services: Pick<TournamentServices, 'db' | 'realtime'>,
  now: Date,
  horizonMs = SCHEDULE_HORIZON_MS,
  scheduleId?: number,
): Promise<TournamentRow[]> {
  const { rows: schedules } = await services.db.query<ScheduleRow>(
    `SELECT * FROM tournament_schedules WHERE active AND paused_at IS NULL${scheduleId === undefined ? '' : ' AND id = $1'} ORDER BY id`,
    scheduleId === undefined ? [] : [scheduleId],
  );
  const created: TournamentRow[] = [];
  for (const schedule of schedules) {
    const fields = templateFields(schedule.template);
    const from = new Date(Math.max(now.getTime(), schedule.first_starts_at.getTime()));
    for (const startsAt of occurrencesBetween(schedule.recurrence, schedule.first_starts_at, from, new Date(now.getTime() + horizonMs))) {
      const row = await insertScheduledTournament(services.db, {
        ...fields,
        startsAt,
        scheduleId: schedule.id,
        createdBy: schedule.created_by,
        createdAt: now,
      });
      if (row) created.push(row);
    }
  }
  await announceCreated(services, created);
  return created;
}

/** For the scheduler: `scheduler.every('tournament-schedules', 60_000, scheduleInstancesJob(services))`. */
export function scheduleInstancesJob(services: Pick<TournamentServices, 'db' | 'realtime'>): Job {
  return async (now) => {
    await materializeSchedules(services, now);
  };
}
