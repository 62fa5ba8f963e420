// The tournament benchmark's bots, in their own process (forked by bench.ts): one socket per registered player.
import type { SubscribeAck } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import type { TournamentBotsMessage, TournamentBotsParentMessage, TournamentBotsResult, TournamentRunSettings } from './bench-protocol';
import { connect } from './measure-broadcast';
import { inBatches } from './table-rooms';
import { emptyTournamentTally, TournamentBot, TournamentField } from './tournament-bot';
import { countWhilePlaying, summarizeTournamentBots } from './tournament-bots-summary';

/** Sockets opened at once while connecting (handshakes and their session lookups in flight). */
const CONNECT_CONCURRENCY = 50;

const send = (message: TournamentBotsMessage) => process.send!(message);

/** Opens the player's socket and follows their user channel, where the director's seating reaches them. */
async function connectPlayer(url: string, player: TournamentRunSettings['players'][number]): Promise<Socket> {
  const socket = await connect(url, player.token);
  const answer = (await socket.timeout(10_000).emitWithAck('rt:subscribe', `user:${player.id}`)) as SubscribeAck;
  if (!answer.ok) throw new Error(`user:${player.id}: ${answer.code}`);
  return socket;
}

async function run(settings: TournamentRunSettings): Promise<TournamentBotsResult> {
  const tally = emptyTournamentTally();
  const field = new TournamentField(tally, settings.thinkMs);
  // The sockets stay open until the parent has stopped the server and ends this process: a thousand players leaving
  // at once would have the server write each one's presence at their table while it stops.
  const sockets = await inBatches(settings.players, CONNECT_CONCURRENCY, (player) => connectPlayer(settings.url, player));
  const bots = sockets.map((socket) => new TournamentBot(socket, field));
  const own = await countWhilePlaying(tally, () => send({ type: 'connected' }));
  return summarizeTournamentBots(tally, bots, own);
}

process.once('message', (message: TournamentBotsParentMessage) => {
  if (message.type !== 'run') return;
  run(message.settings).then(
    (result) => send({ type: 'result', result }),
    (error: Error) => send({ type: 'failed', error: error.stack ?? error.message }),
  );
});
