import fc from 'fast-check';
import { amountText, describeOperation, send, type LiveSystem } from './money-model-api';
import { moneyInvariantViolations, modelDifferences } from './money-model-invariants';
import {
  expectOutcome,
  mismatch,
  type Actual,
  type Amount,
  type Expected,
  type Model,
  type NewTournament,
  type Operation,
  type WalletKind,
} from './money-model-state';

/**
 * fast-check commands for the money model. A command is a plan over slots (user n, key n, tournament
 * slot n) that is resolved against the model when it runs, so a shrunk sequence stays meaningful.
 */

export const PLAYERS_PER_RUN = 4;
/** Fresh keys come from a large space; replays pick among the keys a player already used. */
const KEY_SPACE = 1000;
const RECENT_TOURNAMENTS = 6;
const MAX_LIVE_TOURNAMENTS = 5;

type Plan =
  | { type: 'wallet'; kind: WalletKind; user: number; amount: Amount; keyIndex?: number }
  | { type: 'replay'; user: number; keyIndex: number; change: 'none' | 'amount' | 'endpoint' }
  | { type: 'register' | 'unregister'; user: number; slot: number }
  | { type: 'cancel' | 'delete'; slot: number }
  | { type: 'create'; tournament: NewTournament }
  | { type: 'advance'; minutes: number }
  | { type: 'burst'; plans: Plan[] };

/** Counts what the run did: steps, requests, and each kind of answer (to show what the model exercised). */
export class ModelStats {
  steps = 0;
  requests = 0;
  readonly outcomes = new Map<string, number>();
  count(operation: Operation, actual: Actual) {
    this.requests += 1;
    const kind = operation.type === 'wallet' ? operation.kind : operation.type;
    const code = (actual.body as { code?: string } | undefined)?.code;
    const label = `${kind} ${actual.status}${code ? ` ${code}` : ''}${actual.replayed ? ' replayed' : ''}`;
    this.outcomes.set(label, (this.outcomes.get(label) ?? 0) + 1);
  }
  seen(prefix: string) {
    return [...this.outcomes.keys()].some((label) => label.startsWith(prefix));
  }
  summary() {
    return [...this.outcomes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, count]) => `  ${label}: ${count}`)
      .join('\n');
  }
}

const keyName = (index: number) => `key-${index}`;

const liveTournaments = (model: Model) =>
  model.tournaments.filter(
    (tournament) => !tournament.cancelled && !tournament.deleted && model.now < tournament.startsAt + tournament.durationMinutes * 60_000,
  ).length;

function resolve(plan: Plan, model: Model): Operation | undefined {
  // Slots point at the most recent tournaments, so sequences keep meeting open ones (and some gone ones).
  const recent = model.tournaments.slice(-RECENT_TOURNAMENTS);
  const tournamentAt = (slot: number) => recent[slot % recent.length]?.id;
  switch (plan.type) {
    case 'wallet':
      return {
        type: 'wallet',
        kind: plan.kind,
        user: plan.user,
        amount: plan.amount,
        key: plan.keyIndex === undefined ? undefined : keyName(plan.keyIndex),
      };
    case 'replay': {
      // The n-th key this player already used (modulo how many): a replay always meets a used key.
      const used = Object.keys(model.users[plan.user].keys);
      if (used.length === 0) return undefined;
      const key = used[plan.keyIndex % used.length];
      const first = model.users[plan.user].keys[key];
      const kind = plan.change === 'endpoint' ? (first.kind === 'deposit' ? 'withdrawal' : 'deposit') : first.kind;
      const micros = plan.change === 'amount' ? first.micros + 1n : first.micros;
      return { type: 'wallet', kind, user: plan.user, amount: { micros, as: 'string' }, key };
    }
    case 'register':
    case 'unregister': {
      // Unregistering mostly aims at the player's own registrations (else nearly every one is "not registered").
      const userId = model.users[plan.user].id;
      const own = model.tournaments.filter((tournament) => !tournament.deleted && userId in tournament.registrations);
      const tournamentId =
        plan.type === 'unregister' && own.length > 0 && plan.slot % 3 !== 0 ? own[plan.slot % own.length].id : tournamentAt(plan.slot);
      return tournamentId === undefined ? undefined : { type: plan.type, user: plan.user, tournamentId };
    }
    case 'cancel':
    case 'delete': {
      const tournamentId = tournamentAt(plan.slot);
      return tournamentId === undefined ? undefined : { type: plan.type, tournamentId };
    }
    case 'create':
      return liveTournaments(model) < MAX_LIVE_TOURNAMENTS ? { type: 'create', tournament: plan.tournament } : undefined;
    default:
      return undefined;
  }
}

