import { screen } from '@testing-library/react';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import { renderAt } from 'shared-ui/testing';
import { App } from './App';
import { makeTournament, player, roomsResponse, statsResponse } from './test/room.fixtures';

// The screen loads lazily; compiling it on first use can outlast a findBy's wait on a busy machine.
beforeAll(() => import('./rooms-page/TournamentRoomsPage'));

test('renders the screen of its first route', async () => {
  fakeApi({
    'GET /api/tournaments/12': () => ({ status: 200, body: makeTournament() }),
    'GET /api/rooms/tournament/12': () => ({ status: 200, body: roomsResponse([]) }),
    'GET /api/rooms/tournament/12/stats': () => ({
      status: 200,
      body: statsResponse({ totalRooms: 0, activeRooms: 0, totalPlayers: 0, averagePlayersPerRoom: 0 }),
    }),
  });
  logIn('token', player);
  renderAt(<App />, '/tournaments/12/rooms');
  expect(await screen.findByRole('heading', { name: 'Game Rooms' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Major' })).toBeInTheDocument();
});
