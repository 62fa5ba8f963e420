import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { defaultBlindStructure, type TournamentDetail } from 'shared-events/contracts';
import { renderApp, location } from '../test/render-app';
import { admin, tournament, tournamentPage } from '../test/fixtures';

const user = userEvent.setup();
const BANNER = '/api/uploads/banners/0123456789abcdef0123456789abcdef.webp';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'night.png', { type: 'image/png' });
const chooser = () => screen.getByLabelText('Banner image');
const sentBody = (sent: { route: string; body: unknown }[], route: string) => sent.find((request) => request.route === route)?.body;

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs an address for the file.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => logIn('token', admin));

async function newTournament(routes: Parameters<typeof fakeApi>[0]) {
  const sent = fakeApi({
    'POST /api/admin/tournaments': (body) => ({ status: 201, body: tournament(77, body as object) }),
    'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([]) }),
    ...routes,
  });
  await renderApp('/admin/tournaments/new');
  await screen.findByRole('heading', { name: 'New tournament' }, { timeout: 5000 });
  await user.type(screen.getByLabelText('Name'), 'Night Cup');
  return sent;
}

describe('the banner of a tournament', () => {
  it('previews the chosen image at the lobby’s and the page’s shapes at once, uploads it, and saves its path', async () => {
    const reply = deferredReply();
    const sent = await newTournament({ 'POST /api/admin/banners': reply.handler });
    expect(screen.queryByRole('img', { name: 'Banner in the lobby' })).not.toBeInTheDocument();
    const file = png();
    await user.upload(chooser(), file);

    expect(screen.getByRole('img', { name: 'Banner in the lobby' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('img', { name: 'Banner on the tournament page' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('progressbar', { name: 'Banner upload progress' })).toBeInTheDocument();
    // The tournament waits for the banner's path before it saves.
    expect(screen.getByRole('button', { name: 'Create tournament' })).toBeDisabled();
    expect((sentBody(sent, 'POST /api/admin/banners') as FormData).get('banner')).toBe(file);

    reply.release({ status: 201, body: { banner: BANNER } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create tournament' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/tournaments'));
    expect(sentBody(sent, 'POST /api/admin/tournaments')).toMatchObject({ name: 'Night Cup', banner: BANNER });
  });

  it('says why the server refused an image, and keeps no banner', async () => {
    const sent = await newTournament({
      'POST /api/admin/banners': () => ({
        status: 400,
        body: { code: 'IMAGE_TOO_LARGE', message: 'Please select an image file.', error: 'The image must be at most 1 MB.' },
      }),
    });
    await user.upload(chooser(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 1 MB.');
    expect(screen.queryByRole('img', { name: 'Banner in the lobby' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/tournaments'));
    expect(sentBody(sent, 'POST /api/admin/tournaments')).toMatchObject({ banner: null });
  });

  it('shows the banner a tournament has, and removes it', async () => {
    const detail: TournamentDetail = {
      ...tournament(5, { name: 'Bannered Cup', banner: BANNER }),
      Registrations: [],
      blindStructure: defaultBlindStructure(1500),
    };
    const sent = fakeApi({
      'GET /api/tournaments/5': () => ({ status: 200, body: detail }),
      'PUT /api/admin/tournaments/5': (body) => ({ status: 200, body: tournament(5, body as object) }),
      'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([]) }),
    });
    await renderApp('/admin/tournaments/5/edit');
    expect(await screen.findByRole('img', { name: 'Banner in the lobby' }, { timeout: 5000 })).toHaveAttribute('src', BANNER);
    await user.click(screen.getByRole('button', { name: 'Remove banner' }));
    expect(screen.queryByRole('img', { name: 'Banner in the lobby' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/tournaments'));
    expect(sentBody(sent, 'PUT /api/admin/tournaments/5')).toMatchObject({ name: 'Bannered Cup', banner: null });
  });
});
