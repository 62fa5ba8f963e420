import { randomUUID } from 'node:crypto';
import type {
  Ack,
  ChannelFrame,
  ChannelSnapshot,
  LegalAction,
  TableActRequest,
  TableMovedFrame,
  TablePrivateFrame,
  TablePrivateView,
  TableStateFrame,
  TableView,
  SubscribeAck,
} from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { connectedPatiently } from './realtime-client';

/**
 * Refusals a correct server gives a bot whose view was overtaken: the clock acted for it, it was moved, the table broke;
 * or, under load, the table's frame of a newer state (a bet, the showdown) arrived before the private view of it, so a
 * decision from the older view meets the newer state at the seq it names and does not fit it. The bot decides again
 * from the next private view.
 */
const OVERTAKEN = new Set([
  'STALE_TABLE_STATE',
  'NOT_YOUR_TURN',
  'NOT_SEATED',
  'TABLE_FINISHED',
  'NOT_A_SHOWDOWN_ACTION',
  'CANNOT_SHOW_NOW',
  'CANNOT_BET_AFTER_BET',
  'CANNOT_CHECK_FACING_BET',
  'CANNOT_FOLD_WITHOUT_BET',
  'BELOW_MINIMUM',
  'ABOVE_STACK',
  'ABOVE_POT_LIMIT',
]);
/** How long a bot told RATE_LIMITED waits before its next try (times the try's number). */
const RATE_LIMITED_BACKOFF_MS = 300;

export interface SocketBotOptions {
  userId: number;
  token: string;
  random: () => number;
  /** A table's public frame showed a completed hand (`hand 12`), or the table finished (`finished`). */
  onTableChange: (tableId: number, what: string) => void;
  /** An answer a correct server never gives a player who plays by the views it was sent. */
  onProblem: (message: string) => void;
  /** How long an answer may take before it counts as lost (a problem): 5 s, more for a server under a test's full load. */
  answerWithinMs?: number;
}

/**
 * A player at a tournament's tables through the real-time seam only, as the front end plays: its cards and choices
 * come on `user:{id}` (`table:private`), the tables it is told of are followed (`table:{id}`, for the seq a decision
 * must name), `table:moved` sends it to its new table, and it decides through `table:act`. A decision refused as stale
 * is retried once the table's snapshot shows it is still the bot's turn. After a reconnect (`connect` again, to another
 * process) the user channel's snapshot gives its state back. A loose-aggressive bot: often all in, so a field of 40
 * is down to one within a couple of minutes.
 */
export class SocketBot {
  /** While set the bot decides nothing (its clock runs on), so the tables wait on it mid-hand. */
  holding = false;
  actions = 0;
  /** Requests lost with their socket (around a crash): the bot decides again from the next state it is shown. */
  lost = 0;
  private socket?: Socket;
  private url = '';
  private readonly tableSeqs = new Map<number, number>();
  private readonly followed = new Set<number>();
  private readonly privates = new Map<number, { seq: number; view: TablePrivateView }>();
  private readonly decided = new Set<string>();
  private readonly askedBack = new Set<string>();
  private work: Promise<void> = Promise.resolve();

  constructor(private readonly options: SocketBotOptions) {}

  get userId(): number {
    return this.options.userId;
  }

  /**
   * (Re)connects to a server process, as the front end does (a handshake refused while the process admits others is
   * tried again): the channels are followed again and the user channel's snapshot read.
   */
  async connect(url: string): Promise<void> {
    this.socket?.disconnect();
    this.url = url;
    this.followed.clear();
    this.work = Promise.resolve();
    const socket = await connectedPatiently(url, this.options.token);
    this.socket = socket;
    socket.on('rt:frame', (frame: ChannelFrame) => this.onFrame(frame));
    const channel = `user:${this.userId}`;
    const ack = await this.subscribe(socket, channel);
    if (!ack.ok) throw new Error(`${channel} refused: ${ack.code}`);
    const snapshot = await this.snapshot<{ tables: TablePrivateView[] }>(channel);
    for (const view of snapshot.state.tables) this.notePrivate(view, snapshot.seq);
    this.wake();
  }

  /** False once its socket dropped (its server process died): the bot waits to be connected again. */
  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  disconnect(): void {
    this.socket?.disconnect();
  }

  release(): void {
    this.holding = false;
    this.wake();
  }

  private onFrame(frame: ChannelFrame): void {
    const [kind, id] = frame.channel.split(':');
    const tableId = Number(id);
    if (kind === 'table' && frame.event === 'table:state') {
      this.noteSeq(tableId, frame.seq);
      const { view } = frame.data as TableStateFrame;
      if (view.status === 'finished') this.options.onTableChange(tableId, 'finished');
      else if (view.hand?.street === 'complete') this.options.onTableChange(tableId, `hand ${view.hand.handNumber}`);
      return;
    }
    if (frame.event === 'table:private') this.notePrivate((frame.data as TablePrivateFrame).view, frame.seq);
    if (frame.event === 'table:moved') this.privates.delete((frame.data as TableMovedFrame).fromTableId);
    this.wake();
  }

