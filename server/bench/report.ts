import type { BroadcastResult } from './measure-broadcast';
import type { AdminListResult } from './measure-admin-list';
import type { HandHistoryResult } from './measure-hand-history';
import type { EndpointResult, Percentiles } from './measure-reads';
import type { HttpResult } from './measure-http';
import type { TableResult } from './measure-tables';
import type { TournamentResult } from './measure-tournament';
import type { RushSuiteResult } from './measure-rush';
import type { ReconnectResult } from './measure-reconnect';
import type { ScaleResult } from './scale-result';

export interface DatabaseResults {
  database: 'PGlite' | 'PostgreSQL';
  list?: HttpResult;
  anonymousList?: HttpResult;
  pair?: HttpResult;
  broadcast?: BroadcastResult;
  tables?: TableResult;
  tournament?: TournamentResult;
  handHistory?: HandHistoryResult;
  adminList?: AdminListResult;
  rush?: RushSuiteResult;
  scale?: ScaleResult;
  reconnect?: ReconnectResult;
  /** Why the run did not happen (e.g. PostgreSQL unreachable). */
  skipped?: string;
}

interface Target {
  text: string;
  met(value: number): boolean;
  /** Only this database is held to it (the issue sets the throughput target for PostgreSQL). */
  only?: DatabaseResults['database'];
}

interface Row {
  label: string;
  value(results: DatabaseResults): number | undefined;
  unit: string;
  target?: Target;
}

const atLeast = (limit: number, only?: Target['only']): Target => ({
  text: `≥ ${limit.toLocaleString('en-US')}${only ? ` (${only})` : ''}`,
  met: (v) => v >= limit,
  only,
});
const atMost = (limit: number, only?: Target['only']): Target => ({
  text: `≤ ${limit.toLocaleString('en-US')} ms${only ? ` (${only})` : ''}`,
  met: (v) => v <= limit,
  only,
});
const none: Target = { text: '0', met: (v) => v === 0 };
const MB = 1024 * 1024;
const perSecond = (count: number | undefined, r: DatabaseResults) => (count === undefined ? undefined : count / r.tables!.seconds);
const tournament = (r: DatabaseResults) => r.tournament;
const perTournamentSecond = (count: (t: TournamentResult) => number) => (r: DatabaseResults) => {
  const t = tournament(r);
  return t && count(t) / t.seconds;
};
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

