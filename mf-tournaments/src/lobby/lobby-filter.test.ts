import { NOW, tournament } from '../dialogs/test/fixtures';
import { filterTournaments, STATUS_FILTERS } from './lobby-filter';

const list = [
  tournament({ id: 1, name: 'Midnight Turbo', startsInMinutes: 30 }),
  tournament({ id: 2, name: 'Omaha Thunder', startsInMinutes: -5 }),
  tournament({ id: 3, name: 'Sunday Major', startsInMinutes: -60 }),
  tournament({ id: 4, name: 'Morning Freeroll', startsInMinutes: -600 }),
  // The server still says registering: the clock says it finished.
  tournament({ id: 5, name: 'Stale Deepstack', startsInMinutes: -300, status: 'registering' }),
  tournament({ id: 6, name: 'Cancelled Turbo', startsInMinutes: 30, status: 'cancelled' }),
];
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('filterTournaments', () => {
  it('keeps everything with no search and "all"', () => {
    expect(ids(filterTournaments(list, { search: '', status: 'all' }, NOW))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('searches names, ignoring case and surrounding spaces', () => {
    expect(ids(filterTournaments(list, { search: '  TURBO ', status: 'all' }, NOW))).toEqual([1, 6]);
    expect(ids(filterTournaments(list, { search: 'zzz', status: 'all' }, NOW))).toEqual([]);
  });

  it.each([
    ['registering', [1]],
    ['late reg', [2]],
    ['running', [3]],
    ['completed', [4, 5]],
    ['cancelled', [6]],
  ] as const)('filters on the clock status %s', (status, expected) => {
    expect(ids(filterTournaments(list, { search: '', status }, NOW))).toEqual(expected);
  });

  it('combines the search and the status', () => {
    expect(ids(filterTournaments(list, { search: 'turbo', status: 'registering' }, NOW))).toEqual([1]);
  });

  it('offers the spec options, completed labelled Finished', () => {
    expect(STATUS_FILTERS.map((option) => option.label)).toEqual(['All', 'Registering', 'Late Reg', 'Running', 'Cancelled', 'Finished']);
  });
});
