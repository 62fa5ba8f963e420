import { act, renderHook } from '@testing-library/react';
import { useSecondsClock } from './use-seconds-clock';

afterEach(() => jest.useRealTimers());

it('reads the whole second, then moves on each wall-clock second for every caller at once', () => {
  jest.useFakeTimers({ now: 10_400 });
  const first = renderHook(() => useSecondsClock());
  const second = renderHook(() => useSecondsClock());
  expect(first.result.current).toBe(10_000);
  act(() => jest.advanceTimersByTime(599));
  expect(first.result.current).toBe(10_000);
  act(() => jest.advanceTimersByTime(1));
  expect([first.result.current, second.result.current]).toEqual([11_000, 11_000]);
  act(() => jest.advanceTimersByTime(2000));
  expect(second.result.current).toBe(13_000);
  first.unmount();
  second.unmount();
  // Nobody listens: no timer is left running.
  expect(jest.getTimerCount()).toBe(0);
});
