import { screen } from '@testing-library/react';
import { fakeApi } from 'shared-events/testing';
import { renderAt } from 'shared-ui/testing';
import { App } from './App';
import { tournament } from './dialogs/test/fixtures';

test('/tournaments shows the lobby list with the tournaments of the API', async () => {
  fakeApi({ 'GET /api/users/tournaments': () => ({ status: 200, body: [tournament({ name: 'Midnight Turbo' })] }) });
  renderAt(<App />, '/tournaments');
  expect(await screen.findByRole('heading', { name: 'Tournament Lobby' })).toBeInTheDocument();
  expect(await screen.findByRole('rowheader', { name: /Midnight Turbo/ })).toBeInTheDocument();
});
