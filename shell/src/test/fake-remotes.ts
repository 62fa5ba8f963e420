/** Answers the shell's fetches of /remotes.json and routes.json files, as a server and remote hosts would. */
export type FakeFiles = Record<string, unknown>;

export interface FakeFetch {
  /** Every URL asked for, in order. */
  requested: string[];
  /** Answers the held URL now (see `hold`). */
  release: (url: string) => void;
}

/**
 * Installs `fetch` over a table of absolute or root-relative URLs. An URL listed in `hold` waits for `release`,
 * so a test can look at the page while a file is still on its way; an unlisted URL answers 404.
 */
export function fakeFetch(files: FakeFiles, hold: string[] = []): FakeFetch {
  const requested: string[] = [];
  const waiting = new Map<string, () => void>();
  const answer = (url: string) =>
    url in files ? { ok: true, status: 200, json: async () => files[url] } : { ok: false, status: 404, json: async () => ({ message: 'Not found' }) };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    if (hold.includes(url)) await new Promise<void>((resolve) => waiting.set(url, resolve));
    return answer(url) as Response;
  });
  return { requested, release: (url) => waiting.get(url)?.() };
}
