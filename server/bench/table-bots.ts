// The table benchmark's bots, in their own process (forked by bench.ts): one socket per player, apart from the server.
import { setTimeout as wait } from 'node:timers/promises';
import type { BotsMessage, BotsParentMessage, BotsResult, TableRunSettings } from './bench-protocol';
import { percentile } from './measure-broadcast';
import { emptyTally, RACE_CODES, TableBots, type BotTally } from './table-bot';
import { SEATS_PER_TABLE } from './table-fixtures';
import { inBatches, seatRoom, startGame } from './table-rooms';

/** Tables seated or started at once while preparing (HTTP requests and socket handshakes in flight). */
const SETUP_CONCURRENCY = 10;
/** Played before the measured window: every table dealt, the server's code warm. */
const WARM_UP_MS = 3_000;
/** Longer than an act's ack timeout: every act in flight at the end is answered or counted unanswered. */
const DRAIN_MS = 11_000;

const send = (message: BotsMessage) => process.send!(message);

function summarize(tally: BotTally, tables: TableBots[], settings: TableRunSettings): BotsResult {
  const actor = [...tally.actorLatencies].sort((a, b) => a - b);
  const seats = [...tally.seatLatencies].sort((a, b) => a - b);
  const refusedForOtherReasons = Object.entries(tally.refusals)
    .filter(([code]) => !RACE_CODES.has(code))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    tables: tables.length,
    bots: tables.length * SEATS_PER_TABLE,
    seconds: settings.seconds,
    hands: tally.hands,
    actions: tally.actions,
    actorP50Ms: percentile(actor, 50),
    actorP99Ms: percentile(actor, 99),
    actorMaxMs: actor[actor.length - 1] ?? NaN,
    seatP99Ms: percentile(seats, 99),
    lost: tally.unanswered + tally.framesMissing + refusedForOtherReasons + tally.inFlight,
    refusals: tally.refusals,
    seeds: tally.seeds,
    seedRefusals: tally.seedRefusals,
    tablesPlaying: tables.filter((table) => table.status === 'playing').length,
  };
}

async function run(settings: TableRunSettings): Promise<BotsResult> {
  const { url } = settings;
  const rooms = await inBatches(settings.tables, SETUP_CONCURRENCY, (table) => seatRoom(url, table));
  const tally = emptyTally();
  try {
    const tables = await inBatches(rooms, SETUP_CONCURRENCY, async (room) => {
      const bots = new TableBots(room.roomId, room.sockets, tally, settings.thinkMs);
      await startGame(url, room);
      await bots.follow();
      return bots;
    });
    await wait(WARM_UP_MS);
    tally.counting = true;
    send({ type: 'measuring' });
    await wait(settings.seconds * 1000);
    tally.counting = false;
    tally.stopped = true;
    send({ type: 'measured' });
    for (let waited = 0; tally.inFlight > 0 && waited < DRAIN_MS; waited += 50) await wait(50);
    return summarize(tally, tables, settings);
  } finally {
    for (const room of rooms) for (const socket of room.sockets) socket.disconnect();
  }
}

process.once('message', (message: BotsParentMessage) => {
  run(message.settings).then(
    (result) => send({ type: 'result', result }),
    (error: Error) => send({ type: 'failed', error: error.stack ?? error.message }),
  );
});
