import type { HandReplay } from 'shared-events/contracts';
import { dealtDeckPositions, formatCard, parseCard, parsePhh, replayPhh, verifyDeal, type LoggedAction } from 'poker-engine';
import type { Queryable } from '../../src/db/database';
import { findHandReplay } from '../../src/hands/hands.repository';
import { handLog } from '../../src/tables/table-log';
import { HAND_EVENT_KINDS, handsOfEvents, type StoredTableEvent } from '../../src/tables/table-log-events';

interface RecordedPlayer {
  seat: number;
  user_id: number;
  hole_cards: string[];
  net_chips: string;
  won_chips: string;
  showed_down: boolean;
}

/**
 * How a table's recorded hands (hands, hand_players) differ from what its event log says: every completed hand is on
 * record once; its board is the last street's the log told; each seat won what the log's wins give it, showed down
 * exactly when the log says it showed, holds the cards it was dealt and ended with the stack the hand left it. And each
 * player's review of it (hands/hand-replay.ts) replays through the engine to the stacks the hand left, and holds no
 * card of another player that was not shown down, and its deal's reveal checks every card the viewer saw and opens no other.
 */
export async function recordedHandProblems(db: Queryable, tableId: number): Promise<string[]> {
  const { rows: events } = await db.query<StoredTableEvent>(
    'SELECT seq, kind, payload FROM table_events WHERE table_id = $1 AND kind = ANY ($2::text[]) ORDER BY seq',
    [tableId, HAND_EVENT_KINDS],
  );
  let replayed;
  try {
    replayed = handsOfEvents(events);
  } catch (error) {
    const seq = Number(/event (\d+)/.exec(String(error))?.[1]);
    throw new Error(
      `${String(error)} ${JSON.stringify(events.filter((e) => e.seq >= seq - 6 && e.seq <= seq).map((e) => [e.seq, e.kind, e.kind === 'hand:dealt' ? (e.payload as { handNumber: number }).handNumber : e.payload]))}`,
    );
  }
  const completed = replayed.filter((hand) => hand.state.result !== null);
  const { rows: recorded } = await db.query<{ id: string; hand_number: number; board: string[]; pot: string }>(
    'SELECT id::text AS id, hand_number, board, pot::text AS pot FROM hands WHERE room_id = $1 ORDER BY hand_number',
    [tableId],
  );
  const problems: string[] = [];
  const numbers = (list: { hand_number?: number; number?: number }[]) => list.map((hand) => hand.hand_number ?? hand.number);
  if (JSON.stringify(numbers(recorded)) !== JSON.stringify(numbers(completed)))
    problems.push(`hands on record ${JSON.stringify(numbers(recorded))}, completed in the log ${JSON.stringify(numbers(completed))}`);
  for (const hand of completed) {
    const positionOfSeat = (seat: number) => hand.positions.order.indexOf(seat - 1);
    const row = recorded.find((candidate) => candidate.hand_number === hand.number);
    if (!row) continue;
    const say = (problem: string) => problems.push(`hand ${hand.number}: ${problem}`);
    const entries = handLog(hand, (seat) => `seat ${seat}`);
    const streets = entries.filter((entry) => entry.kind === 'street');
    const board = streets.length > 0 ? streets[streets.length - 1].board : [];
    if (JSON.stringify(row.board) !== JSON.stringify(board)) say(`board ${JSON.stringify(row.board)}, the log's ${JSON.stringify(board)}`);
    const won = new Map<number, number>();
    for (const entry of entries) if (entry.kind === 'wins') won.set(entry.seat, (won.get(entry.seat) ?? 0) + entry.amount);
    const shown = new Set(entries.flatMap((entry) => (entry.kind === 'shows' ? [entry.seat] : [])));
    const { rows: players } = await db.query<RecordedPlayer>(
      'SELECT seat, user_id, hole_cards, net_chips::text AS net_chips, won_chips::text AS won_chips, showed_down FROM hand_players WHERE hand_id = $1',
      [row.id],
    );
    const dealt = hand.positions.order.map((index) => index + 1).filter((seat) => hand.state.holeCards[positionOfSeat(seat)].length > 0);
    if (JSON.stringify(players.map((player) => player.seat).sort((a, b) => a - b)) !== JSON.stringify([...dealt].sort((a, b) => a - b)))
      say(`players at seats ${JSON.stringify(players.map((player) => player.seat))}, dealt ${JSON.stringify(dealt)}`);
    if (players.reduce((sum, player) => sum + Number(player.net_chips), 0) !== 0) say('the net results do not add up to zero');
    if (Number(row.pot) !== [...won.values()].reduce((sum, amount) => sum + amount, 0))
      say(`pot ${row.pot}, the log's wins ${JSON.stringify([...won])}`);
    for (const player of players) {
      const position = positionOfSeat(player.seat);
      const cards = hand.state.holeCards[position].map(formatCard);
      const net = hand.state.stacks[position] - hand.state.config.startingStacks[position];
      if (JSON.stringify(player.hole_cards) !== JSON.stringify(cards))
        say(`seat ${player.seat} holds ${player.hole_cards.join(' ')}, dealt ${cards.join(' ')}`);
      if (Number(player.won_chips) !== (won.get(player.seat) ?? 0))
        say(`seat ${player.seat} won ${player.won_chips}, the log says ${won.get(player.seat) ?? 0}`);
      if (Number(player.net_chips) !== net) say(`seat ${player.seat} net ${player.net_chips}, its stack moved ${net}`);
      if (player.showed_down !== shown.has(player.seat))
        say(`seat ${player.seat} showed down: ${player.showed_down}, the log: ${shown.has(player.seat)}`);
    }
    for (const viewer of players) {
      for (const problem of await reviewProblems(db, Number(row.id), viewer, players, hand.state.stacks, hand.state.log))
        say(`seat ${viewer.seat}'s review: ${problem}`);
    }
  }
  return problems;
}

