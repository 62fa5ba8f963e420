import { VALIDATION_MESSAGES, VERIFICATION_CODE_LENGTH } from 'shared-events/contracts';
import { pageQuerySchema, pageResponseSchema } from '../../http/paging';
import { idempotencyKeyHeaders, walletTransactionSchema } from '../../wallet/wallet.schemas';
import { ADDRESS_MESSAGES } from './withdrawal-address';

export const WITHDRAWALS_DEFAULT_LIMIT = 10;
export const WITHDRAWALS_MAX_LIMIT = 100;

const security = [{ bearerAuth: [] }];
const tags = ['wallet'];

// The address is checked by checkWithdrawalAddress (format, checksum, zero, ours) so each mistake gets its own message.
const addressField = { type: 'string', maxLength: 100, description: 'An EVM address: 0x and 40 hex digits, EIP-55 checksummed when in mixed case' };

export const withdrawalSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    amount: { type: 'number' },
    toAddress: { type: 'string' },
    state: { type: 'string', enum: ['awaiting_approval', 'requested', 'sent', 'confirmed', 'refunded'] },
    txHash: { type: ['string', 'null'] },
    reason: { type: ['string', 'null'] },
    requestedAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    confirmedAt: { type: ['string', 'null'], format: 'date-time' },
    refundedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const withdrawalAddressSchema = {
  type: 'object',
  properties: {
    address: { type: 'string' },
    confirmed: { type: 'boolean' },
    addedAt: { type: 'string', format: 'date-time' },
    confirmedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const withdrawalsSchemas = {
  listAddresses: {
    tags,
    security,
    summary: 'The signed-in player’s withdrawal addresses (PAYMENTS=evm; empty in demo mode)',
    response: { 200: { type: 'object', properties: { rows: { type: 'array', items: withdrawalAddressSchema } } } },
  },
  addAddress: {
    tags,
    security,
    summary: 'Add a withdrawal address (or send a new code for one not yet confirmed): a 6-character code is e-mailed to the player (PAYMENTS=evm)',
    body: { type: 'object', additionalProperties: false, required: ['address'], properties: { address: addressField } },
    response: { 202: withdrawalAddressSchema },
  },
  confirmAddress: {
    tags,
    security,
    summary: 'Confirm a withdrawal address with the e-mailed code (PAYMENTS=evm)',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['address', 'code'],
      properties: {
        address: addressField,
        code: {
          type: 'string',
          pattern: `^[A-Za-z0-9]{${VERIFICATION_CODE_LENGTH}}$`,
          'x-message': `The code has ${VERIFICATION_CODE_LENGTH} letters and digits.`,
        },
      },
    },
    response: { 200: withdrawalAddressSchema },
  },
  withdrawals: {
    tags,
    security,
    summary: `The signed-in player’s withdrawals, newest first (page ≥ 1, limit 1–${WITHDRAWALS_MAX_LIMIT}, default ${WITHDRAWALS_DEFAULT_LIMIT})`,
    querystring: pageQuerySchema,
    response: pageResponseSchema(withdrawalSchema),
  },
  withdraw: {
    tags,
    security,
    summary:
      'Withdraw USDT to a confirmed address of the player’s (PAYMENTS=evm): the amount leaves the balance at once; the transfer is signed and sent by the hot wallet, above the approval threshold after an operator’s approval (optional Idempotency-Key header)',
    headers: idempotencyKeyHeaders,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'address'],
      properties: {
        amount: { description: 'USDT, > 0, at most 6 decimals: a JSON number or a decimal string', 'x-message': VALIDATION_MESSAGES.positiveAmount },
        currency: { type: 'string', pattern: '^USDT$', 'x-message': 'Only USDT is supported.' },
        address: { ...addressField, 'x-message': ADDRESS_MESSAGES.format },
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          newBalance: { type: 'number' },
          currency: { type: 'string' },
          transaction: walletTransactionSchema,
          withdrawal: withdrawalSchema,
        },
      },
    },
  },
};
