// The scale rig's lobby readers, in a process of their own (forked by measure-scale.ts): signed-in players' pages
// reading the tournament's lobby tabs and the lobby's tournament list through the balancer, each every few seconds.
import { setMaxListeners } from 'node:events';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import type { ReadSamples, ScaleReadersMessage, ScaleReadersParentMessage, ScaleReadersSettings } from './scale-protocol';
import { nextMessage } from './tournament-bots-summary';

const send = (message: ScaleReadersMessage) => process.send!(message);

// Gone with the rig: a parent that died (killed) leaves no process of the run behind.
process.once('disconnect', () => process.exit(1));
const ERROR_SAMPLES = 5;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One GET as a browser sends it (token, compressed answers welcome), on the reader's own keep-alive connection (the
 * balancer sends each connection to one server process until it closes): its status and the bytes that travelled.
 */
function get(agent: http.Agent, url: URL, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-encoding': 'gzip, br' },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
  });
}

function emptySamples(path: string): ReadSamples {
  return { path, latencyMs: [], sentAt: [], retried: 0, errors: 0, errorSamples: [], bytes: 0 };
}

function noteError(samples: ReadSamples, what: string): void {
  samples.errors += 1;
  if (samples.errorSamples.length < ERROR_SAMPLES) samples.errorSamples.push(what);
}

/** One read, asked again once if its connection failed (a node that died under it), as the page's query does. */
async function read(samples: ReadSamples, agent: http.Agent, url: URL, token: string): Promise<void> {
  const sentAt = Date.now();
  const began = performance.now();
  let answer: { status: number; bytes: number };
  try {
    answer = await get(agent, url, token);
  } catch {
    samples.retried += 1;
    try {
      answer = await get(agent, url, token);
    } catch (error) {
      noteError(samples, (error as Error).message);
      return;
    }
  }
  if (answer.status !== 200) return noteError(samples, `HTTP ${answer.status}`);
  samples.latencyMs.push(Math.round((performance.now() - began) * 100) / 100);
  samples.sentAt.push(sentAt);
  samples.bytes += answer.bytes;
}

/** Each reader alternates between the tournament's lobby tabs and the tournament list, waiting minMs–maxMs between reads. */
async function run(settings: ScaleReadersSettings, stopped: AbortSignal): Promise<ReadSamples[]> {
  // The first page of the Players and Tables tabs, as the tournament page asks for it when it opens.
  const lobby = emptySamples(
    `/api/tournaments/${settings.tournamentId}/lobby?playersPage=1&playersLimit=50&tablesPage=1&tablesLimit=50&payoutsPage=1&payoutsLimit=50`,
  );
  const list = emptySamples('/api/users/tournaments');
  const kinds = [lobby, list];
  const pause = (ms: number) =>
    wait(ms, undefined, { signal: stopped }).then(
      () => true,
      () => false,
    );
  await Promise.all(
    Array.from({ length: settings.readers }, async (_, reader) => {
      const token = settings.tokens[reader % settings.tokens.length];
      // A browser's connection of its own.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // Readers arrive spread over one interval, not all at once.
      if (!(await pause(Math.random() * settings.maxMs))) return;
      for (let turn = reader; !stopped.aborted; turn += 1) {
        const samples = kinds[turn % kinds.length];
        await read(samples, agent, new URL(samples.path, settings.url), token);
        if (!(await pause(settings.minMs + Math.random() * (settings.maxMs - settings.minMs)))) return;
      }
    }),
  );
  return kinds;
}

process.once('message', (message: ScaleReadersParentMessage) => {
  if (message.type !== 'run') return;
  const stop = new AbortController();
  // Every reader's pause listens to it.
  setMaxListeners(Infinity, stop.signal);
  void nextMessage<ScaleReadersParentMessage>('stop').then(() => stop.abort());
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const began = Date.now();
  run(message.settings, stop.signal).then(
    (kinds) => {
      const { user, system } = process.cpuUsage();
      const cpuShareOfCore = (user + system) / 1000 / (Date.now() - began);
      send({ type: 'result', result: { kinds, cpuShareOfCore, loopDelayP99Ms: loopDelay.percentile(99) / 1e6 } });
    },
    (error: Error) => send({ type: 'failed', error: error.stack ?? error.message }),
  );
});
