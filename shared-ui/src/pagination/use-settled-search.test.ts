import { act, renderHook } from '@testing-library/react';
import { SEARCH_SETTLE_MS, useSettledSearch } from './use-settled-search';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows what is typed at once and settles the last text once the typing pauses, not each key', () => {
  const settle = jest.fn();
  const { result, rerender } = renderHook(({ current }) => useSettledSearch(current, settle), { initialProps: { current: '' } });
  act(() => result.current[1]('r'));
  act(() => jest.advanceTimersByTime(SEARCH_SETTLE_MS - 1));
  act(() => result.current[1]('ri'));
  expect(result.current[0]).toBe('ri');
  act(() => jest.advanceTimersByTime(SEARCH_SETTLE_MS - 1));
  expect(settle).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(settle).toHaveBeenCalledTimes(1);
  expect(settle).toHaveBeenCalledWith('ri');

  // Once the search in force is the text typed, nothing more is settled.
  rerender({ current: 'ri' });
  act(() => jest.advanceTimersByTime(10 * SEARCH_SETTLE_MS));
  expect(settle).toHaveBeenCalledTimes(1);
});

it('settles nothing while the box holds the search in force', () => {
  const settle = jest.fn();
  const { result } = renderHook(() => useSettledSearch('river', settle));
  expect(result.current[0]).toBe('river');
  act(() => jest.advanceTimersByTime(10 * SEARCH_SETTLE_MS));
  expect(settle).not.toHaveBeenCalled();
});
