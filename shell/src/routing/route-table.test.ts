import { resolveRoute } from './route-table';

describe('resolveRoute', () => {
  it.each([
    ['/', 'page', 'landing'],
    ['/login', 'remote', 'mf_auth'],
    ['/email-verification', 'remote', 'mf_auth'],
    ['/profile', 'remote', 'mf_auth'],
    ['/tournaments', 'remote', 'mf_tournaments'],
    ['/tournaments/12', 'remote', 'mf_tournaments'],
    ['/tournaments/12/rooms', 'remote', 'mf_rooms'],
    ['/gamestage/3', 'remote', 'mf_rooms'],
    ['/game/7', 'remote', 'mf_rooms'],
    ['/hand-history', 'remote', 'mf_rooms'],
    ['/learn', 'page', 'learn'],
    ['/nowhere', 'page', 'not-found'],
    ['/tournaments/1/rooms/extra', 'page', 'not-found'],
  ])('%s → %s %s', (path, kind, name) => {
    const { target } = resolveRoute(path);
    expect(target.kind).toBe(kind);
    expect(target.kind === 'remote' ? target.remote : target.page).toBe(name);
  });

  it('puts auth screens and the 404 outside the shared layout', () => {
    expect(resolveRoute('/login').layout).toBe('bare');
    expect(resolveRoute('/register').layout).toBe('bare');
    expect(resolveRoute('/nope').layout).toBe('bare');
    expect(resolveRoute('/tournaments').layout).toBe('shared');
  });
});
