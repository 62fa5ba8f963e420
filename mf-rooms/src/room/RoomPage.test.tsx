import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { currentLocation } from 'shared-ui/testing';
import { queryClient } from 'shared-events/query';
import { roomKey } from '../api/room-queries';
import { renderRoomPage, toastMessages } from './test/render-room';
import { HOST, member, roomDetail, roomsOf, testRoom, testTournament, YOU } from './test/test-room';

const user = userEvent.setup();

const tournamentRoutes = {
  'GET /api/tournaments/12': () => ({ status: 200, body: testTournament() }),
  'GET /api/rooms/tournament/12': () => ({ status: 200, body: roomsOf(testRoom()) }),
};

function roomApi(room = testRoom()) {
  return fakeApi({ 'GET /api/rooms/5': () => ({ status: 200, body: roomDetail(room) }), ...tournamentRoutes });
}

const seatList = () => within(screen.getByRole('list', { name: 'Seats' }));
const controls = () => within(screen.getByRole('region', { name: 'Room controls' }));
const findControls = async () => within(await screen.findByRole('region', { name: 'Room controls' }));
/** What each item of a list says, the avatar initials (hidden from assistive technology) left out. */
const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) =>
      [...item.querySelectorAll('p, span')]
        .filter((node) => !node.closest('[aria-hidden]') && node.childElementCount === 0)
        .map((node) => node.textContent?.trim()),
    );

