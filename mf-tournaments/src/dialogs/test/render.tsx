import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore, type Toast } from 'shared-ui';
import { renderAt } from 'shared-ui/testing';

/** Renders inside the page's query cache and a router at `path`, as App and every widget root do. */
export function renderWithCache(ui: ReactElement, path = '/tournaments') {
  return renderAt(ui, path);
}

export const toasts = (): Pick<Toast, 'severity' | 'message'>[] =>
  toastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

/** With fake timers: MUI's transitions finish on timers, so time moves inside act. */
export const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
export const fakeTimerUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
