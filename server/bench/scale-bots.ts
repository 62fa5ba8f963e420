// The scale rig's bots, in processes of their own (forked by measure-scale.ts, each with its share of the players): one
// socket per player through a load balancer, as the tournament benchmark's bots play; when a server process dies, its
// players' sockets reconnect through the balancer to another and pick their table up again from their user channel.
import { performance } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import type { ChannelSnapshot, SubscribeAck, TablePrivateView } from 'shared-events/contracts';
import { io, type Socket } from 'socket.io-client';
import type { ReconnectTally, ScaleBotsMessage, ScaleBotsParentMessage, ScaleBotsResult, ScaleBotsSettings } from './scale-protocol';
import { inBatches } from './table-rooms';
import { emptyTournamentTally, TournamentBot, TournamentField, WHILE_CONNECTED_MS } from './tournament-bot';
import { countWhilePlaying, nextMessage, summarizeTournamentBots } from './tournament-bots-summary';

/** Sockets opened at once while connecting (handshakes and their session lookups in flight). */
const CONNECT_CONCURRENCY = 50;
/** Between tries to resume after a refusal (a subscription or a snapshot refused): as a page's query backs off, up to 5 s. */
const RESUME_RETRY_MS = 1_000;

const send = (message: ScaleBotsMessage) => process.send!(message);

// Gone with the rig: a parent that died (killed) leaves no process of the run behind.
process.once('disconnect', () => process.exit(1));

/**
 * A player's socket as the front end opens it (token in auth, websocket only), reconnecting as socket.io's client does
 * (about a second at first, backing off to five): through the balancer, whichever server process it reaches next.
 */
function openSocket(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true, reconnectionDelayMax: 5_000 });
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('socket could not connect within 30 s'));
    }, 30_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
  });
}

function retried(reconnects: ReconnectTally, cause: string): void {
  reconnects.retries[cause] = (reconnects.retries[cause] ?? 0) + 1;
}

/** Follows the player's user channel on the socket's current server process (its seating and cards come there). */
async function followUser(socket: Socket, userId: number): Promise<void> {
  const answer = (await socket.timeout(WHILE_CONNECTED_MS).emitWithAck('rt:subscribe', `user:${userId}`)) as SubscribeAck;
  if (!answer.ok) throw new Error(answer.code);
}

/**
 * One player: the socket, its bot, and what it does when the socket comes back after a drop, as the front end does:
 * subscribe its channels again at once (the user's and the table's), then read the user channel's snapshot (the table
 * views the player holds) and let the bot take its hand up again. Like the page, it waits for its answers as long as
 * the connection lasts (no timeout: a request asked again would only queue behind the first), and asks again after a
 * refusal, backing off.
 */
async function playerOf(
  settings: ScaleBotsSettings,
  player: ScaleBotsSettings['players'][number],
  field: TournamentField,
  reconnects: ReconnectTally,
) {
  const socket = await openSocket(settings.url, player.token);
  const bot = new TournamentBot(socket, field);
  socket.on('bench:process', (backend: number) => (bot.backend = backend));
  await followUser(socket, player.id);
  let droppedAt: number | undefined;
  socket.on('disconnect', () => {
    // Dropped again before it was back: still the same drop.
    if (field.tally.stopped || droppedAt !== undefined) return;
    droppedAt = performance.now();
    reconnects.dropped += 1;
  });
  // By what the websocket met: "Unexpected server response: 400" is a handshake refused (here, with no Origin and the
  // address cap raised, a server busy setting up others), apart from a node gone or a timeout.
  socket.io.on('reconnect_error', (error: Error & { description?: { message?: string } }) =>
    retried(reconnects, `reconnect_error: ${error.description?.message ?? error.message}`),
  );
  let connections = 0;
  socket.on('connect', async () => {
    const connection = (connections += 1);
    const since = droppedAt;
    if (since === undefined || field.tally.stopped) return;
    const connectedAt = performance.now();
    bot.reconnected();
    const current = () => connection === connections && socket.connected && !field.tally.stopped;
    // Tried again until it works, for as long as this connection lasts (a later one resumes by itself).
    for (let attempt = 1; current(); attempt += 1) {
      try {
        await followUser(socket, player.id);
        const response = await fetch(`${settings.url}/api/realtime/snapshot?channel=user:${player.id}`, {
          headers: { authorization: `Bearer ${player.token}` },
        });
        if (!response.ok) throw new Error(`snapshot ${response.status}`);
        const snapshot = (await response.json()) as ChannelSnapshot<{ tables: TablePrivateView[] }>;
        // Dropped meanwhile: the next connection resumes from a snapshot of its own.
        if (!current()) return;
        bot.resume(snapshot.state.tables, snapshot.seq);
        reconnects.resumed += 1;
        reconnects.connectMs.push(connectedAt - since);
        reconnects.resumeMs.push(performance.now() - since);
        reconnects.lastResumedAt = Date.now();
        droppedAt = undefined;
        return;
      } catch (error) {
        if (!current()) return;
        retried(reconnects, (error as Error).message);
        await wait(Math.min(5_000, RESUME_RETRY_MS * attempt));
      }
    }
  });
  return { socket, bot };
}

async function run(settings: ScaleBotsSettings): Promise<ScaleBotsResult> {
  const tally = emptyTournamentTally();
  const field = new TournamentField(tally, settings.thinkMs);
  const reconnects: ReconnectTally = { dropped: 0, resumed: 0, resumeMs: [], connectMs: [], lastResumedAt: null, retries: {}, down: 0 };
  const players = await inBatches(settings.players, CONNECT_CONCURRENCY, (player) => playerOf(settings, player, field, reconnects));
  // At the end the servers stop before this process does: their players must not come back to the ones still stopping.
  void nextMessage<ScaleBotsParentMessage>('stop').then(() => players.forEach(({ socket }) => socket.io.reconnection(false)));
  const own = await countWhilePlaying(tally, () => send({ type: 'connected' }));
  const summary = summarizeTournamentBots(
    tally,
    players.map(({ bot }) => bot),
    own,
  );
  const socketsByBackend: Record<number, number> = {};
  for (const { socket, bot } of players) {
    if (socket.connected) socketsByBackend[bot.backend] = (socketsByBackend[bot.backend] ?? 0) + 1;
    else reconnects.down += 1;
  }
  return {
    ...summary,
    samples: {
      latencyMs: tally.actorLatencies.map((ms) => Math.round(ms * 100) / 100),
      sentAt: tally.actorSentAt.map((at) => Math.round(performance.timeOrigin + at)),
      backend: tally.actorBackends,
    },
    droppedWithSocket: tally.droppedWithSocket,
    lostParts: { unanswered: tally.unanswered, framesMissing: tally.framesMissing, inFlight: tally.inFlight },
    lostSentAt: tally.lostSentAt.map((at) => Math.round(performance.timeOrigin + at)),
    reconnects,
    socketsByBackend,
    rssBytes: process.memoryUsage().rss,
  };
}

process.once('message', (message: ScaleBotsParentMessage) => {
  if (message.type !== 'run') return;
  run(message.settings).then(
    (result) => send({ type: 'result', result }),
    (error: Error) => send({ type: 'failed', error: error.stack ?? error.message }),
  );
});
