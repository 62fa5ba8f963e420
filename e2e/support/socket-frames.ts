import type { Page } from 'playwright-core';

/** The text frames a page's websockets sent and received, and a way to wait for one it sends. */
export interface SocketFrames {
  sent: string[];
  received: string[];
  /** Resolves once the page has sent a frame matching `pattern` (at once if it already has). */
  waitForSent: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
}

/** Records a page's websocket frames from now on: call it before the page opens its socket. */
export function recordSocketFrames(page: Page): SocketFrames {
  const sent: string[] = [];
  const received: string[] = [];
  const waiters = new Set<() => void>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      sent.push(String(payload));
      waiters.forEach((wake) => wake());
    });
    socket.on('framereceived', ({ payload }) => received.push(String(payload)));
  });

  function waitForSent(pattern: RegExp, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!sent.some((frame) => pattern.test(frame))) return;
        finish();
        resolve();
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`the page sent no frame matching ${pattern} within ${timeoutMs} ms`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return { sent, received, waitForSent };
}
