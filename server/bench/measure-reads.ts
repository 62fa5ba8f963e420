import { performance } from 'node:perf_hooks';

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

/** A GET to time, and what its body must hold (a wrong one counts as a failure). */
export interface Read {
  label: string;
  path: string;
  valid?: (body: string) => boolean;
}

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

/** GETs with one user's token from this process over HTTP, each timed to the last byte of its body. */
export function timedReader(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  let failures = 0;
  return {
    /** Answers other than 200, or a body `valid` refused, since the last reset. */
    failures: () => failures,
    resetFailures: () => {
      failures = 0;
    },
    async timed(path: string, valid: (body: string) => boolean = () => true): Promise<{ ms: number; bytes: number }> {
      const start = performance.now();
      const response = await fetch(`${url}${path}`, { headers });
      const body = await response.text();
      const ms = performance.now() - start;
      if (response.status !== 200 || !valid(body)) failures += 1;
      return { ms, bytes: Buffer.byteLength(body) };
    },
  };
}

export type TimedReader = ReturnType<typeof timedReader>;

/**
 * Each read `warmUp` times first (all before the first measured: the first measured would otherwise pay for the
 * server's JIT), then `requests` times one at a time, then as many again `concurrency` at a time. Failures count from
 * the end of the warm-up.
 */
export async function measureReads(reader: TimedReader, reads: Read[], run: { requests: number; concurrency: number; warmUp: number }) {
  for (const read of reads) for (let index = 0; index < run.warmUp; index += 1) await reader.timed(read.path, read.valid);
  reader.resetFailures();
  const results: EndpointResult[] = [];
  for (const read of reads) {
    const sequential: number[] = [];
    for (let index = 0; index < run.requests; index += 1) sequential.push((await reader.timed(read.path, read.valid)).ms);
    const concurrent: number[] = [];
    const worker = async () => {
      while (concurrent.length < run.requests) {
        concurrent.push(0);
        const slot = concurrent.length - 1;
        concurrent[slot] = (await reader.timed(read.path, read.valid)).ms;
      }
    };
    await Promise.all(Array.from({ length: run.concurrency }, worker));
    results.push({ label: read.label, sequential: percentiles(sequential), concurrent: percentiles(concurrent) });
  }
  return results;
}
