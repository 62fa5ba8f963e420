/**
 * Runs at most `slots` operations at once. Waiting operations start one owner at a time in turn (round robin),
 * so however many an owner queues, another owner's operation waits for at most one of theirs. Operations
 * without an owner (the server's own work) share one turn.
 */
export function createFairGate(slots: number) {
  const SERVER = Symbol('server');
  let running = 0;
  // Map order is the turn order: an owner just served moves to the back of the line.
  const waiting = new Map<string | symbol, Array<() => void>>();

  function startWaiting(): void {
    while (running < slots && waiting.size > 0) {
      const [owner, queue] = waiting.entries().next().value!;
      waiting.delete(owner);
      const start = queue.shift()!;
      if (queue.length > 0) waiting.set(owner, queue);
      running += 1;
      start();
    }
  }

  return {
    async run<T>(owner: string | undefined, operation: () => Promise<T>): Promise<T> {
      const key = owner ?? SERVER;
      await new Promise<void>((start) => {
        const queue = waiting.get(key);
        if (queue) queue.push(start);
        else waiting.set(key, [start]);
        startWaiting();
      });
      try {
        return await operation();
      } finally {
        running -= 1;
        startWaiting();
      }
    },
  };
}

/** At most `perOwner` operations of one owner in progress at once; more are refused at once with `refusal()`. */
export function createOwnerShares(perOwner: number, refusal: () => Error) {
  const inProgress = new Map<string, number>();
  return {
    async within<T>(owner: string, operation: () => Promise<T>): Promise<T> {
      const count = inProgress.get(owner) ?? 0;
      if (count >= perOwner) throw refusal();
      inProgress.set(owner, count + 1);
      try {
        return await operation();
      } finally {
        const left = inProgress.get(owner)! - 1;
        if (left > 0) inProgress.set(owner, left);
        else inProgress.delete(owner);
      }
    },
  };
}