function describePlan(plan: Plan): string {
  switch (plan.type) {
    case 'wallet':
      return `${plan.kind}(u${plan.user}, ${amountText(plan.amount)}${plan.keyIndex === undefined ? '' : `, ${keyName(plan.keyIndex)}`})`;
    case 'replay':
      return `replay(u${plan.user}, used key #${plan.keyIndex}${plan.change === 'none' ? '' : `, other ${plan.change}`})`;
    case 'register':
    case 'unregister':
      return `${plan.type}(u${plan.user}, slot ${plan.slot})`;
    case 'cancel':
    case 'delete':
      return `${plan.type}(slot ${plan.slot})`;
    case 'create':
      return describeOperation({ type: 'create', tournament: plan.tournament });
    case 'advance':
      return `advance(${plan.minutes} min)`;
    case 'burst':
      return `together[${plan.plans.map(describePlan).join(', ')}]`;
  }
}

class PlanCommand implements fc.AsyncCommand<Model, LiveSystem> {
  constructor(
    private readonly plan: Plan,
    private readonly stats: ModelStats,
  ) {}

  check(model: Readonly<Model>): boolean {
    if (this.plan.type === 'advance') return true;
    if (this.plan.type === 'burst') return this.plan.plans.every((plan) => resolve(plan, model as Model) !== undefined);
    return resolve(this.plan, model as Model) !== undefined;
  }

  async run(model: Model, real: LiveSystem): Promise<void> {
    if (this.plan.type === 'advance') {
      real.t.clock.advance(this.plan.minutes * 60);
      model.now += this.plan.minutes * 60_000;
    } else if (this.plan.type === 'burst') {
      const operations = this.plan.plans.map((plan) => resolve(plan, model)!);
      const actuals = await Promise.all(operations.map((operation) => send(real, model, operation)));
      operations.forEach((operation, index) => this.stats.count(operation, actuals[index]));
      linearize(model, operations, actuals);
    } else {
      const operation = resolve(this.plan, model)!;
      this.stats.count(operation, await applyOne(model, real, operation));
    }
    this.stats.steps += 1;
    const scope = { userIds: model.users.map((user) => user.id), tournamentIds: model.tournaments.map((tournament) => tournament.id) };
    const problems = [...(await moneyInvariantViolations(real.t.server.db, scope)), ...(await modelDifferences(real.t.server.db, model))];
    if (problems.length > 0) throw new Error(`after ${describePlan(this.plan)}:\n${problems.join('\n')}`);
  }

  toString(): string {
    return describePlan(this.plan);
  }
}

/**
 * Requests sent together are correct if some order of running them one at a time gives exactly the
 * answers seen (balances in the answers included); the model then continues from that order. The
 * database is compared with the model afterwards, so a request answered as having no effect had none.
 * One figure is left out: registrations in flight together take their seats side by side (the seat shards of
 * migration 029), each answering the pool as it found it plus its own fee, so their answers' pools need not fit one
 * order; the pools themselves are checked in the books after the burst.
 */
function linearize(model: Model, operations: Operation[], actuals: Actual[]): void {
  // "Too many changes at once; nothing was changed": the server gave up retrying, the request had no effect.
  const applied = operations.map((_, index) => index).filter((index) => (actuals[index].body as { code?: string }).code !== 'TRANSACTION_CONFLICT');
  for (const order of permutations(applied)) {
    const candidate = structuredClone(model);
    const fits = order.every((index) => {
      const expected = withoutAnsweredPool(expectOutcome(candidate, operations[index]));
      if (mismatch(expected, actuals[index]) !== undefined) return false;
      expected.remember?.(actuals[index].body);
      return true;
    });
    if (fits) {
      Object.assign(model, candidate);
      return;
    }
  }
  const answers = operations.map(
    (operation, index) => `  ${describeOperation(operation)} → ${actuals[index].status} ${JSON.stringify(actuals[index].body)}`,
  );
  throw new Error(`no one-at-a-time order of these concurrent requests gives the answers seen:\n${answers.join('\n')}`);
}

function withoutAnsweredPool(expected: Expected): Expected {
  if (!expected.body || !('tournamentPool' in expected.body)) return expected;
  const { tournamentPool: _answeredPool, ...body } = expected.body;
  return { ...expected, body };
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

const player = fc.nat({ max: PLAYERS_PER_RUN - 1 });
const keyIndex = fc.nat({ max: KEY_SPACE - 1 });
const slot = fc.nat({ max: RECENT_TOURNAMENTS - 1 });

const amount: fc.Arbitrary<Amount> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      micros: fc.oneof(
        fc.constantFrom(1n, 500_000n, 1_000_000n, 2_500_000n, 5_000_000n, 10_000_000n, 25_000_000n),
        fc.bigInt({ min: 1n, max: 40_000_000n }),
      ),
      as: fc.constantFrom<'number' | 'string'>('number', 'string'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Amount>(
      { invalid: 0, code: 'INVALID_AMOUNT' },
      { invalid: '0.000000', code: 'INVALID_AMOUNT' },
      { invalid: -5, code: 'INVALID_AMOUNT' },
      { invalid: '-1', code: 'INVALID_AMOUNT' },
      { invalid: 'abc', code: 'INVALID_AMOUNT' },
      { invalid: '1.0000001', code: 'INVALID_AMOUNT' },
      { invalid: 1.0000001, code: 'INVALID_AMOUNT' },
      { invalid: '1e3', code: 'INVALID_AMOUNT' },
      { invalid: '', code: 'INVALID_AMOUNT' },
      { invalid: null, code: 'INVALID_AMOUNT' },
      { invalid: 1_000_001, code: 'AMOUNT_TOO_LARGE' },
      { invalid: '1000000.000001', code: 'AMOUNT_TOO_LARGE' },
    ),
  },
);

