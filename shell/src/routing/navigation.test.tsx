import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, navigate, usePathname } from './navigation';

function Where() {
  return <p>at {usePathname()}</p>;
}

beforeEach(() => window.history.replaceState(null, '', '/'));

test('Link navigates without a reload and the pathname follows', async () => {
  render(
    <>
      <Link to="/tournaments">Tournaments</Link>
      <Where />
    </>,
  );
  expect(screen.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/tournaments');
  await userEvent.click(screen.getByRole('link', { name: 'Tournaments' }));
  expect(window.location.pathname).toBe('/tournaments');
  expect(screen.getByText('at /tournaments')).toBeInTheDocument();
});

test('back/forward (popstate) and programmatic navigation update subscribers', () => {
  render(<Where />);
  act(() => navigate('/learn'));
  expect(screen.getByText('at /learn')).toBeInTheDocument();
  act(() => {
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.getByText('at /about')).toBeInTheDocument();
});

test('Navigate replaces the current entry', () => {
  const before = window.history.length;
  render(
    <>
      <Navigate to="/login" />
      <Where />
    </>,
  );
  expect(window.location.pathname).toBe('/login');
  expect(window.history.length).toBe(before);
});
