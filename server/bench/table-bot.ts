import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type {
  Ack,
  ChannelFrame,
  SubscribeAck,
  TableActRequest,
  TablePrivateFrame,
  TablePrivateView,
  TableStateFrame,
  TableView,
} from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { chooseAction, passiveAction } from './bot-decisions';

/** Refusals a prompt bot can still meet when the server moved the table on first (a clock ran out): not lost. */
export const RACE_CODES = new Set(['STALE_TABLE_STATE', 'NOT_YOUR_TURN']);
const ACK_TIMEOUT_MS = 10_000;
/** Sent actions kept for timing frames: more than the seqs one hand's frames can lag behind on a slow socket. */
const SENT_KEPT = 32;

/** What every table's bots add to, in one process. */
export interface BotTally {
  /** Whether actions, latencies and hands count now (the measured window). */
  counting: boolean;
  /** No new action once set (the run is over). */
  stopped: boolean;
  /** Milliseconds from sending `table:act` to the acting bot receiving the `table:state` frame it caused. */
  actorLatencies: number[];
  /** The same frame's arrival at every seat of the table (the actor's included). */
  seatLatencies: number[];
  /** Actions sent in the window, and hands completed in it. */
  actions: number;
  hands: number;
  /** Over the whole run: actions answered ok with no frame before the ack (frames go first), never answered. */
  framesMissing: number;
  unanswered: number;
  refusals: Record<string, number>;
  /** Seeds given to committed deals in the window (as a browser does, one per seat and hand), and seeds refused. */
  seeds: number;
  seedRefusals: Record<string, number>;
  /** Acts not answered yet. */
  inFlight: number;
}

export function emptyTally(): BotTally {
  return {
    counting: false,
    stopped: false,
    actorLatencies: [],
    seatLatencies: [],
    actions: 0,
    hands: 0,
    framesMissing: 0,
    unanswered: 0,
    refusals: {},
    seeds: 0,
    seedRefusals: {},
    inFlight: 0,
  };
}

interface SentAction {
  sentAt: number;
  counted: boolean;
}

/** One bot: its socket and what it saw. */
interface Seat {
  socket: Socket;
  /** The table channel's last seq on this socket. */
  seq: number;
  view?: TableView;
  own?: TablePrivateView;
  /** `${handNumber}:${seq}` of its last decision, so a repeated private view does not act twice. */
  decidedAt?: string;
  /** Its action in flight, by the seq it was taken at. */
  awaiting?: { seq: number; frameArrived: boolean };
  /** The hand key of the last deal it gave a seed to. */
  seeded?: string;
}

/**
 * The eight bots of one table. A bot acts when its private view offers legal actions, with the view's hand number
 * and the table channel's seq its socket saw last, after a random wait of up to `thinkMs`. Actions are kept by the
 * seq they were taken at, so the frame each one causes (the next seq: the server numbers it under the table's
 * lock) is timed on every seat's socket.
 */
export class TableBots {
  private readonly sent = new Map<number, SentAction>();
  private lastCompletedHand = 0;
  /** The table's status in the last frame: a table ends when one player has every chip. */
  status: TableView['status'] = 'playing';

  private readonly seats: Seat[];

  /** Listens on every seat's socket from now: the first hand's private views come with Start Game. */
  constructor(
    readonly tableId: number,
    sockets: Socket[],
    private readonly tally: BotTally,
    private readonly thinkMs: number,
  ) {
    this.seats = sockets.map((socket) => this.listen(socket));
  }

  /** Follows the table channel on every seat (after Start Game: the channel exists from then). */
  async follow(): Promise<void> {
    await Promise.all(
      this.seats.map(async (seat) => {
        const answer = (await seat.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('rt:subscribe', `table:${this.tableId}`)) as SubscribeAck;
        if (!answer.ok) throw new Error(`table:${this.tableId}: ${answer.code}`);
        // The first hand's private view may have come before: its table frame was sent before this socket followed.
        seat.seq = Math.max(seat.seq, answer.seq);
        this.decide(seat);
      }),
    );
  }

  private listen(socket: Socket): Seat {
    const seat: Seat = { socket, seq: 0 };
    socket.on('rt:frame', (frame: ChannelFrame) => {
      if (frame.event === 'table:state' && frame.channel === `table:${this.tableId}`) {
        seat.seq = frame.seq;
        seat.view = (frame.data as TableStateFrame).view;
        this.received(seat, seat.view);
      } else if (frame.event === 'table:private' && (frame.data as TablePrivateFrame).view.tableId === this.tableId) {
        seat.own = (frame.data as TablePrivateFrame).view;
        this.decide(seat);
      }
    });
    return seat;
  }

