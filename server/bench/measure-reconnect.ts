import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import type { ChannelSnapshot, SubscribeAck, TablePrivateView } from 'shared-events/contracts';
import type { ServerStats } from './bench-protocol';
import type { TimedKind } from './counted-database';
import { connect, percentile } from './measure-broadcast';
import { ask } from './measure-tournament';
import type { BenchPlayer } from './table-fixtures';

export interface ReconnectRun {
  url: string;
  tournamentId: number;
  players: BenchPlayer[];
  rounds: number;
}

export interface ReconnectRound {
  players: number;
  /** From the storm's start (every socket opened at once) to the handshake's end, to the player back at the table. */
  connectedMs: { p50: number; p99: number; last: number };
  resumedMs: { p50: number; p99: number; last: number };
  /** The server's statements and transactions during the round (from its closing the last round's sockets on), per player. */
  statementsPerPlayer: number;
  transactionsPerPlayer: number;
  /** Players not back (a refused subscription or snapshot, or none within the wait). */
  failed: number;
  /** The statements that took the server's database time during the round, the most first. */
  statements: TimedKind[];
}

export interface ReconnectResult {
  players: number;
  tables: number;
  rounds: ReconnectRound[];
}

const SEATED_WITHIN_MS = 120_000;
const QUIET_MS = 3_000;

/** The server's figures; `reset`: where its database time goes is counted from now on. */
const stats = (server: ChildProcess, reset = false) => ask(server, { type: 'stats', reset, times: true }, 'stats') as Promise<ServerStats>;

/**
 * What a page does when its socket comes back: its channels followed again at once (the user's, and the table's it
 * was at), then the user channel's snapshot read (the cards it holds). Resolves with the times from `since`, and the
 * table it sits at now.
 */
async function resume(url: string, player: BenchPlayer, tableId: number | undefined, since: number) {
  const socket = await connect(url, player.token);
  const connectedMs = performance.now() - since;
  const subscribe = (channel: string) =>
    (socket.emitWithAck('rt:subscribe', channel) as Promise<SubscribeAck>).then((ack) => {
      if (!ack.ok) throw new Error(`${channel}: ${ack.code}`);
    });
  const table = tableId === undefined ? Promise.resolve() : subscribe(`table:${tableId}`);
  await subscribe(`user:${player.id}`);
  const response = await fetch(`${url}/api/realtime/snapshot?channel=user:${player.id}`, { headers: { authorization: `Bearer ${player.token}` } });
  if (!response.ok) throw new Error(`snapshot ${response.status}`);
  const snapshot = (await response.json()) as ChannelSnapshot<{ tables: TablePrivateView[] }>;
  await table;
  return { socket, connectedMs, resumedMs: performance.now() - since, tableId: snapshot.state.tables[0]?.tableId };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), last: sorted.at(-1) ?? NaN };
};

/**
 * The crowd of a dead process coming back to this one: the tournament's players are seated (its join window ends, the
 * director seats them, nobody connected), then every player's socket opens at once and does what the page does when
 * it reconnects (resume), `rounds` times, the sockets of a round closed together before the next. The first round
 * learns where each player sits; the others follow that table at once, as a page that was there does.
 */
export async function measureReconnect(server: ChildProcess, run: ReconnectRun): Promise<ReconnectResult> {
  await ask(server, { type: 'open', inMs: 1_000 }, 'opened');
  const until = Date.now() + SEATED_WITHIN_MS;
  let tables = 0;
  for (;;) {
    const progress = await ask(server, { type: 'progress' }, 'progress');
    tables = progress.playingTables;
    if (progress.seatedAt !== null && tables >= Math.ceil(run.players.length / 8)) break;
    if (Date.now() > until) throw new Error(`the players were not seated within ${SEATED_WITHIN_MS} ms (${tables} tables)`);
    await wait(1_000);
  }

  const seatedAt = new Map<number, number | undefined>();
  let sockets: Socket[] = [];
  const rounds: ReconnectRound[] = [];
  for (let round = 0; round <= run.rounds; round += 1) {
    const before = await stats(server, true);
    const since = performance.now();
    const outcomes = await Promise.allSettled(run.players.map((player) => resume(run.url, player, seatedAt.get(player.id), since)));
    const after = await stats(server);
    const back = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    sockets = back.map((player) => player.socket);
    outcomes.forEach((outcome, index) => outcome.status === 'fulfilled' && seatedAt.set(run.players[index].id, outcome.value.tableId));
    if (round > 0)
      rounds.push({
        players: run.players.length,
        connectedMs: summary(back.map((player) => player.connectedMs)),
        resumedMs: summary(back.map((player) => player.resumedMs)),
        statementsPerPlayer: (after.queries - before.queries) / run.players.length,
        transactionsPerPlayer: (after.transactions - before.transactions) / run.players.length,
        failed: outcomes.length - back.length,
        statements: after.databaseTimes?.statements ?? [],
      });
    for (const socket of sockets) socket.close();
    // The server notes every player gone (presence) before the next crowd comes.
    await wait(QUIET_MS);
  }
  return { players: run.players.length, tables, rounds };
}
