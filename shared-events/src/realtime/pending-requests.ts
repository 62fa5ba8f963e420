import { CLIENT_REFUSALS, type Ack, type ClientRefusalCode, type RequestEnvelope } from '../contracts/realtime';
import { newActionId } from './action-id';
import type { CurrentSocket } from './realtime-socket';

export interface RealtimeRequestOptions {
  /** How long to keep trying (sending again after each reconnect) before answering OFFLINE or TIMEOUT. */
  timeoutMs?: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

interface PendingRequest {
  event: string;
  envelope: RequestEnvelope;
  sent: boolean;
  finish(answer: Ack): void;
}

/**
 * Requests waiting for the server's answer. Each keeps its one action id: it is sent when connected and sent again,
 * unchanged, after every reconnect, because an answer lost with a connection never comes; the server applies an
 * action id once and answers a resend with the first answer. While a connection lasts nothing is resent, as
 * socket.io delivers in order over it (a dead connection is noticed by its heartbeat and reconnected).
 */
export class PendingRequests {
  private readonly pending = new Map<string, PendingRequest>();

  constructor(private readonly currentSocket: CurrentSocket) {}

  request<Result = unknown, Payload = unknown>(
    event: string,
    payload: Payload,
    { timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS }: RealtimeRequestOptions = {},
  ): Promise<Ack<Result>> {
    return new Promise((resolve) => {
      const actionId = newActionId();
      const timer = setTimeout(() => request.finish(clientRefusal(actionId, request.sent ? 'TIMEOUT' : 'OFFLINE')), timeoutMs);
      const request: PendingRequest = {
        event,
        envelope: { actionId, payload },
        sent: false,
        finish: (answer) => {
          // The first answer wins: a late answer to an earlier send of the same action is the same decision.
          if (!this.pending.delete(actionId)) return;
          clearTimeout(timer);
          resolve(answer as Ack<Result>);
        },
      };
      this.pending.set(actionId, request);
      this.send(request);
    });
  }

  /** A new connection: whatever was not answered is sent again with the same action id. */
  sendAll(): void {
    for (const request of this.pending.values()) this.send(request);
  }

  /** The session ended: nothing is sent under the next one's token; each waiting request is answered now. */
  abandonAll(): void {
    for (const request of [...this.pending.values()]) request.finish(clientRefusal(request.envelope.actionId, request.sent ? 'TIMEOUT' : 'OFFLINE'));
  }

  private send(request: PendingRequest): void {
    const socket = this.currentSocket();
    // socket.io would buffer an emit made while disconnected and flush it on connect, beside our own resend.
    if (!socket?.connected) return;
    request.sent = true;
    socket.emit('rt:request', request.event, request.envelope, (answer: Ack) => request.finish(answer));
  }
}

function clientRefusal(actionId: string, code: ClientRefusalCode): Ack<never> {
  return { ok: false, actionId, code, message: CLIENT_REFUSALS[code] };
}
