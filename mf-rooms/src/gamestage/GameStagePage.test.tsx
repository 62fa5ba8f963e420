import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn, logOut } from 'shared-events';
import type { Room, TournamentDetail, TournamentRoomsResponse } from 'shared-events/contracts';
import { fakeApi, type Reply } from 'shared-events/testing';
import { currentLocation, renderAt } from 'shared-ui/testing';
import { App } from '../App';
import { roomsKey } from '../api/room-queries';
import { makeRoom, makeTournament, player, registration, roomsResponse, shownToasts } from '../test/room.fixtures';
import { queryClient } from 'shared-events/query';

// The screen and its dialog load lazily; compiling them on first use can outlast a findBy's wait on a busy machine.
beforeAll(() => Promise.all([import('./GameStagePage'), import('../join/PasswordPromptDialog')]));

type Handler = () => Reply | Promise<Reply>;
const ok = (body: unknown) => () => ({ status: 200, body }) as Reply;

const mine = makeRoom(5, { roomMembers: [7, 8, 9], createdDate: new Date(2025, 4, 1, 9, 5).toISOString() });
const open = makeRoom(6, { roomMembers: [3] });
const locked = makeRoom(7, { roomMembers: [3], hasPassword: true, roomPassword: true });
const full = makeRoom(8, { roomMembers: [1, 2], maxMembers: 2 });
const playing = makeRoom(9, { roomMembers: [4, 5], roomState: 'playing' });

const tournament = makeTournament({ Registrations: [registration(7), registration(8), registration(9, { state: 'left' })] });

function startStage(rooms: Room[], routes: Record<string, Handler> = {}, detail: TournamentDetail = tournament, handed: object = {}) {
  const sent = fakeApi({
    'GET /api/tournaments/12': ok(detail),
    'GET /api/rooms/tournament/12': ok(roomsResponse(rooms)),
    ...routes,
  });
  logIn('token', player);
  renderAt(<App />, '/gamestage/12', { tournament: makeTournament(), fromTournament: true, ...handed });
  return { sent, events: userEvent.setup() };
}

async function renderStage(...args: Parameters<typeof startStage>) {
  const rendered = startStage(...args);
  await screen.findByRole('heading', { name: 'Game Stage' });
  return rendered;
}

const statistics = () => screen.getByRole('region', { name: 'Statistics' });
const stat = (label: string) => within(statistics()).getByText(label).nextElementSibling;
const cachedRoomIds = () => queryClient.getQueryData<TournamentRoomsResponse>(roomsKey(12))?.rooms.map((room) => room.id);
const card = (label: string) => screen.getByRole('article', { name: label });

test('without the tournament handed over from a tournament screen it goes to /tournaments', async () => {
  fakeApi({});
  logIn('token', player);
  renderAt(<App />, '/gamestage/12', { tournament: makeTournament() });
  await waitFor(() => expect(currentLocation().pathname).toBe('/tournaments'));
});

test('a tournament that no longer exists reads "Tournament not found"', async () => {
  startStage([], { 'GET /api/tournaments/12': () => ({ status: 404, body: { message: 'Tournament not found' } }) });
  expect(await screen.findByText('Tournament not found')).toBeInTheDocument();
});

