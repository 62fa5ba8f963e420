import { eventBus } from 'shared-events';
import { toastStore } from 'shared-ui';
import { followLiveUpdatesStopped, LIVE_UPDATES_STOPPED } from './live-updates-stopped';

const shown = () => toastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

beforeEach(() => toastStore.setState({ toasts: [] }));

test('says why live updates stopped when the server replaces or throttles this tab’s socket', () => {
  const stop = followLiveUpdatesStopped(eventBus);
  eventBus.emit('connection:replaced', { reason: 'too-many-connections', limit: 10 });
  eventBus.emit('connection:throttled', { reason: 'too-many-packets', packetsPerSecond: 50, burst: 100 });
  expect(shown()).toEqual([
    { severity: 'warning', message: LIVE_UPDATES_STOPPED.replaced },
    { severity: 'warning', message: LIVE_UPDATES_STOPPED.throttled },
  ]);
  stop();
  eventBus.emit('connection:replaced', { reason: 'too-many-connections', limit: 10 });
  expect(shown()).toHaveLength(2);
});
