import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseTimes } from './counted-database';
import type { HttpResult } from './measure-http';
import type { RushAudit } from './rush-fixtures';

export interface RushRun {
  url: string;
  tournamentId: number;
  /** One per registration, in order. */
  tokens: string[];
  connections: number;
  /** 0: each connection sends its next registration as soon as the last one is answered; else the registrations are spread evenly over this many seconds. */
  paceSeconds: number;
}

/** The rush suite's figures: the rush, the books after it, and register+unregister pairs with players of the same run. */
export interface RushSuiteResult {
  rush: RushResult;
  /** The server's CPU (user + system) over the rush as a share of one core, and its event-loop delay. */
  serverCpuShare: number;
  serverLoopDelayP99Ms: number;
  /** Where the database time went over the rush. */
  databaseTimes: DatabaseTimes;
  audit: RushAudit;
  pair: HttpResult;
  pairAudit: RushAudit;
  /** What is not exact in the books, empty when everything is. */
  failures: string[];
}

export interface RushResult {
  requests: number;
  connections: number;
  paceSeconds: number;
  totalMs: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by HTTP status, and by error code for the refusals. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts (no answer). */
  errors: number;
  errorSamples: string[];
  /** The load generator's own CPU (user + system) over the run, as a share of one core, and its event-loop delay. */
  clientCpuShare: number;
  clientLoopDelayP99Ms: number;
  clientLoopDelayMaxMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The registration rush: every token's POST /api/users/tournaments/:id/register once, from `connections` keep-alive
 * connections of this process. A latency runs from when the request was due (paced) or sent (as fast as answered) to
 * the end of its answer, so a paced run that falls behind counts the wait too (no coordinated omission).
 */
export async function measureRush(run: RushRun): Promise<RushResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.connections, maxFreeSockets: run.connections });
  const path = `/api/users/tournaments/${run.tournamentId}/register`;
  const { hostname, port } = new URL(run.url);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const errorSamples: string[] = [];
  let errors = 0;
  let next = 0;

  const post = (token: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': 2 },
          timeout: 30_000,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout after 30 s')));
      request.on('error', reject);
      request.end('{}');
    });

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const cpuBefore = process.cpuUsage();
  loopDelay.enable();
  const startedAt = performance.now();
  const interval = run.paceSeconds > 0 ? (run.paceSeconds * 1000) / run.tokens.length : 0;

  async function connection() {
    for (let index = next++; index < run.tokens.length; index = next++) {
      const due = startedAt + index * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const from = interval > 0 ? due : performance.now();
      try {
        const { status, body } = await post(run.tokens[index]);
        latencies.push(performance.now() - from);
        const code = status >= 400 ? `${status} ${codeOf(body)}` : String(status);
        statuses[code] = (statuses[code] ?? 0) + 1;
      } catch (error) {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push((error as Error).message);
      }
    }
  }
  await Promise.all(Array.from({ length: run.connections }, connection));
  const totalMs = performance.now() - startedAt;
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();

  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: run.tokens.length,
    connections: run.connections,
    paceSeconds: run.paceSeconds,
    totalMs,
    perSecond: (latencies.length / totalMs) * 1000,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    statuses,
    errors,
    errorSamples,
    clientCpuShare: (cpu.user + cpu.system) / 1000 / totalMs,
    clientLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    clientLoopDelayMaxMs: loopDelay.max / 1e6,
  };
}

function codeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: string; error?: { code?: string } };
    return parsed.code ?? parsed.error?.code ?? '';
  } catch {
    return '';
  }
}