  private notePrivate(view: TablePrivateView, seq: number): void {
    const known = this.privates.get(view.tableId);
    if (!known || known.seq < seq) this.privates.set(view.tableId, { seq, view });
  }

  private noteSeq(tableId: number, seq: number): void {
    if (seq > (this.tableSeqs.get(tableId) ?? -1)) this.tableSeqs.set(tableId, seq);
  }

  /**
   * One thought at a time: the bot's work is a chain, started again (empty) by each connect. What fails with its socket
   * gone (a crash) is lost, and thought over from the next state shown; anything else is a problem.
   */
  private wake(): void {
    const socket = this.socket;
    this.work = this.work
      .then(() => this.think(socket))
      .catch((error: Error) => {
        if (socket === this.socket && socket?.connected) this.options.onProblem(`user ${this.userId}: ${error.message}`);
        else this.lost += 1;
      });
  }

  private async think(socket: Socket | undefined): Promise<void> {
    if (!socket || socket !== this.socket) return;
    for (const tableId of this.privates.keys()) {
      if (this.followed.has(tableId)) continue;
      const ack = await this.subscribe(socket, `table:${tableId}`);
      if (ack.ok) this.noteSeq(tableId, ack.seq);
      this.followed.add(tableId);
    }
    if (this.holding) return;
    for (const [tableId, { seq, view }] of this.privates) {
      const key = `${tableId}:${view.handNumber}:${seq}`;
      if (view.sittingOut && !this.askedBack.has(key)) {
        // Timed out twice (the crash can do that): "I'm back".
        const answer = await this.request(socket, 'table:back', { tableId });
        if (!answer.ok && !OVERTAKEN.has(answer.code)) this.options.onProblem(`user ${this.userId}: table:back refused ${answer.code}`);
        this.askedBack.add(key);
      }
      if (!view.legalActions || this.decided.has(key)) continue;
      await this.decide(socket, view);
      this.decided.add(key);
    }
  }

  private async decide(socket: Socket, view: TablePrivateView): Promise<void> {
    const choice = choose(view.legalActions!, this.options.random);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const payload: TableActRequest = { tableId: view.tableId, handNumber: view.handNumber, seq: this.tableSeqs.get(view.tableId) ?? 0, ...choice };
      const answer = await this.request<{ seq: number }>(socket, 'table:act', payload);
      if (answer.ok) {
        this.actions += 1;
        this.noteSeq(view.tableId, answer.result.seq);
        return;
      }
      // Faster than any player (heads-up, deciding at once): the server's rate limit says slow down, and the bot does.
      if (answer.code === 'RATE_LIMITED') {
        await new Promise((resolve) => setTimeout(resolve, RATE_LIMITED_BACKOFF_MS * attempt));
        continue;
      }
      if (!OVERTAKEN.has(answer.code))
        this.options.onProblem(`user ${this.userId}: ${JSON.stringify(payload)} refused ${answer.code}: ${answer.message}`);
      if (answer.code !== 'STALE_TABLE_STATE') return;
      const table = await this.snapshot<TableView>(`table:${view.tableId}`);
      this.noteSeq(view.tableId, table.seq);
      if (table.state.hand?.handNumber !== view.handNumber || table.state.hand.actingSeat !== view.seat) return;
    }
  }

  private request<Result = unknown>(socket: Socket, event: string, payload: unknown): Promise<Ack<Result>> {
    return socket.timeout(this.options.answerWithinMs ?? 5_000).emitWithAck('rt:request', event, { actionId: randomUUID(), payload }) as Promise<
      Ack<Result>
    >;
  }

  private subscribe(socket: Socket, channel: string): Promise<SubscribeAck> {
    return socket.timeout(this.options.answerWithinMs ?? 5_000).emitWithAck('rt:subscribe', channel) as Promise<SubscribeAck>;
  }

  private async snapshot<State>(channel: string): Promise<ChannelSnapshot<State>> {
    const response = await fetch(`${this.url}/api/realtime/snapshot?channel=${channel}`, {
      headers: { authorization: `Bearer ${this.options.token}` },
    });
    if (!response.ok) throw new Error(`snapshot of ${channel}: ${response.status}`);
    return (await response.json()) as ChannelSnapshot<State>;
  }
}

/** All in one time in twenty when it may raise; else checks when free, and calls as often as it folds. */
function choose(legal: LegalAction[], random: () => number): Pick<TableActRequest, 'action' | 'amount'> {
  const draw = random();
  const raise = legal.find((action) => action.type === 'raise' || action.type === 'bet');
  if (raise && 'max' in raise && draw < 0.05) return { action: raise.type, amount: raise.max };
  if (legal.some((action) => action.type === 'check')) return { action: 'check' };
  if (legal.some((action) => action.type === 'muck')) return { action: draw < 0.5 ? 'show' : 'muck' };
  return { action: draw < 0.5 ? 'call' : 'fold' };
}
