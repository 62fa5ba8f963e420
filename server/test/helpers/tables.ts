import { randomUUID } from 'node:crypto';
import type { ChannelFrame, ChannelSnapshot, RoomResponse, TablePrivateFrame, TablePrivateView, TableView } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import type { TableActResult } from '../../src/tables/table-actions';
import { privateView } from '../../src/tables/table-views';
import { findTable } from '../../src/tables/tables.repository';
import { connected } from './realtime-client';
import { framesArrived, recordFrames, request, subscribe } from './realtime-gateway';
import { insertStartedTournament, registeredPlayers, type TestPlayer } from './rooms';
import type { TestApp } from './test-app';

/** A player at a table: their socket (following `user:{id}` and `table:{id}`) and every frame it received. */
export interface Seated extends TestPlayer {
  socket: Socket;
  frames: ChannelFrame[];
}

/** A started room of `count` players, each connected and following their own user channel before the start. */
export async function startedTable(
  t: TestApp,
  sockets: Socket[],
  count: number,
  options: { gameType?: 'NLH' | 'PLO'; startingStack?: number } = {},
): Promise<{ tableId: number; tournamentId: number; players: Seated[] }> {
  const tournamentId = await insertStartedTournament(t, { gameType: options.gameType ?? 'NLH', startingStack: options.startingStack ?? 1000 });
  const players = await registeredPlayers(t, tournamentId, count);
  const [host, ...guests] = players;
  const tableId = (await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers })).body.room.id;
  for (const guest of guests) {
    const joined = await t.post(`/api/rooms/${tableId}/join`, {}, guest.headers);
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.text}`);
  }
  const seated: Seated[] = [];
  for (const player of players) seated.push(await seat(t, sockets, player));
  const started = await t.request('PUT', `/api/rooms/${tableId}/state`, { body: { roomState: 'playing' }, headers: host.headers });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${started.text}`);
  for (const player of seated) await follow(player, `table:${tableId}`);
  return { tableId, tournamentId, players: seated };
}

/** Connects a player and follows their user channel. */
export async function seat(t: TestApp, sockets: Socket[], player: TestPlayer): Promise<Seated> {
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  const seated = { ...player, socket, frames: recordFrames(socket) };
  await follow(seated, `user:${player.id}`);
  return seated;
}

export async function follow(player: Seated, channel: string): Promise<void> {
  const answer = await subscribe(player.socket, channel);
  if (!answer.ok) throw new Error(`subscribe ${channel}: ${answer.code}`);
}

export async function tableSnapshot(t: TestApp, player: TestPlayer, tableId: number): Promise<ChannelSnapshot<TableView>> {
  return (await t.get<ChannelSnapshot<TableView>>(`/api/realtime/snapshot?channel=table:${tableId}`, player.headers)).body;
}

export async function privateSnapshot(t: TestApp, player: TestPlayer, tableId: number): Promise<TablePrivateView | undefined> {
  const { body } = await t.get<ChannelSnapshot<{ tables: TablePrivateView[] }>>(`/api/realtime/snapshot?channel=user:${player.id}`, player.headers);
  return body.state.tables.find((view) => view.tableId === tableId);
}

export const privateFrames = (player: Seated) =>
  player.frames.filter((frame) => frame.event === 'table:private').map((frame) => (frame.data as TablePrivateFrame).view);

export const act = (player: Seated, payload: object, actionId = randomUUID()) =>
  request<TableActResult>(player.socket, 'table:act', payload, actionId);

/** One token of the table's request bucket refills in this time (10 decisions a second for each player). */
const DECISION_REFILL_MS = 100;

/**
 * A decision as a player's client sends it when told to slow down: a loop that plays many hands through one socket
 * outruns the gateway's bucket of `table:act` (10 a second, 20 at once) on a fast machine, and `RATE_LIMITED` is the
 * transport's throttle, not the table's answer: it waits for a token and sends the decision again (a new actionId,
 * the same decision), so the table's own answer is what the caller sees.
 */
export async function actAtAPlayersPace(player: Seated, payload: object) {
  for (let retry = 0; ; retry += 1) {
    const answer = await act(player, payload);
    if (answer.ok || answer.code !== 'RATE_LIMITED' || retry === 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, DECISION_REFILL_MS));
  }
}

/** What the player in `seat` may do now, as the runtime's private view says (read from the table's row). */
export async function legalActionsAt(t: TestApp, tableId: number, seat: number) {
  const record = (await findTable(t.server.db, tableId))!;
  return privateView(
    tableId,
    record.hand,
    record.seats.find((s) => s.seat === seat)!,
  ).legalActions!;
}

/** Check when free, else call; a beaten hand at the showdown is mucked (the default). */
export const passiveAction = (options: readonly { type: string }[]): 'check' | 'call' | 'muck' =>
  options.some((o) => o.type === 'check') ? 'check' : options.some((o) => o.type === 'muck') ? 'muck' : 'call';

/** The player in the seat to act. */
export function actorOf(view: TableView, players: Seated[]): Seated {
  const seat = view.seats.find((s) => s.seat === view.hand!.actingSeat);
  if (!seat) throw new Error('nobody to act');
  return players.find((player) => player.id === seat.userId)!;
}

/** Every chip: the stacks and the pots (which hold this street's bets). */
export function chipsOnTable(view: TableView): number {
  return view.seats.reduce((sum, seat) => sum + seat.stack, 0) + (view.hand?.pots.reduce((sum, pot) => sum + pot.amount, 0) ?? 0);
}

/** Waits until a socket has received a frame that satisfies `test` (frames are sent after the commit). */
export async function frameWhere(player: Seated, test: (frame: ChannelFrame) => boolean, timeoutMs = 5_000): Promise<ChannelFrame> {
  const found = player.frames.find(test);
  if (found) return found;
  const started = Date.now();
  for (;;) {
    const remaining = timeoutMs - (Date.now() - started);
    if (remaining <= 0) throw new Error(`no such frame for ${player.username}`);
    await framesArrived(player.socket, player.frames, player.frames.length + 1, remaining).catch(() => undefined);
    const match = player.frames.find(test);
    if (match) return match;
  }
}

/** A seeded generator (mulberry32): random play is the same on every run of one seed, and a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
