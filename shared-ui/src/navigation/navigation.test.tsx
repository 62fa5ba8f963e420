import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Navigate, compareRouteSpecificity, matchPath, navigate, useLocation } from './index';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}|${JSON.stringify(location.state ?? null)}`}</output>;
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('matchPath', () => {
  it('matches whole paths and names the parameter segments', () => {
    expect(matchPath('/game/:roomId', '/game/12')).toEqual({ roomId: '12' });
    expect(matchPath('/tournaments/:tournamentId/rooms', '/tournaments/7/rooms/')).toEqual({ tournamentId: '7' });
    expect(matchPath('/login', '/login')).toEqual({});
    expect(matchPath('/tournaments/:id', '/tournaments/a%20b')).toEqual({ id: 'a b' });
  });

  it('refuses other lengths, other static segments and undecodable segments', () => {
    expect(matchPath('/game/:roomId', '/game')).toBeUndefined();
    expect(matchPath('/game/:roomId', '/game/1/2')).toBeUndefined();
    expect(matchPath('/tournaments/:id/rooms', '/tournaments/1/players')).toBeUndefined();
    expect(matchPath('/game/:roomId', '/game/%E0%A4%A')).toBeUndefined();
  });
});

describe('compareRouteSpecificity', () => {
  it('orders fixed segments first, then shorter patterns, and keeps equal patterns equal', () => {
    expect(compareRouteSpecificity('/a/b', '/a/:id')).toBeLessThan(0);
    expect(compareRouteSpecificity('/:id/b', '/a/:id')).toBeGreaterThan(0);
    expect(compareRouteSpecificity('/a', '/a/b')).toBeLessThan(0);
    expect(compareRouteSpecificity('/a/:x', '/a/:y')).toBe(0);
  });
});

describe('navigation', () => {
  it('moves to a screen with the state the caller hands over, and back', async () => {
    render(<Where />);
    act(() => navigate('/email-verification', { state: { email: 'rita@example.com' } }));
    expect(screen.getByRole('status')).toHaveTextContent('/email-verification|{"email":"rita@example.com"}');
    const wentBack = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await act(() => wentBack);
    expect(screen.getByRole('status')).toHaveTextContent('/|null');
  });

  it('follows a plain click on a Link without reloading, and leaves a modified click to the browser', () => {
    render(
      <>
        <Link to="/tournaments" state={{ from: 'test' }}>
          Tournaments
        </Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Tournaments' });
    expect(link).toHaveAttribute('href', '/tournaments');
    fireEvent.click(link, { ctrlKey: true });
    expect(window.location.pathname).toBe('/');
    fireEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('/tournaments|{"from":"test"}');
  });

  it('replaces the current entry when a screen redirects', () => {
    window.history.pushState(null, '', '/profile');
    const length = window.history.length;
    render(<Navigate to="/login" />);
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(length);
  });
});
