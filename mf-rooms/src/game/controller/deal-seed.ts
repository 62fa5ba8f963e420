import { TABLE_REQUESTS, type Ack, type TableSeedRequest, type TableView } from 'shared-events/contracts';

/**
 * The player's part in a provably fair deal (poker-engine FAIRNESS.md): when the table commits to its next hand, the
 * browser gives a seed of its own, unasked, once per hand. The commitment seen and the seed sent are kept in the
 * session (`poker-fair:<handKey>`) so that the hand's review can hold the server's reveal to them.
 */

const SEED_BYTES = 16;
const STORAGE_PREFIX = 'poker-fair:';

export type SendSeed = (event: string, payload: TableSeedRequest) => Promise<Ack>;

export interface DealSeedRecord {
  commitment: string;
  seed: string;
}

/** Hands this page has given a seed for: a view seen again (every frame of the pause) never sends a second. */
const seeded = new Set<string>();

/** 16 random bytes from the browser's CSPRNG, as lowercase hex. */
export function newClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SEED_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The committed next hand the player should seed: they sit at the table with chips, and the table awaits seeds. */
export function dealToSeed(view: TableView | undefined, userId: number | undefined): NonNullable<TableView['nextDeal']> | null {
  const deal = view?.nextDeal;
  if (!deal || userId === undefined) return null;
  const seated = view.seats.some((seat) => seat.userId === userId && seat.status !== 'busted' && seat.stack > 0);
  return seated ? deal : null;
}

/** What this session sent for a hand, if anything. */
export function dealSeedRecord(handKey: string, storage: Storage | undefined = globalThis.sessionStorage): DealSeedRecord | null {
  const text = storage?.getItem(STORAGE_PREFIX + handKey);
  return text ? (JSON.parse(text) as DealSeedRecord) : null;
}

/**
 * Gives the player's seed for the table's committed next hand, once: nothing when there is none to give or it was
 * given. A refusal (the hand was dealt first, the seat already seeded) is quiet: the hand is dealt with the others' seeds.
 */
export async function contributeSeed(
  view: TableView | undefined,
  userId: number | undefined,
  send: SendSeed,
  storage: Storage | undefined = globalThis.sessionStorage,
): Promise<void> {
  const deal = dealToSeed(view, userId);
  if (!view || !deal || seeded.has(deal.handKey) || dealSeedRecord(deal.handKey, storage)) return;
  seeded.add(deal.handKey);
  const seed = newClientSeed();
  const record: DealSeedRecord = { commitment: deal.commitment, seed };
  storage?.setItem(STORAGE_PREFIX + deal.handKey, JSON.stringify(record));
  const ack = await send(TABLE_REQUESTS.seed, { tableId: view.tableId, handNumber: deal.handNumber, seed });
  if (!ack.ok) console.info(`[table] seed for ${deal.handKey} refused:`, ack.code);
}
