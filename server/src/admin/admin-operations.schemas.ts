/** JSON schemas of the back office's live operations: schedules paused and resumed, tournaments in play, players moved. */
import { idParams } from '../http/id-params';
import { route } from './admin.schemas';

const userId = { type: 'integer', minimum: 1, maximum: 2_147_483_647, 'x-message': 'userId must be a positive whole number.' };
const toTableId = { type: 'integer', minimum: 1, maximum: 2_147_483_647, 'x-message': 'toTableId must be a positive whole number.' };

export const operationsSchemas = {
  pauseSchedule: route('Pause an active schedule: it creates no tournament until resumed (those already created stay)', { params: idParams }),
  resumeSchedule: route('Resume a paused schedule and create its tournaments due from now on (never one in the past)', { params: idParams }),
  live: route(
    'Every tournament in play (seated, not finished): players left, entries, tables with their seats, average stack, level and next break, paid places, prize pool',
  ),
  movePlayer: route(
    "Move a seated player to another table of the tournament when their hand ends (the table applies it between hands, as the director's moves)",
    {
      params: idParams,
      body: { type: 'object', additionalProperties: false, required: ['userId', 'toTableId'], properties: { userId, toTableId } },
    },
  ),
};
