import { act, renderHook } from '@testing-library/react';
import { eagerSlides, initialCarouselState, reduceCarousel, useCarousel, wrapIndex } from './carousel';

describe('carousel rules', () => {
  it('wraps an index around both ends', () => {
    expect(wrapIndex(7, 7)).toBe(0);
    expect(wrapIndex(-1, 7)).toBe(6);
    expect(wrapIndex(3, 7)).toBe(3);
  });

  it('requests the shown slide and the next one up front', () => {
    expect(eagerSlides(0, 7)).toEqual([0, 1]);
    expect(eagerSlides(6, 7)).toEqual([6, 0]);
    expect(initialCarouselState(7)).toEqual({ index: 0, requested: [0, 1] });
  });

  it('moves next, previous and to a slide, adding what must now load', () => {
    const start = initialCarouselState(7);
    expect(reduceCarousel(start, { type: 'next' }, 7)).toEqual({ index: 1, requested: [0, 1, 2] });
    expect(reduceCarousel(start, { type: 'previous' }, 7)).toEqual({ index: 6, requested: [0, 1, 6] });
    expect(reduceCarousel(start, { type: 'goTo', index: 4 }, 7)).toEqual({ index: 4, requested: [0, 1, 4, 5] });
    expect(reduceCarousel(start, { type: 'goTo', index: 0 }, 7)).toBe(start);
  });
});

describe('useCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every interval and wraps after the last slide', () => {
    const { result } = renderHook(() => useCarousel(3, 4000));
    act(() => jest.advanceTimersByTime(3999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
  });

  it('restarts the wait after a manual move', () => {
    const { result } = renderHook(() => useCarousel(7, 5000));
    act(() => jest.advanceTimersByTime(4000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(6);
    expect(result.current.isRequested(6)).toBe(true);
    expect(result.current.isRequested(3)).toBe(false);
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.index).toBe(6);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
  });
});