const walletPlan = (keyed: fc.Arbitrary<number | undefined>): fc.Arbitrary<Plan> =>
  fc.record({
    type: fc.constant('wallet' as const),
    kind: fc.constantFrom<WalletKind>('deposit', 'deposit', 'withdrawal'),
    user: player,
    amount,
    keyIndex: keyed,
  });
const anyWallet = walletPlan(fc.option(keyIndex, { nil: undefined }));
const replayPlan: fc.Arbitrary<Plan> = fc.record({
  type: fc.constant('replay' as const),
  user: player,
  keyIndex: fc.nat({ max: 20 }),
  change: fc.constantFrom<'none' | 'amount' | 'endpoint'>('none', 'none', 'amount', 'endpoint'),
});
const seatPlan: fc.Arbitrary<Plan> = fc.record({
  type: fc.constantFrom<'register' | 'unregister'>('register', 'register', 'unregister'),
  user: player,
  slot,
});
const adminPlan: fc.Arbitrary<Plan> = fc.record({ type: fc.constantFrom<'cancel' | 'delete'>('cancel', 'cancel', 'delete'), slot });
const createPlan: fc.Arbitrary<Plan> = fc.record({
  type: fc.constant('create' as const),
  tournament: fc.record({
    feeMicros: fc.constantFrom(0n, 500_000n, 1_000_000n, 5_000_000n, 10_000_000n, 25_000_000n),
    maxPlayers: fc.constantFrom(2, 2, 3, 4),
    startsInMinutes: fc.integer({ min: 5, max: 180 }),
    lateRegMinutes: fc.integer({ min: 0, max: 30 }),
    durationMinutes: fc.integer({ min: 30, max: 240 }),
    startingStack: fc.integer({ min: 1, max: 12 }),
  }),
});
const advancePlan: fc.Arbitrary<Plan> = fc.record({ type: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 45 }) });
const burstPlan: fc.Arbitrary<Plan> = fc.oneof(
  // Different requests at once: same player registering twice, a cancel racing a refund, ...
  fc
    .array(fc.oneof({ weight: 3, arbitrary: anyWallet }, { weight: 5, arbitrary: seatPlan }, { weight: 1, arbitrary: adminPlan }), {
      minLength: 2,
      maxLength: 4,
    })
    .map((plans): Plan => ({ type: 'burst', plans })),
  // One player registering for several tournaments at once (each takes the wallet and a tournament row).
  fc
    .tuple(player, fc.uniqueArray(slot, { minLength: 2, maxLength: 4 }))
    .map(([user, slots]): Plan => ({ type: 'burst', plans: slots.map((chosen): Plan => ({ type: 'register', user, slot: chosen })) })),
  // A client retrying one keyed request before the first answer came back.
  fc
    .tuple(walletPlan(keyIndex), fc.integer({ min: 2, max: 4 }))
    .map(([plan, times]): Plan => ({ type: 'burst', plans: Array<Plan>(times).fill(plan) })),
);

/** The command arbitrary of one run: up to `maxCommands` steps (uniformly many: size 'max'). */
export function moneyCommands(stats: ModelStats, maxCommands: number) {
  const plan = fc.oneof(
    { weight: 8, arbitrary: anyWallet },
    { weight: 3, arbitrary: replayPlan },
    { weight: 9, arbitrary: seatPlan },
    { weight: 1, arbitrary: adminPlan },
    { weight: 2, arbitrary: createPlan },
    { weight: 1, arbitrary: advancePlan },
    { weight: 3, arbitrary: burstPlan },
  );
  return fc.commands([plan.map((chosen) => new PlanCommand(chosen, stats))], { maxCommands, size: 'max' });
}

/** Every run starts with one freeroll and one paid tournament, through the admin API like later ones. */
export async function openingTournaments(model: Model, real: LiveSystem): Promise<void> {
  const openers: NewTournament[] = [
    { feeMicros: 0n, maxPlayers: 3, startsInMinutes: 60, lateRegMinutes: 15, durationMinutes: 120, startingStack: 2 },
    { feeMicros: 5_000_000n, maxPlayers: 2, startsInMinutes: 90, lateRegMinutes: 15, durationMinutes: 120, startingStack: 3 },
  ];
  for (const tournament of openers) await applyOne(model, real, { type: 'create', tournament });
}

/** One request: the model says what must happen, the API must answer exactly that. */
async function applyOne(model: Model, real: LiveSystem, operation: Operation): Promise<Actual> {
  const expected = expectOutcome(model, operation);
  const actual = await send(real, model, operation);
  const why = mismatch(expected, actual);
  if (why) throw new Error(`${describeOperation(operation)}: ${why}; the API answered ${JSON.stringify(actual.body)}`);
  expected.remember?.(actual.body);
  return actual;
}
