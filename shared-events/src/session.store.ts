import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SessionUser } from './contracts/api';

export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

export type SessionStatus = 'loading' | 'ready';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
}

/** The one session of the page. Everything that needs the user reads it here. */
export const sessionStore = createStore<SessionState>(() => ({ status: 'loading', token: null, user: null }));

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Restores the session from local storage; an unparsable user clears both entries (SPEC §4). */
export function restoreSession(): SessionState {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const rawUser = store?.getItem(USER_KEY) ?? null;
  let user: SessionUser | null = null;
  if (rawUser) {
    try {
      user = JSON.parse(rawUser) as SessionUser;
      if (!user || typeof user !== 'object' || typeof user.username !== 'string') throw new Error('bad user');
    } catch {
      store?.removeItem(TOKEN_KEY);
      store?.removeItem(USER_KEY);
      sessionStore.setState({ status: 'ready', token: null, user: null });
      return sessionStore.getState();
    }
  }
  const restored = token && user ? { token, user } : { token: null, user: null };
  if (!restored.token) {
    store?.removeItem(TOKEN_KEY);
    store?.removeItem(USER_KEY);
  }
  sessionStore.setState({ status: 'ready', ...restored });
  return sessionStore.getState();
}

export function logIn(token: string, user: SessionUser): void {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(USER_KEY, JSON.stringify(user));
  sessionStore.setState({ status: 'ready', token, user });
}

export function updateUser(patch: Partial<SessionUser>): void {
  const { user } = sessionStore.getState();
  if (!user) return;
  const next = { ...user, ...patch };
  storage()?.setItem(USER_KEY, JSON.stringify(next));
  sessionStore.setState({ user: next });
}

export function logOut(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
  sessionStore.setState({ status: 'ready', token: null, user: null });
}

/** The session another tab stored, when it holds a token and a readable user; nothing is cleared here. */
function storedSession(): { token: string; user: SessionUser } | undefined {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY);
  const rawUser = store?.getItem(USER_KEY);
  if (!token || !rawUser) return undefined;
  try {
    const user = JSON.parse(rawUser) as SessionUser;
    return user && typeof user === 'object' && typeof user.username === 'string' ? { token, user } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tabs of a browser share one session through localStorage: when another tab logs out, or its session is revoked,
 * this one ends too, and `onEnded` runs (e.g. to go home); when another tab signs in again (a password change gives
 * it a new token), this one takes the new token and stays signed in. Storage is left alone here: the other tab
 * wrote it. Returns the function that stops following.
 */
export function followOtherTabs(onEnded: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    const tokenRemoved = event.key === null || (event.key === TOKEN_KEY && event.newValue === null);
    if (tokenRemoved) {
      if (sessionStore.getState().token === null) return;
      sessionStore.setState({ status: 'ready', token: null, user: null });
      onEnded();
      return;
    }
    if (event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    const stored = storedSession();
    if (stored && stored.token !== sessionStore.getState().token) sessionStore.setState({ status: 'ready', ...stored });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
