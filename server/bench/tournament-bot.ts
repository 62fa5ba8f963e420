import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type {
  Ack,
  ChannelFrame,
  SubscribeAck,
  TableActRequest,
  TableMovedFrame,
  TablePrivateFrame,
  TablePrivateView,
  TableStateFrame,
  TableView,
} from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { chooseAction, passiveAction, TOURNAMENT_STYLE } from './bot-decisions';
import { RACE_CODES } from './table-bot';

const ACK_TIMEOUT_MS = 10_000;
/**
 * A subscription is waited for as long as its connection lasts, as the front end waits (no timeout: asked again while
 * the first is still queued, it only queues again). socket.io rejects an ack with a timeout when its socket drops.
 */
export const WHILE_CONNECTED_MS = 60 * 60_000;
/**
 * TABLE_FINISHED or NOT_SEATED for an act taken on a view the table had moved on from: the player's clock, or the
 * director, acted while they thought (a beaten hand mucked for them at the showdown, then the table broken; their clock
 * folded them, then the director moved them to another table), as STALE_TABLE_STATE at a table still playing where they
 * still sit. Counted under this name once the bot sees the table past the act's seq (or itself moved away); until then
 * such a refusal counts under its own code (lost).
 */
export const MOVED_ON_WHILE_DECIDING = 'TABLE_FINISHED or NOT_SEATED after the table moved on';
/** The refusals an act may meet when the table moved on while its player decided. */
const MOVED_ON_CODES = new Set(['TABLE_FINISHED', 'NOT_SEATED']);
/** What a tournament bot's act may meet without anything being lost: another's act, a clock or the director first. */
export const TOURNAMENT_RACE_CODES = new Set([...RACE_CODES, MOVED_ON_WHILE_DECIDING]);
/** Sent actions kept per table for timing frames: more than the seqs one hand's frames can lag behind on a slow socket. */
const SENT_KEPT = 32;

/** What every bot of the tournament adds to, in one process. */
export interface TournamentTally {
  /** Whether actions and latencies count now (from the end of the join window). */
  counting: boolean;
  /** No new action once set (the run is over). */
  stopped: boolean;
  /** Milliseconds from sending `table:act` to the acting bot receiving the `table:state` frame it caused. */
  actorLatencies: number[];
  /** When each of actorLatencies was sent (performance.now of this process), in the same order. */
  actorSentAt: number[];
  /** The server process the actor's socket was on when it sent each of actorLatencies (TournamentBot.backend). */
  actorBackends: number[];
  /** When counting began (performance.now of this process). */
  countingSince: number;
  /** The same frame's arrival at every bot following the table (the actor's included). */
  seatLatencies: number[];
  actions: number;
  /** Over the whole run: actions answered ok with no frame before the ack (frames go first), never answered. */
  framesMissing: number;
  unanswered: number;
  /** When each unanswered or frameless action was sent (performance.now of this process): where in the run they were. */
  lostSentAt: number[];
  refusals: Record<string, number>;
  subscribeRefusals: Record<string, number>;
  moved: number;
  /** Acts not answered yet. */
  inFlight: number;
  /**
   * Acts sent at a table and seq another bot's act already held (a player whose view was behind, often one back from a
   * dropped socket, acting at the seq of another's turn): one of them at most is applied, the others refused.
   */
  sharedSeqActs: number;
  /**
   * Acts whose socket dropped before their answer (the node it was on died): not lost by the server, the player decides
   * again once reconnected (see TournamentBot.resume).
   */
  droppedWithSocket: number;
}

export function emptyTournamentTally(): TournamentTally {
  return {
    counting: false,
    stopped: false,
    actorLatencies: [],
    actorSentAt: [],
    actorBackends: [],
    countingSince: 0,
    seatLatencies: [],
    actions: 0,
    framesMissing: 0,
    unanswered: 0,
    lostSentAt: [],
    refusals: {},
    subscribeRefusals: {},
    moved: 0,
    inFlight: 0,
    sharedSeqActs: 0,
    droppedWithSocket: 0,
  };
}

interface SentAction {
  sentAt: number;
  counted: boolean;
  bot: TournamentBot;
  backend: number;
  frameArrived: boolean;
}

/**
 * The bots' shared view of the tables: the actions sent at each table by the seq they were taken at, so the frame
 * each one causes (the next seq: the server numbers it under the table's lock) is timed on every socket following
 * the table, whichever bot sent it.
 */
