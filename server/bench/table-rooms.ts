import type { RoomResponse, SubscribeAck } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { connect } from './measure-broadcast';
import type { BenchPlayer, BenchTable } from './table-fixtures';

/** A room of eight seated players, each with a socket following their own user channel, before Start Game. */
export interface SeatedRoom {
  roomId: number;
  host: BenchPlayer;
  sockets: Socket[];
}

async function api<T>(url: string, method: string, path: string, token: string, body?: object): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** As players do it: the first player opens a room of the tournament, the others join it, every one opens the socket. */
export async function seatRoom(url: string, table: BenchTable): Promise<SeatedRoom> {
  const [host, ...guests] = table.players;
  const { room } = await api<RoomResponse>(url, 'POST', `/api/rooms/tournament/${table.tournamentId}`, host.token, {});
  for (const guest of guests) await api(url, 'POST', `/api/rooms/${room.id}/join`, guest.token, {});
  const sockets = await Promise.all(table.players.map((player) => connect(url, player.token)));
  await Promise.all(
    sockets.map(async (socket, index) => {
      const answer = (await socket.timeout(10_000).emitWithAck('rt:subscribe', `user:${table.players[index].id}`)) as SubscribeAck;
      if (!answer.ok) throw new Error(`user:${table.players[index].id}: ${answer.code}`);
    }),
  );
  return { roomId: room.id, host, sockets };
}

/** The host's Start Game: the table runtime opens the table and deals in the transaction of the start. */
export async function startGame(url: string, room: SeatedRoom): Promise<void> {
  await api(url, 'PUT', `/api/rooms/${room.roomId}/state`, room.host.token, { roomState: 'playing' });
}

/** `work` on every item, `concurrency` at a time, results in order. */
export async function inBatches<Item, Result>(items: Item[], concurrency: number, work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = [];
  for (let first = 0; first < items.length; first += concurrency)
    results.push(...(await Promise.all(items.slice(first, first + concurrency).map(work))));
  return results;
}
