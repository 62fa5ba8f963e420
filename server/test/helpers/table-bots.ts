import { randomUUID } from 'node:crypto';
import type {
  Ack,
  ChannelFrame,
  ChannelSnapshot,
  LegalAction,
  TableActRequest,
  TablePrivateFrame,
  TablePrivateView,
  TableStateFrame,
  TableView,
} from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import type { TableActResult } from '../../src/tables/table-actions';
import { request } from './realtime-gateway';
import type { TestPlayer } from './rooms';
import { follow, seat, type Seated } from './tables';
import type { TestApp } from './test-app';

export type Random = () => number;
export const chance = (random: Random, probability: number) => random() < probability;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** A random legal decision: any option alike, a bet or raise to any street total the bounds allow. */
export function randomDecision(random: Random, legal: LegalAction[]): Pick<TableActRequest, 'action' | 'amount'> {
  const option = pick(random, legal);
  if (option.type === 'bet' || option.type === 'raise') return { action: option.type, amount: between(random, option.min, option.max) };
  return { action: option.type };
}

/** One token of the gateway's default rate limit (10 a second). */
const RATE_LIMIT_TOKEN_MS = 100;

/** A snapshot read over HTTP, kept with the frames as the client received it (`event: 'snapshot'`). */
const SNAPSHOT = 'snapshot';

/**
 * One client: a player (or a spectator) with one socket at a time, each socket's frames and the snapshots it read
 * recorded in its own list. What it knows of its table is only what those hold.
 */
export class Bot {
  /** One list per socket it opened, in order: every frame received and every snapshot read. */
  readonly recordings: ChannelFrame[][] = [];
  socket: Socket | null = null;
  /** Decisions the gateway's rate limit made wait. */
  rateLimited = 0;

  constructor(
    private readonly t: TestApp,
    private readonly sockets: Socket[],
    readonly player: TestPlayer,
    readonly tableId: number,
  ) {}

  get id(): number {
    return this.player.id;
  }

  /** Takes over a socket already open and following the user channel (helpers/tables' Seated). */
  adopt(seated: Seated): void {
    this.socket = seated.socket;
    this.recordings.push(seated.frames);
  }

  /** Opens a new socket as a client does after a reconnect: user channel, the table, then both snapshots. */
  async connect(): Promise<void> {
    this.adopt(await seat(this.t, this.sockets, this.player));
    await this.followTable();
  }

  async followTable(): Promise<void> {
    await follow({ ...this.player, socket: this.socket!, frames: this.current }, `table:${this.tableId}`);
    await this.readSnapshots();
  }

  /** What a client reads when it (re)opens the table: its own cards and choices, and the public view. */
  async readSnapshots(): Promise<void> {
    await this.readSnapshot(`user:${this.id}`);
    await this.readSnapshot(`table:${this.tableId}`);
  }

  /** The client leaves (tab closed, network gone); it records nothing until it connects again. */
  drop(): void {
    this.socket!.disconnect();
    this.socket = null;
  }

  get connected(): boolean {
    return this.socket !== null;
  }

  /** A round trip through the server (an unknown event, answered at once): every frame sent before it has arrived. */
  async settled(): Promise<void> {
    const answer = await request(this.socket!, 'bots:ping', null);
    if (answer.ok || answer.code !== 'UNKNOWN_EVENT') throw new Error(`ping answered ${JSON.stringify(answer)}`);
  }

