import type { Ack } from 'shared-events/contracts';
import { GATEWAY_REFUSALS, type GatewayRefusalCode } from 'shared-events/contracts';
import { AppError } from '../errors';
import { actionAnswers } from './action-answers';
import type { GatewayDeps, GatewaySocket, RegisteredHandler, SessionClaims } from './gateway';
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
 * could not be answered. A handler registered with `checksSession` checks the token against the database itself,
 * in its transaction (one statement less per request): the gateway verifies only the token's signature and claims
 * for a new actionId, and refuses and closes the socket all the same when the handler finds the token revoked.
 */
export function requestPipeline(deps: RequestDeps) {
  const { handlers, buckets, authenticateSession, log } = deps;
  const answers = actionAnswers(deps.monotonicNow);

  async function run(
    socket: GatewaySocket,
    handler: RegisteredHandler,
    context: { userId: number; actionId: string; session?: SessionClaims },
    payload: unknown,
    event: string,
  ): Promise<Ack> {
    const { userId, actionId } = context;
    try {
      const result = await handler.run(context, payload);
      return { ok: true, actionId, result: result ?? null };
    } catch (error) {
      if (context.session && error instanceof AppError && error.code === 'AUTHENTICATION_REQUIRED') return refuseSession(socket, actionId);
      if (error instanceof AppError) return { ok: false, actionId, code: error.code, message: error.message };
      log?.error({ err: error, event, userId, actionId }, 'realtime request failed');
      return refuse(actionId, 'INTERNAL');
    }
  }

  /** After the ack is sent: the client learns why before its socket closes. */
  function refuseSession(socket: GatewaySocket, actionId: string): Ack {
    setImmediate(() => socket.disconnect(true));
    return refuse(actionId, 'AUTHENTICATION_REQUIRED');
  }

  /** The whole session check, the database's half included: undefined when valid, else the refusal. */
  async function checkSession(socket: GatewaySocket, actionId: string): Promise<Ack | undefined> {
    const { userId, token } = socket.data;
    const session = await authenticateSession(token).catch(() => null);
    if (session === null) return refuse(actionId, 'INTERNAL');
    if (!session || session.user.id !== userId) return refuseSession(socket, actionId);
    return undefined;
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

    // A new actionId of a handler that checks the session itself: only the token's signature and claims here.
    let session: SessionClaims | undefined;
    if (handler.checksSession && authenticateSession.verify && answers.recall(userId, actionId, request).kind === 'new') {
      const verified = await authenticateSession.verify(token).catch(() => null);
      if (verified === null) return refuse(actionId, 'INTERNAL');
      if (!verified || verified.userId !== userId) return refuseSession(socket, actionId);
      session = { userId, tokenId: verified.tokenId, tokenVersion: verified.tokenVersion };
    } else {
      const refused = await checkSession(socket, actionId);
      if (refused) return refused;
    }

    const recalled = answers.recall(userId, actionId, request);
    if (recalled.kind !== 'new' && session) {
      // The same actionId came in meanwhile and runs (or ran) with its own check: this one is checked here.
      const refused = await checkSession(socket, actionId);
      if (refused) return refused;
    }
    if (recalled.kind === 'resent') return recalled.answer;
    if (recalled.kind === 'reused') return refuse(actionId, 'ACTION_ID_REUSED');
    const answered = run(socket, handler, { userId, actionId, session }, payload, event as string);
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
