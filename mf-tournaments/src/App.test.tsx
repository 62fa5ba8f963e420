import { render, screen } from '@testing-library/react';
import { fakeApi } from 'shared-events/testing';
import { navigate } from 'shared-ui';
import { App } from './App';
import { tournament } from './dialogs/test/fixtures';
import { QueryProvider } from 'shared-events/query';

test('/tournaments shows the lobby list with the tournaments of the API', async () => {
  fakeApi({ 'GET /api/users/tournaments': () => ({ status: 200, body: [tournament({ name: 'Midnight Turbo' })] }) });
  navigate('/tournaments', { replace: true });
  render(<App />, { wrapper: QueryProvider });
  expect(await screen.findByRole('heading', { name: 'Tournament Lobby' })).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: /Midnight Turbo/ })).toBeInTheDocument();
});
