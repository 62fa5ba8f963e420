import { GATEWAY_REFUSALS, type GatewayRefusalCode, type SubscribeAck } from 'shared-events/contracts';
import { asClientRequest, asPlatformWork } from '../db/connection-queue';
import { AppError } from '../errors';
import { channelSeqReader, parseChannel, type ChannelKind } from './channels';
import type { ChannelKindOptions, GatewayDeps, GatewaySocket } from './gateway';
import type { tokenBuckets } from './token-buckets';

/** Enough for a player's tables, its own channel, the lobby's and a few tables and tournaments watched. */
export const MAX_CHANNELS_PER_SOCKET = 20;
/** Per socket: a reconnect re-sends its whole list at once, so a burst holds two full lists. */
export const SUBSCRIBE_RATE_LIMIT = { perSecond: 10, burst: 2 * MAX_CHANNELS_PER_SOCKET };

const refuse = (channel: unknown, code: GatewayRefusalCode): SubscribeAck => ({
  ok: false,
  channel: typeof channel === 'string' ? channel.slice(0, 40) : '',
  code,
  message: GATEWAY_REFUSALS[code],
});

interface ChannelDeps extends GatewayDeps {
  channelKinds: Map<ChannelKind, ChannelKindOptions<unknown>>;
  buckets: ReturnType<typeof tokenBuckets>;
}

/**
 * `rt:subscribe (channel, ack)` and `rt:unsubscribe`. The server joins the socket to the room named after the
 * channel once the name is valid, its kind registered, the token still valid and the kind's `authorize` agrees; the
 * ack carries the channel's current seq, read after joining so no frame falls between the two. `user:{id}` is also
 * the room every socket of that user joins at connect (toUser): unsubscribing from it leaves that room alone.
 */
export function channelSubscriptions(deps: ChannelDeps) {
  const { channelKinds, buckets, authenticateSession, db } = deps;
  const currentSeq = channelSeqReader(db);

  async function subscribe(socket: GatewaySocket, channel: unknown): Promise<SubscribeAck> {
    const { userId, token, channels } = socket.data;
    const parsed = parseChannel(channel);
    const kind = parsed && channelKinds.get(parsed.kind);
    if (!parsed || !kind) return refuse(channel, 'INVALID_CHANNEL');
    const session = await authenticateSession(token).catch(() => null);
    if (session === null) return refuse(channel, 'INTERNAL');
    if (!session || session.user.id !== userId) {
      setImmediate(() => socket.disconnect(true));
      return refuse(channel, 'AUTHENTICATION_REQUIRED');
    }
    try {
      if (!(await kind.authorize(userId, parsed.id))) return refuse(channel, 'FORBIDDEN');
    } catch (error) {
      if (error instanceof AppError) return { ok: false, channel: parsed.name, code: error.code, message: error.message };
      throw error;
    }
    // Checked after the awaits: concurrent subscribes must not pass the cap together.
    if (!channels.has(parsed.name) && channels.size >= MAX_CHANNELS_PER_SOCKET) return refuse(channel, 'TOO_MANY_CHANNELS');
    channels.add(parsed.name);
    await socket.join(parsed.name);
    // Its count runs later, for every follower: not dropped if this socket goes.
    asPlatformWork(() => kind.followersChanged?.(parsed.id));
    return { ok: true, channel: parsed.name, seq: await currentSeq(parsed.name) };
  }

  async function unsubscribe(socket: GatewaySocket, channel: unknown): Promise<SubscribeAck> {
    const { userId, channels } = socket.data;
    const parsed = parseChannel(channel);
    if (!parsed) return refuse(channel, 'INVALID_CHANNEL');
    const followed = channels.delete(parsed.name);
    if (parsed.name !== `user:${userId}`) await socket.leave(parsed.name);
    if (followed) asPlatformWork(() => channelKinds.get(parsed.kind)?.followersChanged?.(parsed.id));
    return { ok: true, channel: parsed.name, seq: await currentSeq(parsed.name) };
  }

  const answering = (decide: (socket: GatewaySocket, channel: unknown) => Promise<SubscribeAck>, socket: GatewaySocket) => {
    /**
     * The answers still coming, by channel: the same request again before its answer (a client that stopped waiting
     * and asked again) waits for that answer rather than adding its statements to a queue that is already behind.
     */
    const coming = new Map<string, Promise<SubscribeAck>>();
    const answerOf = (channel: unknown): Promise<SubscribeAck> => {
      // Every request counts against the socket's rate, one that waits for another's answer too.
      if (!buckets.take(`socket ${socket.id}`, SUBSCRIBE_RATE_LIMIT)) return Promise.resolve(refuse(channel, 'RATE_LIMITED'));
      const name = typeof channel === 'string' ? channel : undefined;
      const waiting = name === undefined ? undefined : coming.get(name);
      if (waiting) return waiting;
      // A client's request: its own statements wait behind the platform's, and are dropped if the socket goes meanwhile.
      // (The session, the seq and the kinds' lookups are read with every other socket's asking at once: batched-reads.ts.)
      const answer = asClientRequest(
        () => decide(socket, channel),
        () => socket.disconnected,
      ).catch(() => refuse(channel, 'INTERNAL'));
      if (name !== undefined) {
        coming.set(name, answer);
        void answer.then(() => coming.delete(name));
      }
      return answer;
    };
    return async (channel: unknown, ack?: unknown) => {
      const answer = await answerOf(channel);
      if (typeof ack === 'function') (ack as (answer: SubscribeAck) => void)(answer);
    };
  };

  return {
    listen(socket: GatewaySocket): void {
      socket.on('rt:subscribe', answering(subscribe, socket));
      socket.on('rt:unsubscribe', answering(unsubscribe, socket));
      // By now the socket has left its rooms: a count of the followers no longer holds it.
      socket.on('disconnect', () => {
        for (const name of socket.data.channels) {
          const parsed = parseChannel(name);
          if (parsed) channelKinds.get(parsed.kind)?.followersChanged?.(parsed.id);
        }
      });
    },
  };
}
