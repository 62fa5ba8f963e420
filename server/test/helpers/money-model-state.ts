/**
 * The in-memory model of the money test: what every wallet, prize pool, registration and idempotency key
 * should be after each API call, and the answer the API should give. Written from the spec and README
 * rules, not from the server's code, so that the two can disagree.
 */

export type WalletKind = 'deposit' | 'withdrawal';
export type TalliedKind = WalletKind | 'tournament_entry' | 'tournament_refund';

/** A valid amount (sent as a JSON number or a decimal string) or one the API must refuse. */
export type Amount = { micros: bigint; as: 'number' | 'string' } | { invalid: unknown; code: 'INVALID_AMOUNT' | 'AMOUNT_TOO_LARGE' };

export interface KeyRecord {
  kind: WalletKind;
  micros: bigint;
  status: number;
  /** The first answer's body, which every replay must repeat (filled in once that answer arrived). */
  body?: unknown;
}

export interface ModelUser {
  id: number;
  balance: bigint;
  keys: Record<string, KeyRecord>;
  /** Ledger transactions of this user by kind: how many and how much, to prove each effect happened once. */
  tally: Record<TalliedKind, { count: number; micros: bigint }>;
}

export interface ModelTournament {
  id: number;
  feeMicros: bigint;
  /** SPEC §5: the balance needed to register, max(entry fee, starting stack read as USDT). */
  requiredMicros: bigint;
  maxPlayers: number;
  startsAt: number;
  lateRegMinutes: number;
  durationMinutes: number;
  cancelled: boolean;
  deleted: boolean;
  /** user id → the fee that registration paid. Cancelled tournaments keep their (refunded) rows. */
  registrations: Record<number, bigint>;
  pool: bigint;
}

export interface Model {
  now: number;
  users: ModelUser[];
  tournaments: ModelTournament[];
}

export interface NewTournament {
  feeMicros: bigint;
  maxPlayers: number;
  startsInMinutes: number;
  lateRegMinutes: number;
  durationMinutes: number;
  startingStack: number;
}

/** An API call with its tournament already chosen (slots are resolved against the model before sending). */
export type Operation =
  | { type: 'wallet'; kind: WalletKind; user: number; amount: Amount; key?: string }
  | { type: 'register' | 'unregister'; user: number; tournamentId: number }
  | { type: 'cancel' | 'delete'; tournamentId: number }
  | { type: 'create'; tournament: NewTournament };

export interface Expected {
  status: number;
  code?: string;
  /** Fields the body must have (a subset), or for a replay the exact first body. */
  body?: Record<string, unknown>;
  exactBody?: unknown;
  replayed?: boolean;
  /** Called with the real body once it matched: stores first answers of keys and ids of new tournaments. */
  remember?: (body: unknown) => void;
}

export interface Actual {
  status: number;
  body: unknown;
  replayed: boolean;
}

const MINUTE = 60_000;
export const usdtNumber = (micros: bigint) => Number(micros) / 1_000_000;

export function emptyTally(): ModelUser['tally'] {
  const zero = () => ({ count: 0, micros: 0n });
  return { deposit: zero(), withdrawal: zero(), tournament_entry: zero(), tournament_refund: zero() };
}

const refusal = (status: number, code: string): Expected => ({ status, code });

function book(user: ModelUser, kind: TalliedKind, micros: bigint) {
  user.tally[kind].count += 1;
  user.tally[kind].micros += micros;
  user.balance += kind === 'deposit' || kind === 'tournament_refund' ? micros : -micros;
}

/** Applies `operation` to the model as the API must, and returns the answer the API must give. */
export function expectOutcome(model: Model, operation: Operation): Expected {
  switch (operation.type) {
    case 'wallet':
      return walletOutcome(model, operation);
    case 'register':
      return registerOutcome(model, model.users[operation.user], tournamentOf(model, operation.tournamentId));
    case 'unregister':
      return unregisterOutcome(model, model.users[operation.user], tournamentOf(model, operation.tournamentId));
    case 'cancel':
    case 'delete':
      return cancelOutcome(model, operation.type, tournamentOf(model, operation.tournamentId));
    case 'create':
      return createOutcome(model, operation.tournament);
  }
}