const ROWS: Row[] = [
  { label: 'GET /api/users/tournaments  req/s', value: (r) => r.list?.perSecond, unit: '', target: atLeast(5_000, 'PostgreSQL') },
  { label: 'GET /api/users/tournaments  p99', value: (r) => r.list?.p99Ms, unit: ' ms', target: atMost(30) },
  { label: 'GET /api/users/tournaments  non-2xx/errors', value: (r) => r.list?.failures, unit: '' },
  { label: 'GET …/tournaments anonymous  req/s', value: (r) => r.anonymousList?.perSecond, unit: '' },
  { label: 'GET …/tournaments anonymous  p99', value: (r) => r.anonymousList?.p99Ms, unit: ' ms' },
  { label: 'register+unregister  pairs/s', value: (r) => r.pair?.perSecond, unit: '' },
  { label: 'register+unregister  p99 per request', value: (r) => r.pair?.p99Ms, unit: ' ms' },
  { label: 'register+unregister  non-2xx/errors', value: (r) => r.pair?.failures, unit: '' },
  { label: 'broadcast to sockets  p50', value: (r) => r.broadcast?.p50Ms, unit: ' ms' },
  { label: 'broadcast to sockets  p99', value: (r) => r.broadcast?.p99Ms, unit: ' ms', target: atMost(100) },
  { label: 'broadcast to sockets  missed deliveries', value: (r) => r.broadcast?.missing, unit: '' },
  { label: 'tables  hands/s', value: (r) => perSecond(r.tables?.hands, r), unit: '' },
  { label: 'tables  actions/s', value: (r) => perSecond(r.tables?.actions, r), unit: '' },
  { label: 'tables  action→broadcast p50', value: (r) => r.tables?.actorP50Ms, unit: ' ms' },
  { label: 'tables  action→broadcast p99', value: (r) => r.tables?.actorP99Ms, unit: ' ms', target: atMost(50) },
  { label: 'tables  action→broadcast max', value: (r) => r.tables?.actorMaxMs, unit: ' ms' },
  { label: 'tables  p99 at every seat', value: (r) => r.tables?.seatP99Ms, unit: ' ms' },
  { label: 'tables  lost actions', value: (r) => r.tables?.lost, unit: '', target: none },
  { label: 'tables  still playing at the end', value: (r) => r.tables?.tablesPlaying, unit: '' },
  { label: 'tables  DB statements per action', value: (r) => r.tables?.queriesPerAction, unit: '' },
  { label: 'tables  DB transactions per action', value: (r) => r.tables?.transactionsPerAction, unit: '' },
  // Per hand, the deal's share shows: each seat's seed (table:seed, a transaction of its own) and the deal itself.
  { label: 'tables  DB statements per hand', value: (r) => r.tables && (r.tables.queriesPerAction * r.tables.actions) / r.tables.hands, unit: '' },
  { label: 'tables    of them recording the hand', value: (r) => r.tables && r.tables.recordingQueries / r.tables.hands, unit: '' },
  { label: "tables    of them players' seeds", value: (r) => r.tables && r.tables.seedQueries / r.tables.hands, unit: '' },
  { label: 'tables  seeds given per hand', value: (r) => r.tables && r.tables.seeds / r.tables.hands, unit: '' },
  { label: 'tables  server CPU per action', value: (r) => r.tables?.cpuMsPerAction, unit: ' ms' },
  { label: 'tables  server CPU (share of a core)', value: (r) => r.tables && r.tables.cpuShareOfCore * 100, unit: ' %' },
  { label: 'tables  server event-loop delay p99', value: (r) => r.tables?.loopDelayP99Ms, unit: ' ms' },
  { label: 'tables  server event-loop delay max', value: (r) => r.tables?.loopDelayMaxMs, unit: ' ms' },
  { label: 'tables  server RSS (peak)', value: (r) => r.tables && r.tables.serverPeakRss / MB, unit: ' MB' },
  { label: 'tables  server heap used (peak)', value: (r) => r.tables && r.tables.serverPeakHeapUsed / MB, unit: ' MB' },
  { label: 'tournament  players', value: (r) => tournament(r)?.players, unit: '' },
  { label: 'tournament  players never dealt in', value: (r) => r.tournament && r.tournament.players - r.tournament.dealtIn, unit: '', target: none },
  { label: 'tournament  seating: window end → last player dealt in', value: (r) => tournament(r)?.seatingLastMs, unit: ' ms', target: atMost(2_000) },
  { label: 'tournament  seating: … → median player dealt in', value: (r) => tournament(r)?.seatingP50Ms, unit: ' ms' },
  { label: 'tournament  seating: … → director pass began', value: (r) => tournament(r)?.directorWaitMs, unit: ' ms' },
  { label: 'tournament  tables playing after the seating', value: (r) => tournament(r)?.tablesAtStart, unit: '' },
  { label: 'tournament  tables playing at the end', value: (r) => tournament(r)?.tablesAtEnd, unit: '' },
  { label: 'tournament  players left at the end', value: (r) => tournament(r)?.aliveAtEnd, unit: '' },
  { label: 'tournament  seconds played', value: (r) => tournament(r)?.seconds, unit: ' s' },
  { label: 'tournament  hands/s', value: perTournamentSecond((t) => t.hands), unit: '' },
  { label: 'tournament  actions/s', value: perTournamentSecond((t) => t.actions), unit: '' },
  { label: 'tournament  action→broadcast p50', value: (r) => tournament(r)?.actorP50Ms, unit: ' ms' },
  { label: 'tournament  action→broadcast p99', value: (r) => tournament(r)?.actorP99Ms, unit: ' ms', target: atMost(50) },
  { label: 'tournament  action→broadcast max', value: (r) => tournament(r)?.actorMaxMs, unit: ' ms' },
  { label: 'tournament  p99 at every follower', value: (r) => tournament(r)?.seatP99Ms, unit: ' ms' },
  { label: 'tournament  player moves per minute', value: perTournamentSecond((t) => t.moves * 60), unit: '' },
  { label: 'tournament  tables broken', value: (r) => tournament(r)?.tablesBroken, unit: '' },
  { label: 'tournament  players busted', value: (r) => tournament(r)?.busts, unit: '' },
  { label: 'tournament  lost actions', value: (r) => tournament(r)?.lost, unit: '', target: none },
  {
    label: 'tournament  table subscriptions refused or unanswered',
    value: (r) => r.tournament && sum(r.tournament.subscribeRefusals),
    unit: '',
    target: none,
  },
  { label: 'tournament  server errors logged', value: (r) => tournament(r)?.log.errors, unit: '', target: none },
  { label: 'tournament  server warnings logged', value: (r) => tournament(r)?.log.warnings, unit: '' },
  { label: 'tournament  DB statements per action', value: (r) => tournament(r)?.queriesPerAction, unit: '' },
  { label: 'tournament  server CPU per action', value: (r) => tournament(r)?.cpuMsPerAction, unit: ' ms' },
  { label: 'tournament  server CPU (share of a core)', value: (r) => r.tournament && r.tournament.cpuShareOfCore * 100, unit: ' %' },
  { label: 'tournament  server event-loop delay p99', value: (r) => tournament(r)?.loopDelayP99Ms, unit: ' ms' },
  { label: 'tournament  server event-loop delay max', value: (r) => tournament(r)?.loopDelayMaxMs, unit: ' ms' },
  { label: 'tournament  bots process event-loop delay p99', value: (r) => tournament(r)?.botsProcess.loopDelayP99Ms, unit: ' ms' },
  {
    label: 'tournament  bots process CPU (share of a core)',
    value: (r) => r.tournament && r.tournament.botsProcess.cpuShareOfCore * 100,
    unit: ' %',
  },
  { label: 'tournament  server RSS (peak)', value: (r) => r.tournament && r.tournament.serverPeakRss / MB, unit: ' MB' },
  { label: 'tournament  server heap used (peak)', value: (r) => r.tournament && r.tournament.serverPeakHeapUsed / MB, unit: ' MB' },
  {
    label: 'hand history  page 1 p99 (one at a time)',
    value: (r) => r.handHistory?.endpoints[0].sequential.p99Ms,
    unit: ' ms',
    target: atMost(50, 'PostgreSQL'),
  },
  { label: 'hand history  non-200 answers', value: (r) => r.handHistory?.failures, unit: '', target: none },
  {
    label: 'admin list  slowest read p99 (one at a time)',
    value: (r) => r.adminList && Math.max(...r.adminList.endpoints.map((endpoint) => endpoint.sequential.p99Ms)),
    unit: ' ms',
    target: atMost(100, 'PostgreSQL'),
  },
  {
    label: 'admin statistics  30 days by day p99 (one at a time)',
    value: (r) => r.adminList?.statistics[0].sequential.p99Ms,
    unit: ' ms',
    target: none,
  },
  {
    label: 'admin statistics  a year by week p99 (one at a time)',
    value: (r) => r.adminList?.statistics[1].sequential.p99Ms,
    unit: ' ms',
    target: none,
  },
  { label: 'admin list  non-200 answers', value: (r) => r.adminList?.failures, unit: '', target: none },
];