export class TournamentField {
  /** By table, then by the seq they were taken at: several bots may act at one seq, one at most applied. */
  private readonly sent = new Map<number, Map<number, SentAction[]>>();

  constructor(
    readonly tally: TournamentTally,
    readonly thinkMs: number,
  ) {}

  noteSent(tableId: number, seq: number, action: SentAction): void {
    let table = this.sent.get(tableId);
    if (!table) this.sent.set(tableId, (table = new Map()));
    const acts = table.get(seq);
    if (!acts) return void table.set(seq, [action]);
    // Kept beside the other: the frame of this seq is timed for, and reaches, whichever was applied.
    acts.push(action);
    if (action.counted) this.tally.sharedSeqActs += 1;
  }

  /** A refused act caused no frame: the next frame is the other act's at its seq, if any. */
  forget(tableId: number, seq: number, action: SentAction): void {
    const acts = this.sent.get(tableId)?.get(seq);
    const at = acts?.indexOf(action) ?? -1;
    if (at >= 0) acts!.splice(at, 1);
  }

  /** A `table:state` frame reached `bot`. */
  received(bot: TournamentBot, tableId: number, seq: number): void {
    const table = this.sent.get(tableId);
    if (!table) return;
    for (const action of table.get(seq - 1) ?? []) {
      if (action.counted) {
        const latency = performance.now() - action.sentAt;
        this.tally.seatLatencies.push(latency);
        if (action.bot === bot) {
          this.tally.actorLatencies.push(latency);
          this.tally.actorSentAt.push(action.sentAt);
          this.tally.actorBackends.push(action.backend);
        }
      }
      if (action.bot === bot) action.frameArrived = true;
    }
    table.delete(seq - SENT_KEPT);
  }
}

/**
 * One registered player, one socket (already following `user:{id}`). The director seats them: their first
 * `table:private` frame names the table, which they follow; `table:moved` sends them to another table, which they
 * follow instead. They act when their private view offers legal actions, with the view's hand number and the last
 * seq of the table channel their socket saw, after a random wait of up to `thinkMs`.
 */
export class TournamentBot {
  /** When the first private view arrived (epoch ms): the player has a seat and cards. */
  firstDealtAt: number | null = null;
  /** Which server process its socket is on, when the rig has several behind a balancer (0: not told). */
  backend = 0;
  private tableId?: number;
  /** Tables the player was moved from: a late frame from them is not followed back. */
  private readonly left = new Set<number>();
  /** The last seq of each followed table channel on this socket. */
  private readonly seqs = new Map<number, number>();
  private view?: TableView;
  private own?: TablePrivateView;
  /** `${tableId}:${handNumber}:${seq}` of its last decision, so a repeated private view does not act twice. */
  private decidedAt?: string;
  /** Its private view offers a choice not taken yet (it may wait for the table's seq). */
  private choosing = false;
  /** Times its socket dropped: an act sent before a drop and unanswered went down with the socket. */
  private drops = 0;
  /**
   * The seq of the last state of the user channel taken in (a frame, or the snapshot read after a reconnect): what is
   * older (a snapshot read while newer frames came, a frame sent before the snapshot's state) is not taken in.
   */
  private userSeq = 0;
  /** By table, the seqs of its acts refused TABLE_FINISHED or NOT_SEATED before it saw the table move on past them. */
  private readonly refusedMovedOn = new Map<number, { seq: number; code: string }[]>();

  constructor(
    readonly socket: Socket,
    private readonly field: TournamentField,
  ) {
    socket.on('rt:frame', (frame: ChannelFrame) => this.onFrame(frame));
    // A dropped socket follows nothing: no decision until its table is followed again (resume), as an act sent on the
    // next connection before that would miss the frame it causes.
    // A choice offered before the drop is not taken on the next connection: the hand may have moved on meanwhile (its
    // clock), so the player decides again on the private view it gets back (resume, or a new frame).
    socket.on('disconnect', () => {
      this.drops += 1;
      this.seqs.clear();
      this.choosing = false;
      this.decidedAt = undefined;
    });
  }

