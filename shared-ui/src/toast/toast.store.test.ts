import { toast, toastStore } from './toast.store';

const shown = () => toastStore.getState().toasts.map(({ severity, message }) => `${severity}: ${message}`);

beforeEach(() => toastStore.setState({ toasts: [] }));

test('a toast on a topic replaces the stale ones on that topic and leaves the others', () => {
  toast.error('Please verify your email before logging in.', { topic: 'sign-in' });
  toast.info('Tournament starts in 10 minutes');
  toast.success('Email verified successfully! You can now log in.', { topic: 'sign-in' });
  expect(shown()).toEqual(['info: Tournament starts in 10 minutes', 'success: Email verified successfully! You can now log in.']);
});

test('toasts without a topic stack up to four, and keep their duration', () => {
  for (const message of ['one', 'two', 'three', 'four', 'five']) toast.error(message);
  toast.success('saved', { durationMs: 9000 });
  expect(shown()).toEqual(['error: three', 'error: four', 'error: five', 'success: saved']);
  expect(toastStore.getState().toasts.at(-1)?.durationMs).toBe(9000);
});
