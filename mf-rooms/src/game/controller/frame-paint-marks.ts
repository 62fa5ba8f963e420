import { useEffect } from 'react';

/**
 * A User Timing mark, `table-paint`, once the view a table frame led to has been painted (the task after the next
 * animation frame), with the frame's channel seq as its detail: for the browser's performance tools, and for the
 * browser test that reports how long a frame takes from the socket to the screen.
 */
export const PAINT_MARK = 'table-paint';

/** Marks the paint of each new view, by the seq of the frame that brought it. */
export function usePaintMark(seq: number): void {
  useEffect(() => {
    if (seq <= 0 || typeof performance?.mark !== 'function' || typeof requestAnimationFrame !== 'function') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => performance.mark(PAINT_MARK, { detail: seq }));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [seq]);
}
