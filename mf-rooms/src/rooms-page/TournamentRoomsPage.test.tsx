import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, logIn } from 'shared-events';
import type { Room, TournamentRoomsResponse } from 'shared-events/contracts';
import { fakeApi, type Reply } from 'shared-events/testing';
import { currentLocation, renderAt } from 'shared-ui/testing';
import { App } from '../App';
import { roomsKey } from '../api/room-queries';
import { makeRoom, makeTournament, player, roomsResponse, shownToasts, statsResponse } from '../test/room.fixtures';
import { queryClient } from 'shared-events/query';

// The screen and its dialogs load lazily; compiling them on first use can outlast a findBy's wait on a busy machine.
beforeAll(() => Promise.all([import('./TournamentRoomsPage'), import('./RoomDetailsDialog'), import('../join/PasswordPromptDialog')]));

const ok = (body: unknown) => () => ({ status: 200, body }) as Reply;

const mine = makeRoom(5, { roomMembers: [7, 8, 9] });
const open = makeRoom(6, { roomMembers: [3] });
const full = makeRoom(7, { roomMembers: [1, 2], maxMembers: 2 });
const playing = makeRoom(8, { roomMembers: [4, 5], roomState: 'playing' });

function startPage(rooms: Room[], routes: Record<string, () => Reply | Promise<Reply>> = {}) {
  const sent = fakeApi({
    'GET /api/tournaments/12': ok(makeTournament()),
    'GET /api/rooms/tournament/12': ok(roomsResponse(rooms)),
    'GET /api/rooms/tournament/12/stats': ok(statsResponse({ totalRooms: 4, activeRooms: 3, totalPlayers: 10, averagePlayersPerRoom: 3.3333 })),
    ...routes,
  });
  logIn('token', player);
  renderAt(<App />, '/tournaments/12/rooms');
  return { sent, events: userEvent.setup() };
}

async function renderPage(...args: Parameters<typeof startPage>) {
  const rendered = startPage(...args);
  // The first render loads the page's lazy modules: on a busy two-core machine that alone can take over a second.
  await screen.findByRole('heading', { name: 'Game Rooms' }, { timeout: 5_000 });
  return rendered;
}

const card = (label: string) => screen.getByRole('article', { name: label });

test('shows the tournament and the rooms stats, the average to one decimal', async () => {
  await renderPage([mine]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Major' })).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Tournament' });
  expect(within(summary).getByText('140.00 USDT')).toBeInTheDocument();
  expect(within(summary).getByText('14')).toBeInTheDocument();
  expect(within(summary).getByText('Running')).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: 'Game Rooms' });
  expect(await within(panel).findByText('3.3')).toBeInTheDocument();
  for (const [label, value] of [
    ['Total Rooms', '4'],
    ['Active Rooms', '3'],
    ['Total Players', '10'],
  ]) {
    expect(within(panel).getByText(label).nextElementSibling).toHaveTextContent(value);
  }
});

test('an unknown tournament reads "Tournament not found" without retrying', async () => {
  const { sent } = startPage([], { 'GET /api/tournaments/12': () => ({ status: 404, body: { message: 'Tournament not found' } }) });
  expect(await screen.findByText('Tournament not found')).toBeInTheDocument();
  expect(sent.filter((request) => request.route === 'GET /api/tournaments/12')).toHaveLength(1);
});

test('each card shows its fields and the action the reader has', async () => {
  await renderPage([mine, open, full, playing]);
  const own = await screen.findByRole('article', { name: '12-005' });
  expect(within(own).getByText('Waiting')).toBeInTheDocument();
  expect(within(own).getByText('Sunday Major')).toBeInTheDocument();
  expect(within(own).getByText('Players 3 / 8')).toBeInTheDocument();
  expect(within(own).getByText('Min 2')).toBeInTheDocument();
  expect(within(own).getByRole('progressbar', { name: 'Seats taken: 3 of 8' })).toHaveAttribute('aria-valuenow', '37.5');
  expect(within(own).getByText('Created 5 minutes ago by First7')).toBeInTheDocument();
  expect(within(own).getByRole('link', { name: "You're in this room" })).toHaveAttribute('href', '/game/5');

  expect(within(card('12-006')).getByRole('button', { name: 'Join Room' })).toBeEnabled();
  expect(within(card('12-007')).getByRole('button', { name: 'Room Full' })).toBeDisabled();
  expect(within(card('12-008')).getByRole('button', { name: 'Cannot Join' })).toBeDisabled();
  expect(within(card('12-008')).getByText('Playing')).toBeInTheDocument();
  // A table in play the reader has no seat at may be watched; a waiting room has nothing to watch yet.
  expect(within(card('12-008')).getByRole('link', { name: 'Watch room 12-008' })).toHaveAttribute('href', '/game/8');
  for (const label of ['12-005', '12-006', '12-007']) expect(within(card(label)).queryByRole('link', { name: /^Watch/ })).toBeNull();
});

