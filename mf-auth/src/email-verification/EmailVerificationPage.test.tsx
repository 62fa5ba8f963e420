import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { navigateTo } from 'shared-ui/testing';
import { location, renderApp, toastMessages } from '../test/render-app';

const email = 'ada@example.com';
const slot = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const slotValues = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
const resendButton = () => screen.getByRole('button', { name: /Resend|Sending/ });

async function renderVerification() {
  return renderApp('/email-verification', { email });
}

test('without an e-mail in navigation state it redirects to registration, in place of the refused entry', async () => {
  await renderApp('/email-verification', undefined, [{ path: '/login' }]);
  await waitFor(() => expect(location().pathname).toBe('/register'));
  expect(await screen.findByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
  // Back skips the refused page.
  navigateTo(-1);
  expect(location().pathname).toBe('/login');
});

test('shows where the code went and six labelled slots', async () => {
  await renderVerification();
  expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
  expect(screen.getByText((_text, element) => element?.textContent === `Enter the 6-digit code sent to ${email}`)).toBeInTheDocument();
  expect(screen.getAllByRole('textbox')).toHaveLength(6);
  expect(slot(1)).toHaveFocus();
  expect(screen.getByText(/Didn't receive the code\?/)).toBeInTheDocument();
  expect(resendButton()).toHaveTextContent('Resend Code');
});

test('typing upper-cases, skips other characters, moves on and submits at the sixth', async () => {
  const reply = deferredReply();
  const sent = fakeApi({ 'POST /api/auth/verify-email': reply.handler });
  const user = userEvent.setup();
  await renderVerification();

  await user.keyboard('a-');
  expect(slotValues()).toEqual(['A', '', '', '', '', '']);
  expect(slot(2)).toHaveFocus();
  await user.keyboard('b1 !2c');
  expect(sent).toEqual([]);
  await user.keyboard('3');

  expect(sent).toEqual([{ route: 'POST /api/auth/verify-email', body: { email, code: 'AB12C3' } }]);
  screen.getAllByRole('textbox').forEach((input) => expect(input).toBeDisabled());
  reply.release({ status: 200, body: { message: 'Email verified' } });

  await waitFor(() => expect(location().pathname).toBe('/login'));
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Email verified successfully! You can now log in.' }]);
});

test('Backspace on an empty slot goes back and clears the previous one', async () => {
  const user = userEvent.setup();
  await renderVerification();
  await user.keyboard('ab');
  expect(slot(3)).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(slotValues()).toEqual(['A', '', '', '', '', '']);
  expect(slot(2)).toHaveFocus();
});

test('pasting a code fills every slot and submits it', async () => {
  const sent = fakeApi({ 'POST /api/auth/verify-email': () => ({ status: 200, body: { message: 'ok' } }) });
  const user = userEvent.setup();
  await renderVerification();
  await user.click(slot(3));
  await user.paste('x7k-9q2');

  expect(sent).toEqual([{ route: 'POST /api/auth/verify-email', body: { email, code: 'X7K9Q2' } }]);
  await waitFor(() => expect(location().pathname).toBe('/login'));
});

test('a wrong code toasts the server message, clears the slots and focuses the first', async () => {
  fakeApi({ 'POST /api/auth/verify-email': () => ({ status: 400, body: { message: 'Invalid verification code.' } }) });
  const user = userEvent.setup();
  await renderVerification();
  await user.paste('ABC123');

  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'Invalid verification code.' }]));
  await waitFor(() => expect(slot(1)).toHaveFocus());
  expect(slotValues()).toEqual(['', '', '', '', '', '']);
  expect(location().pathname).toBe('/email-verification');
});

test('a refused code entered again is sent again, once', async () => {
  const sent = fakeApi({ 'POST /api/auth/verify-email': () => ({ status: 400, body: { message: 'Invalid verification code.' } }) });
  const user = userEvent.setup();
  await renderVerification();
  await user.paste('ABC123');
  await waitFor(() => expect(slot(1)).toHaveFocus());
  await user.paste('ABC123');
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent.map((request) => request.body)).toEqual([
    { email, code: 'ABC123' },
    { email, code: 'ABC123' },
  ]);
  // The second refusal replaces the first's toast: one red toast, not two of the same.
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'Invalid verification code.' }]));
});

