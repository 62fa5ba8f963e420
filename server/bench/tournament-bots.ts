// The tournament benchmark's bots, in their own process (forked by bench.ts): one socket per registered player.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import type { SubscribeAck } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import type { TournamentBotsMessage, TournamentBotsParentMessage, TournamentBotsResult, TournamentRunSettings } from './bench-protocol';
import { connect, percentile } from './measure-broadcast';
import { RACE_CODES } from './table-bot';
import { inBatches } from './table-rooms';
import { emptyTournamentTally, TournamentBot, TournamentField, type TournamentTally } from './tournament-bot';

/** Sockets opened at once while connecting (handshakes and their session lookups in flight). */
const CONNECT_CONCURRENCY = 50;
/** Longer than an act's ack timeout: every act in flight at the end is answered or counted unanswered. */
const DRAIN_MS = 11_000;

const send = (message: TournamentBotsMessage) => process.send!(message);

/** Opens the player's socket and follows their user channel, where the director's seating reaches them. */
async function connectPlayer(url: string, player: TournamentRunSettings['players'][number]): Promise<Socket> {
  const socket = await connect(url, player.token);
  const answer = (await socket.timeout(10_000).emitWithAck('rt:subscribe', `user:${player.id}`)) as SubscribeAck;
  if (!answer.ok) throw new Error(`user:${player.id}: ${answer.code}`);
  return socket;
}

function summarize(tally: TournamentTally, bots: TournamentBot[], own: TournamentBotsResult['botsProcess']): TournamentBotsResult {
  const actor = [...tally.actorLatencies].sort((a, b) => a - b);
  const seats = [...tally.seatLatencies].sort((a, b) => a - b);
  const refusedForOtherReasons = Object.entries(tally.refusals)
    .filter(([code]) => !RACE_CODES.has(code))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    actions: tally.actions,
    actorP50Ms: percentile(actor, 50),
    actorP99Ms: percentile(actor, 99),
    actorMaxMs: actor[actor.length - 1] ?? NaN,
    seatP99Ms: percentile(seats, 99),
    lost: tally.unanswered + tally.framesMissing + refusedForOtherReasons + tally.inFlight,
    refusals: tally.refusals,
    subscribeRefusals: tally.subscribeRefusals,
    moved: tally.moved,
    firstDealtAt: bots.map((bot) => bot.firstDealtAt),
    botsProcess: own,
    timeline: timeline(tally),
  };
}

/** The actors' latencies by when the action was sent: 10 s windows from the end of the join window. */
function timeline(tally: TournamentTally): TournamentBotsResult['timeline'] {
  const windows: number[][] = [];
  tally.actorLatencies.forEach((latency, index) => {
    const window = Math.max(0, Math.floor((tally.actorSentAt[index] - tally.countingSince) / TIMELINE_WINDOW_MS));
    (windows[window] ??= []).push(latency);
  });
  return [...windows.entries()].map(([index, latencies = []]) => {
    latencies.sort((a, b) => a - b);
    return {
      fromS: (index * TIMELINE_WINDOW_MS) / 1000,
      actions: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      over50: latencies.filter((latency) => latency > 50).length,
    };
  });
}

const TIMELINE_WINDOW_MS = 10_000;

/** The parent's next message of this type. */
const next = (type: TournamentBotsParentMessage['type']) =>
  new Promise<void>((resolve) => {
    const listener = (message: TournamentBotsParentMessage) => {
      if (message.type !== type) return;
      process.off('message', listener);
      resolve();
    };
    process.on('message', listener);
  });

async function run(settings: TournamentRunSettings): Promise<TournamentBotsResult> {
  const tally = emptyTournamentTally();
  const field = new TournamentField(tally, settings.thinkMs);
  // The sockets stay open until the parent has stopped the server and ends this process: a thousand players leaving
  // at once would have the server write each one's presence at their table while it stops.
  const sockets = await inBatches(settings.players, CONNECT_CONCURRENCY, (player) => connectPlayer(settings.url, player));
  const bots = sockets.map((socket) => new TournamentBot(socket, field));
  const playing = next('play');
  const stopping = next('stop');
  send({ type: 'connected' });
  await playing;
  // This process's own load: a saturated client would add its queue to every latency it measures.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const began = Date.now();
  tally.countingSince = performance.now();
  tally.counting = true;
  await stopping;
  tally.counting = false;
  tally.stopped = true;
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const own = { loopDelayP99Ms: loopDelay.percentile(99) / 1e6, cpuShareOfCore: (cpu.user + cpu.system) / 1000 / (Date.now() - began) };
  for (let waited = 0; tally.inFlight > 0 && waited < DRAIN_MS; waited += 50) await wait(50);
  return summarize(tally, bots, own);
}

process.once('message', (message: TournamentBotsParentMessage) => {
  if (message.type !== 'run') return;
  run(message.settings).then(
    (result) => send({ type: 'result', result }),
    (error: Error) => send({ type: 'failed', error: error.stack ?? error.message }),
  );
});
