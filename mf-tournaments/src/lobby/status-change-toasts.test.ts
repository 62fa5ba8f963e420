import { MINUTE, NOW, tournament } from '../dialogs/test/fixtures';
import { statusChanges } from './status-change-toasts';

const list = [
  tournament({ id: 1, name: 'Midnight Turbo', startsInMinutes: 1 }),
  tournament({ id: 2, name: 'Omaha Thunder', startsInMinutes: -119 }),
  tournament({ id: 3, name: 'Cancelled Cup', startsInMinutes: 1, status: 'cancelled' }),
  tournament({ id: 4, name: 'Late Reg Cup', startsInMinutes: -14 }),
];

describe('statusChanges (SPEC §4 status change toasts)', () => {
  it('announces nothing for tournaments seen for the first time', () => {
    expect(statusChanges(new Map(), list, NOW).messages).toEqual([]);
  });

  it('announces a start as Running and an end as Finished; late registration ending is no change', () => {
    const { seen } = statusChanges(new Map(), list, NOW);
    expect(statusChanges(seen, list, NOW + 2 * MINUTE).messages).toEqual(['Midnight Turbo is now Running', 'Omaha Thunder is now Finished']);
  });

  it('announces a tournament back to Registering (its start moved later)', () => {
    const { seen } = statusChanges(new Map(), list, NOW + 2 * MINUTE);
    const moved = [tournament({ id: 1, name: 'Midnight Turbo', startsInMinutes: 60 })];
    expect(statusChanges(seen, moved, NOW + 2 * MINUTE).messages).toEqual(['Midnight Turbo is now Registering']);
  });

  it('announces each change once', () => {
    const first = statusChanges(new Map(), list, NOW);
    const second = statusChanges(first.seen, list, NOW + 2 * MINUTE);
    expect(statusChanges(second.seen, list, NOW + 3 * MINUTE).messages).toEqual([]);
  });

  it('never announces a cancelled tournament', () => {
    const { seen } = statusChanges(new Map(), list, NOW);
    expect(statusChanges(seen, list, NOW + 2 * MINUTE).messages.join()).not.toContain('Cancelled Cup');
  });
});