test('a failed verification without a server message uses the fallback', async () => {
  fakeApi({ 'POST /api/auth/verify-email': () => ({ status: 500 }) });
  const user = userEvent.setup();
  await renderVerification();
  await user.paste('ABC123');
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'Failed to verify email.' }]));
});

test('a resend sends the e-mail, toasts and counts a 60 s cooldown down each second', async () => {
  jest.useFakeTimers();
  const reply = deferredReply();
  const sent = fakeApi({ 'POST /api/auth/resend-verification': reply.handler });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderVerification();

  await user.click(resendButton());
  expect(resendButton()).toHaveTextContent('Sending...');
  expect(resendButton()).toBeDisabled();
  expect(slot(1)).toBeDisabled();
  await act(async () => reply.release({ status: 200, body: { message: 'sent', cooldownSeconds: 60 } }));

  expect(sent).toEqual([{ route: 'POST /api/auth/resend-verification', body: { email } }]);
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'A new verification code has been sent to your email!' }]);
  expect(resendButton()).toHaveTextContent('Resend available in 1:00');
  expect(resendButton()).toBeDisabled();
  expect(slot(1)).toBeEnabled();

  act(() => jest.advanceTimersByTime(1000));
  expect(resendButton()).toHaveTextContent('Resend available in 0:59');
  act(() => jest.advanceTimersByTime(58_000));
  expect(resendButton()).toHaveTextContent('Resend available in 0:01');
  act(() => jest.advanceTimersByTime(1000));
  expect(resendButton()).toHaveTextContent('Resend Code');
  expect(resendButton()).toBeEnabled();
});

test('opened right after sign-up it counts down the cooldown of the sign-up mail and never offers a refused resend', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  const sent = fakeApi({});
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderApp('/email-verification', { email, resendAvailableAt: Date.now() + 45_000 });

  expect(resendButton()).toHaveTextContent('Resend available in 0:45');
  expect(resendButton()).toBeDisabled();
  await user.click(resendButton());
  expect(sent).toEqual([]);
  expect(toastMessages()).toEqual([]);
  act(() => jest.advanceTimersByTime(45_000));
  expect(resendButton()).toHaveTextContent('Resend Code');
  expect(resendButton()).toBeEnabled();
});

test('a cooldown that already ran out while away is not shown', async () => {
  await renderApp('/email-verification', { email, resendAvailableAt: Date.now() - 1000 });
  expect(resendButton()).toHaveTextContent('Resend Code');
});

test('a 429 shows the server message and counts down from its retryAfter', async () => {
  jest.useFakeTimers();
  const message = 'Please wait 42 seconds before requesting another code.';
  fakeApi({ 'POST /api/auth/resend-verification': () => ({ status: 429, body: { message, retryAfter: 42 }, headers: { 'retry-after': '42' } }) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderVerification();

  await user.click(resendButton());
  await waitFor(() => expect(resendButton()).toHaveTextContent('Resend available in 0:42'));
  expect(toastMessages()).toEqual([{ severity: 'error', message }]);
  expect(resendButton()).toBeDisabled();
  act(() => jest.advanceTimersByTime(2000));
  expect(resendButton()).toHaveTextContent('Resend available in 0:40');
});

test.each([
  [{ status: 500, body: {} }, 'Failed to resend verification code.'],
  ['network-error' as const, 'Network error. Please check your connection and try again.'],
])('a failed resend toasts why and starts no cooldown', async (reply, message) => {
  fakeApi({ 'POST /api/auth/resend-verification': () => reply });
  const user = userEvent.setup();
  await renderVerification();
  await user.click(resendButton());

  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message }]));
  expect(resendButton()).toHaveTextContent('Resend Code');
  expect(resendButton()).toBeEnabled();
});
