import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, logOut, sessionStore } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { renderApp, toastMessages } from '../test/render-app';
import { SIGNED_IN_USER } from './test-user';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
const chooser = () => screen.getByLabelText('Avatar image');

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a distinct address per file.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => logIn('token-1', SIGNED_IN_USER));

test('shows the initials while the user has no avatar, and the stored avatar from the API host', async () => {
  await renderApp('/profile');
  expect(screen.getByText('RI')).toBeInTheDocument();
  act(() => sessionStore.setState({ user: { ...SIGNED_IN_USER, avatar: '/api/uploads/avatars/a.png' } }));
  expect(await screen.findByRole('img', { name: 'river_rat avatar' })).toHaveAttribute('src', '/api/uploads/avatars/a.png');
});

test('refuses a file that is not an image and sends nothing', async () => {
  const sent = fakeApi({});
  const user = userEvent.setup({ applyAccept: false });
  await renderApp('/profile');
  await user.upload(chooser(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file.');
  expect(screen.queryByRole('button', { name: 'Upload Avatar' })).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('previews the chosen image, uploads it as the avatar field with a busy label, and updates the session user', async () => {
  const reply = deferredReply();
  const sent = fakeApi({ 'PUT /api/users/avatar': reply.handler });
  const user = userEvent.setup();
  await renderApp('/profile');
  const file = png();
  await user.upload(chooser(), file);
  expect(await screen.findByRole('img', { name: 'New avatar preview' })).toHaveAttribute('src', 'blob:preview');
  await user.click(screen.getByRole('button', { name: 'Upload Avatar' }));

  expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Choose Image' })).toBeDisabled();
  expect(sent).toHaveLength(1);
  expect(sent[0].route).toBe('PUT /api/users/avatar');
  expect((sent[0].body as FormData).get('avatar')).toBe(file);
  const avatar = '/api/uploads/avatars/0123456789abcdef0123456789abcdef.png';
  reply.release({ status: 200, body: { avatar, user: { ...SIGNED_IN_USER, avatar } } });

  expect(await screen.findByRole('img', { name: 'river_rat avatar' })).toHaveAttribute('src', avatar);
  expect(sessionStore.getState().user?.avatar).toBe(avatar);
  expect(screen.queryByRole('button', { name: 'Upload Avatar' })).not.toBeInTheDocument();
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Avatar updated successfully.' }]);
});

test('shows how much of the image is sent, from the progress the browser reports, until the server answers', async () => {
  const reply = deferredReply();
  let reportSent: (loaded: number) => void = () => undefined;
  fakeApi({
    'PUT /api/users/avatar': (_body, _request, config) => {
      reportSent = (loaded) =>
        config.onUploadProgress?.({ loaded, total: 4, progress: loaded / 4, bytes: loaded, lengthComputable: true, upload: true });
      return reply.handler();
    },
  });
  const user = userEvent.setup();
  await renderApp('/profile');
  expect(screen.queryByRole('progressbar', { name: 'Avatar upload progress' })).not.toBeInTheDocument();
  await user.upload(chooser(), png());
  await user.click(screen.getByRole('button', { name: 'Upload Avatar' }));

  const bar = await screen.findByRole('progressbar', { name: 'Avatar upload progress' });
  expect(bar).not.toHaveAttribute('aria-valuenow');
  act(() => reportSent(1));
  expect(bar).toHaveAttribute('aria-valuenow', '25');
  act(() => reportSent(4));
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  await act(async () => reply.release({ status: 200, body: { avatar: null, user: SIGNED_IN_USER } }));
  expect(screen.queryByRole('progressbar', { name: 'Avatar upload progress' })).not.toBeInTheDocument();
});

test("shows the server's reason for a refused image, else the spec's fallback", async () => {
  let reply: { status: number; body?: unknown } = {
    status: 400,
    body: { code: 'IMAGE_TOO_LARGE', message: 'Please select an image file.', error: 'The image must be at most 2 MB.' },
  };
  fakeApi({ 'PUT /api/users/avatar': () => reply });
  const user = userEvent.setup();
  await renderApp('/profile');
  await user.upload(chooser(), png());
  await user.click(screen.getByRole('button', { name: 'Upload Avatar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 2 MB.');

  reply = { status: 500 };
  await user.click(screen.getByRole('button', { name: 'Upload Avatar' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update avatar.'));
  expect(sessionStore.getState().user?.avatar).toBeNull();
});

test('a visitor without a session is told to log in, and nothing is sent', async () => {
  const sent = fakeApi({});
  const user = userEvent.setup();
  await renderApp('/profile');
  await user.upload(chooser(), png());
  act(() => logOut());
  await user.click(screen.getByRole('button', { name: 'Upload Avatar' }));
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'You must be logged in to update your avatar.' }]));
  expect(sent).toEqual([]);
});
