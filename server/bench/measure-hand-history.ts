import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { HandHistoryBenchFixtures } from './hand-history-fixtures';

export interface Percentiles {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface EndpointResult {
  label: string;
  /** One request at a time, then `concurrency` at a time. */
  sequential: Percentiles;
  concurrent: Percentiles;
}

export interface HandHistoryResult {
  fixtures: HandHistoryBenchFixtures;
  requests: number;
  concurrency: number;
  endpoints: EndpointResult[];
  /** The whole history as PokerStars text, one download at a time. */
  exportTimes: Percentiles & { downloads: number; bytes: number };
  /** Answers other than 200, or a page without its rows: a valid run has 0. */
  failures: number;
  /** The machine's 1-minute load average before and after the run. */
  load: { before: number; after: number };
}

export interface HandHistoryRun {
  url: string;
  fixtures: HandHistoryBenchFixtures;
  requests: number;
  concurrency: number;
  exports: number;
}

const WARM_UP = 100;

function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

/**
 * GET the history's first page, its 100th, the first page of one tournament, a review and the PokerStars export with
 * the reader's token, from this process over HTTP: each endpoint `requests` times one at a time, then as many again
 * `concurrency` at a time; the export `exports` times, one at a time.
 */
export async function measureHandHistory(run: HandHistoryRun): Promise<HandHistoryResult> {
  const before = os.loadavg()[0];
  const { fixtures } = run;
  const headers = { authorization: `Bearer ${fixtures.token}` };
  let failures = 0;
  /** One request, its milliseconds to the last byte of the body; `valid` checks the body. */
  const timed = async (path: string, valid: (body: string) => boolean = () => true): Promise<{ ms: number; bytes: number }> => {
    const start = performance.now();
    const response = await fetch(`${run.url}${path}`, { headers });
    const body = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200 || !valid(body)) failures += 1;
    return { ms, bytes: Buffer.byteLength(body) };
  };
  const fullPage = (body: string) => (JSON.parse(body) as { rows: unknown[] }).rows.length === 10;
  const endpoints: { label: string; path: string; valid?: (body: string) => boolean }[] = [
    { label: 'page 1', path: '/api/users/hand-history', valid: fullPage },
    { label: 'page 100', path: '/api/users/hand-history?page=100', valid: fullPage },
    { label: 'page 1 of the oldest tournament', path: `/api/users/hand-history?tournamentId=${fixtures.oldestTournamentId}`, valid: fullPage },
    { label: 'one hand to review', path: `/api/users/hand-history/${fixtures.handId}` },
  ];
  // Every read warmed up before any is measured: the first measured would otherwise pay for the server's JIT.
  for (const endpoint of endpoints) for (let index = 0; index < WARM_UP; index += 1) await timed(endpoint.path, endpoint.valid);
  failures = 0;
  const results: EndpointResult[] = [];
  for (const endpoint of endpoints) {
    const sequential: number[] = [];
    for (let index = 0; index < run.requests; index += 1) sequential.push((await timed(endpoint.path, endpoint.valid)).ms);
    const concurrent: number[] = [];
    const worker = async () => {
      while (concurrent.length < run.requests) {
        concurrent.push(0);
        const slot = concurrent.length - 1;
        concurrent[slot] = (await timed(endpoint.path, endpoint.valid)).ms;
      }
    };
    await Promise.all(Array.from({ length: run.concurrency }, worker));
    results.push({ label: endpoint.label, sequential: percentiles(sequential), concurrent: percentiles(concurrent) });
  }
  const exportTimes: number[] = [];
  let bytes = 0;
  for (let index = 0; index < run.exports; index += 1) {
    const download = await timed(
      '/api/users/hand-history/export?format=pokerstars',
      (body) => body.split('PokerStars Hand #').length - 1 === fixtures.hands,
    );
    exportTimes.push(download.ms);
    bytes = download.bytes;
  }
  return {
    fixtures,
    requests: run.requests,
    concurrency: run.concurrency,
    endpoints: results,
    exportTimes: { ...percentiles(exportTimes), downloads: run.exports, bytes },
    failures,
    load: { before, after: os.loadavg()[0] },
  };
}
