import type { Tournament } from 'shared-events/contracts';
import type { Queryable } from '../src/db/database';
import { requiredBalanceMicros, usdText } from '../src/tournaments/tournament-dto';
import { LIST_TTL_MS, TournamentListCache } from '../src/tournaments/tournament-list-cache';
import type { TournamentRow } from '../src/tournaments/tournaments.repository';

const now = new Date('2030-01-01T12:00:00Z');

function row(id: number, overrides: Partial<TournamentRow> = {}): TournamentRow {
  return {
    id,
    name: `T${id}`,
    game_type: 'NLH',
    entry_fee_micros: '1000000',
    guaranteed_pool_micros: '0',
    pool_micros: '0',
    currency: 'USDT',
    starts_at: new Date(now.getTime() + 60_000),
    duration_minutes: 120,
    late_reg_minutes: 15,
    min_players: 2,
    max_players: 10,
    players_count: 0,
    starting_stack: 100,
    blind_speed_seconds: 600,
    banner: null,
    theme: null,
    prize_structure: null,
    blind_structure: null,
    status: 'registering',
    cancelled_at: null,
    deleted_at: null,
    paid_out_at: null,
    paid_out_pool_micros: null,
    max_entries: 1,
    break_minutes: 5,
    seated_at: null,
    play_started_at: null,
    finished_at: null,
    hand_for_hand_round: null,
    paused_at: null,
    paused_ms: '0',
    schedule_id: null,
    created_by: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** A database double that counts the list and registration queries; its rows have no seat shards (migration 029). */
function fakeDb(tournaments: TournamentRow[], registered: number[]) {
  const rows = tournaments.map((tournament) => ({ ...tournament, shard_players: 0, shard_pool_micros: '0' }));
  const calls = { list: 0, registrations: 0 };
  const db: Queryable = {
    async query<Row>(sql: string) {
      if (sql.includes('FROM tournament_registrations')) {
        calls.registrations += 1;
        return { rows: registered.map((id) => ({ tournament_id: id })) as Row[], rowCount: registered.length };
      }
      calls.list += 1;
      return { rows: rows as Row[], rowCount: rows.length };
    },
    async exec() {},
  };
  return { db, calls };
}

describe('TournamentListCache', () => {
  it('reads the list once per TTL, however many requests and readers', async () => {
    const { db, calls } = fakeDb([row(1), row(2)], [2]);
    const cache = new TournamentListCache();
    const bodies = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.serialize(db, now, i % 2 === 0 ? 7 : undefined)));
    expect(calls.list).toBe(1);
    const mine = JSON.parse(bodies[0]) as Tournament[];
    const anonymous = JSON.parse(bodies[1]) as Tournament[];
    expect(mine.map((entry) => [entry.id, entry.isRegistered, entry.status])).toEqual([
      [1, false, 'registering'],
      [2, true, 'registering'],
    ]);
    expect(anonymous.every((entry) => entry.isRegistered === false)).toBe(true);
  });

  it('reads again after invalidate, after the TTL, or when the clock jumps', async () => {
    const { db, calls } = fakeDb([row(1)], []);
    let elapsed = 0;
    const cache = new TournamentListCache(() => elapsed);
    await cache.serialize(db, now);
    cache.invalidate();
    await cache.serialize(db, now);
    expect(calls.list).toBe(2);
    await cache.serialize(db, new Date(now.getTime() + LIST_TTL_MS + 1));
    expect(calls.list).toBe(3);
    elapsed += LIST_TTL_MS - 1;
    await cache.serialize(db, new Date(now.getTime() + LIST_TTL_MS + 1));
    expect(calls.list).toBe(3);
    elapsed += 2;
    await cache.serialize(db, new Date(now.getTime() + LIST_TTL_MS + 1));
    expect(calls.list).toBe(4);
  });

  it('applies the clock to the status at answer time', async () => {
    const { db } = fakeDb([row(1), row(2, { status: 'cancelled' })], []);
    const cache = new TournamentListCache();
    const later = new Date(now.getTime() + 2 * 60_000);
    await cache.items(db, later);
    const body = JSON.parse(await cache.serialize(db, new Date(later.getTime() + 10))) as Tournament[];
    expect(body.map((entry) => [entry.status, entry.dynamicStatus])).toEqual([
      ['late reg', 'running'],
      ['cancelled', 'running'],
    ]);
  });

  it('caches a reader’s registrations and forgets them on invalidate', async () => {
    const { db, calls } = fakeDb([row(1)], [1]);
    const cache = new TournamentListCache();
    await cache.serialize(db, now, 5);
    await cache.serialize(db, now, 5);
    expect(calls.registrations).toBe(1);
    cache.invalidate();
    await cache.serialize(db, now, 5);
    expect(calls.registrations).toBe(2);
  });
});

describe('money texts', () => {
  it('formats USD with separators and 2 decimals', () => {
    expect(usdText(0n)).toBe('$0.00');
    expect(usdText(500_000n)).toBe('$0.50');
    expect(usdText(1_234_567_890_000n)).toBe('$1,234,567.89');
    expect(usdText(5_000n)).toBe('$0.01');
  });

  it('needs max(entry fee, starting stack) on the wallet (SPEC §5)', () => {
    expect(requiredBalanceMicros({ entry_fee_micros: '10000000', starting_stack: 5 })).toBe(10_000_000n);
    expect(requiredBalanceMicros({ entry_fee_micros: '10000000', starting_stack: 10000 })).toBe(10_000_000_000n);
  });
});
