import { logIn, type SessionUser } from 'shared-events';
import { toastStore } from 'shared-ui';
import { renderAt, type RouterEntry } from 'shared-ui/testing';
import { App } from '../../App';
import { PLAYER } from './test-room';

/**
 * Room page tests: signs `user` in and opens /game/{roomId} through the module's router, with any handed-over state
 * and the screens visited before (`history`).
 */
export function renderRoomPage(
  roomId: number | string,
  { user = PLAYER, state, history }: { user?: SessionUser; state?: unknown; history?: readonly RouterEntry[] } = {},
) {
  logIn('token', user);
  return renderAt(<App />, `/game/${roomId}`, state, history);
}

export const toastMessages = () => toastStore.getState().toasts.map((toast) => toast.message);
