import { logOut, restoreSession, sessionStore, updateUser } from 'shared-events';
import type { ProfileResponse } from 'shared-events/contracts';
import { followBalance } from './follow-balance';
import { followLiveUpdatesStopped } from './live-updates-stopped';
import { followSessionEndings } from './session-endings';

/** The HTTP client, bus and socket load with the first session, not with a visitor's first page. */
const loadFullClient = () => import('shared-events');

async function confirmWithServer(): Promise<void> {
  const { http } = await loadFullClient();
  try {
    const { data } = await http.get<ProfileResponse>('/api/users/profile');
    updateUser(data.user ?? data);
  } catch {
    // A 401 has already ended the session in the HTTP client; other failures keep the stored user.
    if (!sessionStore.getState().token) logOut();
  }
}

/**
 * Restores the stored session and confirms it with the server before the header shows who is logged in,
 * then keeps the page's one socket open while a session exists, and ends it here when it ends elsewhere.
 */
export async function startSession(): Promise<void> {
  sessionStore.setState({ status: 'loading' });
  const restored = restoreSession();
  if (restored.token) {
    sessionStore.setState({ status: 'loading' });
    await confirmWithServer();
    sessionStore.setState({ status: 'ready' });
  }
  const startRealtimeOnce = async () => {
    unsubscribe();
    const client = await loadFullClient();
    client.startRealtime();
    followSessionEndings(client.eventBus);
    followBalance(client.eventBus);
    followLiveUpdatesStopped(client.eventBus);
  };
  const unsubscribe = sessionStore.subscribe((state) => {
    if (state.token) void startRealtimeOnce();
  });
  if (sessionStore.getState().token) void startRealtimeOnce();
}