  /**
   * Sends a decision. The gateway allows a user 10 a second (a burst of 20) in real time, and bots decide far faster
   * than people: refused RATE_LIMITED (nothing applied), the bot waits for the next token and resends the same
   * actionId, as the client library does.
   */
  async act(payload: unknown, actionId: string = randomUUID()): Promise<Ack<TableActResult>> {
    for (;;) {
      const answer = await request<TableActResult>(this.socket!, 'table:act', payload, actionId);
      if (answer.ok || answer.code !== 'RATE_LIMITED') return answer;
      this.rateLimited += 1;
      await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_TOKEN_MS));
    }
  }

  send(event: string, payload: unknown): Promise<Ack> {
    return request(this.socket!, event, payload);
  }

  /** The latest public view received (frame or snapshot), with its seq. */
  table(): { seq: number; view: TableView } {
    const latest = this.latestOn(`table:${this.tableId}`);
    if (!latest) throw new Error(`${this.player.username} has no view of table ${this.tableId}`);
    const view = latest.event === SNAPSHOT ? (latest.data as TableView) : (latest.data as TableStateFrame).view;
    return { seq: latest.seq, view };
  }

  /** The latest private view of this table received, if the player holds a seat in its hand. */
  mine(): TablePrivateView | undefined {
    const latest = this.latestOn(`user:${this.id}`, (frame) => frame.event === SNAPSHOT || frame.event === 'table:private');
    if (!latest) return undefined;
    if (latest.event === SNAPSHOT) return privateViewsIn(latest).find((view) => view.tableId === this.tableId);
    const { view } = latest.data as TablePrivateFrame;
    return view.tableId === this.tableId ? view : undefined;
  }

  /** Resolves once this socket has received a frame on the table channel that passes `test`. */
  async tableFrame(test: (view: TableView, seq: number) => boolean, timeoutMs = 5_000): Promise<TableView> {
    const channel = `table:${this.tableId}`;
    const socket = this.socket!;
    const match = () =>
      this.current.find(
        (frame) => frame.channel === channel && frame.event === 'table:state' && test((frame.data as TableStateFrame).view, frame.seq),
      );
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = match();
        if (!found) return;
        clearTimeout(timer);
        socket.off('rt:frame', check);
        resolve((found.data as TableStateFrame).view);
      };
      const timer = setTimeout(() => {
        socket.off('rt:frame', check);
        reject(new Error(`${this.player.username}: no such frame of table ${this.tableId}`));
      }, timeoutMs);
      // Registered after the recorder's listener: by the time this runs, the frame is in the list.
      socket.on('rt:frame', check);
      check();
    });
  }

  private get current(): ChannelFrame[] {
    return this.recordings[this.recordings.length - 1];
  }

  private async readSnapshot(channel: string): Promise<void> {
    const { status, body } = await this.t.get<ChannelSnapshot>(`/api/realtime/snapshot?channel=${channel}`, this.player.headers);
    if (status !== 200) throw new Error(`snapshot ${channel}: ${status}`);
    this.current.push({ channel: body.channel, seq: body.seq, event: SNAPSHOT, data: body.state });
  }

  private latestOn(channel: string, test: (frame: ChannelFrame) => boolean = () => true): ChannelFrame | undefined {
    let latest: ChannelFrame | undefined;
    for (const recording of this.recordings) {
      for (const frame of recording) if (frame.channel === channel && test(frame) && (!latest || frame.seq >= latest.seq)) latest = frame;
    }
    return latest;
  }
}

export const isSnapshot = (frame: ChannelFrame) => frame.event === SNAPSHOT;

/** The private views a received user-channel item holds: one in a frame, one per table in a snapshot. */
export function privateViewsIn(frame: ChannelFrame): TablePrivateView[] {
  if (frame.event === 'table:private') return [(frame.data as TablePrivateFrame).view];
  if (frame.event === SNAPSHOT && frame.channel.startsWith('user:')) return (frame.data as { tables?: TablePrivateView[] }).tables ?? [];
  return [];
}

/** The public view a received table-channel item holds. */
export function publicViewIn(frame: ChannelFrame): TableView | undefined {
  if (!frame.channel.startsWith('table:')) return undefined;
  if (frame.event === 'table:state') return (frame.data as TableStateFrame).view;
  return frame.event === SNAPSHOT ? (frame.data as TableView) : undefined;
}
