import { render, screen } from '@testing-library/react';
import { navigate } from 'shared-ui';
import { App } from './App';

test('renders the screen of its first route', () => {
  navigate('/tournaments/1/rooms', { replace: true });
  render(<App />);
  expect(screen.getByRole('heading', { name: 'Tournament Rooms' })).toBeInTheDocument();
});