  /**
   * Its socket connected again (to another node: the one it was on died), following nothing: the table it sat at is
   * followed again at once, beside the user channel, as the page subscribes all its channels again on each connect.
   */
  reconnected(): void {
    if (this.tableId !== undefined) this.subscribe(this.tableId);
  }

  /**
   * From the user channel's snapshot after a reconnect: the player's hand as it stands now. An act cut with its socket
   * may never have reached the table, so the choice is taken afresh, once the table's subscription has given its seq
   * (an act sent before the socket follows the table again would miss the frame it causes). A table it was moved to
   * meanwhile is followed instead. A snapshot (at `seq` of the user channel) no newer than the frames taken in is not.
   */
  resume(views: readonly TablePrivateView[], seq: number): void {
    if (seq <= this.userSeq) {
      // Nothing newer than what its frames gave (since the drop, or before it): the choice is taken on that view.
      this.choosing = this.own?.legalActions != null;
      this.decide();
      return;
    }
    this.userSeq = seq;
    const view = views.find((each) => each.tableId === this.tableId) ?? views.find((each) => !this.left.has(each.tableId));
    if (!view) return;
    if (view.tableId !== this.tableId) {
      // Moved while it was away (the table:moved frame went with its socket).
      if (this.tableId !== undefined) this.left.add(this.tableId);
      this.follow(view.tableId);
    }
    this.firstDealtAt ??= Date.now();
    this.own = view;
    this.choosing = view.legalActions !== null;
    this.decide();
  }

  private onFrame(frame: ChannelFrame): void {
    if (frame.channel.startsWith('user:')) {
      if (frame.seq <= this.userSeq) return;
      this.userSeq = frame.seq;
    }
    if (frame.event === 'table:state' && frame.channel.startsWith('table:')) {
      const tableId = Number(frame.channel.slice('table:'.length));
      this.seqs.set(tableId, frame.seq);
      this.field.received(this, tableId, frame.seq);
      this.settleMovedOn(tableId);
      if (tableId !== this.tableId) return;
      this.view = (frame.data as TableStateFrame).view;
      // A choice still waiting is taken on the newer seq (the subscription may have gone unanswered).
      this.decide();
    } else if (frame.event === 'table:private') {
      const { view } = frame.data as TablePrivateFrame;
      if (this.left.has(view.tableId)) return;
      this.firstDealtAt ??= Date.now();
      if (view.tableId !== this.tableId) this.follow(view.tableId);
      this.own = view;
      this.choosing = view.legalActions !== null;
      this.decide();
    } else if (frame.event === 'table:moved') {
      const { fromTableId, toTableId } = frame.data as TableMovedFrame;
      if (this.field.tally.counting) this.field.tally.moved += 1;
      this.left.add(fromTableId);
      this.settleMovedOn(fromTableId);
      this.follow(toTableId);
      this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('rt:unsubscribe', `table:${fromTableId}`)
        .catch(() => {});
    }
  }

  /** Follows the table the player now sits at; acts once its seq is known if a choice is already waiting. */
  private follow(tableId: number): void {
    this.tableId = tableId;
    this.view = undefined;
    this.own = undefined;
    this.choosing = false;
    this.subscribe(tableId);
  }

  /** Waited for while the connection lasts; after a drop, the next connection subscribes again (reconnected). */
  private subscribe(tableId: number): void {
    this.socket
      .timeout(WHILE_CONNECTED_MS)
      .emitWithAck('rt:subscribe', `table:${tableId}`)
      .then(
        (answer: SubscribeAck) => {
          if (!answer.ok) return this.refusedSubscription(answer.code);
          // The first private view may have come before: its table frame was sent before this socket followed.
          this.seqs.set(tableId, Math.max(this.seqs.get(tableId) ?? 0, answer.seq));
          this.settleMovedOn(tableId);
          this.decide();
        },
        () => {},
      );
  }

  /** Whether the table had moved on from `seq` by what this bot has seen: it left the table, or saw a later seq. */
  private movedOn(tableId: number, seq: number): boolean {
    return this.left.has(tableId) || (this.seqs.get(tableId) ?? 0) > seq;
  }

