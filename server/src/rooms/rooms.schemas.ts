import { ID_PATTERN, idParams } from '../http/id-params';

/** JSON schemas of the rooms routes: ids travel as digit strings, bodies accept no unknown fields. */

const security = [{ bearerAuth: [] }];
const tags = ['rooms'];

const password = { type: 'string', minLength: 1, maxLength: 128, 'x-message': 'The room password must be 1 to 128 characters.' };

const passwordBody = {
  type: 'object',
  additionalProperties: false,
  properties: { password },
};

const protectedRoute = (summary: string, extra: Record<string, unknown> = {}) => ({ tags, summary, security, ...extra });

export const roomSchemas = {
  search: protectedRoute('Rooms whose label, id or tournament name contains searchTerm (all rooms when blank); at most 100', {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        // PostgreSQL text cannot hold a NUL character.
        searchTerm: { type: 'string', maxLength: 100, pattern: '^[^\\u0000]*$', 'x-message': 'searchTerm must not contain NUL characters.' },
        tournamentId: { type: 'string', pattern: `^$|${ID_PATTERN}`, 'x-message': 'tournamentId must be a positive whole number.' },
      },
    },
  }),
  tournamentRooms: protectedRoute("A tournament's rooms with totalRegisteredPlayers and totalRooms", { params: idParams }),
  tournamentStats: protectedRoute("Stats of a tournament's rooms (under stats and at the top level)", { params: idParams }),
  createRoom: protectedRoute('Create a room in a running tournament; the caller takes its first seat and hosts it', {
    params: idParams,
    body: passwordBody,
  }),
  startMonitoring: protectedRoute('Admin: keep seating and balancing this tournament’s rooms automatically', { params: idParams }),
  stopMonitoring: protectedRoute('Admin: stop the automatic room monitoring of this tournament', { params: idParams }),
  triggerCreation: protectedRoute('Seat lobby players now (join window) and balance the tables; registered players and admins', {
    params: idParams,
  }),
  leaveTournament: protectedRoute('Leave a started tournament for good (seat given up, no refund)', { params: idParams }),
  room: protectedRoute('One room with its tournament', { params: idParams }),
  join: protectedRoute('Join a room (password when protected); moves the player from their other room of the tournament', {
    params: idParams,
    body: passwordBody,
  }),
  leaveRoom: protectedRoute('Leave a room', { params: idParams }),
  state: protectedRoute('Host only: waiting → playing → completed, or waiting → cancelled', {
    params: idParams,
    body: {
      type: 'object',
      required: ['roomState'],
      additionalProperties: false,
      properties: {
        roomState: {
          type: 'string',
          enum: ['waiting', 'playing', 'completed', 'cancelled'],
          'x-message': 'roomState must be one of waiting, playing, completed, cancelled.',
        },
      },
    },
  }),
};
