import { sessionStore } from 'shared-events';
import { toastStore } from 'shared-ui';
import { restoreApi } from 'shared-events/testing';

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: 'ready', token: null, user: null });
  toastStore.setState({ toasts: [] });
});

afterEach(() => {
  restoreApi();
});
