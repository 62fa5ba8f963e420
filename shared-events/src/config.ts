/** Where the API lives. Same origin by default; a deployment may set `window.__POKER_CONFIG__.apiBase`. */
interface PokerConfig {
  apiBase?: string;
}

declare global {
  interface Window {
    __POKER_CONFIG__?: PokerConfig;
  }
}

export function apiBase(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__POKER_CONFIG__?.apiBase;
  return (configured ?? '').replace(/\/$/, '');
}

/** Avatar and banner paths are server paths; prefix them with the API base. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiBase()}${path.startsWith('/') ? '' : '/'}${path}`;
}
