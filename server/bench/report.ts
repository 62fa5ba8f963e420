import type { BroadcastResult } from './measure-broadcast';
import type { HttpResult } from './measure-http';

export interface DatabaseResults {
  database: 'PGlite' | 'PostgreSQL';
  list?: HttpResult;
  anonymousList?: HttpResult;
  pair?: HttpResult;
  broadcast?: BroadcastResult;
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
const atMost = (limit: number): Target => ({ text: `≤ ${limit} ms`, met: (v) => v <= limit });

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
];

function format(value: number | undefined, unit: string): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  const digits = unit === ' ms' && value < 100 ? 1 : 0;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}${unit}`;
}

function cell(results: DatabaseResults, row: Row): string {
  const value = row.value(results);
  const text = format(value, row.unit);
  if (!row.target || value === undefined || (row.target.only && row.target.only !== results.database)) return text;
  return `${text} ${row.target.met(value) ? '✓' : '✗'}`;
}

/** PGlite and PostgreSQL side by side, each target beside its numbers. */
export function renderTable(results: DatabaseResults[]): string {
  const header = ['', ...results.map((r) => r.database), 'target'];
  const body = ROWS.map((row) => [row.label, ...results.map((r) => (r.skipped ? 'skipped' : cell(r, row))), row.target?.text ?? '']);
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((line) => line[column].length)));
  const line = (cells: string[]) =>
    cells.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  const notes = results.filter((r) => r.skipped).map((r) => `${r.database} skipped: ${r.skipped}`);
  return [line(header), rule, ...body.map(line), ...notes].join('\n');
}
