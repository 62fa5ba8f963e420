import { sessionStore } from 'shared-events';
import { restoreApi } from 'shared-events/testing';
import { toastStore } from 'shared-ui';
import { queryClient } from '../api/query-client';

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