test('"You\'re in this room" opens the room with the room, the tournament and whether the reader hosts it', async () => {
  const { events } = await renderPage([mine]);
  await events.click(await screen.findByRole('link', { name: "You're in this room" }));
  expect(currentLocation()).toMatchObject({ pathname: '/game/5', state: { room: mine, tournament: { id: 12 }, isCreator: true } });
});

test('joining a room goes to the game stage with the tournament and the room id', async () => {
  const joined = { ...open, roomMembers: [3, 7] };
  const { sent, events } = await renderPage([open], { 'POST /api/rooms/6/join': ok({ message: 'Successfully joined room!', room: joined }) });
  await screen.findByRole('heading', { level: 1, name: 'Sunday Major' });
  await events.click(await screen.findByRole('button', { name: 'Join Room' }));
  await waitFor(() => expect(currentLocation().pathname).toBe('/gamestage/12'));
  expect(currentLocation().state).toEqual({ tournament: expect.objectContaining({ id: 12 }), fromTournament: true, roomId: 6 });
  expect(sent.find((request) => request.route === 'POST /api/rooms/6/join')?.body).toEqual({});
  expect(shownToasts()).toContainEqual(['success', 'Successfully joined room!']);
});

test('a refused join shows the server’s message, else "Failed to join room"', async () => {
  const answers: Reply[] = [
    { status: 409, body: { message: 'This room is full' } },
    { status: 500, body: {} },
  ];
  const { events } = await renderPage([open], { 'POST /api/rooms/6/join': () => answers.shift()! });
  const join = await screen.findByRole('button', { name: 'Join Room' });
  await events.click(join);
  await waitFor(() => expect(shownToasts()).toEqual([['error', 'This room is full']]));
  await waitFor(() => expect(join).toBeEnabled());
  await events.click(join);
  await waitFor(() => expect(shownToasts()).toContainEqual(['error', 'Failed to join room']));
  expect(currentLocation().pathname).toBe('/tournaments/12/rooms');
});

test('without rooms: "No rooms available yet." and Create First Room creates one', async () => {
  const created = makeRoom(9, { roomMembers: [7] });
  const answers = [roomsResponse([]), roomsResponse([created])];
  const { sent, events } = await renderPage([], {
    'GET /api/rooms/tournament/12': () => ({ status: 200, body: answers.length > 1 ? answers.shift() : answers[0] }),
    'POST /api/rooms/tournament/12': () => ({ status: 201, body: { message: 'Room created', room: created } }),
  });
  expect(await screen.findByText('No rooms available yet.')).toBeInTheDocument();
  await events.click(screen.getByRole('button', { name: 'Create First Room' }));
  expect(await screen.findByRole('article', { name: '12-009' })).toBeInTheDocument();
  expect(shownToasts()).toEqual([['success', 'Room created']]);
  expect(sent.find((request) => request.route === 'POST /api/rooms/tournament/12')?.body).toEqual({});
});

test('Create Rooms shows the server’s refusal, else "Failed to create room"', async () => {
  const answers: Reply[] = [{ status: 409, body: { message: 'The lobby is not open' } }, 'network-error'];
  const { events } = await renderPage([mine], { 'POST /api/rooms/tournament/12': () => answers.shift()! });
  const create = await screen.findByRole('button', { name: 'Create Rooms' });
  await events.click(create);
  await waitFor(() => expect(shownToasts()).toEqual([['error', 'The lobby is not open']]));
  await waitFor(() => expect(create).toBeEnabled());
  await events.click(create);
  await waitFor(() => expect(shownToasts()).toContainEqual(['error', 'Failed to create room']));
});

