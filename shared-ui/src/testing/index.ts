import { sessionStore } from 'shared-events';
import { queryClient } from 'shared-events/query';
import { restoreApi } from 'shared-events/testing';
import { toastStore } from '../toast/toast.store';

/**
 * The page-wide state every module's component tests start from: signed out and ready, no toast, an empty
 * localStorage, an empty query cache, the real API and real timers after each test.
 */
export function resetPageStateAroundEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ status: 'ready', token: null, user: null });
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    queryClient.clear();
    restoreApi();
    jest.useRealTimers();
  });
}

export { routerAt, renderAt, currentLocation, navigateTo, type RouterEntry } from './router';