  private received(seat: Seat, view: TableView): void {
    const action = this.sent.get(seat.seq - 1);
    if (action?.counted) {
      const latency = performance.now() - action.sentAt;
      this.tally.seatLatencies.push(latency);
      if (seat.awaiting?.seq === seat.seq - 1) this.tally.actorLatencies.push(latency);
    }
    if (seat.awaiting?.seq === seat.seq - 1) seat.awaiting.frameArrived = true;
    this.sent.delete(seat.seq - SENT_KEPT);
    this.status = view.status;
    const { hand } = view;
    if (hand?.street === 'complete' && hand.handNumber > this.lastCompletedHand) {
      this.lastCompletedHand = hand.handNumber;
      if (this.tally.counting) this.tally.hands += 1;
    }
    this.seed(seat, view);
  }

  /**
   * Gives the seat's seed to the committed next hand, once, as the browser does (provably fair deals): only while the
   * seat has chips (mf-rooms deal-seed.ts dealToSeed).
   */
  private seed(seat: Seat, view: TableView): void {
    const deal = view.nextDeal;
    if (this.tally.stopped || !deal || seat.seeded === deal.handKey) return;
    const mine = seat.own && view.seats.find((s) => s.seat === seat.own!.seat);
    if (!mine || mine.status === 'busted' || mine.stack === 0) return;
    seat.seeded = deal.handKey;
    if (this.tally.counting) this.tally.seeds += 1;
    const envelope = {
      actionId: randomUUID(),
      payload: { tableId: this.tableId, handNumber: deal.handNumber, seed: randomBytes(16).toString('hex') },
    };
    seat.socket.timeout(ACK_TIMEOUT_MS).emit('rt:request', 'table:seed', envelope, (error: Error | null, ack: Ack) => {
      const code = error ? 'UNANSWERED' : ack.ok ? null : ack.code;
      if (code) this.tally.seedRefusals[code] = (this.tally.seedRefusals[code] ?? 0) + 1;
    });
  }

  private decide(seat: Seat): void {
    const { own, view } = seat;
    if (this.tally.stopped || !own?.legalActions || seat.seq === 0) return;
    const key = `${own.handNumber}:${seat.seq}`;
    if (seat.decidedAt === key) return;
    seat.decidedAt = key;
    const pot = view?.hand?.pots.reduce((sum, each) => sum + each.amount, 0) ?? 0;
    const request: TableActRequest = {
      tableId: this.tableId,
      handNumber: own.handNumber,
      seq: seat.seq,
      ...chooseAction(own.legalActions, pot, view?.level.bigBlind ?? 1),
    };
    if (this.thinkMs > 0) setTimeout(() => this.send(seat, request), Math.random() * this.thinkMs);
    else this.send(seat, request);
  }

  /** `retried`: this is the fallback after a refusal, sent once. */
  private send(seat: Seat, request: TableActRequest, retried = false): void {
    if (this.tally.stopped) return;
    const action: SentAction = { sentAt: performance.now(), counted: this.tally.counting };
    this.sent.set(request.seq, action);
    seat.awaiting = { seq: request.seq, frameArrived: false };
    const awaiting = seat.awaiting;
    if (action.counted) this.tally.actions += 1;
    this.tally.inFlight += 1;
    const envelope = { actionId: randomUUID(), payload: request };
    seat.socket.timeout(ACK_TIMEOUT_MS).emit('rt:request', 'table:act', envelope, (error: Error | null, ack: Ack) => {
      this.tally.inFlight -= 1;
      if (error) {
        this.tally.unanswered += 1;
      } else if (ack.ok) {
        if (!awaiting.frameArrived) this.tally.framesMissing += 1;
      } else {
        this.tally.refusals[ack.code] = (this.tally.refusals[ack.code] ?? 0) + 1;
        // Anything but a race would stall the table: take the safest legal action instead (counted as sent again).
        const { tableId, handNumber, seq } = request;
        if (!RACE_CODES.has(ack.code) && !retried && seat.own?.legalActions) {
          this.send(seat, { tableId, handNumber, seq, ...passiveAction(seat.own.legalActions) }, true);
        }
      }
    });
  }
}
