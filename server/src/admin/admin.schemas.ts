/** JSON schemas of the admin routes. Money is a JSON number or a decimal string; cross-field rules live in tournament-input. */
import { CONTROL_CHARACTER_PATTERN, controlCharactersMessage, MAX_BLIND_LEVELS } from 'shared-events/contracts';
import { emailField, verificationCodeField } from '../auth/auth.schemas';
import { ID_PATTERN, idParams } from '../http/id-params';
import { MAX_PAGE } from '../http/paging';
import { dateTimeMessage } from '../tournaments/tournament-input';
import { TOURNAMENT_SORTS, TOURNAMENT_STATUSES } from '../tournaments/tournament-search';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './admin-audit';
import { STATS_PERIODS, statsDateMessage } from './admin-stats-series';

type Security = Array<Record<string, string[]>>;
const security: Security = [{ bearerAuth: [] }];
const tags = ['admin'];
export const route = (summary: string, extra: Record<string, unknown> = {}) => ({ tags, summary, security, ...extra });

// The amount's range and decimals are checked when parsed (parseMoney), with one message for every bad value.
const money = { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 32 }] };
// Enumerations as patterns: a pattern failure answers the field's x-message, an enum failure only a generic text.
export const oneOf = (values: string[], message: string) => ({ type: 'string', pattern: `^(${values.join('|')})$`, 'x-message': message });
const integer = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum });
const dateTime = (field: string) => ({ type: 'string', minLength: 1, maxLength: 40, 'x-message': dateTimeMessage(field) });

const templateProperties = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': 'name is required (at most 100 characters).' },
  gameType: oneOf(['NLH', 'PLO'], 'gameType must be NLH or PLO.'),
  entryFee: money,
  durationMinutes: integer(1, 7 * 24 * 60),
  durationHours: { type: 'number', exclusiveMinimum: 0, maximum: 7 * 24 },
  lateRegMinutes: integer(0, 24 * 60),
  maxPlayers: integer(2, 100_000),
  minPlayers: integer(2, 100_000),
  startingStack: integer(1, 1_000_000_000),
  blindSpeedSeconds: integer(1, 24 * 60 * 60),
  maxEntries: integer(1, 100),
  breakMinutes: integer(0, 30),
  guaranteedPool: money,
  banner: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'null' }] },
  theme: { anyOf: [{ type: 'string', maxLength: 50 }, { type: 'null' }] },
  prizeStructure: {
    anyOf: [
      {
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          required: ['place', 'percent'],
          additionalProperties: false,
          properties: { place: { type: 'string', minLength: 1, maxLength: 20 }, percent: { type: 'number', exclusiveMinimum: 0, maximum: 100 } },
        },
      },
      { type: 'null' },
    ],
  },
  // The shape only: the rules (how many levels, whole chips…) are blindStructureProblem's, said with its messages.
  blindStructure: {
    type: ['array', 'null'],
    description: `1 to ${MAX_BLIND_LEVELS} levels numbered 1, 2, 3… in order; null: the default for the starting stack`,
    items: {
      type: 'object',
      required: ['level', 'smallBlind', 'bigBlind', 'ante'],
      additionalProperties: false,
      properties: { level: { type: 'number' }, smallBlind: { type: 'number' }, bigBlind: { type: 'number' }, ante: { type: 'number' } },
    },
  },
  currency: oneOf(['USDT'], 'currency must be USDT.'),
};

const template = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'gameType', 'entryFee', 'maxPlayers'],
  properties: templateProperties,
};

const createTournament = {
  ...template,
  required: [...template.required, 'startsAt'],
  properties: { ...templateProperties, startsAt: dateTime('startsAt') },
};
const updateTournament = { type: 'object', additionalProperties: false, minProperties: 1, properties: createTournament.properties };

/** The admin lists' paging (`page`, `pageSize`), digit strings as every query value. */
const ADMIN_PAGE_SIZE = { default: 25, max: 100 };
const pageQuery = {
  page: {
    type: 'string',
    pattern: `^([1-9][0-9]{0,${String(MAX_PAGE).length - 2}}|${MAX_PAGE})$`,
    'x-message': `page must be a whole number from 1 to ${MAX_PAGE}.`,
  },
  pageSize: {
    type: 'string',
    pattern: `^([1-9][0-9]?|${ADMIN_PAGE_SIZE.max})$`,
    'x-message': `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}.`,
  },
};
export const listed = (values: string[]) => values.join(', ');
export const query = (properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  properties: { ...properties, ...pageQuery },
});

/** The page a validated query asks for. */
export function adminPageOf(query: { page?: string; pageSize?: string }): { page: number; limit: number; offset: number } {
  const page = Number(query.page ?? 1);
  const limit = Number(query.pageSize ?? ADMIN_PAGE_SIZE.default);
  return { page, limit, offset: (page - 1) * limit };
}

/** What a list is searched for: trimmed, at most 100 characters; blank, every row. */
const search = {
  type: 'string',
  'x-transform': 'trim',
  maxLength: 100,
  'x-refuse': [{ pattern: CONTROL_CHARACTER_PATTERN.source, message: controlCharactersMessage('search') }],
};

const tournamentsQuery = query({
  search,
  status: oneOf([...TOURNAMENT_STATUSES, 'deleted'], `status must be one of ${listed([...TOURNAMENT_STATUSES, 'deleted'])}.`),
  sort: oneOf(TOURNAMENT_SORTS, `sort must be one of ${listed(TOURNAMENT_SORTS)}.`),
  order: oneOf(['asc', 'desc'], 'order must be asc or desc.'),
});

