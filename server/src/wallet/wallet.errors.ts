import { VALIDATION_MESSAGES } from 'shared-events/contracts';
import { AppError } from '../errors';
import { microsToDecimal } from '../money/micro-usdt';
import { MAX_OPERATION_MICROS } from './wallet-amount';

export const walletErrors = {
  invalidAmount: () => new AppError(400, VALIDATION_MESSAGES.positiveAmount),
  amountTooLarge: () => new AppError(400, `The amount must not exceed ${microsToDecimal(MAX_OPERATION_MICROS)} USDT per operation.`),
  idempotencyKeyReused: () =>
    new AppError(409, 'This Idempotency-Key was already used for a different request. Use a new key for a new operation.', {
      error: 'IDEMPOTENCY_KEY_REUSED',
    }),
};
