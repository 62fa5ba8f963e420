import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** An answer read in full, with how long it took from the first byte sent to the last byte read. */
export interface TimedResponse<Body = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: Body;
  ms: number;
}

export interface RawRequest {
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The client's own address: Linux routes all of 127.0.0.0/8 to the loopback interface, so binding
   * 127.0.0.2, 127.0.0.3 … gives the server a different client IP without trusting any header.
   */
  localAddress?: string;
}

/** One HTTP request through node:http (fetch cannot choose the local address), timed. */
export function requestFrom<Body = unknown>(
  baseUrl: string,
  { method = 'GET', path, body, headers = {}, localAddress }: RawRequest,
): Promise<TimedResponse<Body>> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const allHeaders: Record<string, string> = { ...headers };
  if (payload !== undefined) {
    allHeaders['content-type'] ??= 'application/json';
    allHeaders['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(new URL(path, baseUrl), { method, headers: allHeaders, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        if ((response.headers['content-type'] ?? '').includes('json')) parsed = JSON.parse(text);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body: parsed as Body, ms: performance.now() - started });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** How long `probe` takes, in milliseconds. */
export async function timed(probe: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await probe();
  return performance.now() - started;
}

/**
 * Counts the attacks a test file sends and the 5xx answers they got. Each test asserts its own outcomes;
 * this is the tally for the closing figures: with SECURITY_TALLY_FILE set, one JSON line per file.
 */
export function attackTally(file: string) {
  let attacks = 0;
  const serverErrors: string[] = [];
  afterAll(() => {
    const target = process.env.SECURITY_TALLY_FILE;
    if (target)
      appendFileSync(target, `${JSON.stringify({ file, database: process.env.DATABASE_URL ? 'postgres' : 'pglite', attacks, serverErrors })}\n`);
  });
  return {
    /** Records one attack and its answer's status. */
    note(what: string, status: number): void {
      attacks += 1;
      if (status >= 500) serverErrors.push(`${what}: ${status}`);
    },
    get serverErrors(): readonly string[] {
      return serverErrors;
    },
  };
}

export type AttackTally = ReturnType<typeof attackTally>;
