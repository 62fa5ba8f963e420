import type { ConnectionThrottledPayload } from 'shared-events/contracts';

/**
 * What one socket may send: PACKETS_PER_SECOND on average, with bursts of up to PACKET_BURST (a page opening several
 * tournament views at once). The client sends a few events per page; only a script comes near these figures.
 */
export const PACKETS_PER_SECOND = 50;
export const PACKET_BURST = 100;

export const PACKET_BUDGET: ConnectionThrottledPayload = {
  reason: 'too-many-packets',
  packetsPerSecond: PACKETS_PER_SECOND,
  burst: PACKET_BURST,
};

/**
 * A token bucket: full at the start, each packet takes one token, tokens come back at `perSecond` up to `burst`.
 * `take` answers false once the bucket is empty, from then on, so the caller acts once.
 */
export function packetBudget(perSecond: number, burst: number, monotonicNow: () => number = () => performance.now()) {
  let tokens = burst;
  let refilledAt = monotonicNow();
  let exceeded = false;
  return {
    take(): boolean {
      if (exceeded) return false;
      const now = monotonicNow();
      tokens = Math.min(burst, tokens + ((now - refilledAt) * perSecond) / 1000);
      refilledAt = now;
      if (tokens < 1) {
        exceeded = true;
        return false;
      }
      tokens -= 1;
      return true;
    },
  };
}

interface BudgetedSocket {
  conn: { on(event: 'packet', listener: () => void): unknown };
  emit(event: 'connection:throttled', payload: ConnectionThrottledPayload): unknown;
  disconnect(close?: boolean): unknown;
}

/**
 * Counts every packet the client sends on this connection (events, acks, binary attachments, malformed packets:
 * socket.use would see only well-formed events), and closes the connection at the first packet over the budget,
 * telling the client why first. `onExceeded` runs once per socket (the log line).
 */
export function enforcePacketBudget(socket: BudgetedSocket, onExceeded: () => void, budget = packetBudget(PACKETS_PER_SECOND, PACKET_BURST)): void {
  let cut = false;
  socket.conn.on('packet', () => {
    if (cut || budget.take()) return;
    cut = true;
    onExceeded();
    socket.emit('connection:throttled', PACKET_BUDGET);
    socket.disconnect(true);
  });
}
