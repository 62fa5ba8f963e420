import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn, sessionStore, updateUser } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import RegistrationConfirmDialog from './RegistrationConfirmDialog';
import { player, tournament } from './test/fixtures';
import { renderWithCache, toasts } from './test/render';

const registered = { message: 'Successfully registered for Tournament 1', remainingBalance: 240, currency: 'USDT', tournamentPool: 150 };

function renderDialog(overrides: Parameters<typeof tournament>[0] = {}) {
  const onClose = jest.fn();
  const onRegistered = jest.fn();
  renderWithCache(<RegistrationConfirmDialog tournament={tournament(overrides)} onClose={onClose} onRegistered={onRegistered} />);
  return { onClose, onRegistered };
}

test('shows the entry fee and the balance, and Okay registers then closes', async () => {
  logIn('token', player({ balance: 250 }));
  const sent = fakeApi({ 'POST /api/users/tournaments/1/register': () => ({ status: 200, body: registered }) });
  const { onClose, onRegistered } = renderDialog();

  expect(screen.getByRole('dialog', { name: 'Confirm Registration' })).toBeInTheDocument();
  expect(screen.getByText('Entry fee').nextSibling).toHaveTextContent('10.00 USDT');
  expect(screen.getByText('Your balance').nextSibling).toHaveTextContent('250.00 USDT');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Okay' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onRegistered).toHaveBeenCalled();
  expect(sent.map((request) => request.route)).toEqual(['POST /api/users/tournaments/1/register']);
  expect(toasts()).toEqual([{ severity: 'success', message: 'Successfully registered for Tournament 1' }]);
  expect(sessionStore.getState().user).toMatchObject({ balance: 240, registeredTournamentIds: [1] });
});

test('a balance below max(entry fee, starting stack) shows the needed amount and disables Okay', () => {
  logIn('token', player({ balance: 20 }));
  fakeApi({});
  renderDialog({ entryFeeAmount: 10, startingStack: 100, requiredBalance: 100 });

  expect(screen.getByText('Required balance').nextSibling).toHaveTextContent('100.00 USDT');
  expect(screen.getByText('You need at least 100.00 USDT to register. Your balance is 20.00 USDT.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Okay' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
});

test('says why a 10 USDT tournament asks for 1,500: the starting stack is needed, only the buy-in is charged', () => {
  logIn('token', player({ balance: 2000 }));
  fakeApi({});
  renderDialog({ entryFeeAmount: 10, startingStack: 1500, requiredBalance: 1500 });
  expect(
    screen.getByText('Your balance must be at least the starting stack, 1,500.00 USDT, to register; only the 10.00 USDT buy-in is charged.'),
  ).toBeInTheDocument();
  // Enough balance: nothing to deposit.
  expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
});

test('the re-entry variant says the same of re-entering', () => {
  logIn('token', player({ balance: 2000 }));
  fakeApi({});
  renderDialog({ entryFeeAmount: 10, startingStack: 1500, requiredBalance: 1500, canReEnter: true });
  expect(screen.getByRole('dialog', { name: 'Confirm Re-entry' })).toHaveTextContent(
    'Your balance must be at least the starting stack, 1,500.00 USDT, to re-enter; only the 10.00 USDT buy-in is charged.',
  );
});

test('short of balance, Deposit asks the wallet for the shortfall in place; once deposited the new balance shows and Okay registers', async () => {
  logIn('token', player({ balance: 3.3 }));
  const sent = fakeApi({ 'POST /api/users/tournaments/1/register': () => ({ status: 200, body: { ...registered, remainingBalance: 1490 } }) });
  const requests: unknown[] = [];
  const subscription = eventBus.on('wallet:depositRequested').subscribe((request) => requests.push(request));
  const { onClose } = renderDialog({ entryFeeAmount: 10, startingStack: 1500, requiredBalance: 1500 });

  const warning = screen
    .getByText('You need at least 1,500.00 USDT to register. Your balance is 3.30 USDT.')
    .closest('[role="alert"]') as HTMLElement;
  expect(screen.getByRole('button', { name: 'Okay' })).toBeDisabled();
  await userEvent.click(within(warning).getByRole('button', { name: 'Deposit' }));
  expect(requests).toEqual([{ suggestedAmount: 1496.7 }]);
  subscription.unsubscribe();

  // The wallet's dialog deposits and writes the new balance into the session user.
  act(() => updateUser({ balance: 1500 }));
  expect(screen.getByRole('dialog', { name: 'Confirm Registration' })).toBeInTheDocument();
  expect(screen.getByText('Your balance').nextSibling).toHaveTextContent('1,500.00 USDT');
  expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Okay' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent.map((request) => request.route)).toEqual(['POST /api/users/tournaments/1/register']);
});

test('Okay is busy while the call runs; a refusal shows its toast and the dialog stays open', async () => {
  logIn('token', player({ balance: 250 }));
  const reply = deferredReply();
  fakeApi({ 'POST /api/users/tournaments/1/register': reply.handler });
  const { onClose } = renderDialog();

  await userEvent.click(screen.getByRole('button', { name: 'Okay' }));
  expect(screen.getByRole('button', { name: 'Okay' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Okay' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  reply.release({ status: 409, body: { message: 'Tournament is full', code: 'TOURNAMENT_FULL' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Okay' })).toBeEnabled());
  expect(toasts()).toEqual([{ severity: 'error', message: 'Tournament is full' }]);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Confirm Registration' })).toBeInTheDocument();
});

test('Cancel closes without a call', async () => {
  logIn('token', player());
  const sent = fakeApi({});
  const { onClose } = renderDialog({ entryFeeAmount: 0, entryFee: 'free', buyIn: 'Free', requiredBalance: 5000 });
  expect(screen.getByText('Entry fee').nextSibling).toHaveTextContent('Free');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(sent).toEqual([]);
});
