import { createNotificationDedup, DEDUP_RETENTION_MS, DEDUP_WINDOW_MS, type DedupStorage } from './notification-dedup';

const MINUTE = 60_000;

function fakeClock(start = Date.parse('2030-01-01T12:00:00Z')) {
  let current = start;
  return { now: () => current, advance: (ms: number) => (current += ms) };
}

function memoryStorage(initial: string | null = null): DedupStorage & { value: string | null } {
  const storage = {
    value: initial,
    read: () => storage.value,
    write: (value: string) => {
      storage.value = value;
    },
  };
  return storage;
}

const reminder = { type: 'tournament_reminder', tournamentId: 7, reminderType: '15min', userId: 1 };

test('the same type, tournament, reminder type and user is shown once within 60 minutes', () => {
  const clock = fakeClock();
  const dedup = createNotificationDedup({ now: clock.now });
  expect(dedup.admit(reminder)).toBe(true);
  expect(dedup.admit(reminder)).toBe(false);
  clock.advance(DEDUP_WINDOW_MS - 1);
  expect(dedup.admit(reminder)).toBe(false);
  clock.advance(1);
  expect(dedup.admit(reminder)).toBe(true);
  expect(dedup.admit(reminder)).toBe(false);
});

test('a different type, tournament, reminder type or user is not a duplicate', () => {
  const dedup = createNotificationDedup({ now: fakeClock().now });
  expect(dedup.admit(reminder)).toBe(true);
  expect(dedup.admit({ ...reminder, type: 'tournament_status' })).toBe(true);
  expect(dedup.admit({ ...reminder, tournamentId: 8 })).toBe(true);
  expect(dedup.admit({ ...reminder, reminderType: 'start' })).toBe(true);
  expect(dedup.admit({ ...reminder, userId: 2 })).toBe(true);
  expect(dedup.admit({ type: 'tournament_reminder', userId: 1 })).toBe(true);
  expect(dedup.admit({ type: 'tournament_reminder', userId: 1 })).toBe(false);
});

test('entries are purged after 24 hours and survive a reload through storage', () => {
  const clock = fakeClock();
  const storage = memoryStorage();
  createNotificationDedup({ now: clock.now, storage }).admit(reminder);
  clock.advance(30 * MINUTE);
  const reloaded = createNotificationDedup({ now: clock.now, storage });
  expect(reloaded.admit(reminder)).toBe(false);
  expect(Object.keys(JSON.parse(storage.value!))).toHaveLength(1);

  clock.advance(DEDUP_RETENTION_MS);
  reloaded.admit({ ...reminder, tournamentId: 9 });
  expect(Object.keys(JSON.parse(storage.value!))).toEqual([JSON.stringify([1, 'tournament_reminder', 9, '15min'])]);
});

test('unreadable storage starts empty', () => {
  const dedup = createNotificationDedup({ now: fakeClock().now, storage: memoryStorage('{not json') });
  expect(dedup.admit(reminder)).toBe(true);
});
