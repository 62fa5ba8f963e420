import { idParams, ID_PATTERN } from '../http/id-params';
import { pageQuerySchema, pageResponseSchema } from '../http/paging';

export const HAND_HISTORY_DEFAULT_LIMIT = 10;
export const HAND_HISTORY_MAX_LIMIT = 50;

const cards = { type: 'array', items: { type: 'string' } };
const security = [{ bearerAuth: [] }];
const tags = ['hand history'];

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
    winningHand: { type: ['string', 'null'], description: 'The best hand shown down; null when nobody showed down' },
    potSize: { type: 'integer', description: 'Chips' },
    result: { type: 'string', enum: ['won', 'lost', 'split', 'even', 'void'] },
    net: { type: 'integer', description: 'Chips won minus chips put in' },
  },
} as const;

const replayPlayerSchema = {
  type: 'object',
  properties: {
    seat: { type: 'integer' },
    username: { type: 'string' },
    you: { type: 'boolean' },
    startingStack: { type: 'integer' },
    holeCards: { type: ['array', 'null'], items: { type: 'string' }, description: 'null: another player’s cards, not shown down' },
    showedDown: { type: 'boolean' },
    won: { type: 'integer' },
    net: { type: 'integer' },
  },
} as const;

const hex = { type: 'string', pattern: '^[0-9a-f]+$' };

const fairnessSchema = {
  type: ['object', 'null'],
  description:
    'How the deal can be checked (poker-fair-v1, poker-engine FAIRNESS.md): only the cards the viewer saw are opened; null for a hand dealt before deals were committed to',
  properties: {
    version: { type: 'string' },
    handKey: { type: 'string' },
    commitment: { ...hex, description: 'Published on the table channel before the deal' },
    serverSeed: hex,
    serverSeedHash: hex,
    slotCommitments: { type: 'array', items: hex },
    clientSeeds: { type: 'array', items: { type: 'object', properties: { seat: { type: 'integer' }, seed: hex } } },
    openings: {
      type: 'array',
      items: { type: 'object', properties: { slot: { type: 'integer' }, card: { type: 'string' }, salt: hex } },
    },
  },
} as const;

const replaySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    tournamentId: { type: 'integer' },
    tournamentName: { type: 'string' },
    roomId: { type: 'string' },
    handNumber: { type: 'integer' },
    gameType: { type: 'string', enum: ['NLH', 'PLO'] },
    stakes: { type: 'string' },
    smallBlind: { type: 'integer' },
    bigBlind: { type: 'integer' },
    ante: { type: 'integer' },
    startedAt: { type: 'string', format: 'date-time' },
    endedAt: { type: 'string', format: 'date-time' },
    voided: { type: 'boolean', description: 'Stopped before its end (the game ended): every chip went back' },
    buttonSeat: { type: 'integer' },
    players: { type: 'array', items: replayPlayerSchema, description: 'By position: p1 first left of the button' },
    board: cards,
    pot: { type: 'integer' },
    winningHand: { type: ['string', 'null'] },
    autoActions: {
      type: 'array',
      items: {
        type: 'object',
        properties: { actionIndex: { type: 'integer' }, reason: { type: 'string', enum: ['timeout', 'sittingOut'] } },
      },
    },
    phh: { type: 'string', description: 'The hand in the PHH format from the viewer’s side: cards they may not see are ??' },
    fairness: fairnessSchema,
  },
} as const;

export const handHistorySchemas = {
  list: {
    tags,
    security,
    summary: `The signed-in player's hands, newest first (page ≥ 1, limit 1–${HAND_HISTORY_MAX_LIMIT}, default ${HAND_HISTORY_DEFAULT_LIMIT}), of one tournament with tournamentId`,
    querystring: {
      ...pageQuerySchema,
      properties: {
        ...pageQuerySchema.properties,
        tournamentId: { type: 'string', pattern: ID_PATTERN, 'x-message': 'tournamentId must be a positive whole number.' },
      },
    },
    response: pageResponseSchema(handHistoryRowSchema),
  },
  tournaments: {
    tags,
    security,
    summary: 'The tournaments the signed-in player has hands in, the latest played first (the history’s filter)',
    response: {
      200: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, hands: { type: 'integer' } } },
      },
    },
  },
  replay: {
    tags,
    security,
    summary: 'One hand the signed-in player played, to review: 404 HAND_NOT_FOUND for a hand they did not play',
    params: idParams,
    response: { 200: replaySchema },
  },
};