/** How `viewer`'s review of a hand leaks a card or fails to replay to the stacks the hand ended with. */
async function reviewProblems(
  db: Queryable,
  handId: number,
  viewer: RecordedPlayer,
  players: RecordedPlayer[],
  finalStacks: number[],
  log: readonly LoggedAction[],
): Promise<string[]> {
  const review = await findHandReplay(db, handId, viewer.user_id);
  if (!review) return ['not found'];
  const problems: string[] = [];
  const phh = parsePhh(review.phh);
  const replayed = replayPhh(phh);
  if (JSON.stringify(replayed.stacks) !== JSON.stringify(finalStacks))
    problems.push(`replays to stacks ${JSON.stringify(replayed.stacks)}, the hand left ${JSON.stringify(finalStacks)}`);
  review.players.forEach((player, position) => {
    const recorded = players.find((candidate) => candidate.seat === player.seat)!;
    const entitled = recorded.user_id === viewer.user_id || recorded.showed_down;
    const dealtLine = phh.actions.find((line) => line.startsWith(`d dh p${position + 1} `))!;
    const written = dealtLine.split(' ')[3];
    if (entitled ? written !== recorded.hole_cards.join('') : !/^(\?\?)+$/.test(written))
      problems.push(`seat ${player.seat}'s cards written ${written} (${entitled ? 'may' : 'may not'} see ${recorded.hole_cards.join('')})`);
    if (JSON.stringify(player.holeCards) !== JSON.stringify(entitled ? recorded.hole_cards : null))
      problems.push(`seat ${player.seat}'s cards given as ${JSON.stringify(player.holeCards)}`);
    if (!entitled && recorded.hole_cards.some((card) => review.phh.includes(card) && !review.board.includes(card)))
      problems.push(`the PHH names a card of seat ${player.seat}, not shown down`);
  });
  return [...problems, ...fairnessProblems(review, log)];
}

/** The review's reveal must verify against exactly the cards the viewer saw (provably fair deals). */
function fairnessProblems(review: HandReplay, log: readonly LoggedAction[]): string[] {
  if (!review.fairness) return ['no deal reveal'];
  const seen = new Set([...review.board, ...review.players.flatMap((player) => player.holeCards ?? [])].map(parseCard));
  const shown = dealtDeckPositions(log).filter(({ card }) => seen.has(card));
  const reveal = { ...review.fairness, openings: review.fairness.openings.map((opening) => ({ ...opening, card: parseCard(opening.card) })) };
  const verdict = verifyDeal(reveal, shown);
  const problems = verdict.ok ? [] : verdict.problems.map((problem) => `the deal does not verify: ${problem}`);
  const unseen = reveal.openings.filter(({ card }) => !seen.has(card));
  if (unseen.length > 0) problems.push(`the reveal opens ${unseen.map(({ card }) => formatCard(card)).join(' ')}, not seen`);
  return problems;
}
