import os from 'node:os';
import type { AdminStatsSeriesResponse, AdminTournamentPage } from 'shared-events/contracts';
import type { AdminListBenchFixtures } from './admin-list-fixtures';
import { measureReads, timedReader, type EndpointResult, type Read } from './measure-reads';

export interface AdminListResult {
  fixtures: AdminListBenchFixtures;
  requests: number;
  concurrency: number;
  endpoints: EndpointResult[];
  /** GET /api/admin/stats/series: a month by day, a year by week (no target: the issue sets one for the list only). */
  statistics: EndpointResult[];
  /** Answers other than 200, or a page without rows: a valid run has 0. */
  failures: number;
  /** The machine's 1-minute load average before and after the run. */
  load: { before: number; after: number };
}

export interface AdminListRun {
  url: string;
  fixtures: AdminListBenchFixtures;
  requests: number;
  concurrency: number;
}

const WARM_UP = 50;

/**
 * The operator pages GET /api/admin/tournaments with the admin's token, from this process over HTTP: page 1, a middle
 * page, searches, status filters and every sort, each `requests` times one at a time, then as many again `concurrency`
 * at a time.
 */
export async function measureAdminList(run: AdminListRun): Promise<AdminListResult> {
  const before = os.loadavg()[0];
  const { fixtures } = run;
  const reader = timedReader(run.url, fixtures.token);
  const withRows = (body: string) => (JSON.parse(body) as AdminTournamentPage).tournaments.length > 0;
  const read = (label: string, query: string): Read => ({ label, path: `/api/admin/tournaments${query}`, valid: withRows });
  const reads = [
    read('page 1 (latest start first)', ''),
    read(`page 200 of ${fixtures.tournaments / 25}`, '?page=200'),
    read('search "turbo" (2,000 match)', '?search=turbo'),
    read('search an id', `?search=${fixtures.searchId}`),
    read('status=running', '?status=running'),
    read('status=registering, page 50', '?status=registering&page=50'),
    read('status=deleted', '?status=deleted'),
    read('sort=name', '?sort=name&order=asc'),
    read('sort=status', '?sort=status'),
    read('sort=buyIn', '?sort=buyIn'),
    read('sort=players', '?sort=players&order=asc'),
    read('sort=createdAt, page 100', '?sort=createdAt&page=100'),
  ];
  const endpoints = await measureReads(reader, reads, { requests: run.requests, concurrency: run.concurrency, warmUp: WARM_UP });
  // The statistics page: a month by day (its first view) and the year by week, over the year's history. An operator
  // opens it far less often than the list: a fifth of the requests.
  const withBuckets = (body: string) => (JSON.parse(body) as AdminStatsSeriesResponse).buckets.length > 0;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const today = new Date();
  const daysAgo = (days: number) => day(new Date(today.getTime() - days * 86_400_000));
  const stats = (label: string, query: string): Read => ({ label, path: `/api/admin/stats/series${query}`, valid: withBuckets });
  const statsReads = [
    stats('statistics: 30 days by day', `?period=day&from=${daysAgo(29)}&to=${daysAgo(0)}`),
    stats('statistics: a year by week', `?period=week&from=${daysAgo(364)}&to=${daysAgo(0)}`),
  ];
  const statsRequests = Math.max(20, Math.round(run.requests / 5));
  const statistics = await measureReads(reader, statsReads, { requests: statsRequests, concurrency: run.concurrency, warmUp: 5 });
  return {
    fixtures,
    requests: run.requests,
    concurrency: run.concurrency,
    endpoints,
    statistics,
    failures: reader.failures(),
    load: { before, after: os.loadavg()[0] },
  };
}
