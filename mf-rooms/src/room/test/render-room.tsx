import { render } from '@testing-library/react';
import { logIn, type SessionUser } from 'shared-events';
import { navigate, toastStore } from 'shared-ui';
import { App } from '../../App';
import { PLAYER } from './test-room';
import { QueryProvider } from 'shared-events/query';

/** Room page tests: signs `user` in and opens /game/{roomId} through the module's router, with any handed-over state. */
export function renderRoomPage(roomId: number | string, { user = PLAYER, state }: { user?: SessionUser; state?: unknown } = {}) {
  logIn('token', user);
  navigate(`/game/${roomId}`, { replace: true, state });
  return render(<App />, { wrapper: QueryProvider });
}

export const toastMessages = () => toastStore.getState().toasts.map((toast) => toast.message);
