import autocannon from 'autocannon';

export interface HttpResult {
  /** Requests (or pairs) per second, average over the run. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx plus connection errors and timeouts: a valid run has 0. */
  failures: number;
}

export interface HttpRun {
  url: string;
  connections: number;
  durationSeconds: number;
}

function summarize(result: autocannon.Result, requestsPerUnit: number): HttpResult {
  return {
    perSecond: result.requests.average / requestsPerUnit,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** GET /api/users/tournaments with a signed-in reader's token (or anonymously, to show what the token check costs). */
export async function measureList(run: HttpRun, token?: string): Promise<HttpResult> {
  const options = {
    url: `${run.url}/api/users/tournaments`,
    connections: run.connections,
    headers: token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>),
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, pool connections, the list cache
  return summarize(await autocannon({ ...options, duration: run.durationSeconds }), 1);
}

/**
 * POST then DELETE /api/users/tournaments/:id/register in a loop on every connection, each connection
 * with its own funded user, so pairs never conflict; the tournament row is still shared, as in real life.
 * Latencies are per request; the rate is in pairs.
 */
export async function measureRegisterPair(run: HttpRun, tokens: string[], tournamentId: number): Promise<HttpResult> {
  if (tokens.length < run.connections) throw new Error(`need ${run.connections} users, got ${tokens.length}`);
  const path = `/api/users/tournaments/${tournamentId}/register`;
  let next = 0;
  const result = await autocannon({
    url: run.url,
    connections: run.connections,
    duration: run.durationSeconds,
    requests: [
      { method: 'POST', path, body: '{}' },
      { method: 'DELETE', path },
    ],
    setupClient(client) {
      const headers = { authorization: `Bearer ${tokens[next++]}`, 'content-type': 'application/json' };
      const iterator = (client as unknown as { requestIterator: { setRequests(requests: object[]): void } }).requestIterator;
      iterator.setRequests([
        { method: 'POST', path, body: '{}', headers },
        { method: 'DELETE', path, headers: { authorization: headers.authorization } },
      ]);
    },
  });
  return summarize(result, 2);
}
