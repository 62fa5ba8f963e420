import { AsyncLocalStorage } from 'node:async_hooks';
import Queue from 'yocto-queue';
import { errors } from '../errors';

/**
 * Work a client asked for and waits on (an HTTP request, a socket's subscription): `gone` tells whether the client is
 * still there to be answered.
 */
interface ClientRequest {
  gone: () => boolean;
}

const clientRequests = new AsyncLocalStorage<ClientRequest>();

/** Runs `fn` as the work of a client's request: its statements wait behind the platform's own (see ConnectionQueue). */
export function asClientRequest<T>(gone: () => boolean, fn: () => T): T {
  return clientRequests.run({ gone }, fn);
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
  client?: ClientRequest;
}

/**
 * Statements and transactions waiting for one of `size` connections, in two queues served first come first served,
 * each O(1) either way (pg's pool keeps its waiters in an array it shifts from the front, which costs as much as the
 * queue is long). The platform's own work (table actions and clocks, the director, presence, jobs) goes before the
 * clients' requests (pages' reads, subscriptions), so hands go on while a crowd reconnects; a request's statement
 * whose client has gone by its turn is dropped rather than run for nobody. Measured on the scale rig: after a process
 * was killed, 5,000 clients coming back to the survivor and asking again every few seconds left 107,582 statements
 * waiting in one queue, the director's passes stuck behind them.
 */
export class ConnectionQueue {
  private active = 0;
  private readonly platform = new Queue<Waiter>();
  private readonly clients = new Queue<Waiter>();

  constructor(private readonly size: number) {}

  /** Statements and transactions waiting for a connection. */
  get waiting(): number {
    return this.platform.size + this.clients.size;
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
    const client = clientRequests.getStore();
    return new Promise((resolve, reject) => (client ? this.clients : this.platform).enqueue({ resolve, reject, client }));
  }

  private release(): void {
    this.active -= 1;
    for (let next = this.platform.dequeue() ?? this.clients.dequeue(); next; next = this.platform.dequeue() ?? this.clients.dequeue()) {
      if (next.client?.gone()) {
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
