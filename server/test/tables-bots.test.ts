import type { GameType } from 'shared-events/contracts';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { between, chance } from './helpers/table-bots';
import { BotTable, emptyTally, type BotTally } from './helpers/table-bots-table';
import { seededRandom } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();

// The 500 hands on PostgreSQL; fewer on PGlite (one connection, in the jest process), never none.
const HANDS = process.env.DATABASE_URL ? 500 : 150;
const STARTING_STACK = 1000;
/** The tables in play at once; one that finishes is replaced by another of 2 to 8 players. */
const OPENING: { size: number; gameType: GameType }[] = [
  { size: 2, gameType: 'NLH' },
  { size: 3, gameType: 'PLO' },
  { size: 4, gameType: 'NLH' },
  { size: 5, gameType: 'PLO' },
  { size: 6, gameType: 'NLH' },
  { size: 8, gameType: 'PLO' },
];

beforeAll(async () => {
  // Every bot is a socket from 127.0.0.1.
  t = await startTestApp({ config: { socketLimits: { perAddress: 1_000 } } });
});
afterAll(() => t.close());

/**
 * Plays until `HANDS` hands are complete: the tables play side by side until each waits for the clock, then the
 * clock moves to the earliest moment one of them is due (a hand's pause over, or a sleeping or offline player's
 * clock and time bank spent) and the tables' owner acts. So the only timeouts are those the bots chose.
 */
async function play(seed: number): Promise<{ tally: BotTally; problems: string[] }> {
  const random = seededRandom(seed);
  const tally = emptyTally();
  const problems: string[] = [];
  let opened = 0;
  const open = (size: number, gameType: GameType) => {
    opened += 1;
    return BotTable.open(t, sockets, { size, gameType, startingStack: STARTING_STACK, random: seededRandom(seed + opened), counts: tally });
  };
  let tables: BotTable[] = [];
  for (const { size, gameType } of OPENING) tables.push(await open(size, gameType));
  while (tables.length > 0) {
    const outcomes = await Promise.all(tables.map((table) => table.playUntilBlocked()));
    const playing: BotTable[] = [];
    for (const [index, table] of tables.entries()) {
      if (outcomes[index] === 'waiting' && tally.hands < HANDS) {
        playing.push(table);
        continue;
      }
      problems.push(...(await table.close()));
      if (tally.hands < HANDS) playing.push(await open(between(random, 2, 8), chance(random, 0.5) ? 'NLH' : 'PLO'));
    }
    tables = playing;
    if (tables.length === 0) break;
    const due = Math.min(...tables.map((table) => table.dueAt()));
    t.clock.advance(Math.max(0, due - t.clock.now().getTime()) / 1000);
    await t.server.tableRunner!.runDue();
  }
  return { tally, problems };
}

describe('bots at the tables', () => {
  it(`play ${HANDS} hands at several tables: chips conserved, no hole card to anyone else before its reveal, hostile requests refused with a code and nothing changed`, async () => {
    // The seed fixes the bots' draws (choices, amounts, sleeps, drops, hostile kinds), the same on every run unless
    // TABLE_BOTS_SEED asks for another; the server still shuffles with its CSPRNG, so the cards differ from run to run.
    const seed = Number(process.env.TABLE_BOTS_SEED ?? 20_261_124);
    const started = Date.now();
    let outcome: Awaited<ReturnType<typeof play>>;
    try {
      outcome = await play(seed);
    } catch (error) {
      (error as Error).message = `TABLE_BOTS_SEED=${seed}: ${(error as Error).message}`;
      throw error;
    }
    const { tally, problems } = outcome;
    expect({ seed, problems: problems.slice(0, 20), count: problems.length }).toEqual({ seed, problems: [], count: 0 });
    expect(tally.hands).toBeGreaterThanOrEqual(HANDS);
    expect(tally.showdowns).toBeGreaterThan(0);
    expect(tally.auto.timeout).toBeGreaterThan(0);
    expect(tally.disconnects).toBeGreaterThan(0);
    expect(tally.reconnects).toBeGreaterThan(0);
    expect(tally.seeds).toBeGreaterThan(0);
    expect(Object.keys(tally.hostile).sort()).toEqual(
      expect.arrayContaining(['badPayload', 'belowMinimum', 'aboveMaximum', 'outOfTurn', 'replay', 'staleHand', 'staleSeq']),
    );
    process.stdout.write(`table bots (seed ${seed}): ${JSON.stringify(tally)} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }, 300_000);
});