function walletOutcome(model: Model, operation: Extract<Operation, { type: 'wallet' }>): Expected {
  const user = model.users[operation.user];
  const { amount, key, kind } = operation;
  // Validation comes first and leaves the key unused.
  if ('invalid' in amount) return refusal(400, amount.code);
  if (key !== undefined && user.keys[key]) {
    const first = user.keys[key];
    if (first.kind !== kind || first.micros !== amount.micros) return refusal(409, 'IDEMPOTENCY_KEY_REUSED');
    return { status: first.status, exactBody: first.body, replayed: true };
  }
  let expected: Expected;
  if (kind === 'withdrawal' && user.balance < amount.micros) {
    expected = refusal(400, 'INSUFFICIENT_FUNDS');
  } else {
    book(user, kind, amount.micros);
    const signed = kind === 'deposit' ? amount.micros : -amount.micros;
    const balance = usdtNumber(user.balance);
    expected = {
      status: 200,
      body: { newBalance: balance, currency: 'USDT', transaction: { kind, amount: usdtNumber(signed), balanceAfter: balance } },
    };
  }
  if (key !== undefined) {
    const record: KeyRecord = { kind, micros: amount.micros, status: expected.status };
    user.keys[key] = record;
    expected.remember = (body) => (record.body = body);
  }
  return expected;
}

function registerOutcome(model: Model, user: ModelUser, tournament: ModelTournament | undefined): Expected {
  if (!tournament) return refusal(404, 'TOURNAMENT_NOT_FOUND');
  if (user.id in tournament.registrations) return refusal(409, 'ALREADY_REGISTERED');
  if (tournament.cancelled) return refusal(409, 'TOURNAMENT_CANCELLED');
  const closesAt = tournament.startsAt + Math.min(tournament.lateRegMinutes, tournament.durationMinutes) * MINUTE;
  if (model.now >= closesAt) return refusal(409, 'REGISTRATION_CLOSED');
  if (Object.keys(tournament.registrations).length >= tournament.maxPlayers) return refusal(409, 'TOURNAMENT_FULL');
  if (user.balance < tournament.requiredMicros) {
    return {
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
      body: { requiredAmount: usdtNumber(tournament.requiredMicros), balance: usdtNumber(user.balance), currency: 'USDT' },
    };
  }
  tournament.registrations[user.id] = tournament.feeMicros;
  if (tournament.feeMicros > 0n) {
    book(user, 'tournament_entry', tournament.feeMicros);
    tournament.pool += tournament.feeMicros;
  }
  return { status: 200, body: { remainingBalance: usdtNumber(user.balance), currency: 'USDT', tournamentPool: usdtNumber(tournament.pool) } };
}

function unregisterOutcome(model: Model, user: ModelUser, tournament: ModelTournament | undefined): Expected {
  if (!tournament) return refusal(404, 'TOURNAMENT_NOT_FOUND');
  if (tournament.cancelled) return refusal(409, 'TOURNAMENT_CANCELLED');
  if (model.now >= tournament.startsAt) return refusal(409, 'UNREGISTER_CLOSED');
  if (!(user.id in tournament.registrations)) return refusal(404, 'NOT_REGISTERED');
  const fee = tournament.registrations[user.id];
  delete tournament.registrations[user.id];
  if (fee > 0n) {
    book(user, 'tournament_refund', fee);
    tournament.pool -= fee;
  }
  return { status: 200, body: { refundedAmount: usdtNumber(fee), currency: 'USDT', remainingBalance: usdtNumber(user.balance) } };
}

