import { array, object, string } from 'yup';
import { blindStructureProblem } from 'shared-events/contracts';
import { blindLevels, chips, type BlindRow } from './tournament-form.values';

const USDT = /^\d{1,12}(\.\d{1,6})?$/;
const PLACE = /^\s*\d{1,9}\s*(?:[-–]\s*\d{1,9}\s*)?$/;

const whole = (label: string, min: number, max: number) =>
  string()
    .required(`${label} is required.`)
    .matches(/^\d+$/, `${label} must be a whole number.`)
    .test('range', `${label} must be from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`, (value) => {
      const n = Number(value);
      return n >= min && n <= max;
    });

/** The places a prize row pays ("3" pays one, "4-6" three), 0 when it names none. */
export function placesOf(place: string | undefined): number {
  const [from, to = from] = (place ?? '').split(/[-–]/).map((part) => Number(part.trim()));
  return Number.isInteger(from) && Number.isInteger(to) && from >= 1 && to >= from ? to - from + 1 : 0;
}

/** The share of the prize money a structure pays in all, in percent (a range pays its percent to each place). */
export const paidPercent = (rows: readonly { place?: string; percent?: string }[]) =>
  rows.reduce((sum, row) => sum + placesOf(row.place) * (Number(row.percent) || 0), 0);

/** The tournament form's rules: the server's, said before the request (it checks them all again). */
export const tournamentSchema = object({
  name: string().trim().required('Name is required.').max(100, 'Name must be at most 100 characters.'),
  gameType: string().oneOf(['NLH', 'PLO'], 'Game must be NLH or PLO.').required(),
  entryFee: string()
    .trim()
    .required('Buy-in is required.')
    .matches(USDT, 'Buy-in must be an amount in USDT with at most 6 decimals (0 for a freeroll).'),
  guaranteedPool: string()
    .trim()
    .matches(USDT, { message: 'Guarantee must be an amount in USDT with at most 6 decimals.', excludeEmptyString: true }),
  startsAt: string()
    .required('Start is required.')
    .test('date', 'Start must be a date and time.', (value) => !Number.isNaN(new Date(value ?? '').getTime())),
  durationMinutes: whole('Duration', 1, 7 * 24 * 60),
  lateRegMinutes: whole('Late registration', 0, 24 * 60),
  minPlayers: whole('Minimum players', 2, 100_000),
  maxPlayers: whole('Maximum players', 2, 100_000).test(
    'not-below-min',
    'Maximum players must be at least the minimum.',
    (value, context) => Number(value) >= Number(context.parent.minPlayers),
  ),
  maxEntries: whole('Entries per player', 1, 100),
  startingStack: whole('Starting stack', 1, 1_000_000_000),
  levelMinutes: string()
    .required('Level length is required.')
    .test('range', 'Level length must be from 1 second to 1,440 minutes.', (value) => {
      const seconds = Math.round(Number(value) * 60);
      return Number.isFinite(seconds) && seconds >= 1 && seconds <= 24 * 60 * 60;
    }),
  breakMinutes: whole('Break', 0, 30),
  recurrence: string().oneOf(['daily', 'weekly', 'monthly'], 'Repeat must be daily, weekly or monthly.'),
  theme: string().max(50, 'Theme must be at most 50 characters.'),
  prizeStructure: array(
    object({
      place: string().required('Place is required.').matches(PLACE, 'Place must be a place such as 3 or a range such as 4-6.'),
      percent: string()
        .required('Percent is required.')
        .test('percent', 'Percent must be more than 0 and at most 100.', (value) => Number(value) > 0 && Number(value) <= 100),
    }),
  ).test('total', 'The places add up to more than 100 %.', (rows) => paidPercent(rows ?? []) <= 100 + 1e-9),
  // The server's own rules and words (blindStructureProblem), said at the cell they are about.
  blindStructure: array().test('blind-structure', (rows, context) => {
    const problem = blindStructureProblem(blindLevels((rows ?? []) as BlindRow[]), chips(context.parent.startingStack));
    if (!problem) return true;
    const path = problem.index === null ? context.path : `${context.path}[${problem.index}].${problem.field}`;
    return context.createError({ path, message: problem.message });
  }),
});
