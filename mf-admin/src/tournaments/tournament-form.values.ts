import {
  defaultBlindStructure,
  type BlindLevel,
  type CreateScheduleRequest,
  type CreateTournamentRequest,
  type GameType,
  type Recurrence,
  type TournamentDetail,
} from 'shared-events/contracts';

/** One level of the blind structure as typed; its number is its place in the list. */
export interface BlindRow {
  smallBlind: string;
  bigBlind: string;
  ante: string;
}

/** The tournament form's fields as typed (text inputs), converted to the API's request on submit. */
export interface TournamentFormValues {
  name: string;
  gameType: GameType;
  entryFee: string;
  guaranteedPool: string;
  /** The start in the operator's own time zone (`datetime-local`). */
  startsAt: string;
  durationMinutes: string;
  lateRegMinutes: string;
  minPlayers: string;
  maxPlayers: string;
  maxEntries: string;
  startingStack: string;
  levelMinutes: string;
  breakMinutes: string;
  theme: string;
  /** The uploaded banner's path ('' for none). */
  banner: string;
  prizeStructure: { place: string; percent: string }[];
  blindStructure: BlindRow[];
  /** A schedule's only: how its instances repeat from the start (in UTC). */
  recurrence: Recurrence;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in this browser's time zone. */
export function localInputValue(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

export const blindRows = (levels: readonly BlindLevel[]): BlindRow[] =>
  levels.map((level) => ({ smallBlind: String(level.smallBlind), bigBlind: String(level.bigBlind), ante: String(level.ante) }));

/** A chip count as typed (Formik gives a number field's value as a number): a blank is no number at all, not 0. */
export const chips = (value: string | number) => (String(value).trim() === '' ? Number.NaN : Number(value));

/** The levels the rows make, numbered in their order. */
export const blindLevels = (rows: readonly BlindRow[]): BlindLevel[] =>
  rows.map((row, index) => ({ level: index + 1, smallBlind: chips(row.smallBlind), bigBlind: chips(row.bigBlind), ante: chips(row.ante) }));

/** The server's default structure for a starting stack as typed (none while the stack is not a number). */
export function defaultBlindRows(startingStack: string | number): BlindRow[] | undefined {
  const stack = chips(startingStack);
  return Number.isSafeInteger(stack) && stack >= 1 ? blindRows(defaultBlindStructure(stack)) : undefined;
}

/** A new tournament's defaults: an NLH freezeout starting at the next full hour but one. */
export function newTournamentValues(now: Date): TournamentFormValues {
  const start = new Date(now);
  start.setHours(start.getHours() + 2, 0, 0, 0);
  return {
    name: '',
    gameType: 'NLH',
    entryFee: '10',
    guaranteedPool: '0',
    startsAt: localInputValue(start),
    durationMinutes: '240',
    lateRegMinutes: '30',
    minPlayers: '2',
    maxPlayers: '100',
    maxEntries: '1',
    startingStack: '1500',
    levelMinutes: '10',
    breakMinutes: '5',
    theme: '',
    banner: '',
    prizeStructure: [],
    blindStructure: defaultBlindRows('1500')!,
    recurrence: 'daily',
  };
}

/** The form filled from a tournament: to edit it, or (`copy`) to create another like it, starting a day later. */
export function tournamentValues(tournament: TournamentDetail, { copy = false } = {}): TournamentFormValues {
  const start = new Date(tournament.startsAt);
  if (copy) start.setDate(start.getDate() + 1);
  return {
    name: copy ? `${tournament.name} (copy)`.slice(0, 100) : tournament.name,
    gameType: tournament.gameType,
    entryFee: String(tournament.entryFeeAmount),
    guaranteedPool: String(tournament.guaranteedPool),
    startsAt: localInputValue(start),
    durationMinutes: String(tournament.durationMinutes),
    lateRegMinutes: String(tournament.lateRegMin),
    minPlayers: String(tournament.minPlayers),
    maxPlayers: String(tournament.maxPlayers),
    maxEntries: String(tournament.maxEntries),
    startingStack: String(tournament.startingStack),
    levelMinutes: String(Math.round((tournament.blindspeed / 60) * 100) / 100),
    breakMinutes: String(tournament.breakMinutes),
    theme: tournament.theme ?? '',
    banner: tournament.banner ?? '',
    prizeStructure: (tournament.prizeStructure ?? []).map((share) => ({ place: share.place, percent: String(share.percent) })),
    blindStructure: blindRows(tournament.blindStructure),
    recurrence: 'daily',
  };
}

/** The request the form's (validated) values make: money as decimal strings, exact. */
export function tournamentRequest(values: TournamentFormValues): CreateTournamentRequest {
  return {
    name: values.name.trim(),
    gameType: values.gameType,
    entryFee: values.entryFee.trim(),
    guaranteedPool: values.guaranteedPool.trim() || '0',
    startsAt: new Date(values.startsAt).toISOString(),
    durationMinutes: Number(values.durationMinutes),
    lateRegMinutes: Number(values.lateRegMinutes),
    minPlayers: Number(values.minPlayers),
    maxPlayers: Number(values.maxPlayers),
    maxEntries: Number(values.maxEntries),
    startingStack: Number(values.startingStack),
    blindSpeedSeconds: Math.round(Number(values.levelMinutes) * 60),
    breakMinutes: Number(values.breakMinutes),
    theme: values.theme.trim() || null,
    banner: values.banner || null,
    prizeStructure:
      values.prizeStructure.length === 0
        ? null
        : values.prizeStructure.map((share) => ({ place: share.place.trim(), percent: Number(share.percent) })),
    blindStructure: blindLevels(values.blindStructure),
    currency: 'USDT',
  };
}

/** The schedule the form's (validated) values make: the tournament as its template, its start as the first. */
export function scheduleRequest(values: TournamentFormValues): CreateScheduleRequest {
  const { startsAt, ...template } = tournamentRequest(values);
  return { recurrence: values.recurrence, firstStartsAt: startsAt, template };
}
