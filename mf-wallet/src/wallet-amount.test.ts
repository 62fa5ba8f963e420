import { validateYupSchema, yupToFormErrors } from 'formik';
import { amountToMicros, walletAmountSchema, type WalletOperationKind } from './wallet-amount';

/** The message the dialog's Formik form shows for this amount, or undefined when valid. */
const walletAmountError = (kind: WalletOperationKind, amount: string, balance: number) =>
  validateYupSchema({ amount }, walletAmountSchema(kind, balance)).then(
    () => undefined,
    (error: unknown) => yupToFormErrors<{ amount: string }>(error).amount,
  );

test.each([
  ['12.5', 12_500_000n],
  [' 0.000001 ', 1n],
  ['1000', 1_000_000_000n],
  ['9007199254740993', 9_007_199_254_740_993_000_000n],
])('reads %p exactly as micro-USDT', (amount, micros) => {
  expect(amountToMicros(amount)).toBe(micros);
});

test.each(['', 'abc', '-5', '+5', '1e3', '1.', '.5', '1.0000001', '1,5', '007', '00.5', '05.25', '1 000', '\uFF15'])(
  '%p is not an amount',
  (amount) => {
    expect(amountToMicros(amount)).toBeUndefined();
  },
);

test.each(['', '0', '0.000000', '-1', 'ten', '007', ' 00001 '])('%p is refused with the spec’s message', async (amount) => {
  expect(await walletAmountError('deposit', amount, 100)).toBe('Please enter a valid positive amount.');
  expect(await walletAmountError('withdraw', amount, 100)).toBe('Please enter a valid positive amount.');
});

test('a withdrawal may take the whole balance but not a micro-USDT more', async () => {
  expect(await walletAmountError('withdraw', '20.25', 20.25)).toBeUndefined();
  expect(await walletAmountError('withdraw', '20.250001', 20.25)).toBe('Insufficient funds for this withdrawal.');
  expect(await walletAmountError('deposit', '20.250001', 20.25)).toBeUndefined();
});
