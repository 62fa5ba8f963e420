import { useEffect, useReducer } from 'react';

export interface CarouselState {
  index: number;
  /** Slides whose image has been asked for; an image, once requested, stays mounted. */
  requested: readonly number[];
}

export type CarouselAction = { type: 'next' } | { type: 'previous' } | { type: 'goTo'; index: number };

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Only the shown slide and the one after it load up front, so a first visit stays light. */
export function eagerSlides(index: number, count: number): number[] {
  return count > 1 ? [index, wrapIndex(index + 1, count)] : [index];
}

export function initialCarouselState(count: number): CarouselState {
  return { index: 0, requested: eagerSlides(0, count) };
}

export function reduceCarousel(state: CarouselState, action: CarouselAction, count: number): CarouselState {
  const target = action.type === 'next' ? state.index + 1 : action.type === 'previous' ? state.index - 1 : action.index;
  const index = wrapIndex(target, count);
  if (index === state.index) return state;
  const added = eagerSlides(index, count).filter((slide) => !state.requested.includes(slide));
  return { index, requested: added.length ? [...state.requested, ...added] : state.requested };
}

/** Auto-advances every `intervalMs`, wrapping around; a manual move restarts the wait for the next one. */
export function useCarousel(count: number, intervalMs: number) {
  const [state, dispatch] = useReducer(
    (current: CarouselState, action: CarouselAction) => reduceCarousel(current, action, count),
    count,
    initialCarouselState,
  );
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => dispatch({ type: 'next' }), intervalMs);
    return () => clearTimeout(timer);
  }, [state.index, count, intervalMs]);
  return {
    index: state.index,
    isRequested: (slide: number) => state.requested.includes(slide),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    goTo: (slide: number) => dispatch({ type: 'goTo', index: slide }),
  };
}
