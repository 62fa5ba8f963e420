import type { JSONSchemaType } from 'ajv';
import type { Socket } from 'socket.io';
import type { Ack, ChannelName, ChannelSnapshot, RealtimeClientToServerEvents, RealtimeServerToClientEvents } from 'shared-events/contracts';
import type { Queryable, Database } from '../db/database';
import { errors } from '../errors';
import { channelSubscriptions } from './gateway-channels';
import { requestPipeline } from './gateway-requests';
import { DEFAULT_RATE_LIMIT, tokenBuckets, type RateLimit } from './token-buckets';
import { currentChannelSeq, parseChannel, type ChannelKind } from './channels';
import { compilePayloadSchema, type PayloadValidator } from './payload-schema';

/** Who sent a request, and the client's id of the intent (kept when it resends it). */
export interface RequestContext {
  userId: number;
  actionId: string;
  /**
   * Only for a handler registered with `checksSession`: the token's claims, verified (signature, expiry) but not yet
   * against the database. The handler checks them in its transaction before it changes anything, and throws
   * errors.authenticationRequired() when the token was revoked: the request is then refused with
   * AUTHENTICATION_REQUIRED and the socket closed, as when the gateway checks.
   */
  session?: SessionClaims;
}

/** A verified token's claims: its user, its id (what logout revokes) and the token_version it was signed with. */
export interface SessionClaims {
  userId: number;
  tokenId: string;
  tokenVersion: number;
}

/** Answers one request event: its result is the ack's `result`; a thrown AppError is a refusal with its code. */
export type RequestHandler<Payload, Result> = (context: RequestContext, payload: Payload) => Result | Promise<Result>;

export interface HandleOptions<Payload> {
  /** The payload's JSON schema, compiled like the routes' (http/validation.ts); the handler's payload type comes from it. */
  schema: JSONSchemaType<Payload>;
  /** Per user and event, in this process (default DEFAULT_RATE_LIMIT). */
  rate?: RateLimit;
  /**
   * The handler checks the session against the database itself, in a statement of its transaction (see
   * RequestContext.session), so a request costs no statement of its own for it. A resent actionId is still checked
   * by the gateway.
   */
  checksSession?: boolean;
}

export interface ChannelKindOptions<State> {
  /**
   * May `userId` follow channel `{kind}:{id}`? (Frames and snapshot alike.) A thrown AppError refuses with its code
   * and message (e.g. a tournament that does not exist).
   */
  authorize(userId: number, id: number): boolean | Promise<boolean>;
  /** The channel's state, read inside the snapshot's REPEATABLE READ transaction, so it matches the seq read with it. */
  snapshot(tx: Queryable, userId: number, id: number): Promise<State>;
  /**
   * Told in the process where a socket started or stopped following `{kind}:{id}` (subscribed, unsubscribed, or
   * closed while following): who follows may have changed. Never awaited.
   */
  followersChanged?(id: number): void;
}

/** What the gateway keeps per socket (in socket.data, never sent to the client). */
export interface GatewaySocketState {
  userId: number;
  token: string;
  channels: Set<ChannelName>;
}

export type GatewaySocket = Socket<RealtimeClientToServerEvents, RealtimeServerToClientEvents, Record<string, never>, GatewaySocketState>;

export interface RegisteredHandler {
  validate: PayloadValidator;
  rate: RateLimit;
  run: RequestHandler<unknown, unknown>;
  checksSession: boolean;
}

/**
 * A bearer token's live session, checked by the auth domain: its user and token id, or undefined when not valid.
 * `verify`, when given, checks only what needs no database (for handlers that check the rest: `checksSession`).
 */
export type SessionAuthenticator = ((token: string | undefined) => Promise<{ user: { id: number }; token: { tokenId: string } } | undefined>) & {
  verify?: (token: string | undefined) => Promise<SessionClaims | undefined>;
};

export interface GatewayDeps {
  db: Database;
  authenticateSession: SessionAuthenticator;
  log?: { error(details: object, message: string): void };
  /** Milliseconds for rate limits and remembered answers (default performance.now). */
  monotonicNow?: () => number;
}

export type Gateway = ReturnType<typeof createGateway>;

/**
 * The real-time seam (issue #15). Domains register request events and channel kinds here as they register HTTP
 * routes; realtime.ts hands it each socket. Requests: `rt:request` (gateway-requests.ts); channels: `rt:subscribe`,
 * `rt:unsubscribe` and the HTTP snapshot (gateway-channels.ts). Frames go out through `Realtime.toChannel`.
 */
export function createGateway(deps: GatewayDeps) {
  const handlers = new Map<string, RegisteredHandler>();
  const channelKinds = new Map<ChannelKind, ChannelKindOptions<unknown>>();
  const buckets = tokenBuckets(deps.monotonicNow);
  const requests = requestPipeline({ ...deps, handlers, buckets });
  const channels = channelSubscriptions({ ...deps, channelKinds, buckets });

  return {
    /** Registers the handler of one request event; an event is registered once. */
    handle<Payload, Result>(event: string, options: HandleOptions<Payload>, handler: RequestHandler<Payload, Result>): void {
      if (handlers.has(event)) throw new Error(`realtime event ${event} is already handled`);
      handlers.set(event, {
        validate: compilePayloadSchema(options.schema),
        rate: options.rate ?? DEFAULT_RATE_LIMIT,
        run: handler as RequestHandler<unknown, unknown>,
        checksSession: options.checksSession ?? false,
      });
    },

    /** Registers who may follow a kind of channel and how its snapshot is read; a kind is registered once. */
    channel<State>(kind: ChannelKind, options: ChannelKindOptions<State>): void {
      if (channelKinds.has(kind)) throw new Error(`realtime channel kind ${kind} is already registered`);
      channelKinds.set(kind, options);
    },

    /** Listens to one connected socket's requests and subscriptions. */
    listen(socket: GatewaySocket): void {
      requests.listen(socket);
      channels.listen(socket);
    },

    /**
     * The channel's seq and state from one REPEATABLE READ snapshot: every frame after `seq` reports a change
     * the state does not hold yet. An unknown or forbidden channel is not found (names reveal nothing), or refused
     * with the AppError its kind's `authorize` throws.
     */
    async snapshot(userId: number, channel: string): Promise<ChannelSnapshot> {
      const parsed = parseChannel(channel);
      const kind = parsed && channelKinds.get(parsed.kind);
      if (!parsed || !kind || !(await kind.authorize(userId, parsed.id))) throw errors.notFound();
      return deps.db.transaction(
        async (tx) => {
          const seq = await currentChannelSeq(tx, parsed.name);
          return { channel: parsed.name, seq, state: await kind.snapshot(tx, userId, parsed.id) };
        },
        { readOnlySnapshot: true },
      );
    },
  };
}

/** A refusal with the gateway's message for `code`. */
export function refusal(actionId: string, code: string, message: string): Ack {
  return { ok: false, actionId, code, message };
}
