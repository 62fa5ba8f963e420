import type { ChannelFrame, ChannelName, SubscribeAck } from '../contracts/realtime';
import { ChannelFeed, type ChannelFeedOptions, type ChannelListener } from './channel-feed';
import type { CurrentSocket } from './realtime-socket';

/**
 * The channels the page follows, with one feed each however many screens follow it. The server forgets them when a
 * connection ends, so every one is subscribed again on each connect.
 */
export class ChannelSubscriptions {
  private readonly feeds = new Map<ChannelName, ChannelFeed>();

  constructor(
    private readonly currentSocket: CurrentSocket,
    private readonly feedOptions: ChannelFeedOptions,
  ) {}

  /** Follows a channel until the returned function is called (calling it again does nothing). */
  subscribe<State, Data>(channel: ChannelName, listener: ChannelListener<State, Data>): () => void {
    let feed = this.feeds.get(channel);
    const isNew = !feed;
    if (!feed) {
      feed = new ChannelFeed(channel, this.feedOptions);
      this.feeds.set(channel, feed);
    }
    const remove = feed.add(listener as ChannelListener);
    if (isNew) this.sendSubscribe(feed);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      remove();
      if (feed.listenerCount > 0) return;
      feed.close();
      this.feeds.delete(channel);
      const socket = this.currentSocket();
      if (socket?.connected) socket.emit('rt:unsubscribe', channel);
    };
  }

  /** A new connection: the server knows none of the page's channels. */
  subscribeAll(): void {
    for (const feed of this.feeds.values()) this.sendSubscribe(feed);
  }

  /** A frame from the server; one of a channel not followed (or not a frame at all) is ignored. */
  receive(frame: unknown): void {
    if (!isChannelFrame(frame)) return;
    this.feeds.get(frame.channel)?.receive(frame);
  }

  private sendSubscribe(feed: ChannelFeed): void {
    const socket = this.currentSocket();
    if (!socket?.connected) return;
    socket.emit('rt:subscribe', feed.channel, (answer: SubscribeAck) => {
      if (this.feeds.get(feed.channel) !== feed) return;
      if (answer.ok) feed.subscribed(answer.seq);
      else {
        console.info(`[realtime] subscribe ${feed.channel} refused:`, answer.code);
        feed.refused(answer.code);
      }
    });
  }
}

function isChannelFrame(value: unknown): value is ChannelFrame {
  if (!value || typeof value !== 'object') return false;
  const { channel, seq, event } = value as Partial<ChannelFrame>;
  return typeof channel === 'string' && Number.isInteger(seq) && typeof event === 'string';
}
