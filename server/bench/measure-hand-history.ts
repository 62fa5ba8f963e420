import os from 'node:os';
import type { HandHistoryBenchFixtures } from './hand-history-fixtures';
import { measureReads, percentiles, timedReader, type EndpointResult, type Percentiles, type Read } from './measure-reads';

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

/**
 * GET the history's first page, its 100th, the first page of one tournament, a review and the PokerStars export with
 * the reader's token, from this process over HTTP: each endpoint `requests` times one at a time, then as many again
 * `concurrency` at a time; the export `exports` times, one at a time.
 */
export async function measureHandHistory(run: HandHistoryRun): Promise<HandHistoryResult> {
  const before = os.loadavg()[0];
  const { fixtures } = run;
  const reader = timedReader(run.url, fixtures.token);
  const fullPage = (body: string) => (JSON.parse(body) as { rows: unknown[] }).rows.length === 10;
  const reads: Read[] = [
    { label: 'page 1', path: '/api/users/hand-history', valid: fullPage },
    { label: 'page 100', path: '/api/users/hand-history?page=100', valid: fullPage },
    { label: 'page 1 of the oldest tournament', path: `/api/users/hand-history?tournamentId=${fixtures.oldestTournamentId}`, valid: fullPage },
    { label: 'one hand to review', path: `/api/users/hand-history/${fixtures.handId}` },
  ];
  const endpoints = await measureReads(reader, reads, { requests: run.requests, concurrency: run.concurrency, warmUp: WARM_UP });
  const exportTimes: number[] = [];
  let bytes = 0;
  for (let index = 0; index < run.exports; index += 1) {
    const download = await reader.timed(
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
    endpoints,
    exportTimes: { ...percentiles(exportTimes), downloads: run.exports, bytes },
    failures: reader.failures(),
    load: { before, after: os.loadavg()[0] },
  };
}
