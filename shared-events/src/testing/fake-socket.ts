type Listener = (...args: unknown[]) => void;

/** One emit of the page, with its acknowledgement callback when it asked for one. */
export interface SentPacket {
  event: string;
  args: unknown[];
  ack?: (answer: unknown) => void;
}

/**
 * A socket.io client socket whose server the test plays: `connect`, `drop`, `push` (server → page) and the acks of
 * what the page sent. Hand it to the page with `jest.mock('socket.io-client', () => ({ io: () => mockSocket }))`.
 */
export class FakeSocket {
  connected = false;
  id = 'fake-socket';
  readonly sent: SentPacket[] = [];
  private listeners = new Map<string, Listener[]>();
  private anyListeners: Listener[] = [];

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  onAny(listener: Listener): this {
    this.anyListeners.push(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as SentPacket['ack']) : undefined;
    this.sent.push({ event, args, ...(ack && { ack }) });
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    this.anyListeners = [];
    return this;
  }

  disconnect(): this {
    this.connected = false;
    return this;
  }

  connect(): void {
    this.connected = true;
    this.fire('connect');
  }

  drop(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The server emits an event to this socket (catch-all listeners first, as socket.io does). */
  push(event: string, ...args: unknown[]): void {
    for (const listener of this.anyListeners) listener(event, ...args);
    this.fire(event, ...args);
  }

  /** The arguments of every emit of `event`, in order. */
  sentOf(event: string): unknown[][] {
    return this.sent.filter((packet) => packet.event === event).map((packet) => packet.args);
  }

  /** Answers the `index`-th emit of `event` (the last by default) through its acknowledgement. */
  answer(event: string, answer: unknown, index = -1): void {
    const packet = this.sent.filter((sent) => sent.event === event).at(index);
    if (!packet?.ack) throw new Error(`no acknowledged ${event} was sent`);
    packet.ack(answer);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}
