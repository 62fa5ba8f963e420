import { pageQuerySchema, pageResponseSchema } from '../http/paging';

export const DEPOSITS_DEFAULT_LIMIT = 10;
export const DEPOSITS_MAX_LIMIT = 100;

const security = [{ bearerAuth: [] }];
const tags = ['wallet'];

const networkSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    chainId: { type: 'integer' },
    tokenContract: { type: 'string', description: 'Checksummed (EIP-55)' },
    confirmations: { type: 'integer', description: 'Blocks a deposit waits, its own included, before it is credited' },
  },
} as const;

const withdrawalLimitsSchema = {
  type: 'object',
  properties: {
    minimum: { type: 'number' },
    dailyLimit: { type: 'number' },
    usedToday: { type: 'number' },
    approvalThreshold: { type: 'number' },
  },
} as const;

export const chainDepositSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    txHash: { type: 'string' },
    logIndex: { type: 'integer' },
    blockNumber: { type: 'integer' },
    amount: { type: 'number', description: 'USDT' },
    state: { type: 'string', enum: ['pending', 'credited', 'dropped', 'below_minimum'] },
    confirmations: { type: 'integer' },
    requiredConfirmations: { type: 'integer' },
    seenAt: { type: 'string', format: 'date-time' },
    creditedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const paymentsSchemas = {
  payments: {
    tags,
    security,
    summary: 'How this site takes and pays money: demo funds, or USDT on an EVM chain (network, minimum deposit, withdrawal limits)',
    response: {
      200: {
        type: 'object',
        properties: {
          mode: { type: 'string', enum: ['demo', 'evm'] },
          network: networkSchema,
          minimumDeposit: { type: 'number' },
          withdrawal: withdrawalLimitsSchema,
        },
      },
    },
  },
  depositAddress: {
    tags,
    security,
    summary: "The player's own USDT deposit address with its QR code (PAYMENTS=evm; 409 PAYMENTS_DEMO on demo funds)",
    response: {
      200: {
        type: 'object',
        properties: { address: { type: 'string' }, network: networkSchema, minimumDeposit: { type: 'number' }, qrSvg: { type: 'string' } },
      },
    },
  },
  deposits: {
    tags,
    security,
    summary: `The player's deposits seen on chain, newest first (page ≥ 1, limit 1–${DEPOSITS_MAX_LIMIT}, default ${DEPOSITS_DEFAULT_LIMIT})`,
    querystring: pageQuerySchema,
    response: pageResponseSchema(chainDepositSchema),
  },
};
