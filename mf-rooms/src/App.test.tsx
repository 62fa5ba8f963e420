import { render, screen } from '@testing-library/react';
import { navigate } from 'shared-ui';
import { App } from './App';

test('renders the screen of its first route', async () => {
  navigate('/tournaments/1/rooms', { replace: true });
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Tournament Rooms' })).toBeInTheDocument();
});
