import { AsyncLocalStorage } from 'node:async_hooks';
import Queue from 'yocto-queue';
import { errors } from '../errors';

/**
 * Work a client asked for (an HTTP request, a socket's subscription). With `gone`, a pure read whose answer is all it
 * does: whether its client is still there to be answered.
 */
interface ClientRequest {
  lane: 'client';
  gone?: () => boolean;
}

/** A lease renewed: the process telling the others it is alive (its tables', its timed jobs'). */
interface LeaseRenewal {
  lane: 'lease';
}

type Lane = ClientRequest | LeaseRenewal;

const lanes = new AsyncLocalStorage<Lane>();
const LEASE_RENEWAL: LeaseRenewal = { lane: 'lease' };

/**
 * Runs `fn` as the work of a client's request: its statements wait behind the platform's own (see ConnectionQueue),
 * and so does what it sets off (a commit's frames, a nudge), which inherits its context. `gone` only for work that
 * sets nothing off: its statements are dropped once it says the client has gone.
 */
export function asClientRequest<T>(fn: () => T, gone?: () => boolean): T {
  return lanes.run({ lane: 'client', gone }, fn);
}

/** Runs `fn` (work set off by a request that must not be dropped with it: a timer's count) as the platform's own. */
export function asPlatformWork<T>(fn: () => T): T {
  return lanes.exit(fn);
}

/**
 * Runs `fn`, a lease's renewal, before any other work waiting: a renewal that waits its turn behind the tables' work
 * lets the lease run out under load, and another process takes over tables whose owner is alive (measured at 10,000
 * players on two processes: with 1,000 statements waiting in each, one process ended up with 1,106 of 1,185 tables,
 * their epochs raised two and three times). Only for the lease's own statements: what it sets off (a takeover's
 * presence, a table's run) must be called outside.
 */
export function asLeaseRenewal<T>(fn: () => T): T {
  return lanes.run(LEASE_RENEWAL, fn);
}

/** Of every CLIENT_SHARE connections given while both queues wait, one goes to a client's request. */
export const CLIENT_SHARE = 4;

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
  client?: ClientRequest;
}

/**
 * Statements and transactions waiting for one of `size` connections, in three queues served first come first served,
 * each O(1) either way (pg's pool keeps its waiters in an array it shifts from the front, which costs as much as the
 * queue is long). Leases' renewals go before everything (asLeaseRenewal). The platform's own work (table actions and
 * clocks, the director, presence, jobs) goes before the clients' requests (pages' reads, subscriptions), one turn in
 * CLIENT_SHARE excepted, so hands go on while a crowd reconnects and the crowd still gets in; a pure read's statement whose client has gone by its turn is dropped
 * rather than run for nobody. Measured on the scale rig: after a process was killed, 5,000 clients coming back to the
 * survivor and asking again every few seconds left 107,582 statements waiting in one queue, the director's passes
 * stuck behind them; with the platform always first, the requests were never served and their queue grew until the
 * process ran out of memory.
 */
export class ConnectionQueue {
  private active = 0;
  /** Connections given to the platform in a row while requests waited. */
  private platformInARow = 0;
  private readonly leases = new Queue<Waiter>();
  private readonly platform = new Queue<Waiter>();
  private readonly clients = new Queue<Waiter>();

  constructor(private readonly size: number) {}

  /** Statements and transactions waiting for a connection. */
  get waiting(): number {
    return this.leases.size + this.platform.size + this.clients.size;
  }

  /** Runs `fn` holding one of the connections (it must give it back by settling). */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private turn(): Promise<void> {
    if (this.active < this.size && this.waiting === 0) {
      this.active += 1;
      return Promise.resolve();
    }
    const lane = lanes.getStore();
    return new Promise((resolve, reject) => {
      if (lane?.lane === 'lease') this.leases.enqueue({ resolve, reject });
      else if (lane?.lane === 'client') this.clients.enqueue({ resolve, reject, client: lane });
      else this.platform.enqueue({ resolve, reject });
    });
  }

  /**
   * A lease's renewal first; then the platform's work, but a request at least every CLIENT_SHARE turns: pages load,
   * slower, while play goes on.
   */
  private next(): Waiter | undefined {
    if (this.leases.size > 0) return this.leases.dequeue();
    const clientsDue = this.clients.size > 0 && (this.platformInARow >= CLIENT_SHARE - 1 || this.platform.size === 0);
    if (clientsDue) {
      this.platformInARow = 0;
      return this.clients.dequeue();
    }
    if (this.clients.size > 0) this.platformInARow += 1;
    return this.platform.dequeue();
  }

  private release(): void {
    this.active -= 1;
    for (let next = this.next(); next; next = this.next()) {
      if (next.client?.gone?.()) {
        // Nobody is left to answer: a 499, which is not logged as a fault.
        next.reject(errors.clientGone());
        continue;
      }
      this.active += 1;
      next.resolve();
      return;
    }
  }
}
