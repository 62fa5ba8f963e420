import { sessionStore } from 'shared-events';
import { restoreApi } from 'shared-events/testing';
import { toastStore } from '../toast/toast.store';

/**
 * The page-wide state every module's component tests start from: signed out and ready, no toast, an empty
 * localStorage, the real API and real timers after each test. `afterEach` adds a module's own cleanup (its query cache).
 */
export function resetPageStateAroundEachTest({ afterEach: cleanup }: { afterEach?: () => void } = {}): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ status: 'ready', token: null, user: null });
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    cleanup?.();
    restoreApi();
    jest.useRealTimers();
  });
}

export { routerAt, renderAt, currentLocation, navigateTo, type RouterEntry } from './router';
