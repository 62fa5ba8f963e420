import type { ChannelFrame, ChannelName, ServerToClientEvents } from 'shared-events/contracts';
import type { Database, Queryable } from '../db/database';
import { nextChannelSeqs } from './channels';

export type EventPayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** A payload, or how to read it in the transaction that numbers its frames (for frames that carry a whole state). */
export type PayloadSource<E extends keyof ServerToClientEvents> = EventPayload<E> | ((tx: Queryable) => Promise<EventPayload<E>>);

export interface ChannelPublisherDeps {
  db: Database;
  send(frame: ChannelFrame): void;
  log?: { error(details: object, message: string): void };
}

/**
 * Publishes events that are told after their change committed (the tournaments' and their rooms'): each takes its
 * channel's next seqs in a transaction of its own, which holds the channel's row locked, so two processes never
 * number two frames alike, and a payload read in that transaction is read after every frame numbered before it
 * committed (a later seq never carries an older state). In one process, the publishes of a channel are numbered
 * and sent in the order they were asked.
 */
export function channelPublisher({ db, send, log }: ChannelPublisherDeps) {
  const tails = new Map<ChannelName, Promise<void>>();

  async function numberAndSend<E extends keyof ServerToClientEvents>(channel: ChannelName, events: readonly E[], source: PayloadSource<E>) {
    const frames = await db.transaction(async (tx) => {
      const seqs = await nextChannelSeqs(tx, Array<ChannelName>(events.length).fill(channel));
      const data = typeof source === 'function' ? await source(tx) : source;
      return events.map((event, index): ChannelFrame => ({ channel, seq: seqs[index], event, data }));
    });
    for (const frame of frames) send(frame);
  }

  return {
    /**
     * One frame per event (all with the same payload), to the followers of `channel` in every process. Resolves once
     * sent; a failure is logged, not thrown: the change it reports is committed already, and a follower that
     * misses a seq resyncs from the snapshot.
     */
    publish<E extends keyof ServerToClientEvents>(channel: ChannelName, events: E | readonly E[], source: PayloadSource<E>): Promise<void> {
      const names: readonly E[] = typeof events === 'string' ? [events] : events;
      const previous = tails.get(channel) ?? Promise.resolve();
      const done = previous
        .then(() => numberAndSend(channel, names, source))
        .catch((error: unknown) => log?.error({ err: error, channel, events: names }, 'channel publish failed'));
      tails.set(channel, done);
      void done.then(() => {
        if (tails.get(channel) === done) tails.delete(channel);
      });
      return done;
    },
  };
}
