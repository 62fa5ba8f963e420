import type { DealFairness, HandReplay, TableStateFrame, TableView } from 'shared-events/contracts';
import { dealtDeckPositions, fairDeck, parseCard, verifyDeal, type DealReveal, type ShownCard } from 'poker-engine';
import { findTable } from '../src/tables/tables.repository';
import { secretsOf } from '../src/tables/table-deals';
import { keepSeed, takeSeeds } from '../src/tables/deal-seeds.repository';
import type { Queryable } from '../src/db/database';
import { DEFAULT_TABLE_TIMINGS } from '../src/tables/table-timings';
import { socketsClosedAfterEach } from './helpers/realtime-client';
import { request } from './helpers/realtime-gateway';
import { createPlayer } from './helpers/rooms';
import { act, actAtAPlayersPace, actorOf, follow, seat, startedTable, tableSnapshot, type Seated } from './helpers/tables';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sendSeed = (player: Seated, payload: object) => request<{ handNumber: number }>(player.socket, 'table:seed', payload);
const viewOf = async (player: Seated, tableId: number) => (await tableSnapshot(t, player, tableId)).state;
const tableVersion = async (tableId: number) => (await findTable(t.server.db, tableId))!.version;

/** Plays the hand in play to its end, every player checking or calling (so it goes to a showdown). */
async function playToShowdown(tableId: number, players: Seated[]): Promise<TableView> {
  for (;;) {
    const { state: view, seq } = await tableSnapshot(t, players[0], tableId);
    if (view.hand!.street === 'complete') return view;
    const record = (await findTable(t.server.db, tableId))!;
    const actor = actorOf(view, players);
    const mayCheck = record.hand.state.bets.every((bet) => bet <= record.hand.state.bets[record.hand.state.actor]);
    // A beaten hand at the showdown is shown: every card it holds is then checked against the commitment.
    const action = view.hand!.street === 'showdown' ? 'show' : mayCheck ? 'check' : 'call';
    const answer = await actAtAPlayersPace(actor, { tableId, handNumber: view.hand!.handNumber, seq, action });
    expect(answer).toMatchObject({ ok: true });
  }
}

const asReveal = (fairness: DealFairness): DealReveal => ({
  ...fairness,
  openings: fairness.openings.map((opening) => ({ ...opening, card: parseCard(opening.card) })),
});

/** The cards of `cards` among those the hand dealt, with their deck indices (the engine's log of the hand). */
async function shownCardsOf(tableId: number, cards: readonly string[]): Promise<ShownCard[]> {
  const { hand } = (await findTable(t.server.db, tableId))!;
  const wanted = new Set(cards.map(parseCard));
  return dealtDeckPositions(hand.state.log).filter(({ card }) => wanted.has(card));
}

