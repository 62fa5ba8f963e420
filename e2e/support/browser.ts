import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** Collects uncaught page errors so a test can assert the page stayed healthy. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Counts React renderers and open websockets from inside the page: every copy of react-dom registers itself
 * with the devtools hook once, and every WebSocket goes through the constructor.
 */
export const PAGE_PROBES = `
  window.__reactRenderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject(renderer) { window.__reactRenderers += 1; this.renderers.set(window.__reactRenderers, renderer); return window.__reactRenderers; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {}, on() {}, off() {}, sub() { return () => {}; }, emit() {},
  };
  window.__openSockets = 0;
  window.__socketsCreated = 0;
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      window.__socketsCreated += 1;
      this.addEventListener('open', () => (window.__openSockets += 1));
      this.addEventListener('close', () => (window.__openSockets -= 1));
    }
  };
`;