describe('room page /game/{roomId}', () => {
  it('paints the handed-over room at once, then keeps the loaded one', async () => {
    const room = deferredReply();
    fakeApi({ 'GET /api/rooms/5': room.handler, ...tournamentRoutes });
    renderRoomPage(5, { state: { room: testRoom(), tournament: { id: 12, name: 'Sunday Million' }, isCreator: false } });

    expect((await findControls()).getByText('12-001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sunday Million' })).toBeInTheDocument();
    expect(controls().getByText('Waiting for Players')).toBeInTheDocument();

    await act(async () => room.release({ status: 200, body: roomDetail(testRoom({ roomState: 'playing' })) }));
    expect(await controls().findByText('Game in Progress')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
  });

  it('loads a room opened by its address, with its tournament and entry fee', async () => {
    const sent = roomApi();
    renderRoomPage(5);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Million' })).toBeInTheDocument();
    expect(await screen.findByText('$25.00')).toBeInTheDocument();
    expect(controls().getByText('12-001')).toBeInTheDocument();
    expect(sent.map((request) => request.route)).toEqual(expect.arrayContaining(['GET /api/rooms/5', 'GET /api/tournaments/12']));
  });

  it('lists the players as You or Player n, marks the host and the current player', async () => {
    roomApi(testRoom({ members: [HOST, YOU, member(9, 'turn_tom')] }));
    renderRoomPage(5);

    expect(itemTexts(await screen.findByRole('list', { name: 'Players' }))).toEqual([
      ['Player 1', 'flop_queen', 'Host'],
      ['You', 'river_rat', 'Current'],
      ['Player 3', 'turn_tom'],
    ]);
  });

  it('seats the members in order and shows the other seats of 8 as empty', async () => {
    roomApi();
    renderRoomPage(5);

    const seats = itemTexts(await screen.findByRole('list', { name: 'Seats' }));
    expect(seats).toHaveLength(8);
    expect(seats.slice(0, 3)).toEqual([
      ['Seat 1:', 'flop_queen'],
      ['Seat 2:', 'river_rat', 'You'],
      ['Seat 3:', 'Empty Seat', 'Join to play'],
    ]);
    expect(seats.filter((seat) => seat.includes('Empty Seat') && seat.includes('Join to play'))).toHaveLength(6);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Waiting for players');
  });

  it('shows the game stats and how many players a waiting room still needs', async () => {
    roomApi(testRoom({ members: [YOU], createdBy: YOU.id, minMembers: 3 }));
    renderRoomPage(5);

    expect(await screen.findByText('Waiting for 2 more players to start')).toBeInTheDocument();
    expect(screen.getByText('1 / 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Game' })).toBeDisabled();
  });

  it('follows the room live: another player joins, then the host starts the game', async () => {
    roomApi();
    renderRoomPage(5);
    (await findControls()).getByText('Waiting for Players');

    const joined = testRoom({ members: [HOST, YOU, member(9, 'turn_tom')] });
    act(() => eventBus.emit('roomsUpdate', roomsOf(joined)));
    expect(await within(screen.getByRole('list', { name: 'Players' })).findByText('Player 3')).toBeInTheDocument();
    expect(seatList().getByText('turn_tom')).toBeInTheDocument();
    expect(screen.getByText('3 / 8')).toBeInTheDocument();

    act(() => eventBus.emit('roomsUpdate', { ...roomsOf(testRoom({ ...joined, roomState: 'playing' })), tournamentId: 99 }));
    expect(controls().getByText('Waiting for Players')).toBeInTheDocument();

    act(() => eventBus.emit('tournament:roomsUpdate', roomsOf(testRoom({ ...joined, roomState: 'playing' }))));
    // Played: the room's controls fold into the Table menu (another element, found again); the room's seats wait
    // unseen in the table's place for its snapshot (no server answers here either way).
    await waitFor(() => expect(controls().getByText('Game in Progress')).toBeInTheDocument());
    expect(controls().getByRole('button', { name: 'Table menu' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true }).closest('[aria-busy="true"]')).toHaveTextContent('Game in progress');
  });

  it('says so when the player was moved to another table, with a way there', async () => {
    const here = testRoom({ members: [HOST] });
    const there = testRoom({ id: 6, roomId: '12-002', roomNumber: 2, members: [YOU] });
    fakeApi({
      'GET /api/rooms/5': () => ({ status: 200, body: roomDetail(here) }),
      'GET /api/tournaments/12': () => ({ status: 200, body: testTournament() }),
      'GET /api/rooms/tournament/12': () => ({ status: 200, body: roomsOf(here, there) }),
    });
    renderRoomPage(5);

    expect(await screen.findByText('You are not seated in this room. You now sit in room 12-002.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to room 12-002' })).toHaveAttribute('href', '/game/6');
    expect(screen.getByRole('button', { name: 'Leave Room' })).toBeDisabled();
  });

  it("shows no raw ids or status panel on a player's screen, and no Leave Tournament once the player has left it", async () => {
    fakeApi({
      'GET /api/rooms/5': () => ({ status: 200, body: roomDetail(testRoom({ members: [HOST] })) }),
      'GET /api/tournaments/12': () => ({ status: 200, body: testTournament('left') }),
      'GET /api/rooms/tournament/12': () => ({ status: 200, body: roomsOf(testRoom({ members: [HOST] })) }),
    });
    renderRoomPage(5);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave Tournament' })).toBeDisabled());
    expect(screen.queryByRole('region', { name: 'Your Status' })).not.toBeInTheDocument();
    for (const text of ['Current Room ID', 'Current Tournament ID', 'Tournament State']) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('tells a room that does not exist and goes to the tournaments', async () => {
    fakeApi({ 'GET /api/rooms/404': () => ({ status: 404, body: { code: 'ROOM_NOT_FOUND', message: 'Room not found' } }) });
    renderRoomPage(404);

    await waitFor(() => expect(currentLocation().pathname).toBe('/tournaments'));
    expect(toastMessages()).toEqual(['Room not found']);
  });

  it('goes to the tournaments from an address that names no room', async () => {
    fakeApi({});
    renderRoomPage('abc');
    await waitFor(() => expect(currentLocation().pathname).toBe('/tournaments'));
  });

  it('says "Room or tournament not found" when the room cannot be loaded', async () => {
    queryClient.setQueryDefaults(roomKey(5), { retryDelay: 0 });
    fakeApi({ 'GET /api/rooms/5': () => ({ status: 500, body: { message: 'Internal error' } }) });
    renderRoomPage(5);

    expect(await screen.findByRole('alert')).toHaveTextContent('Room or tournament not found');
    queryClient.setQueryDefaults(roomKey(5), {});
  });

  it('refreshes the room, and says "Failed to load room data" when that fails', async () => {
    let answer: 'ok' | 'down' = 'ok';
    fakeApi({
      'GET /api/rooms/5': () => (answer === 'ok' ? { status: 200, body: roomDetail(testRoom()) } : 'network-error'),
      ...tournamentRoutes,
    });
    renderRoomPage(5);
    (await findControls()).getByText('12-001');

    answer = 'down';
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Failed to load room data']));
    expect(controls().getByText('12-001')).toBeInTheDocument();
  });

  it('a room opened directly goes back to its tournament’s game stage', async () => {
    roomApi();
    renderRoomPage(5);
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/gamestage/12'));
    expect(currentLocation().state).toMatchObject({ tournament: { id: 12, name: 'Sunday Million' }, fromTournament: true });
  });

  it('goes back to the screen the player came from, with the state it had', async () => {
    roomApi();
    renderRoomPage(5, { history: [{ path: '/tournaments/12/rooms', state: { tournament: { id: 12 } } }] });
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/tournaments/12/rooms'));
    expect(currentLocation().state).toEqual({ tournament: { id: 12 } });
  });
});
