import { validateYupSchema, yupToFormErrors } from 'formik';
import type { WithdrawalLimits } from 'shared-events';
import { DESTINATION_REQUIRED, evmWithdrawSchema, leftToday, needsApproval, type EvmWithdrawValues } from './evm-withdraw.schema';

const limits: WithdrawalLimits = { minimum: 10, dailyLimit: 1000, usedToday: 200.000001, approvalThreshold: 500 };
const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

const errors = (values: EvmWithdrawValues, balance = 5000) =>
  validateYupSchema(values, evmWithdrawSchema(balance, limits)).then(
    () => ({}),
    (error: unknown) => yupToFormErrors<EvmWithdrawValues>(error),
  );

test('what is left today is counted exactly, never below zero', () => {
  expect(leftToday(limits)).toBe(799.999999);
  expect(leftToday({ ...limits, usedToday: 1200 })).toBe(0);
});

test('an amount above the threshold waits for approval; the threshold itself does not', () => {
  expect(needsApproval('500', limits)).toBe(false);
  expect(needsApproval('500.000001', limits)).toBe(true);
  expect(needsApproval('abc', limits)).toBe(false);
});

test('the spec’s messages come first, then the limits, then the destination', async () => {
  expect(await errors({ amount: '', address: ADDRESS })).toEqual({ amount: 'Please enter a valid positive amount.' });
  expect(await errors({ amount: '60', address: ADDRESS }, 50)).toEqual({ amount: 'Insufficient funds for this withdrawal.' });
  expect(await errors({ amount: '9.999999', address: ADDRESS })).toEqual({ amount: 'The smallest withdrawal is $10.00 USDT.' });
  expect(await errors({ amount: '800', address: ADDRESS })).toEqual({ amount: 'You can withdraw $800.00 USDT more today.' });
  expect(await errors({ amount: '799.999999', address: '' })).toEqual({ address: DESTINATION_REQUIRED });
  expect(await errors({ amount: '10', address: ADDRESS })).toEqual({});
});
