import type { TournamentStatusUpdatePayload } from 'shared-events';
import { createdToast, notificationToast, registrationToast, reminderToast, statusToast } from './live-toasts';

const status = (next: TournamentStatusUpdatePayload['status']): TournamentStatusUpdatePayload => ({
  tournamentId: 3,
  name: 'Sunday Major',
  status: next,
  previousStatus: 'registering',
  dynamicStatus: 'running',
});

test('a reminder and its stored notification are the same toast', () => {
  const stored = notificationToast({
    id: 9,
    type: 'tournament_reminder',
    title: 'Tournament reminder',
    body: 'Sunday Major starts in 1 hour.',
    sendAt: '2030-01-01T11:00:00Z',
    readAt: null,
    isSent: true,
    data: { tournamentId: 3, reminderType: '1hour', tournamentName: 'Sunday Major' },
  });
  const live = reminderToast({
    tournamentId: 3,
    tournamentName: 'Sunday Major',
    timeLabel: '1 hour',
    message: 'Sunday Major starts in 1 hour.',
    type: '1hour',
  });
  expect(stored).toEqual(live);
  expect(live).toEqual({
    message: 'Sunday Major starts in 1 hour.',
    identity: { type: 'tournament_reminder', tournamentId: 3, reminderType: '1hour' },
  });
});

test('a notification without a tournament is only the same as itself', () => {
  const base = { type: 'account', title: 'Welcome', body: '', sendAt: '2030-01-01T11:00:00Z', readAt: null, isSent: true, data: null };
  expect(notificationToast({ ...base, id: 1 })).toEqual({ message: 'Welcome', identity: { type: 'account#1' } });
  expect(notificationToast({ ...base, id: 2 }).identity).not.toEqual(notificationToast({ ...base, id: 1 }).identity);
});

test('each status change reads as a sentence, the same for statusUpdate, started and ended', () => {
  expect(statusToast(status('registering'))?.message).toBe('Sunday Major is open for registration.');
  expect(statusToast(status('late reg'))?.message).toBe('Sunday Major has started. Late registration is open.');
  expect(statusToast(status('running'))?.message).toBe('Sunday Major is now running.');
  expect(statusToast(status('completed'))?.message).toBe('Sunday Major has finished.');
  expect(statusToast(status('cancelled'))?.message).toBe('Sunday Major was cancelled.');
  expect(statusToast(status('running'))?.identity).toEqual({ type: 'tournament_status', tournamentId: 3, reminderType: 'running' });
});

test('new tournaments and registration counts of joined tournaments', () => {
  expect(createdToast({ tournamentId: 4, name: 'Midnight Turbo' })?.message).toBe('New tournament: Midnight Turbo.');
  expect(createdToast({ tournamentId: 4 })).toBeUndefined();
  const update = { tournamentId: 4, players: 12, maxPlayers: 100, pool: 120, action: 'registered' as const };
  expect(registrationToast(update, [1, 2])).toBeUndefined();
  expect(registrationToast(update, [4])?.message).toBe('A tournament you joined now has 12 / 100 players.');
});
