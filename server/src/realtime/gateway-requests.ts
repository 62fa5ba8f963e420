import type { Ack } from 'shared-events/contracts';
import { GATEWAY_REFUSALS, type GatewayRefusalCode } from 'shared-events/contracts';
import { AppError } from '../errors';
import { actionAnswers } from './action-answers';
import type { GatewayDeps, GatewaySocket, RegisteredHandler } from './gateway';
import type { tokenBuckets } from './token-buckets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refuse = (actionId: string, code: GatewayRefusalCode, message: string = GATEWAY_REFUSALS[code]): Ack => ({
  ok: false,
  actionId,
  code,
  message,
});

interface RequestDeps extends GatewayDeps {
  handlers: Map<string, RegisteredHandler>;
  buckets: ReturnType<typeof tokenBuckets>;
}

/**
 * `rt:request (event, { actionId, payload }, ack)`. Checked in order, cheapest first, and refused with a code before
 * anything runs: the actionId (a UUID), the event (registered), the payload (its schema), the user's rate for the
 * event, then the token again against the database (a revoked token is answered, then its socket closed). A resent
 * actionId is answered with its first answer without running again. A request without an ack is ignored: it
 * could not be answered.
 */
export function requestPipeline(deps: RequestDeps) {
  const { handlers, buckets, authenticateSession, log } = deps;
  const answers = actionAnswers(deps.monotonicNow);

  async function run(handler: RegisteredHandler, userId: number, actionId: string, payload: unknown, event: string): Promise<Ack> {
    try {
      const result = await handler.run({ userId, actionId }, payload);
      return { ok: true, actionId, result: result ?? null };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, actionId, code: error.code, message: error.message };
      log?.error({ err: error, event, userId, actionId }, 'realtime request failed');
      return refuse(actionId, 'INTERNAL');
    }
  }

  async function answer(socket: GatewaySocket, event: unknown, envelope: unknown): Promise<Ack> {
    const { actionId, payload } = (typeof envelope === 'object' && envelope !== null ? envelope : {}) as Record<string, unknown>;
    if (typeof actionId !== 'string' || !UUID.test(actionId)) return refuse('', 'INVALID_ACTION_ID');
    const handler = typeof event === 'string' ? handlers.get(event) : undefined;
    if (!handler) return refuse(actionId, 'UNKNOWN_EVENT');
    // Taken before validation may rewrite the payload (trimmed text): a resend is compared as sent.
    const request = `${event as string}\n${JSON.stringify(payload)}`;
    const invalid = handler.validate(payload);
    if (invalid) return refuse(actionId, 'INVALID_PAYLOAD', invalid);
    const { userId, token } = socket.data;
    if (!buckets.take(`${userId}\n${event as string}`, handler.rate)) return refuse(actionId, 'RATE_LIMITED');

    const session = await authenticateSession(token).catch(() => null);
    if (session === null) return refuse(actionId, 'INTERNAL');
    if (!session || session.user.id !== userId) {
      // After the ack is sent: the client learns why before its socket closes.
      setImmediate(() => socket.disconnect(true));
      return refuse(actionId, 'AUTHENTICATION_REQUIRED');
    }

    const recalled = answers.recall(userId, actionId, request);
    if (recalled.kind === 'resent') return recalled.answer;
    if (recalled.kind === 'reused') return refuse(actionId, 'ACTION_ID_REUSED');
    const answered = run(handler, userId, actionId, payload, event as string);
    answers.remember(userId, actionId, request, answered);
    return answered;
  }

  return {
    listen(socket: GatewaySocket): void {
      socket.on('rt:request', async (event: unknown, envelope: unknown, ack?: unknown) => {
        if (typeof ack !== 'function') return;
        (ack as (answer: Ack) => void)(await answer(socket, event, envelope));
      });
    },
  };
}
