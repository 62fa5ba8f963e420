import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App';

test('renders the screen of its first route', () => {
  render(
    <MemoryRouter initialEntries={['/tournaments']}>
      <App />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Tournament Lobby' })).toBeInTheDocument();
});
