import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import type { TournamentBotsResult } from './bench-protocol';
import { percentile } from './measure-broadcast';
import { TOURNAMENT_RACE_CODES, type TournamentBot, type TournamentTally } from './tournament-bot';

/** Longer than an act's ack timeout: every act in flight at the end is answered or counted unanswered. */
const DRAIN_MS = 11_000;
const TIMELINE_WINDOW_MS = 10_000;

/** The parent's next message of this type (a bots process is told over its fork IPC channel). */
export function nextMessage<Message extends { type: string }>(type: Message['type']): Promise<Message> {
  return new Promise((resolve) => {
    const listener = (message: Message) => {
      if (message.type !== type) return;
      process.off('message', listener);
      resolve(message);
    };
    process.on('message', listener);
  });
}

/**
 * Tells the parent the bots are connected (`ready`), then counts from its `play` to its `stop` and waits for the acts
 * still in flight. Answers this process's own load meanwhile: a saturated client would add its queue to every latency
 * it measures.
 */
export async function countWhilePlaying(tally: TournamentTally, ready: () => void): Promise<TournamentBotsResult['botsProcess']> {
  const playing = nextMessage('play');
  const stopping = nextMessage('stop');
  ready();
  await playing;
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
  return own;
}

/** What one bots process measured, for the parent. */
export function summarizeTournamentBots(
  tally: TournamentTally,
  bots: TournamentBot[],
  own: TournamentBotsResult['botsProcess'],
): TournamentBotsResult {
  const actor = [...tally.actorLatencies].sort((a, b) => a - b);
  const seats = [...tally.seatLatencies].sort((a, b) => a - b);
  const refusedForOtherReasons = Object.entries(tally.refusals)
    .filter(([code]) => !TOURNAMENT_RACE_CODES.has(code))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    actions: tally.actions,
    actorP50Ms: percentile(actor, 50),
    actorP99Ms: percentile(actor, 99),
    actorMaxMs: actor[actor.length - 1] ?? NaN,
    seatP99Ms: percentile(seats, 99),
    lost: tally.unanswered + tally.framesMissing + refusedForOtherReasons + tally.inFlight,
    refusals: tally.refusals,
    sharedSeqActs: tally.sharedSeqActs,
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
