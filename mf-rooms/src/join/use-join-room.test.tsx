import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import type { Room } from 'shared-events/contracts';
import { fakeApi } from 'shared-events/testing';
import { makeRoom, player, shownToasts } from '../test/room.fixtures';
import { useJoinRoom } from './use-join-room';
import { QueryProvider } from 'shared-events/query';

beforeAll(() => import('./PasswordPromptDialog'));

function JoinButton({ room, onJoined }: { room: Room; onJoined: (room: Room) => void }) {
  const { join, prompt } = useJoinRoom(onJoined);
  return (
    <>
      <button onClick={() => join(room)}>Join</button>
      {prompt}
    </>
  );
}

const locked = makeRoom(7, { roomMembers: [3], hasPassword: true, roomPassword: true });

// Issue #13: room passwords are throttled per user, and hashing is shared fairly; the player reads why in the server's words.
test.each([
  ['TOO_MANY_ROOM_PASSWORD_ATTEMPTS', 'Too many incorrect room password attempts. Please try again in 15 minutes.', '900'],
  ['TOO_MANY_CONCURRENT_PASSWORD_CHECKS', 'Too many password checks at once. Please try again in 1 second.', '1'],
])('a 429 %s on a password join shows the server’s message and joins nothing', async (code, message, retryAfter) => {
  const sent = fakeApi({ 'POST /api/rooms/7/join': () => ({ status: 429, body: { code, message }, headers: { 'retry-after': retryAfter } }) });
  logIn('token', player);
  const onJoined = jest.fn();
  const events = userEvent.setup();
  render(
    <QueryProvider>
      <JoinButton room={locked} onJoined={onJoined} />
    </QueryProvider>,
  );

  await events.click(screen.getByRole('button', { name: 'Join' }));
  const dialog = await screen.findByRole('dialog', { name: 'Join Room #12-007' });
  await events.type(within(dialog).getByLabelText('Room password'), 'guess{Enter}');

  await waitFor(() => expect(shownToasts()).toEqual([['error', message]]));
  expect(sent.map((request) => request.body)).toEqual([{ password: 'guess' }]);
  expect(onJoined).not.toHaveBeenCalled();
});