  /** Acts refused TABLE_FINISHED or NOT_SEATED at `tableId` that it now sees came after the table moved on: a race, not a loss. */
  private settleMovedOn(tableId: number): void {
    const refused = this.refusedMovedOn.get(tableId);
    if (!refused) return;
    const refusals = this.field.tally.refusals;
    const waiting = refused.filter(({ seq, code }) => {
      if (!this.movedOn(tableId, seq)) return true;
      refusals[code] -= 1;
      refusals[MOVED_ON_WHILE_DECIDING] = (refusals[MOVED_ON_WHILE_DECIDING] ?? 0) + 1;
      return false;
    });
    if (waiting.length > 0) this.refusedMovedOn.set(tableId, waiting);
    else this.refusedMovedOn.delete(tableId);
  }

  private refusedSubscription(code: string): void {
    const refusals = this.field.tally.subscribeRefusals;
    refusals[code] = (refusals[code] ?? 0) + 1;
  }

  private decide(): void {
    const { own, tableId } = this;
    const seq = tableId === undefined ? undefined : this.seqs.get(tableId);
    if (this.field.tally.stopped || !this.choosing || !own?.legalActions || own.tableId !== tableId || !seq) return;
    const key = `${tableId}:${own.handNumber}:${seq}`;
    if (this.decidedAt === key) return;
    this.decidedAt = key;
    this.choosing = false;
    const pot = this.view?.hand?.pots.reduce((sum, each) => sum + each.amount, 0) ?? 0;
    const request: TableActRequest = {
      tableId,
      handNumber: own.handNumber,
      seq,
      ...chooseAction(own.legalActions, pot, this.view?.level.bigBlind ?? 1, TOURNAMENT_STYLE),
    };
    const { thinkMs } = this.field;
    const connection = this.drops;
    if (thinkMs > 0) setTimeout(() => this.send(request, connection), Math.random() * thinkMs);
    else this.send(request, connection);
  }

  /**
   * `connection`: the drops counted when the decision was taken; `retried`: this is the fallback after a refusal,
   * sent once.
   */
  private send(request: TableActRequest, connection: number, retried = false): void {
    const { tally } = this.field;
    if (tally.stopped) return;
    // Its socket dropped while it thought: the decision is taken again once it is back (resume).
    if (this.socket.disconnected) {
      this.decidedAt = undefined;
      return;
    }
    // It dropped and is connected again: the new connection follows the table only once resumed, and resume takes the
    // decision afresh. Sent now, the act could be applied with its frame sent to a room this socket has not joined yet.
    if (connection !== this.drops) return;
    const action: SentAction = { sentAt: performance.now(), counted: tally.counting, bot: this, backend: this.backend, frameArrived: false };
    this.field.noteSent(request.tableId, request.seq, action);
    if (action.counted) tally.actions += 1;
    tally.inFlight += 1;
    const envelope = { actionId: randomUUID(), payload: request };
    const dropsBefore = this.drops;
    this.socket.timeout(ACK_TIMEOUT_MS).emit('rt:request', 'table:act', envelope, (error: Error | null, ack: Ack) => {
      tally.inFlight -= 1;
      if (error) {
        if (this.drops === dropsBefore) {
          tally.unanswered += 1;
          tally.lostSentAt.push(action.sentAt);
        } else tally.droppedWithSocket += 1;
      } else if (ack.ok) {
        if (!action.frameArrived) {
          tally.framesMissing += 1;
          tally.lostSentAt.push(action.sentAt);
        }
      } else {
        const { tableId, handNumber, seq } = request;
        const code = MOVED_ON_CODES.has(ack.code) && this.movedOn(tableId, seq) ? MOVED_ON_WHILE_DECIDING : ack.code;
        tally.refusals[code] = (tally.refusals[code] ?? 0) + 1;
        if (MOVED_ON_CODES.has(code)) this.refusedMovedOn.set(tableId, [...(this.refusedMovedOn.get(tableId) ?? []), { seq, code }]);
        this.field.forget(tableId, seq, action);
        // A frame came between the view and the act (a seat's presence, say): the choice is taken again on the new seq
        // (now, or when that frame arrives).
        if (ack.code === 'STALE_TABLE_STATE') {
          this.choosing = this.own?.legalActions != null;
          this.decide();
        }
        // Anything but a race would stall the table: take the safest legal action instead (counted as sent again).
        else if (!TOURNAMENT_RACE_CODES.has(code) && !retried && this.own?.legalActions) {
          this.send({ tableId, handNumber, seq, ...passiveAction(this.own.legalActions) }, this.drops, true);
        }
      }
    });
  }
}
