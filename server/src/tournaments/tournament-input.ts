import type { TournamentTemplate } from 'shared-events/contracts';
import { blindStructureProblem, DEFAULT_DURATION_HOURS, DEFAULT_LATE_REG_MINUTES } from 'shared-events/contracts';
import { errors } from '../errors';
import { rejectControlCharacters } from '../http/validation';
import { MICROS_PER_USDT, parseAmountToMicros } from '../money/micro-usdt';
import { prizeStructureProblem } from './prize-split';
import type { NewTournament } from './tournaments.repository';

/** The tournament columns an admin sets; the times (startsAt) come separately. */
export type TournamentFields = Required<
  Pick<
    NewTournament,
    | 'name'
    | 'gameType'
    | 'entryFeeMicros'
    | 'guaranteedPoolMicros'
    | 'durationMinutes'
    | 'lateRegMinutes'
    | 'minPlayers'
    | 'maxPlayers'
    | 'startingStack'
    | 'blindSpeedSeconds'
    | 'maxEntries'
    | 'breakMinutes'
    | 'banner'
    | 'theme'
    | 'prizeStructure'
    | 'blindStructure'
    | 'currency'
  >
>;

const MAX_ENTRY_FEE_MICROS = 1_000_000n * MICROS_PER_USDT;
const MAX_GUARANTEE_MICROS = 1_000_000_000n * MICROS_PER_USDT;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseMoney(value: number | string, field: string, max: bigint): bigint {
  const micros = parseAmountToMicros(value);
  if (micros === undefined || micros > max) {
    throw errors.invalidInput(`${field} must be an amount between 0 and ${max / MICROS_PER_USDT} with at most 6 decimals.`);
  }
  return micros;
}

export const dateTimeMessage = (field: string) => `${field} must be an ISO 8601 date-time with a time zone, e.g. 2030-01-01T18:00:00Z.`;

/** An ISO 8601 date-time with an explicit zone (a zoneless time would depend on the server's time zone). */
export function parseDateTime(value: string, field: string): Date {
  const at = ISO_DATE_TIME.test(value) ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw errors.invalidInput(dateTimeMessage(field));
  return at;
}

function durationOf(body: Partial<TournamentTemplate>): number | undefined {
  if (body.durationMinutes !== undefined && body.durationHours !== undefined) {
    throw errors.invalidInput('Give durationMinutes or durationHours, not both.');
  }
  if (body.durationHours === undefined) return body.durationMinutes;
  const minutes = body.durationHours * 60;
  if (Math.abs(minutes - Math.round(minutes)) > 1e-9) throw errors.invalidInput('durationHours must come to a whole number of minutes.');
  if (Math.round(minutes) < 1) throw errors.invalidInput('durationHours must be at least one minute.');
  return Math.round(minutes);
}

function plainText<T extends string | null | undefined>(value: T, field: string): T {
  if (typeof value === 'string') rejectControlCharacters(value, field);
  return value;
}

/** The fields present in a (create or update) body, converted to column values. */
export function presentFields(body: Partial<TournamentTemplate>): Partial<TournamentFields> {
  const fields: Partial<TournamentFields> = {};
  plainText(body.banner, 'banner');
  plainText(body.theme, 'theme');
  body.prizeStructure?.forEach((share) => plainText(share.place, 'prizeStructure place'));
  if (body.name !== undefined) fields.name = plainText(body.name, 'name').trim();
  if (body.gameType !== undefined) fields.gameType = body.gameType;
  if (body.entryFee !== undefined) fields.entryFeeMicros = parseMoney(body.entryFee, 'entryFee', MAX_ENTRY_FEE_MICROS);
  if (body.guaranteedPool !== undefined) fields.guaranteedPoolMicros = parseMoney(body.guaranteedPool, 'guaranteedPool', MAX_GUARANTEE_MICROS);
  const duration = durationOf(body);
  if (duration !== undefined) fields.durationMinutes = duration;
  if (body.lateRegMinutes !== undefined) fields.lateRegMinutes = body.lateRegMinutes;
  if (body.minPlayers !== undefined) fields.minPlayers = body.minPlayers;
  if (body.maxPlayers !== undefined) fields.maxPlayers = body.maxPlayers;
  if (body.startingStack !== undefined) fields.startingStack = body.startingStack;
  if (body.blindSpeedSeconds !== undefined) fields.blindSpeedSeconds = body.blindSpeedSeconds;
  if (body.maxEntries !== undefined) fields.maxEntries = body.maxEntries;
  if (body.breakMinutes !== undefined) fields.breakMinutes = body.breakMinutes;
  if (body.banner !== undefined) fields.banner = body.banner;
  if (body.theme !== undefined) fields.theme = body.theme;
  if (body.prizeStructure !== undefined) {
    // Refused now rather than when the tournament ends, when it can no longer be changed.
    const problem = prizeStructureProblem(body.prizeStructure);
    if (problem) throw errors.invalidInput(`prizeStructure cannot be paid out: ${problem}.`);
    fields.prizeStructure = body.prizeStructure;
  }
  if (body.blindStructure !== undefined) fields.blindStructure = body.blindStructure;
  if (body.currency !== undefined) fields.currency = body.currency;
  return fields;
}

/** A full template (create, schedule instance) with the spec's defaults (SPEC §9) for what is left out. */
export function templateFields(body: TournamentTemplate): TournamentFields {
  const defaults: Omit<TournamentFields, 'name' | 'gameType' | 'entryFeeMicros' | 'maxPlayers'> = {
    guaranteedPoolMicros: 0n,
    durationMinutes: DEFAULT_DURATION_HOURS * 60,
    lateRegMinutes: DEFAULT_LATE_REG_MINUTES,
    minPlayers: 2,
    startingStack: 10_000,
    blindSpeedSeconds: 600,
    maxEntries: 1,
    breakMinutes: 5,
    banner: null,
    theme: null,
    prizeStructure: null,
    blindStructure: null,
    currency: 'USDT',
  };
  const fields = { ...defaults, ...presentFields(body) } as TournamentFields;
  checkConsistency(fields);
  return fields;
}

/**
 * Rules across fields, checked on the merged result of an update too: a structure an admin set follows the rules of
 * blindStructureProblem (the form's own), its first big blind within the starting stack (null plays the default).
 */
export function checkConsistency(
  fields: Pick<TournamentFields, 'minPlayers' | 'maxPlayers' | 'lateRegMinutes' | 'durationMinutes' | 'startingStack' | 'blindStructure'>,
): void {
  if (fields.minPlayers > fields.maxPlayers) throw errors.invalidInput('minPlayers cannot be above maxPlayers.');
  if (fields.lateRegMinutes > fields.durationMinutes) throw errors.invalidInput('Late registration cannot last longer than the tournament.');
  const problem = fields.blindStructure && blindStructureProblem(fields.blindStructure, fields.startingStack);
  if (problem) throw errors.invalidInput(problem.message);
}
