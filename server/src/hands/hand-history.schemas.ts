import { pageQuerySchema, pageResponseSchema } from '../http/paging';

export const HAND_HISTORY_DEFAULT_LIMIT = 10;
export const HAND_HISTORY_MAX_LIMIT = 50;

const cards = { type: 'array', items: { type: 'string' } };

const handHistoryRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string', format: 'date-time', description: 'When the hand ended' },
    gameType: { type: 'string', enum: ['NLH', 'PLO'] },
    tournamentId: { type: 'integer' },
    tournamentName: { type: 'string' },
    roomId: { type: 'string', description: 'Room label, e.g. 12-003' },
    handNumber: { type: 'integer' },
    stakes: { type: 'string', description: 'Blinds in chips, e.g. "50/100" or "50/100 ante 10"' },
    myHand: cards,
    board: cards,
    winningHand: { type: ['string', 'null'] },
    potSize: { type: 'integer', description: 'Chips' },
    result: { type: 'string', enum: ['won', 'lost', 'split', 'even'] },
    net: { type: 'integer', description: 'Chips won minus chips put in' },
  },
} as const;

export const handHistorySchemas = {
  list: {
    tags: ['hand history'],
    security: [{ bearerAuth: [] }],
    summary: `The signed-in player's hands, newest first (page ≥ 1, limit 1–${HAND_HISTORY_MAX_LIMIT}, default ${HAND_HISTORY_DEFAULT_LIMIT})`,
    querystring: pageQuerySchema,
    response: pageResponseSchema(handHistoryRowSchema),
  },
};