describe('provably fair deals at the table', () => {
  it('commits to the next hand, takes one seed per seated player, deals fairDeck of them and reveals only what was shown', async () => {
    const { tableId, players } = await startedTable(t, sockets, 3);
    const watcher = await createPlayer(t);
    const spectator = await seat(t, sockets, watcher);
    await follow(spectator, `table:${tableId}`);

    const first = await viewOf(players[0], tableId);
    expect(first.hand!.deal).toEqual({ handKey: `table:${tableId}:hand:1`, commitment: expect.stringMatching(/^[0-9a-f]{64}$/), clientSeedCount: 0 });
    expect(first.nextDeal).toBeNull();
    const completed = await playToShowdown(tableId, players);

    // The completed hand is revealed: its board and the hands shown down check against the commitment made before it.
    const reveal = completed.hand!.fairness!;
    const shown = [...completed.hand!.board, ...completed.seats.flatMap((s) => s.revealedCards ?? [])];
    const verdict = verifyDeal(asReveal(reveal), await shownCardsOf(tableId, shown), { commitment: first.hand!.deal!.commitment });
    expect(verdict).toEqual({ ok: true, checked: shown.length });
    expect(reveal.openings).toHaveLength(shown.length);

    const next = completed.nextDeal!;
    expect(next).toEqual({ handNumber: 2, handKey: `table:${tableId}:hand:2`, commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const seeds = ['00112233445566778899aabbccddeeff', 'f'.repeat(64)];
    const record = (await findTable(t.server.db, tableId))!;
    const seatOf = (player: Seated) => record.seats.find((s) => s.userId === player.id)!.seat;

    // Refusals change nothing.
    const version = await tableVersion(tableId);
    expect(await sendSeed(players[0], { tableId, handNumber: 3, seed: seeds[0] })).toMatchObject({ ok: false, code: 'DEAL_NOT_OPEN' });
    expect(await sendSeed(players[0], { tableId, handNumber: 1, seed: seeds[0] })).toMatchObject({ ok: false, code: 'DEAL_NOT_OPEN' });
    expect(await sendSeed(players[0], { tableId, handNumber: 2, seed: 'ABCDEF0123456789' })).toMatchObject({ ok: false, code: 'INVALID_SEED' });
    expect(await sendSeed(players[0], { tableId, handNumber: 2, seed: 'abc' })).toMatchObject({ ok: false, code: 'INVALID_SEED' });
    expect(await sendSeed(spectator, { tableId, handNumber: 2, seed: seeds[0] })).toMatchObject({ ok: false, code: 'NOT_SEATED' });
    expect(await tableVersion(tableId)).toBe(version);

    // A seed is a row of its own: the table's row is not rewritten. The first seed of a seat stands, even when the
    // same player sends two at once.
    const [one, other] = await Promise.all([
      sendSeed(players[0], { tableId, handNumber: 2, seed: seeds[0] }),
      sendSeed(players[0], { tableId, handNumber: 2, seed: seeds[1] }),
    ]);
    expect([one, other].filter((answer) => answer.ok)).toEqual([expect.objectContaining({ ok: true, result: { handNumber: 2 } })]);
    const kept = one.ok ? seeds[0] : seeds[1];
    expect([one, other].find((answer) => !answer.ok)).toMatchObject({ ok: false, code: 'SEED_ALREADY_GIVEN' });
    expect(await sendSeed(players[0], { tableId, handNumber: 2, seed: seeds[1] })).toMatchObject({ ok: false, code: 'SEED_ALREADY_GIVEN' });
    expect(await sendSeed(players[1], { tableId, handNumber: 2, seed: seeds[1] })).toMatchObject({ ok: true });
    expect(await tableVersion(tableId)).toBe(version);

    t.clock.advance(DEFAULT_TABLE_TIMINGS.handPauseMs / 1000);
    await t.server.tableRunner!.runDue();
    expect(await sendSeed(players[2], { tableId, handNumber: 2, seed: seeds[0] })).toMatchObject({ ok: false, code: 'DEAL_NOT_OPEN' });

    // Hand 2 was dealt from fairDeck of the committed secrets and the two seeds.
    const dealt = (await findTable(t.server.db, tableId))!.hand;
    const clientSeeds = [
      { seat: seatOf(players[0]), seed: kept },
      { seat: seatOf(players[1]), seed: seeds[1] },
    ].sort((a, b) => a.seat - b.seat);
    expect(dealt.number).toBe(2);
    expect(dealt.deal!.commitment).toBe(next.commitment);
    expect(dealt.deal!.clientSeeds).toEqual(clientSeeds);
    const deck = fairDeck(secretsOf(dealt.deal!), next.handKey, clientSeeds);
    for (const card of dealtDeckPositions(dealt.state.log)) expect(card.card).toBe(deck[card.deckIndex]);
    const second = await viewOf(players[0], tableId);
    expect(second.hand!.deal).toEqual({ handKey: next.handKey, commitment: next.commitment, clientSeedCount: 2 });

    const done = await playToShowdown(tableId, players);
    const revealed = done.hand!.fairness!;
    expect(revealed.serverSeed).toBe(secretsOf(dealt.deal!).serverSeed);
    const shownNow = [...done.hand!.board, ...done.seats.flatMap((s) => s.revealedCards ?? [])];
    expect(
      verifyDeal(asReveal(revealed), await shownCardsOf(tableId, shownNow), { commitment: next.commitment, clientSeed: clientSeeds[0] }),
    ).toEqual({
      ok: true,
      checked: shownNow.length,
    });

    // No frame, of any player or the spectator, told a deal's secrets before its hand was over.
    const pending = (await findTable(t.server.db, tableId))!.hand.nextDeal!;
    const deals = [
      { handNumber: 1, serverSeed: reveal.serverSeed, salts: [] as string[], key: '' },
      { handNumber: 2, ...secretsOf(dealt.deal!), key: dealt.deal!.key! },
      { handNumber: 3, ...secretsOf(pending), key: pending.key! },
    ];
    expect(deals[1].key).toMatch(/^[0-9a-f]{64}$/);
    for (const viewer of [...players, spectator]) {
      expect(viewer.frames.length).toBeGreaterThan(0);
      for (const frame of viewer.frames) {
        const text = JSON.stringify(frame.data);
        expect(text).not.toMatch(/baseDeck|salts|secrets/);
        const view = frame.event === 'table:state' ? (frame.data as TableStateFrame).view : null;
        for (const deal of deals) {
          const over = view?.hand?.handNumber === deal.handNumber && view.hand.street === 'complete';
          // The deal key is never told, not even after the hand.
          if (deal.key) expect(text).not.toContain(deal.key);
          if (over) continue;
          expect(text).not.toContain(deal.serverSeed);
          for (const salt of deal.salts) expect(text).not.toContain(salt);
        }
      }
    }

    // Each player's review opens the board, the hands shown down and their own cards, and nothing else.
    const { rows } = await t.server.db.query<{ id: string }>('SELECT id::text AS id FROM hands WHERE room_id = $1 AND hand_number = 2', [tableId]);
    for (const player of players) {
      const review = (await t.get<HandReplay>(`/api/users/hand-history/${rows[0].id}`, player.headers)).body;
      const fairness = review.fairness!;
      const seen = [...review.board, ...review.players.flatMap((p) => p.holeCards ?? [])];
      const hidden = new Set(dealt.state.holeCards.flat().filter((card) => !seen.map(parseCard).includes(card)));
      expect(fairness.openings.some((opening) => hidden.has(parseCard(opening.card)))).toBe(false);
      expect(fairness.openings).toHaveLength(seen.length);
      const own = clientSeeds.find((s) => s.seat === seatOf(player));
      expect(JSON.stringify(review)).not.toContain(dealt.deal!.key);
      expect(verifyDeal(asReveal(fairness), await shownCardsOf(tableId, seen), { commitment: next.commitment, clientSeed: own })).toEqual({
        ok: true,
        checked: seen.length,
      });
    }
  }, 90_000);

  it('deals at once with no pause: the committed next hand is dealt on the server seed alone', async () => {
    const paused = await startTestApp({ config: { tables: { handPauseMs: 0 } } });
    try {
      const { tableId, players } = await startedTable(paused, sockets, 2);
      const view = (await tableSnapshot(paused, players[0], tableId)).state;
      const actor = actorOf(view, players);
      expect(await act(actor, { tableId, handNumber: 1, seq: (await tableSnapshot(paused, players[0], tableId)).seq, action: 'fold' })).toMatchObject(
        {
          ok: true,
        },
      );
      const record = (await findTable(paused.server.db, tableId))!;
      expect(record.hand.number).toBe(2);
      expect(record.hand.deal!.clientSeeds).toEqual([]);
      const deck = fairDeck(secretsOf(record.hand.deal!), record.hand.deal!.handKey, []);
      for (const card of dealtDeckPositions(record.hand.state.log)) expect(card.card).toBe(deck[card.deckIndex]);
    } finally {
      await paused.close();
    }
  });
});

describe('a seed given as the deal comes (the seeds key)', () => {
  const at = new Date('2026-11-28T10:00:00Z');
  const seedOf = (seat: number, userId: number) => ({ seat, userId, seed: `${seat}`.repeat(16), at });

  it('a seed kept before the deal is dealt with; one after it is refused as DEAL_NOT_OPEN; one per seat', async () => {
    const { tableId, players } = await startedTable(t, sockets, 2);
    const [first, second] = players;
    expect(await keepSeed(t.server.db, { tableId, handNumber: 50, ...seedOf(1, first.id) })).toBe('kept');
    expect(await keepSeed(t.server.db, { tableId, handNumber: 50, ...seedOf(1, first.id) })).toBe('SEED_ALREADY_GIVEN');
    expect(await t.server.db.transaction((tx) => takeSeeds(tx, tableId, 50, at))).toEqual([{ seat: 1, userId: first.id, seed: '1'.repeat(16) }]);
    expect(await keepSeed(t.server.db, { tableId, handNumber: 50, ...seedOf(2, second.id) })).toBe('DEAL_NOT_OPEN');
    expect(await keepSeed(t.server.db, { tableId, handNumber: 50, ...seedOf(1, first.id) })).toBe('SEED_ALREADY_GIVEN');
  });

  /** Resolves once a statement on the seeds' table waits for a lock (another transaction holds its key). */
  async function waitingOnSeeds(): Promise<void> {
    for (;;) {
      const { rows } = await t.server.db.query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%table_deal_seeds%'",
      );
      if (rows[0].waiting > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** A transaction that runs `step`, then stays open until released. */
  function heldOpen<T>(step: (tx: Queryable) => Promise<T>) {
    let release!: () => void;
    let ran!: () => void;
    const stepped = new Promise<void>((resolve) => (ran = resolve));
    const done = t.server.db.transaction(async (tx) => {
      const value = await step(tx);
      ran();
      await new Promise<void>((resolve) => (release = resolve));
      return value;
    });
    return { stepped, done, release: () => release() };
  }

  (process.env.DATABASE_URL ? it : it.skip)(
    'on PostgreSQL, a deal waits for a seed being written and takes it; a seed written while the deal is open is refused',
    async () => {
      const { tableId, players } = await startedTable(t, sockets, 2);
      const [first, second] = players;
      const { db } = t.server;
      // A seed's statement still open when the deal closes the hand: the deal waits for it, then takes it.
      const seed = heldOpen((tx) => keepSeed(tx, { tableId, handNumber: 60, ...seedOf(1, first.id) }));
      await seed.stepped;
      const dealt = db.transaction((tx) => takeSeeds(tx, tableId, 60, at));
      await waitingOnSeeds();
      seed.release();
      expect(await seed.done).toBe('kept');
      expect(await dealt).toEqual([{ seat: 1, userId: first.id, seed: '1'.repeat(16) }]);

      // The deal's transaction still open when a seed comes: the seed waits, and finds the hand closed.
      const deal = heldOpen((tx) => takeSeeds(tx, tableId, 61, at));
      await deal.stepped;
      const late = keepSeed(db, { tableId, handNumber: 61, ...seedOf(2, second.id) });
      await waitingOnSeeds();
      deal.release();
      expect(await deal.done).toEqual([]);
      expect(await late).toBe('DEAL_NOT_OPEN');
    },
  );
});
