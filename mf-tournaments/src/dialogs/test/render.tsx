import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore, type Toast } from 'shared-ui';
import { QueryProvider } from 'shared-events/query';

/** Renders inside the page's query cache, as every remote root does. */
export function renderWithCache(ui: ReactElement) {
  return render(<QueryProvider>{ui}</QueryProvider>);
}

export const toasts = (): Pick<Toast, 'severity' | 'message'>[] =>
  toastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

/** With fake timers: MUI's transitions finish on timers, so time moves inside act. */
export const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
export const fakeTimerUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