const auditQuery = query({
  action: oneOf(AUDIT_ACTIONS, `action must be one of ${listed(AUDIT_ACTIONS)}.`),
  actorId: { type: 'string', pattern: ID_PATTERN, 'x-message': 'actorId must be a positive whole number.' },
  targetType: oneOf(AUDIT_TARGET_TYPES, `targetType must be one of ${listed(AUDIT_TARGET_TYPES)}.`),
  targetId: {
    type: 'string',
    minLength: 1,
    maxLength: 100,
    'x-refuse': [{ pattern: CONTROL_CHARACTER_PATTERN.source, message: controlCharactersMessage('targetId') }],
  },
});

const REASON_LENGTH = { min: 3, max: 500 };
export const reasonBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: {
    reason: {
      type: 'string',
      'x-transform': 'trim',
      minLength: REASON_LENGTH.min,
      maxLength: REASON_LENGTH.max,
      'x-message': `reason is required (${REASON_LENGTH.min} to ${REASON_LENGTH.max} characters).`,
      'x-refuse': [{ pattern: CONTROL_CHARACTER_PATTERN.source, message: controlCharactersMessage('reason') }],
    },
  },
};

export const adminSchemas = {
  listTournaments: route(
    `One page of every tournament, cancelled and deleted ones included: search (a part of the name, or the id), status (as the clock shows it now, or deleted), sort (${listed(TOURNAMENT_SORTS)}; default startsAt), order (default desc), page, pageSize (default ${ADMIN_PAGE_SIZE.default})`,
    { querystring: tournamentsQuery },
  ),
  createTournament: route('Create a tournament (broadcasts tournament:created)', { body: createTournament }),
  updateTournament: route('Modify a tournament; the entry fee is locked once players registered', { params: idParams, body: updateTournament }),
  uploadBanner: route('Upload a tournament banner: multipart field `banner`, a PNG, JPEG or WebP image of at most 1 MB and 2560 px a side', {
    consumes: ['multipart/form-data'],
    // For the OpenAPI document only: the route checks the upload itself (see banner.routes.ts).
    body: { type: 'object', properties: { banner: { type: 'string', format: 'binary' } } },
    response: { 201: { type: 'object', properties: { banner: { type: 'string' } } } },
  }),
  cancelTournament: route('Cancel: refunds every registration once (broadcasts tournament:statusUpdate)', { params: idParams }),
  deleteTournament: route('Soft-delete; refunds every registration once unless already cancelled or finished', { params: idParams }),
  recordResults: route('Record the finishing order of an ended tournament and pay its prizes, once (broadcasts tournament:resultsPublished)', {
    params: idParams,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['places'],
      properties: {
        places: {
          type: 'array',
          minItems: 1,
          maxItems: 100_000,
          description: 'User ids in finishing order, the winner first',
          items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          'x-message': 'places must be a non-empty list of user ids, the winner first.',
        },
      },
    },
  }),
  listSchedules: route('Recurring schedules with their next start'),
  createSchedule: route('Create a daily, weekly or monthly schedule and its coming instances', {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['recurrence', 'firstStartsAt', 'template'],
      properties: {
        recurrence: oneOf(['daily', 'weekly', 'monthly'], 'recurrence must be daily, weekly or monthly.'),
        firstStartsAt: dateTime('firstStartsAt'),
        template,
      },
    },
  }),
  deleteSchedule: route('Deactivate a schedule (instances already created stay)', { params: idParams }),
  listPlayers: route(
    `One page of every account, admins included, newest first: search (a part of the username or e-mail, any case), page, pageSize (default ${ADMIN_PAGE_SIZE.default})`,
    { querystring: query({ search }) },
  ),
  player: route('An account with every tournament it registered in, its places and prizes', { params: idParams }),
  playerLedger: route("One page of a player's ledger, newest first, each line signed from the wallet's side", {
    params: idParams,
    querystring: query({}),
  }),
  suspendPlayer: route('Suspend a player (not an admin): login refused, every token revoked, sockets closed, seats sitting out; with the reason', {
    params: idParams,
    body: reasonBody,
  }),
  reinstatePlayer: route('Lift a suspension: the player may log in again (their seats sit out until they are back); with the reason', {
    params: idParams,
    body: reasonBody,
  }),
  stats: route('Income, tournaments, games, transactions and users'),
  statsSeries: route(
    'Income, prizes, overlays, deposits, withdrawals, tournaments ended and cancelled, players and hands per UTC day, ISO week or month, from the ledger; with the totals of the range (at most 366 days, 104 weeks or 60 months)',
    {
      querystring: {
        type: 'object',
        additionalProperties: false,
        required: ['period', 'from', 'to'],
        properties: {
          period: oneOf(STATS_PERIODS, `period must be one of ${listed(STATS_PERIODS)}.`),
          from: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 'x-message': statsDateMessage('from') },
          to: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 'x-message': statsDateMessage('to') },
        },
      },
    },
  ),
  audit: route('The audit log of admin writes, newest first, of one action, actor or target', { querystring: auditQuery }),
  verifyEmail: route("Mark a user's e-mail verified (with the user's code when one is given)", {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: {
        email: emailField,
        code: verificationCodeField,
      },
    },
  }),
};
