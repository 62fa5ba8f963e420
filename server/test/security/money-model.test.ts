import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { startRun } from '../helpers/money-model-api';
import { ModelStats, moneyCommands, openingTournaments, PLAYERS_PER_RUN } from '../helpers/money-model-commands';
import { moneyInvariantViolations } from '../helpers/money-model-invariants';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Money, as TigerBeetle tests it, scaled down: random sequences of deposits, withdrawals (with and without
 * idempotency keys, replays, mismatched replays), registrations, unregistrations, cancellations and
 * deletions, some sent concurrently, against the live API and an in-memory model. After every step the
 * books are read straight from the database (sum zero, cached balances = ledger, nothing negative,
 * tournament money conserved) and compared with the model.
 *
 * MONEY_MODEL_STEPS (default 2,000 on PostgreSQL, 300 on PGlite), MONEY_MODEL_SEED (random, always printed),
 * MONEY_MODEL_MAX_COMMANDS (steps per run at most, default 100), MONEY_MODEL_SHRINK_SECONDS (how long a
 * failure may shrink, default 120). A failure prints the seed, fast-check's replay path and the shrunk sequence.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const targetSteps = Number(process.env.MONEY_MODEL_STEPS || (onPostgres ? 2000 : 300));
const maxCommands = Number(process.env.MONEY_MODEL_MAX_COMMANDS || 100);
const shrinkSeconds = Number(process.env.MONEY_MODEL_SHRINK_SECONDS || 120);
const seed = process.env.MONEY_MODEL_SEED ? Number(process.env.MONEY_MODEL_SEED) : randomInt(2 ** 31 - 1);

let t: TestApp;
let admin: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createPlayer(t, { role: 'admin', balanceMicros: 0n });
});
afterAll(() => t?.close());

it(`keeps every balance, pool and key as the model says over at least ${targetSteps} random steps`, async () => {
  console.log(`money model on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: MONEY_MODEL_SEED=${seed} MONEY_MODEL_STEPS=${targetSteps}`);
  const stats = new ModelStats();
  const started = Date.now();
  let runs = 0;
  let failedAt: number | undefined;
  // Runs have a random length, so rounds go on until the step budget is spent. Round r uses seed + r:
  // rerunning with MONEY_MODEL_SEED set to the failing round's seed replays it first.
  for (let round = 0; stats.steps < targetSteps; round += 1) {
    const roundSeed = (seed + round) % (2 ** 31 - 1);
    const numRuns = Math.max(1, Math.ceil((targetSteps - stats.steps) / (maxCommands / 2)));
    const property = fc.asyncProperty(moneyCommands(stats, maxCommands), async (commands) => {
      // Shrinking re-runs sequences against the server; past its budget the remaining candidates are skipped.
      fc.pre(failedAt === undefined || Date.now() - failedAt < shrinkSeconds * 1000);
      runs += 1;
      const setup = async () => {
        const run = await startRun(t, admin, PLAYERS_PER_RUN);
        await openingTournaments(run.model, run.real);
        return run;
      };
      try {
        await fc.asyncModelRun(setup, commands);
      } catch (error) {
        failedAt ??= Date.now();
        throw error;
      }
    });
    try {
      await fc.assert(property, { seed: roundSeed, numRuns });
    } catch (error) {
      (error as Error).message = `money model failed: rerun with MONEY_MODEL_SEED=${roundSeed}\n${(error as Error).message}`;
      throw error;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `money model: ${stats.steps} steps, ${stats.requests} requests in ${runs} runs, ${seconds.toFixed(1)} s ` +
      `(${((seconds * 1000) / stats.steps).toFixed(1)} ms/step), seed ${seed}\n${stats.summary()}`,
  );
  expect(stats.steps).toBeGreaterThanOrEqual(targetSteps);
  // Each step checked its run's players and tournaments; the whole database once more at the end.
  expect(await moneyInvariantViolations(t.server.db)).toEqual([]);
  // The sequences must reach the interesting answers, or the model proves little.
  if (stats.steps >= 1000) {
    for (const outcome of [
      'deposit 200',
      'withdrawal 400 INSUFFICIENT_FUNDS',
      'deposit 200 replayed',
      'deposit 409 IDEMPOTENCY_KEY_REUSED',
      'register 200',
      'register 400 INSUFFICIENT_BALANCE',
      'register 409 TOURNAMENT_FULL',
      'unregister 200',
      'cancel 200',
      'delete 200',
    ]) {
      expect([outcome, stats.seen(outcome)]).toEqual([outcome, true]);
    }
  }
}, 900_000);
