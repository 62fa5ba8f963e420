import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type Reply } from 'shared-events/testing';
import { currentLocation } from 'shared-ui/testing';
import { ROOM_MESSAGES, type Room } from 'shared-events/contracts';
import { tournamentStanding } from '../game/test/live-table.fixtures';
import { renderRoomPage, toastMessages } from './test/render-room';
import { HOST, PLAYER, roomDetail, roomsOf, testRoom, testTournament } from './test/test-room';

const user = userEvent.setup();

const HOST_USER = { ...PLAYER, id: HOST.id, username: HOST.username };

function roomApi(room: Room, routes: Record<string, () => Reply> = {}) {
  return fakeApi({
    'GET /api/rooms/5': () => ({ status: 200, body: roomDetail(room) }),
    'GET /api/tournaments/12': () => ({ status: 200, body: testTournament() }),
    'GET /api/rooms/tournament/12': () => ({ status: 200, body: roomsOf(room) }),
    ...routes,
  });
}

/** The End Game confirmation says what happens to the chips (`says`), then the host confirms. */
async function confirmEndGame(says: string) {
  const dialog = await screen.findByRole('dialog', { name: 'End the game at this table?' });
  expect(dialog).toHaveTextContent(says);
  await user.click(within(dialog).getByRole('button', { name: 'End Game' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const findControls = async () => within(await screen.findByRole('region', { name: 'Room controls' }));

/**
 * A command of the room as the player reaches it: a sidebar button while the room waits or is over; while the game is
 * played, an item of the Table menu (opened for it). Null when the room does not offer it.
 */
async function command(name: string): Promise<HTMLElement | null> {
  // An open menu hides the rest of the page from the accessibility tree, the controls' region too.
  const open = screen.queryByRole('menu');
  if (open) return within(open).queryByRole('menuitem', { name });
  const controls = await findControls();
  const menuButton = controls.queryByRole('button', { name: 'Table menu' });
  if (!menuButton) return controls.queryByRole('button', { name });
  await user.click(menuButton);
  return within(await screen.findByRole('menu')).queryByRole('menuitem', { name });
}

/** Whether a command can be run now (a button not disabled, a menu item not aria-disabled). */
const usable = (element: HTMLElement | null) =>
  element !== null && !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';

/** Closes the Table menu if it is open. */
async function closeMenu() {
  if (screen.queryByRole('menu')) await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

describe('room page game controls', () => {
  it('lets the host start a waiting game, then end it', async () => {
    const sent = roomApi(testRoom(), {
      'PUT /api/rooms/5/state': () => ({ status: 200, body: { message: 'Game started!', room: testRoom({ roomState: 'playing' }) } }),
    });
    renderRoomPage(5, { user: HOST_USER });
    const controls = await findControls();
    expect(controls.queryByRole('button', { name: 'End Game' })).not.toBeInTheDocument();

    await user.click(controls.getByRole('button', { name: 'Start Game' }));
    // Played: the controls fold into the Table menu beside the table.
    expect(await (await findControls()).findByText('Game in Progress')).toBeInTheDocument();
    expect(toastMessages()).toEqual(['Game started!']);
    expect(sent.find((request) => request.route === 'PUT /api/rooms/5/state')?.body).toEqual({ roomState: 'playing' });

    roomApi(testRoom({ roomState: 'playing' }), {
      'PUT /api/rooms/5/state': () => ({ status: 200, body: { message: 'Game ended!', room: testRoom({ roomState: 'completed', members: [] }) } }),
    });
    expect(await command('Start Game')).toBeNull();
    await user.click((await command('End Game'))!);
    // Asked first: it stops the table for everyone.
    const dialog = await screen.findByRole('dialog', { name: 'End the game at this table?' });
    expect(dialog).toHaveTextContent('A hand in play is void: every player keeps the chips they had before it.');
    await user.click(within(dialog).getByRole('button', { name: 'End Game' }));
    expect(await (await findControls()).findByText('Game Completed')).toBeInTheDocument();
    expect(toastMessages()).toEqual(['Game started!', 'Game ended!']);
    expect(await command('End Game')).toBeNull();
  });

  it('shows the server reason when the game cannot start, else "Failed to start game"', async () => {
    roomApi(testRoom(), { 'PUT /api/rooms/5/state': () => ({ status: 409, body: { message: 'At least 2 players are needed to start' } }) });
    renderRoomPage(5, { user: HOST_USER });
    await user.click((await findControls()).getByRole('button', { name: 'Start Game' }));
    await waitFor(() => expect(toastMessages()).toEqual(['At least 2 players are needed to start']));

    roomApi(testRoom(), { 'PUT /api/rooms/5/state': () => 'network-error' });
    await user.click((await findControls()).getByRole('button', { name: 'Start Game' }));
    await waitFor(() => expect(toastMessages()).toContain('Failed to start game'));
  });

  it('says the table breaks after this hand, not that the game ended, when the tournament is still in play', async () => {
    roomApi(testRoom({ roomState: 'playing' }), {
      'PUT /api/rooms/5/state': () => ({ status: 200, body: { message: ROOM_MESSAGES.tableBreaking, room: testRoom({ roomState: 'playing' }) } }),
      'GET /api/tournaments/12/standing': () => ({ status: 200, body: tournamentStanding({}, { rank: 1 }) }),
    });
    renderRoomPage(5, { user: HOST_USER });
    await user.click((await command('End Game'))!);
    await confirmEndGame('The table breaks after the hand in play: every player moves to a seat drawn at another table with their chips.');
    await waitFor(() => expect(toastMessages()).toEqual(['The table breaks after this hand: its players move to other tables with their chips.']));
    expect((await findControls()).getByText('Game in Progress')).toBeInTheDocument();
    expect(usable(await command('End Game'))).toBe(true);
    await closeMenu();
  });

  it('says why the final table cannot be ended', async () => {
    const reason = 'This is the final table: the game goes on until one player holds every chip, so it cannot be ended.';
    roomApi(testRoom({ roomState: 'playing' }), {
      'PUT /api/rooms/5/state': () => ({ status: 409, body: { code: 'FINAL_TABLE', message: reason } }),
      'GET /api/tournaments/12/standing': () => ({ status: 200, body: tournamentStanding({}, { rank: 1 }) }),
    });
    renderRoomPage(5, { user: HOST_USER });
    await user.click((await command('End Game'))!);
    await confirmEndGame('The final table cannot be ended.');
    await waitFor(() => expect(toastMessages()).toEqual([reason]));
    expect((await findControls()).getByText('Game in Progress')).toBeInTheDocument();
  });

  it('says "Failed to end game" when ending fails without a reason', async () => {
    roomApi(testRoom({ roomState: 'playing' }), { 'PUT /api/rooms/5/state': () => ({ status: 500 }) });
    renderRoomPage(5, { user: HOST_USER });
    await user.click((await command('End Game'))!);
    await confirmEndGame('The game stops for every player at this table.');
    await waitFor(() => expect(toastMessages()).toEqual(['Failed to end game']));
  });

  it.each(['waiting', 'playing'] as const)('shows neither Start Game nor End Game to a player who is not the host (%s)', async (roomState) => {
    roomApi(testRoom({ roomState }));
    renderRoomPage(5);
    expect(usable(await command('Leave Room'))).toBe(true);
    expect(await command('Start Game')).toBeNull();
    expect(await command('End Game')).toBeNull();
    await closeMenu();
  });

  it('leaves the room and goes to the game stage with the tournament', async () => {
    const sent = roomApi(testRoom(), { 'POST /api/rooms/5/leave': () => ({ status: 200, body: { message: 'Left room successfully' } }) });
    renderRoomPage(5);
    const controls = await findControls();
    await screen.findByText('$25.00');

    await user.click(controls.getByRole('button', { name: 'Leave Room' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/gamestage/12'));
    expect(currentLocation().state).toMatchObject({ tournament: { id: 12, name: 'Sunday Million', entryFee: '25' }, fromTournament: true });
    expect(toastMessages()).toEqual(['Left room successfully']);
    expect(sent.some((request) => request.route === 'POST /api/rooms/5/leave')).toBe(true);
  });

  it('stays in the room with "Failed to leave room" when leaving fails', async () => {
    roomApi(testRoom(), { 'POST /api/rooms/5/leave': () => 'network-error' });
    renderRoomPage(5);
    await user.click((await findControls()).getByRole('button', { name: 'Leave Room' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Failed to leave room']));
    expect(currentLocation().pathname).toBe('/game/5');
  });

  it('asks before leaving the tournament, says the entry is not refunded, then goes to the tournaments', async () => {
    const sent = roomApi(testRoom(), {
      'POST /api/rooms/tournament/12/leave': () => ({ status: 200, body: { message: 'Left tournament successfully' } }),
    });
    renderRoomPage(5);
    const leave = (await findControls()).getByRole('button', { name: 'Leave Tournament' });
    await waitFor(() => expect(leave).toBeEnabled());

    await user.click(leave);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Sunday Million?' });
    expect(dialog).toHaveTextContent('Your entry fee is not refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.some((request) => request.route === 'POST /api/rooms/tournament/12/leave')).toBe(false);

    await user.click(leave);
    within(await screen.findByRole('dialog'))
      .getByRole('button', { name: 'Leave Tournament' })
      .click();
    await waitFor(() => expect(currentLocation().pathname).toBe('/tournaments'));
    expect(toastMessages()).toEqual(['Left tournament successfully']);
  });

  it('says "Failed to leave tournament" when leaving it fails', async () => {
    roomApi(testRoom(), { 'POST /api/rooms/tournament/12/leave': () => ({ status: 500 }) });
    renderRoomPage(5);
    const leave = (await findControls()).getByRole('button', { name: 'Leave Tournament' });
    await waitFor(() => expect(leave).toBeEnabled());
    await user.click(leave);
    within(await screen.findByRole('dialog'))
      .getByRole('button', { name: 'Leave Tournament' })
      .click();
    await waitFor(() => expect(toastMessages()).toEqual(['Failed to leave tournament']));
    expect(currentLocation().pathname).toBe('/game/5');
  });
});