test('search runs on Enter and on the Search button; a blank search reloads the full list', async () => {
  const { sent, events } = await renderPage([mine, open], {
    'GET /api/rooms/search': () => ({ status: 200, body: { rooms: [open] } }),
  });
  await screen.findByRole('article', { name: '12-005' });
  const box = screen.getByRole('textbox', { name: 'Search rooms' });
  await events.type(box, '006{Enter}');
  await waitFor(() => expect(screen.queryByRole('article', { name: '12-005' })).toBeNull());
  expect(card('12-006')).toBeInTheDocument();
  expect(sent.filter((request) => request.route === 'GET /api/rooms/search').map((request) => request.params)).toEqual([
    { searchTerm: '006', tournamentId: 12 },
  ]);

  await events.clear(box);
  await events.type(box, 'major');
  await events.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(sent.filter((request) => request.route === 'GET /api/rooms/search')).toHaveLength(2));
  expect(sent.at(-1)?.params).toEqual({ searchTerm: 'major', tournamentId: 12 });

  const listReads = () => sent.filter((request) => request.route === 'GET /api/rooms/tournament/12').length;
  const before = listReads();
  await events.clear(box);
  await events.type(box, '   {Enter}');
  expect(await screen.findByRole('article', { name: '12-005' })).toBeInTheDocument();
  expect(listReads()).toBe(before + 1);
  expect(sent.filter((request) => request.route === 'GET /api/rooms/search')).toHaveLength(2);
});

test('a search without matches says so; a failed one shows "Failed to search rooms"', async () => {
  const answers: Reply[] = [
    { status: 200, body: { rooms: [] } },
    { status: 500, body: {} },
  ];
  const { events } = await renderPage([mine], { 'GET /api/rooms/search': () => answers.shift()! });
  await screen.findByRole('article', { name: '12-005' });
  await events.type(screen.getByRole('textbox', { name: 'Search rooms' }), 'zzz{Enter}');
  expect(await screen.findByText('No rooms found matching your search.')).toBeInTheDocument();
  await events.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(shownToasts()).toEqual([['error', 'Failed to search rooms']]));
});

test('refresh reads rooms and stats again: "Rooms refreshed", or the failure', async () => {
  const answers: (Reply | undefined)[] = [undefined, undefined, 'network-error', { status: 500, body: {} }];
  const { sent, events } = await renderPage([mine], {
    'GET /api/rooms/tournament/12': () => answers.shift() ?? { status: 200, body: roomsResponse([mine, open]) },
  });
  await screen.findByRole('article', { name: '12-005' });
  const refresh = screen.getByRole('button', { name: 'Refresh rooms' });
  await events.click(refresh);
  expect(await screen.findByRole('article', { name: '12-006' })).toBeInTheDocument();
  expect(shownToasts()).toEqual([['success', 'Rooms refreshed']]);
  expect(sent.filter((request) => request.route === 'GET /api/rooms/tournament/12/stats').length).toBeGreaterThanOrEqual(2);

  await waitFor(() => expect(refresh).toBeEnabled());
  await events.click(refresh);
  await waitFor(() => expect(shownToasts()).toContainEqual(['error', 'Network error while fetching rooms']));
  await waitFor(() => expect(refresh).toBeEnabled());
  await events.click(refresh);
  await waitFor(() => expect(shownToasts()).toContainEqual(['error', 'Failed to fetch rooms']));
});

test('view details lists the room’s members with the host marked', async () => {
  const { events } = await renderPage([mine]);
  await events.click(within(await screen.findByRole('article', { name: '12-005' })).getByRole('button', { name: 'View room details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Room #12-005' });
  const members = within(dialog).getByRole('list', { name: 'Members' });
  expect(within(members).getAllByRole('listitem')).toHaveLength(3);
  expect(within(members).getByText('First7')).toBeInTheDocument();
  expect(within(dialog).getByText('Host')).toBeInTheDocument();
  await events.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('another player’s new room shows without reload; another tournament’s update is ignored', async () => {
  await renderPage([mine]);
  await screen.findByRole('article', { name: '12-005' });
  act(() => eventBus.emit('tournament:roomsUpdate', roomsResponse([mine, open])));
  expect(await screen.findByRole('article', { name: '12-006' })).toBeInTheDocument();
  // The cache takes an update at once (the screen follows a tick later): the other tournament's left it as it was.
  act(() => eventBus.emit('roomsUpdate', roomsResponse([makeRoom(30, { tournamentId: 13, roomId: '13-001' })], 13)));
  expect(queryClient.getQueryData<TournamentRoomsResponse>(roomsKey(12))?.rooms.map((room) => room.id)).toEqual([5, 6]);
  expect(queryClient.getQueryData(roomsKey(13))).toBeUndefined();
  expect(screen.queryByRole('article', { name: '13-001' })).toBeNull();
});

test('a tournament that cannot be read says so, and Retry reads it again', async () => {
  const answers: Reply[] = [
    { status: 400, body: { message: 'Bad request' } },
    { status: 200, body: makeTournament() },
  ];
  const { events } = await renderPage([mine], { 'GET /api/tournaments/12': () => answers.shift()! });
  const failure = await screen.findByText('Failed to load room data');
  await events.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Major' })).toBeInTheDocument();
});
