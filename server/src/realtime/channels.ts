import type { ChannelName } from 'shared-events/contracts';
import { batchedReads } from '../db/batched-reads';
import type { Queryable } from '../db/database';

/** The kinds of channel the contract names: `table:{id}`, `user:{id}`, `tournament:{id}`, and `tournaments` (one of its kind). */
export type ChannelKind = KindOf<ChannelName>;
type KindOf<Name> = Name extends `${infer Kind}:${number}` ? Kind : Name;

const CHANNEL_NAME = /^(?:(table|user|tournament):([1-9][0-9]{0,9})|(tournaments))$/;
/** Rows have PostgreSQL `integer` ids: a larger number names no row. */
const MAX_INTEGER_ID = 2_147_483_647;

/** The query-string pattern of a channel name, for route schemas (the same rule as parseChannel). */
export const CHANNEL_NAME_PATTERN = CHANNEL_NAME.source;

export interface ParsedChannel {
  name: ChannelName;
  kind: ChannelKind;
  /** 0 for a channel that is the only one of its kind. */
  id: number;
}

/** A channel name a client sent, or undefined when it is not one (wrong kind, not a positive integer id). */
export function parseChannel(value: unknown): ParsedChannel | undefined {
  if (typeof value !== 'string') return undefined;
  const match = CHANNEL_NAME.exec(value);
  if (!match) return undefined;
  if (match[3]) return { name: value as ChannelName, kind: match[3] as ChannelKind, id: 0 };
  const id = Number(match[2]);
  if (id > MAX_INTEGER_ID) return undefined;
  return { name: value as ChannelName, kind: match[1] as ChannelKind, id };
}

/**
 * Takes the next seq of `channel` inside the caller's transaction, the one that makes the change the frame
 * reports: the row stays locked until it commits, so frames of one channel are numbered in commit order, and a
 * transaction that rolls back gives its number back (no gap).
 */
export async function nextChannelSeq(tx: Queryable, channel: ChannelName): Promise<number> {
  const { rows } = await tx.query<{ seq: string }>(
    `INSERT INTO channel_seqs (channel, seq) VALUES ($1, 1)
     ON CONFLICT (channel) DO UPDATE SET seq = channel_seqs.seq + 1 RETURNING seq`,
    [channel],
  );
  return Number(rows[0].seq);
}

/**
 * The next seqs of several channels in one statement (as nextChannelSeq does one), in the order given; a channel given
 * k times gets its next k seqs. The rows are locked in the channels' order, so two transactions never lock the same
 * rows in opposite orders.
 */
export async function nextChannelSeqs(tx: Queryable, channels: readonly ChannelName[]): Promise<number[]> {
  if (channels.length === 0) return [];
  const numbering = channelNumbering(channels);
  const { rows } = await tx.query<{ channel: string; seq: string }>(numbering.sql('$1', '$2'), numbering.params);
  return numbering.seqs(rows);
}

/**
 * nextChannelSeqs as parts, for a statement that numbers frames beside its own work (a data-modifying WITH): the
 * INSERT (over two parameters: the channels and how many seqs each takes; it answers rows of channel and seq), its
 * parameters, and the seqs of `channels`, in the order given, from its rows.
 */
export function channelNumbering(channels: readonly ChannelName[]) {
  const counts = new Map<string, number>();
  for (const channel of channels) counts.set(channel, (counts.get(channel) ?? 0) + 1);
  return {
    /** `alsoFrom`: a relation the wanted seqs are joined with (a WITH part of the caller's): with no row, none is taken. */
    sql: (channelsParam: string, countsParam: string, alsoFrom?: string) =>
      `INSERT INTO channel_seqs (channel, seq)
     SELECT channel, count FROM unnest(${channelsParam}::text[], ${countsParam}::int[]) AS wanted (channel, count)${alsoFrom ? `, ${alsoFrom}` : ''}
     ORDER BY channel
     ON CONFLICT (channel) DO UPDATE SET seq = channel_seqs.seq + EXCLUDED.seq RETURNING channel, seq`,
    params: [[...counts.keys()], [...counts.values()]],
    seqs(rows: readonly { channel: string; seq: string | number }[]): number[] {
      // Each channel's last seq now; its frames take the ones before it in the order given.
      const next = new Map(rows.map((row) => [row.channel, Number(row.seq) - counts.get(row.channel)! + 1]));
      return channels.map((channel) => {
        const seq = next.get(channel)!;
        next.set(channel, seq + 1);
        return seq;
      });
    },
  };
}

/**
 * The seq of the last frame of a channel (0 before its first), read outside a transaction with the seqs other callers
 * ask for meanwhile (db/batched-reads.ts): what a subscription's answer carries, read after its socket joined.
 */
export function channelSeqReader(db: Queryable): (channel: ChannelName) => Promise<number> {
  const read = batchedReads<ChannelName, number>(async (channels) => {
    const { rows } = await db.query<{ channel: ChannelName; seq: string }>('SELECT channel, seq FROM channel_seqs WHERE channel = ANY($1::text[])', [
      channels,
    ]);
    return new Map(rows.map((row) => [row.channel, Number(row.seq)]));
  });
  return async (channel) => (await read(channel)) ?? 0;
}

/** The seq of the last frame of `channel` (0 before its first), in the caller's transaction. */
export async function currentChannelSeq(db: Queryable, channel: ChannelName): Promise<number> {
  const { rows } = await db.query<{ seq: string }>('SELECT seq FROM channel_seqs WHERE channel = $1', [channel]);
  return rows[0] ? Number(rows[0].seq) : 0;
}
