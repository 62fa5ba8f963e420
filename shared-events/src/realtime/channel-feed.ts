import type { ChannelFrame, ChannelName, ChannelSnapshot } from '../contracts/realtime';

/** What a screen following a channel is given: the state at a `seq` (first, and after every gap), then each frame. */
export interface ChannelListener<State = unknown, Data = unknown> {
  onFrame(frame: ChannelFrame<Data>): void;
  onSnapshot?(snapshot: ChannelSnapshot<State>): void;
  /** The server refused the channel (its subscribe or its snapshot): nothing comes until it answers a later subscribe. */
  onRefused?(reason: string): void;
}

export interface ChannelFeedOptions {
  fetchSnapshot: (channel: ChannelName) => Promise<ChannelSnapshot>;
  /** Whether a failed snapshot is worth asking again (a network error is; a refusal is not). */
  isRetryable: (error: unknown) => boolean;
  /** The delay before asking again after the n-th failure in a row (n from 1). */
  retryDelayMs: (failures: number) => number;
}

/**
 * One channel's frames put in order for its listeners: a frame at or below the last applied `seq` is a duplicate and
 * dropped, the next one is applied, and anything ahead (a gap, or a subscribe answer saying the server is further)
 * asks the channel's snapshot and then applies only the frames held meanwhile that come after it. One snapshot is
 * asked at a time; a listener joining a channel already followed asks one too, which every listener then receives
 * (the same state they reached, read afresh), so that the newcomer starts from a state.
 */
export class ChannelFeed {
  /** The last `seq` applied; undefined until the first snapshot, as a listener needs a state before any frame. */
  private applied: number | undefined;
  /** The highest `seq` the server said exists. */
  private known = 0;
  /** Frames that came while no snapshot was applied yet or one was being asked, by `seq`. */
  private readonly held = new Map<number, ChannelFrame>();
  /** A snapshot is being asked, or will be asked again after a failure: frames are held meanwhile. */
  private resyncing = false;
  /** The snapshot was refused: nothing is delivered until the server answers a new subscribe. */
  private halted = false;
  /** Why the server refused the channel, until it accepts a subscribe again; told to listeners joining meanwhile. */
  private refusal: string | undefined;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly listeners = new Set<ChannelListener>();

  constructor(
    readonly channel: ChannelName,
    private readonly options: ChannelFeedOptions,
  ) {}

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Adds a listener (the same one may follow twice); the returned function removes this addition once. */
  add(listener: ChannelListener): () => void {
    const entry: ChannelListener = {
      onFrame: (frame) => listener.onFrame(frame),
      onSnapshot: (snapshot) => listener.onSnapshot?.(snapshot),
      onRefused: (reason) => listener.onRefused?.(reason),
    };
    this.listeners.add(entry);
    if (this.refusal !== undefined) entry.onRefused?.(this.refusal);
    else if (this.applied !== undefined && listener.onSnapshot) this.resync();
    return () => void this.listeners.delete(entry);
  }

  /** The server joined the socket to the channel, which is at `seq` now. */
  subscribed(seq: number): void {
    this.known = Math.max(this.known, seq);
    this.refusal = undefined;
    if (this.halted) {
      this.halted = false;
      this.resyncing = false;
    }
    if (this.applied === undefined || seq > this.applied) this.resync();
  }

  receive(frame: ChannelFrame): void {
    if (this.halted) return;
    this.known = Math.max(this.known, frame.seq);
    if (this.applied !== undefined && frame.seq <= this.applied) return;
    if (this.applied !== undefined && !this.resyncing && frame.seq === this.applied + 1) return this.apply(frame);
    this.held.set(frame.seq, frame);
    // Before the first snapshot, the subscribe answer starts the resync.
    if (this.applied !== undefined) this.resync();
  }

  /** The server refused to subscribe the socket to the channel (`reason`: its code). */
  refused(reason: string): void {
    this.refusal = reason;
    for (const listener of this.listeners) listener.onRefused?.(reason);
  }

  /** Nothing more is delivered, and a snapshot under way is ignored when it comes. */
  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.held.clear();
  }

  private apply(frame: ChannelFrame): void {
    this.applied = frame.seq;
    for (const listener of this.listeners) listener.onFrame(frame);
  }

  private resync(): void {
    if (this.resyncing || this.closed) return;
    this.resyncing = true;
    void this.fetchSnapshot();
  }

  private async fetchSnapshot(): Promise<void> {
    let snapshot: ChannelSnapshot;
    try {
      snapshot = await this.options.fetchSnapshot(this.channel);
    } catch (error) {
      if (!this.closed) this.retryLater(error);
      return;
    }
    if (this.closed || this.halted) return;
    this.applied = snapshot.seq;
    this.known = Math.max(this.known, snapshot.seq);
    for (const listener of this.listeners) listener.onSnapshot?.(snapshot);
    this.applyHeld();
    // Still behind (a gap among the frames held, or a subscribe answer newer than the snapshot): asked again after
    // a delay, as a snapshot that lags would otherwise be asked in a loop.
    if (this.known > this.applied) return this.askAgainLater();
    this.resyncing = false;
    this.failures = 0;
  }

  private applyHeld(): void {
    for (const seq of [...this.held.keys()].sort((a, b) => a - b)) {
      const frame = this.held.get(seq)!;
      if (seq > this.applied! + 1) return;
      this.held.delete(seq);
      if (seq === this.applied! + 1) this.apply(frame);
    }
  }

  /** Frames keep being held while waiting, so that a failing snapshot is not asked again for every frame. */
  private retryLater(error: unknown): void {
    if (!this.options.isRetryable(error)) {
      const reason = error instanceof Error ? error.message : String(error);
      console.info(`[realtime] no snapshot of ${this.channel}:`, reason);
      this.halted = true;
      this.held.clear();
      this.refused(reason);
      return;
    }
    this.askAgainLater();
  }

  private askAgainLater(): void {
    this.failures += 1;
    this.retryTimer = setTimeout(() => void this.fetchSnapshot(), this.options.retryDelayMs(this.failures));
  }
}
