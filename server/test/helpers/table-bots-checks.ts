import type { ChannelFrame, TableView } from 'shared-events/contracts';
import { formatCard, type HandState, type TablePositions } from 'poker-engine';
import type { Queryable } from '../../src/db/database';
import { isSnapshot, privateViewsIn, publicViewIn } from './table-bots';
import { chipsOnTable } from './tables';

/** Each hand's hole cards by owner, as dealt (the `hand:dealt` events hold the engine's state, deck and all). */
export type DealtHands = Map<number, Map<number, string[]>>;

export async function dealtHands(db: Queryable, tableId: number): Promise<DealtHands> {
  const { rows } = await db.query<{ kind: string; payload: Record<string, unknown> }>(
    `SELECT kind, payload FROM table_events WHERE table_id = $1 AND kind IN ('table:started', 'hand:dealt') ORDER BY seq`,
    [tableId],
  );
  const seats = rows.find((row) => row.kind === 'table:started')!.payload.seats as { seat: number; userId: number }[];
  const hands: DealtHands = new Map();
  for (const { kind, payload } of rows) {
    if (kind !== 'hand:dealt') continue;
    const { handNumber, positions, state } = payload as { handNumber: number; positions: TablePositions; state: HandState };
    const owners = new Map<number, string[]>();
    state.holeCards.forEach((cards, position) => {
      const owner = seats.find((seat) => seat.seat === positions.order[position] + 1)!.userId;
      owners.set(owner, cards.map(formatCard));
    });
    hands.set(handNumber, owners);
  }
  return hands;
}

const sameCards = (a: readonly string[] | null | undefined, b: readonly string[]) =>
  !!a && a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * What is wrong in what one client received about one table: a hole card in a frame (or snapshot) to anyone but its
 * owner while that frame does not show it legally revealed (the hand complete, the seat not folded, its revealed
 * cards exactly those dealt; a mucked hand never), a private view with cards other than the recipient's own, or a
 * public view whose chips do not add up to the table's. Each frame is judged against its own hand's deal: a later
 * hand deals the same codes from a new deck.
 */
export function problemsIn(recipientId: number, recording: ChannelFrame[], tableId: number, dealt: DealtHands, chips: number): string[] {
  const problems: string[] = [];
  for (const frame of recording) {
    const where = `${frame.channel}#${frame.seq} (${frame.event}) to user ${recipientId}`;
    const view = publicViewIn(frame);
    if (view && view.tableId === tableId && view.hand) {
      const owners = dealt.get(view.hand.handNumber);
      if (!owners) problems.push(`${where}: hand ${view.hand.handNumber} was never dealt`);
      else problems.push(...publicLeaks(view, owners, recipientId).map((problem) => `${where}: ${problem}`));
      if (chipsOnTable(view) !== chips) problems.push(`${where}: ${chipsOnTable(view)} chips on the table, not ${chips}`);
    }
    for (const mine of privateViewsIn(frame).filter((candidate) => candidate.tableId === tableId)) {
      const owners = dealt.get(mine.handNumber);
      if (!owners) {
        problems.push(`${where}: private view of hand ${mine.handNumber}, never dealt`);
        continue;
      }
      if (mine.cards.length > 0 && !sameCards(mine.cards, owners.get(recipientId) ?? []))
        problems.push(`${where}: private cards ${mine.cards} not theirs`);
      const json = JSON.stringify(mine);
      for (const [owner, cards] of owners) {
        if (owner === recipientId) continue;
        const seen = cards.filter((code) => json.includes(`"${code}"`));
        if (seen.length > 0) problems.push(`${where}: private view holds user ${owner}'s ${seen}`);
      }
    }
  }
  return problems;
}

function publicLeaks(view: TableView, owners: Map<number, string[]>, recipientId: number): string[] {
  const problems: string[] = [];
  const json = JSON.stringify(view);
  // A hand is shown at the showdown (some still to choose) or once complete (a winner uncontested may show it after).
  const complete = view.hand!.street === 'complete' || view.hand!.street === 'showdown';
  for (const seat of view.seats) {
    const cards = owners.get(seat.userId);
    if (seat.revealedCards && !(complete && seat.status !== 'folded' && cards && sameCards(seat.revealedCards, cards))) {
      problems.push(`seat ${seat.seat} revealed ${seat.revealedCards} (dealt ${cards}, ${seat.status}, ${view.hand!.street})`);
    }
    if (!cards || seat.userId === recipientId) continue;
    const legallyShown = complete && sameCards(seat.revealedCards, cards);
    const seen = cards.filter((code) => json.includes(`"${code}"`));
    if (seen.length > 0 && !legallyShown) problems.push(`user ${seat.userId}'s ${seen} before any reveal`);
  }
  return problems;
}

/** Frames of one socket on one channel must come one by one: no frame lost, none twice, none out of order. */
export function gapsIn(recording: ChannelFrame[]): string[] {
  const last = new Map<string, number>();
  const problems: string[] = [];
  for (const frame of recording) {
    if (isSnapshot(frame)) continue;
    const previous = last.get(frame.channel);
    if (previous !== undefined && frame.seq !== previous + 1) problems.push(`${frame.channel}: #${frame.seq} after #${previous}`);
    last.set(frame.channel, frame.seq);
  }
  return problems;
}

/** The table as stored: its row's version, its events and its channel's seq (a refusal changes none), and its seats. */
export async function tableMarks(db: Queryable, tableId: number) {
  const { rows } = await db.query<{ version: number; events: string; seq: string; hand_number: number; seats: { stack: number }[] }>(
    `SELECT version, hand_number, seats, (SELECT count(*) FROM table_events WHERE table_id = $1) AS events,
       (SELECT seq FROM channel_seqs WHERE channel = 'table:' || $1::text) AS seq
     FROM poker_tables WHERE id = $1`,
    [tableId],
  );
  const row = rows[0];
  return {
    version: row.version,
    events: Number(row.events),
    seq: Number(row.seq),
    handNumber: row.hand_number,
    chips: row.seats.reduce((sum, seat) => sum + seat.stack, 0),
  };
}
