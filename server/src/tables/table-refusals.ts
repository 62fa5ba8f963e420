import type { ApiErrorCode } from 'shared-events/contracts';
import { AppError } from '../errors';

/**
 * The table's own refusals, and the engine's passed through with its code and sentence (`RAISE_BELOW_MINIMUM`,
 * …). They answer real-time requests only (the gateway turns an AppError into `{ ok: false, code, message }`),
 * never an HTTP route, so they are not in the API's error catalogue.
 */
export const tableRefusal = (code: string, message: string) => new AppError(409, code as ApiErrorCode, message);

export const TABLE_REFUSALS = {
  TABLE_NOT_FOUND: 'This table does not exist.',
  TABLE_FINISHED: 'The game at this table is over.',
  NOT_SEATED: 'You do not sit at this table.',
  NOT_YOUR_TURN: 'It is not your turn.',
  CANNOT_SHOW_NOW: 'Only the winner of a hand won uncontested may show their cards, once, before the next hand is dealt.',
  STALE_TABLE_STATE: 'The table changed since you saw it; look again before acting.',
  DEAL_NOT_OPEN: 'Seeds are taken only for the committed next hand, before it is dealt.',
  SEED_ALREADY_GIVEN: 'Your seat has given its seed for this hand.',
  INVALID_SEED: 'A seed is 16 to 64 lowercase hex characters.',
} as const;

export const refuseAt = (code: keyof typeof TABLE_REFUSALS) => tableRefusal(code, TABLE_REFUSALS[code]);