function format(value: number | undefined, unit: string): string {
  // null: a NaN that crossed the IPC channel as JSON.
  if (value === undefined || value === null || Number.isNaN(value)) return '–';
  const digits = value < 100 && !Number.isInteger(value) ? 1 : 0;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}${unit}`;
}

function cell(results: DatabaseResults, row: Row): string {
  const value = row.value(results);
  const text = format(value, row.unit);
  if (!row.target || value === undefined || value === null || (row.target.only && row.target.only !== results.database)) return text;
  return `${text} ${row.target.met(value) ? '✓' : '✗'}`;
}

/** PGlite and PostgreSQL side by side, each target beside its numbers. */
export function renderTable(results: DatabaseResults[]): string {
  const header = ['', ...results.map((r) => r.database), 'target'];
  const body = ROWS.filter((row) => results.some((r) => row.value(r) !== undefined)).map((row) => [
    row.label,
    ...results.map((r) => (r.skipped ? 'skipped' : cell(r, row))),
    row.target?.text ?? '',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((line) => line[column].length)));
  const line = (cells: string[]) =>
    cells.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  const notes = results.filter((r) => r.skipped).map((r) => `${r.database} skipped: ${r.skipped}`);
  return [line(header), rule, ...body.map(line), ...notes].join('\n');
}

const latencies = (p: Percentiles) => [p.p50Ms, p.p95Ms, p.p99Ms].map((ms) => ms.toFixed(1)).join(' / ');

/** A header and one line per read: p50 / p95 / p99 in ms, one at a time and `concurrency` at a time. */
const readLines = (endpoints: EndpointResult[], concurrency: number) => [
  `  ${'p50 / p95 / p99 ms'.padEnd(40)}${'one at a time'.padStart(26)}${`${concurrency} at a time`.padStart(26)}`,
  ...endpoints.map(
    (endpoint) => `  ${endpoint.label.padEnd(40)}${latencies(endpoint.sequential).padStart(26)}${latencies(endpoint.concurrent).padStart(26)}`,
  ),
];

/** The hand-history suite's every read: p50 / p95 / p99 in ms, one at a time and concurrently, with the load around it. */
export function renderHandHistory(results: DatabaseResults[]): string {
  const lines: string[] = [];
  for (const { database, handHistory } of results) {
    if (!handHistory) continue;
    const { fixtures, load, exportTimes, concurrency } = handHistory;
    lines.push(
      `${database} hand history: ${fixtures.hands} hands of the reader, ${fixtures.allHands} in all, ${fixtures.handPlayers} hand_players rows; ` +
        `load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after`,
      ...readLines(handHistory.endpoints, concurrency),
      `  ${`export, PokerStars text (${(exportTimes.bytes / 1024 / 1024).toFixed(1)} MB)`.padEnd(40)}${latencies(exportTimes).padStart(26)}`,
    );
  }
  return lines.join('\n');
}

/** The admin list suite's every read: p50 / p95 / p99 in ms, one at a time and concurrently, against the ≤ 100 ms p99 target. */
export function renderAdminList(results: DatabaseResults[]): string {
  const lines: string[] = [];
  for (const { database, adminList } of results) {
    if (!adminList) continue;
    const { fixtures, load, concurrency } = adminList;
    lines.push(
      `${database} admin list: ${fixtures.tournaments} tournaments, pages of 25; target p99 ≤ 100 ms; ` +
        `load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after`,
      ...readLines(adminList.endpoints, concurrency),
      `${database} admin statistics: ${fixtures.ledgerTransactions.toLocaleString('en-US')} ledger transactions and ` +
        `${fixtures.hands.toLocaleString('en-US')} hands over a year`,
      ...readLines(adminList.statistics, concurrency),
    );
  }
  return lines.join('\n');
}
