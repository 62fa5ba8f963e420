import { VALIDATION_MESSAGES } from 'shared-events/contracts';
import { pageQuerySchema, pageResponseSchema } from '../http/paging';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency';

export const WALLET_TRANSACTIONS_DEFAULT_LIMIT = 10;
export const WALLET_TRANSACTIONS_MAX_LIMIT = 100;

const security = [{ bearerAuth: [] }];
const tags = ['wallet'];

export const walletTransactionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['deposit', 'withdrawal', 'tournament_entry', 'tournament_refund', 'prize', 'withdrawal_refund'] },
    amount: { type: 'number', description: 'Signed from the user’s side: + into the wallet, − out of it' },
    currency: { type: 'string' },
    tournamentId: { type: ['integer', 'null'] },
    tournamentName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    balanceAfter: { type: 'number' },
  },
} as const;

/** The optional Idempotency-Key header of a money-moving request (wallet/idempotency.ts). */
export const idempotencyKeyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN,
      'x-message': 'Idempotency-Key must be 1 to 100 printable ASCII characters.',
      description: 'Optional. A retry with the same key and body answers the first result without applying it again.',
    },
  },
} as const;

const operation = (summary: string) => ({
  tags,
  security,
  summary,
  headers: idempotencyKeyHeaders,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['amount'],
    properties: {
      // Checked by checkWalletAmount (number or decimal string), so every bad amount gets the spec's message.
      amount: {
        description:
          'USDT, > 0, at most 6 decimals: a JSON number (12.5) or a decimal string ("12.5", "0.5"; no spaces, sign, exponent or leading zeros)',
        'x-message': VALIDATION_MESSAGES.positiveAmount,
      },
      currency: { type: 'string', pattern: '^USDT$', 'x-message': 'Only USDT is supported.' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { newBalance: { type: 'number' }, currency: { type: 'string' }, transaction: walletTransactionSchema },
    },
  },
});

export const walletSchemas = {
  deposit: operation('Deposit USDT into the wallet (optional Idempotency-Key header)'),
  withdraw: operation('Withdraw USDT from the wallet; 400 when the balance is short (optional Idempotency-Key header)'),
  transactions: {
    tags,
    security,
    summary: `The wallet history, newest first (page ≥ 1, limit 1–${WALLET_TRANSACTIONS_MAX_LIMIT}, default ${WALLET_TRANSACTIONS_DEFAULT_LIMIT})`,
    querystring: pageQuerySchema,
    response: pageResponseSchema(walletTransactionSchema),
  },
};
