import { roomStatsRows } from './rooms-stats';

test('the rooms stats read as labelled figures, the average with one decimal', () => {
  expect(roomStatsRows({ totalRooms: 4, activeRooms: 3, totalPlayers: 10, averagePlayersPerRoom: 3.3333 })).toEqual([
    { label: 'Total Rooms', value: '4' },
    { label: 'Active Rooms', value: '3' },
    { label: 'Total Players', value: '10' },
    { label: 'Avg Players / Room', value: '3.3' },
  ]);
  expect(roomStatsRows({ totalRooms: 0, activeRooms: 0, totalPlayers: 0, averagePlayersPerRoom: 0 })[3].value).toBe('0.0');
  expect(roomStatsRows({ totalRooms: 1, activeRooms: 1, totalPlayers: 5, averagePlayersPerRoom: 5 })[3].value).toBe('5.0');
});
