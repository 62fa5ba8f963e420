/**
 * The one way every part of the page moves between screens: the History API, observed by the shell and by each
 * remote. single-spa (urlRerouteOnly) turns a pushState that changes the URL into a popstate; the page's own event
 * covers a navigation to the same URL with new state.
 */
const NAVIGATE_EVENT = 'poker:navigate';

export interface PageLocation {
  pathname: string;
  search: string;
  /** What the screen that navigated here handed over (e.g. the e-mail to verify); `undefined` on a fresh load. */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What this module keeps in `history.state`: the caller's state under one key, so other writers cannot clash. */
interface HistoryEntry {
  pokerState?: unknown;
}

export function navigate(to: string, { replace = false, state }: NavigateOptions = {}): void {
  const entry: HistoryEntry = { pokerState: state };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

let snapshot: PageLocation | undefined;
let snapshotKey: { href: string; entry: unknown } | undefined;

/** The current location, the same object until it changes (as React's external-store reads require). */
export function currentLocation(): PageLocation {
  const { href, pathname, search } = window.location;
  const entry: unknown = window.history.state;
  if (!snapshot || snapshotKey?.href !== href || snapshotKey.entry !== entry) {
    const state = entry && typeof entry === 'object' ? (entry as HistoryEntry).pokerState : undefined;
    snapshot = { pathname, search, state };
    snapshotKey = { href, entry };
  }
  return snapshot;
}