function cancelOutcome(model: Model, action: 'cancel' | 'delete', tournament: ModelTournament | undefined): Expected {
  if (!tournament) return refusal(404, 'TOURNAMENT_NOT_FOUND');
  const finished = model.now >= tournament.startsAt + tournament.durationMinutes * MINUTE;
  if (action === 'cancel' && tournament.cancelled) return refusal(409, 'TOURNAMENT_ALREADY_CANCELLED');
  if (action === 'cancel' && finished) return refusal(409, 'TOURNAMENT_FINISHED');
  let refundedRegistrations = 0;
  let refunded = 0n;
  // A delete of a cancelled tournament only hides it; otherwise (finished by the clock or not: nothing here is ever paid
  // out, and no money may be stranded) it cancels and refunds on the way.
  if (!tournament.cancelled && (action === 'delete' || !finished)) {
    for (const [userId, fee] of Object.entries(tournament.registrations)) {
      if (fee === 0n) continue;
      const user = model.users.find((candidate) => candidate.id === Number(userId))!;
      book(user, 'tournament_refund', fee);
      refundedRegistrations += 1;
      refunded += fee;
    }
    tournament.pool -= refunded;
    tournament.cancelled = true;
  }
  if (action === 'delete') tournament.deleted = true;
  return {
    status: 200,
    body: {
      message: action === 'cancel' ? 'Tournament cancelled' : 'Tournament deleted',
      refundedRegistrations,
      refundedAmount: usdtNumber(refunded),
    },
  };
}

function createOutcome(model: Model, spec: NewTournament): Expected {
  const stackMicros = BigInt(spec.startingStack) * 1_000_000n;
  const startsAt = model.now + spec.startsInMinutes * MINUTE;
  return {
    status: 201,
    body: { entryFeeAmount: usdtNumber(spec.feeMicros), maxPlayers: spec.maxPlayers, startsAt: new Date(startsAt).toISOString() },
    remember: (body) =>
      model.tournaments.push({
        id: (body as { id: number }).id,
        feeMicros: spec.feeMicros,
        requiredMicros: spec.feeMicros > stackMicros ? spec.feeMicros : stackMicros,
        maxPlayers: spec.maxPlayers,
        startsAt,
        lateRegMinutes: spec.lateRegMinutes,
        durationMinutes: spec.durationMinutes,
        cancelled: false,
        deleted: false,
        registrations: {},
        pool: 0n,
      }),
  };
}

function tournamentOf(model: Model, id: number): ModelTournament | undefined {
  const tournament = model.tournaments.find((candidate) => candidate.id === id);
  return tournament && !tournament.deleted ? tournament : undefined;
}

/** Why the real answer differs from the expected one, or undefined when it matches. */
export function mismatch(expected: Expected, actual: Actual): string | undefined {
  const body = actual.body as Record<string, unknown> | undefined;
  if (actual.status !== expected.status) return `status ${actual.status}, expected ${expected.status}`;
  if (expected.code !== undefined && body?.code !== expected.code) return `code ${String(body?.code)}, expected ${expected.code}`;
  if (actual.replayed !== Boolean(expected.replayed)) return `Idempotent-Replayed ${actual.replayed}, expected ${Boolean(expected.replayed)}`;
  if (expected.exactBody !== undefined && canonicalJson(actual.body) !== canonicalJson(expected.exactBody)) {
    return `a replay answered another body than the first answer ${JSON.stringify(expected.exactBody)}`;
  }
  if (expected.body && !containsSubset(actual.body, expected.body)) return `body lacks ${JSON.stringify(expected.body)}`;
  return undefined;
}

/** JSON with sorted keys: bodies are compared as JSON (the model's copies may come from another realm). */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function containsSubset(actual: unknown, subset: unknown): boolean {
  if (subset === null || typeof subset !== 'object') return Object.is(actual, subset);
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(subset).every(([key, value]) => containsSubset((actual as Record<string, unknown>)[key], value));
}