test('the sidebar: back link, banner, and statistics with the prize pool’s breakdown', async () => {
  await renderStage([mine, open]);
  expect(screen.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute('href', '/tournaments');
  expect(screen.getByRole('heading', { level: 1, name: 'Sunday Major' })).toBeInTheDocument();
  expect(screen.getByText('Running')).toBeInTheDocument();
  await waitFor(() => expect(stat('Participants')).toHaveTextContent('2'));
  expect(stat('Game Rooms')).toHaveTextContent('2');
  expect(stat('Prize Pool')).toHaveTextContent('20.00 USDT');
  expect(within(statistics()).getByText('2 × 10.00 USDT')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Trigger Room Creation (Debug)' })).toBeInTheDocument();
});

test('Refresh statistics reads the tournament and its rooms again', async () => {
  const details = [tournament, makeTournament({ Registrations: [registration(7), registration(8), registration(9)] })];
  const { events } = await renderStage([mine], {
    'GET /api/tournaments/12': () => ({ status: 200, body: details.length > 1 ? details.shift() : details[0] }),
  });
  await waitFor(() => expect(stat('Participants')).toHaveTextContent('2'));
  await events.click(screen.getByRole('button', { name: 'Refresh statistics' }));
  await waitFor(() => expect(stat('Participants')).toHaveTextContent('3'));
  expect(stat('Prize Pool')).toHaveTextContent('30.00 USDT');
});

test('Enter Lobby turns into In Lobby; a reload remembers it from the player’s registration', async () => {
  const entered = makeTournament({ Registrations: [registration(7, { lobbyEnteredAt: '2025-05-01T12:00:00.000Z' }), registration(8)] });
  const details = [tournament, entered];
  const { sent, events } = await renderStage([], {
    'GET /api/tournaments/12': () => ({ status: 200, body: details.length > 1 ? details.shift() : details[0] }),
    'POST /api/users/tournaments/12/enter-lobby': ok({
      message: 'Successfully entered lobby!',
      tournamentId: 12,
      lobbyEnteredAt: '2025-05-01T12:00:00.000Z',
    }),
  });
  await events.click(await screen.findByRole('button', { name: 'Enter Lobby' }));
  expect(await screen.findByText('In Lobby')).toBeInTheDocument();
  expect(screen.getByText('Waiting for game rooms to be created...')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enter Lobby' })).toBeNull();
  expect(shownToasts()).toEqual([['success', 'Successfully entered lobby!']]);
  expect(sent.filter((request) => request.route === 'POST /api/users/tournaments/12/enter-lobby')).toHaveLength(1);
});

test('reached from the list’s Enter Lobby, the stage shows In Lobby at once: no second Enter Lobby, no second call', async () => {
  const { sent } = startStage([], {}, tournament, { inLobby: true });
  // Before the detail arrives: the lobby was entered by the screen that sent the player here.
  expect(await screen.findByText('In Lobby')).toBeInTheDocument();
  expect(screen.getByText('Waiting for game rooms to be created...')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enter Lobby' })).toBeNull();
  await waitFor(() => expect(stat('Participants')).toHaveTextContent('2'));
  expect(screen.queryByRole('button', { name: 'Enter Lobby' })).toBeNull();
  expect(sent.filter((request) => request.route.startsWith('POST'))).toEqual([]);
});

test('the In Lobby panel follows the rooms: waiting while there are none, then the player’s room or the open ones', async () => {
  const inLobby = makeTournament({ Registrations: [registration(7, { lobbyEnteredAt: '2025-05-01T12:00:00.000Z' })] });
  await renderStage([], {}, inLobby);
  const panel = (await screen.findByText('In Lobby')).closest('[role="status"]');
  await waitFor(() => expect(stat('Game Rooms')).toHaveTextContent('0'));
  expect(panel).toHaveTextContent('Waiting for game rooms to be created...');
  act(() => eventBus.emit('tournament:roomsUpdate', roomsResponse([open, full])));
  await waitFor(() => expect(panel).toHaveTextContent('1 room takes players: join it below.'));
  act(() => eventBus.emit('tournament:roomsUpdate', roomsResponse([open, mine])));
  await waitFor(() => expect(panel).toHaveTextContent("You're in Room #12-005."));
  expect(panel).not.toHaveTextContent('Waiting for game rooms');
});

test('a player already in the lobby sees In Lobby at once', async () => {
  await renderStage([], {}, makeTournament({ Registrations: [registration(7, { lobbyEnteredAt: '2025-05-01T12:00:00.000Z' })] }));
  expect(await screen.findByText('In Lobby')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enter Lobby' })).toBeNull();
});

test('a refused Enter Lobby shows the error field, else the fallback; no answer reads the network text', async () => {
  const answers: Reply[] = [
    { status: 409, body: { message: 'Conflict', error: 'The lobby opens when the tournament starts.' } },
    { status: 500, body: {} },
    'network-error',
  ];
  const { events } = await renderStage([], { 'POST /api/users/tournaments/12/enter-lobby': () => answers.shift()! });
  const enter = await screen.findByRole('button', { name: 'Enter Lobby' });
  for (const expected of ['The lobby opens when the tournament starts.', 'Failed to enter lobby', 'Network error while entering lobby']) {
    await waitFor(() => expect(enter).toBeEnabled());
    await events.click(enter);
    await waitFor(() => expect(shownToasts().at(-1)).toEqual(['error', expected]));
  }
  expect(screen.queryByText('In Lobby')).toBeNull();
});

test('Trigger Room Creation (Debug): "Room creation triggered", the server’s refusal, or the network text', async () => {
  const answers: Reply[] = [
    { status: 200, body: { message: 'Room creation triggered', rooms: [], created: 0, seated: 0 } },
    { status: 409, body: { message: 'The lobby is not open' } },
    { status: 500, body: {} },
    'network-error',
  ];
  const { events } = await renderStage([], { 'POST /api/rooms/tournament/12/trigger-creation': () => answers.shift()! });
  const trigger = screen.getByRole('button', { name: 'Trigger Room Creation (Debug)' });
  const expected = [
    ['success', 'Room creation triggered'],
    ['error', 'The lobby is not open'],
    ['error', 'Failed to trigger room creation'],
    ['error', 'Network error while triggering room creation'],
  ];
  for (const toast of expected) {
    await waitFor(() => expect(trigger).toBeEnabled());
    await events.click(trigger);
    await waitFor(() => expect(shownToasts().at(-1)).toEqual(toast));
  }
});

test('room cards: label, players, state, hh:mm, Password Protected, and the Preview toast', async () => {
  const { events } = await renderStage([mine, locked, playing]);
  expect(screen.getByRole('heading', { name: 'Game Stage' })).toBeInTheDocument();
  const own = await screen.findByRole('article', { name: 'Room #12-005' });
  expect(within(own).getByText('Players 3 / 8')).toBeInTheDocument();
  expect(within(own).getByText('Waiting')).toBeInTheDocument();
  expect(within(own).getByText('09:05')).toBeInTheDocument();
  expect(within(own).queryByText('Password Protected')).toBeNull();
  expect(within(card('Room #12-007')).getByText('Password Protected')).toBeInTheDocument();
  expect(within(card('Room #12-009')).getByText('Playing')).toBeInTheDocument();
  await events.click(within(own).getByRole('button', { name: /^Preview/ }));
  expect(shownToasts()).toEqual([['info', 'Room #12-005: 3 / 8 players, waiting']]);
});

test('the reader’s room says "You\'re in this room" with Join Game to its table; Join for a waiting one, disabled Full and Join otherwise', async () => {
  const { events } = await renderStage([mine, open, full, playing]);
  const own = await screen.findByRole('article', { name: 'Room #12-005' });
  expect(within(own).getByText("You're in this room")).toBeInTheDocument();
  const joinGame = within(own).getByRole('link', { name: 'Join Game' });
  expect(joinGame).toHaveAttribute('href', '/game/5');
  expect(within(card('Room #12-006')).queryByText("You're in this room")).toBeNull();
  expect(within(card('Room #12-006')).getByRole('button', { name: 'Join' })).toBeEnabled();
  expect(within(card('Room #12-008')).getByRole('button', { name: 'Full' })).toBeDisabled();
  expect(within(card('Room #12-009')).getByRole('button', { name: 'Join' })).toBeDisabled();
  expect(within(card('Room #12-009')).getByRole('link', { name: 'Watch room #12-009' })).toHaveAttribute('href', '/game/9');
  expect(within(own).queryByRole('link', { name: /^Watch/ })).toBeNull();
  await events.click(joinGame);
  expect(currentLocation()).toMatchObject({ pathname: '/game/5', state: { room: mine, tournament: { id: 12 }, isCreator: true } });
});

test('Join seats the player and opens the room', async () => {
  const joined = { ...open, roomMembers: [3, 7] };
  const { sent, events } = await renderStage([open], { 'POST /api/rooms/6/join': ok({ message: 'Successfully joined room!', room: joined }) });
  await events.click(within(await screen.findByRole('article', { name: 'Room #12-006' })).getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(currentLocation().pathname).toBe('/game/6'));
  expect(currentLocation().state).toEqual({ room: joined, tournament: expect.objectContaining({ id: 12 }), isCreator: false });
  expect(shownToasts()).toEqual([['success', 'Successfully joined room!']]);
  expect(sent.find((request) => request.route === 'POST /api/rooms/6/join')?.body).toEqual({});
});

test('a protected room asks for its password: empty sends nothing, a wrong one shows the server’s message', async () => {
  const answers: Reply[] = [
    { status: 403, body: { message: 'Incorrect room password' } },
    { status: 200, body: { message: 'ok', room: { ...locked, roomMembers: [3, 7] } } },
  ];
  const { sent, events } = await renderStage([locked], { 'POST /api/rooms/7/join': () => answers.shift()! });
  const join = within(await screen.findByRole('article', { name: 'Room #12-007' })).getByRole('button', { name: 'Join' });
  const joins = () => sent.filter((request) => request.route === 'POST /api/rooms/7/join');

  await events.click(join);
  let dialog = await screen.findByRole('dialog', { name: 'Join Room #12-007' });
  await events.click(within(dialog).getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(joins()).toHaveLength(0);

  await events.click(join);
  dialog = await screen.findByRole('dialog', { name: 'Join Room #12-007' });
  await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(joins()).toHaveLength(0);

  await events.click(join);
  dialog = await screen.findByRole('dialog', { name: 'Join Room #12-007' });
  await events.type(within(dialog).getByLabelText('Room password'), 'wrong{Enter}');
  await waitFor(() => expect(shownToasts()).toEqual([['error', 'Incorrect room password']]));
  expect(joins().map((request) => request.body)).toEqual([{ password: 'wrong' }]);

  await waitFor(() => expect(join).toBeEnabled());
  await events.click(join);
  dialog = await screen.findByRole('dialog', { name: 'Join Room #12-007' });
  await events.type(within(dialog).getByLabelText('Room password'), 'secret');
  await events.click(within(dialog).getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(currentLocation().pathname).toBe('/game/7'));
  expect(joins().map((request) => request.body)).toEqual([{ password: 'wrong' }, { password: 'secret' }]);
  expect(shownToasts().at(-1)).toEqual(['success', 'Successfully joined room!']);
});

test('a join is refused before sending when the session ended', async () => {
  const { sent, events } = await renderStage([open]);
  const join = within(await screen.findByRole('article', { name: 'Room #12-006' })).getByRole('button', { name: 'Join' });
  act(() => logOut());
  await events.click(join);
  expect(shownToasts()).toEqual([['error', 'You must be logged in to join a room']]);
  expect(sent.some((request) => request.route.startsWith('POST'))).toBe(false);
});

test('live: this tournament’s room update shows at once with the statistics; another tournament’s is ignored', async () => {
  await renderStage([mine]);
  await screen.findByRole('article', { name: 'Room #12-005' });
  await waitFor(() => expect(stat('Game Rooms')).toHaveTextContent('1'));
  // The cache takes an update at once (the screen follows a tick later): the other tournament's leaves it as it was.
  act(() => eventBus.emit('tournament:roomsUpdate', roomsResponse([makeRoom(30, { tournamentId: 13, roomId: '13-001', roomNumber: 1 })], 13)));
  expect(cachedRoomIds()).toEqual([5]);
  act(() => eventBus.emit('tournament:roomsUpdate', roomsResponse([mine, open, locked])));
  expect(await screen.findByRole('article', { name: 'Room #12-007' })).toBeInTheDocument();
  expect(stat('Game Rooms')).toHaveTextContent('3');
  expect(screen.queryByRole('article', { name: 'Room #13-001' })).toBeNull();
  act(() => eventBus.emit('roomsUpdate', roomsResponse([makeRoom(31, { tournamentId: 13, roomId: '13-002', roomNumber: 2 })], 13)));
  expect(cachedRoomIds()).toEqual([5, 6, 7]);
  act(() => eventBus.emit('roomsUpdate', roomsResponse([mine])));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Room #12-007' })).toBeNull());
  expect(stat('Game Rooms')).toHaveTextContent('1');
  expect(screen.getAllByRole('article')).toHaveLength(1);
});

test('a tournament that cannot be read says so in the sidebar, and Retry reads it again', async () => {
  const answers: Reply[] = [
    { status: 400, body: { message: 'Bad request' } },
    { status: 200, body: tournament },
  ];
  const { events } = await renderStage([], { 'GET /api/tournaments/12': () => answers.shift()! });
  const failure = await screen.findByText('Failed to load room data');
  await events.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Enter Lobby' })).toBeInTheDocument();
  expect(stat('Participants')).toHaveTextContent('2');
});

test('the end of the join window: the table the director seats the player at is ready, and the stage takes them there', async () => {
  const { sent } = await renderStage([open]);
  await screen.findByRole('article', { name: 'Room #12-006' });
  // Someone else's table changes nothing for this player.
  act(() => eventBus.emit('tournament:roomsUpdate', roomsResponse([open, playing])));
  await screen.findByRole('article', { name: 'Room #12-009' });
  expect(currentLocation().pathname).toBe('/gamestage/12');

  const seated = makeRoom(10, { roomMembers: [4, 7], roomState: 'playing' });
  fakeApi({
    'GET /api/rooms/10': ok({ ...seated, room: seated, tournament }),
    'GET /api/tournaments/12': ok(tournament),
    'GET /api/rooms/tournament/12': ok(roomsResponse([seated])),
  });
  act(() => eventBus.emit('tournament:roomsUpdate', roomsResponse([open, playing, seated])));
  await waitFor(() => expect(currentLocation().pathname).toBe('/game/10'));
  expect(currentLocation().state).toMatchObject({ room: { id: 10 }, tournament: { id: 12, name: 'Sunday Major' } });
  expect(shownToasts()).toContainEqual(['success', 'Your table is ready']);
  expect(sent.some((request) => request.route.startsWith('POST'))).toBe(false);
});

test('a player already seated is offered the way back to their table, not taken there', async () => {
  const seated = makeRoom(10, { roomMembers: [4, 7], roomState: 'playing' });
  await renderStage([open, seated]);
  const back = await screen.findByRole('link', { name: 'Back to your table' });
  expect(back).toHaveAttribute('href', '/game/10');
  expect(back.closest('[role="status"]')).toHaveTextContent('You are seated at table 12-010: the game goes on there.');
  expect(currentLocation().pathname).toBe('/gamestage/12');
  expect(shownToasts()).toEqual([]);
});
