import { DECK_SIZE, formatCard } from '../cards';
import { handCommitment, serverSeedHash, slotCommitment } from './commitment';
import { clientSeedsError, dealOrder } from './order';
import { type ClientSeed, type DealReveal, type DealVerdict, FAIRNESS_VERSION, type ShownCard, type SlotOpening } from './types';

const HASH = /^[0-9a-f]{64}$/;
const SALT = /^[0-9a-f]{32}$/;

const isCard = (card: unknown): card is number => Number.isInteger(card) && (card as number) >= 0 && (card as number) < DECK_SIZE;
const isSlot = isCard;
const cardName = (card: unknown) => (isCard(card) ? formatCard(card) : `"${String(card)}"`);
const shownName = ({ deckIndex, card, label }: ShownCard) =>
  `The card dealt at deck index ${deckIndex}${label === undefined ? '' : ` (${label})`}, ${cardName(card)},`;

/** What the viewer recorded himself before the deal, to hold the reveal to. */
export interface DealExpectations {
  /** The commitment published before the deal. */
  commitment?: string;
  /** The viewer's own client seed, which the order must have been drawn with. */
  clientSeed?: ClientSeed;
}

const TEXT_FIELDS = ['version', 'handKey', 'commitment', 'serverSeed', 'serverSeedHash'] as const;
const LIST_FIELDS = ['slotCommitments', 'clientSeeds', 'openings'] as const;

/** A reveal is read from the network: a field missing or of the wrong kind is reported, not thrown. */
function shapeProblem(reveal: DealReveal): string | null {
  if (typeof reveal !== 'object' || reveal === null) return 'The reveal is not an object.';
  for (const field of TEXT_FIELDS) if (typeof reveal[field] !== 'string') return `The reveal's ${field} is missing or not text.`;
  for (const field of LIST_FIELDS) if (!Array.isArray(reveal[field])) return `The reveal's ${field} is missing or not a list.`;
  const badEntry = [...reveal.clientSeeds, ...reveal.openings].some((entry) => typeof entry !== 'object' || entry === null);
  return badEntry ? 'The reveal lists a client seed or an opening that is not an object.' : null;
}

/** Problems with the published values themselves: version, server seed, slot commitments, commitment. */
function publishedProblems(reveal: DealReveal, expect: DealExpectations): string[] {
  const problems: string[] = [];
  if (reveal.version !== FAIRNESS_VERSION) problems.push(`The reveal is for version "${reveal.version}", not ${FAIRNESS_VERSION}.`);
  if (!HASH.test(reveal.serverSeed)) problems.push('The server seed is not 64 lowercase hex characters.');
  else if (serverSeedHash(reveal.serverSeed) !== reveal.serverSeedHash) problems.push('The server seed does not match its published hash.');
  if (reveal.slotCommitments.length !== DECK_SIZE) problems.push(`There are ${reveal.slotCommitments.length} slot commitments, not ${DECK_SIZE}.`);
  reveal.slotCommitments.forEach((hash, slot) => {
    if (!HASH.test(hash)) problems.push(`Slot commitment ${slot} is not 64 lowercase hex characters.`);
  });
  if (handCommitment(reveal.handKey, reveal.serverSeedHash, reveal.slotCommitments) !== reveal.commitment) {
    problems.push('The commitment does not match the hand key, the server seed hash and the slot commitments.');
  }
  if (expect.commitment !== undefined && expect.commitment !== reveal.commitment) {
    problems.push('The commitment is not the one published before the deal.');
  }
  const seedsError = clientSeedsError(reveal.clientSeeds);
  if (seedsError !== null) problems.push(`The client seeds cannot be used: ${seedsError}.`);
  const own = expect.clientSeed;
  if (own !== undefined && !reveal.clientSeeds.some(({ seat, seed }) => seat === own.seat && seed === own.seed)) {
    problems.push(`The order was not drawn with your client seed (seat ${own.seat}).`);
  }
  return problems;
}

/** Problems with the openings alone; returns the openings by slot, each marked whether it matches its commitment. */
function openingProblems(reveal: DealReveal, problems: string[]): Map<number, { opening: SlotOpening; matches: boolean }> {
  const bySlot = new Map<number, { opening: SlotOpening; matches: boolean }>();
  const cards = new Set<number>();
  for (const opening of reveal.openings) {
    const { slot, card, salt } = opening;
    if (!isSlot(slot)) problems.push(`An opening names slot ${String(slot)}, which does not exist.`);
    else if (bySlot.has(slot)) problems.push(`Slot ${slot} is opened twice.`);
    else if (!isCard(card)) problems.push(`The opening of slot ${slot} names ${cardName(card)}, which is not a card.`);
    else if (!SALT.test(salt)) problems.push(`The salt of slot ${slot} is not 32 lowercase hex characters.`);
    else {
      if (cards.has(card)) problems.push(`Two openings name the same card, ${formatCard(card)}.`);
      cards.add(card);
      bySlot.set(slot, { opening, matches: slotCommitment(slot, salt, card) === reveal.slotCommitments[slot] });
    }
  }
  return bySlot;
}

/**
 * Checks a reveal against the cards the viewer saw (the board, hands shown down, his own hole cards): the
 * published values agree with each other, and each shown card is the one its slot was committed to before
 * the deal, at the place the order drawn from the seeds put that slot. Each problem is one plain sentence.
 */
export function verifyDeal(reveal: DealReveal, shownCards: readonly ShownCard[], expect: DealExpectations = {}): DealVerdict {
  const missing = shapeProblem(reveal);
  if (missing !== null) return { ok: false, problems: [missing] };
  const problems = publishedProblems(reveal, expect);
  const openings = openingProblems(reveal, problems);
  if (!HASH.test(reveal.serverSeed) || clientSeedsError(reveal.clientSeeds) !== null) return { ok: false, problems };
  const order = dealOrder(reveal.serverSeed, reveal.handKey, reveal.clientSeeds);
  const used = new Set<number>();
  for (const shown of shownCards) {
    const slot = order[shown.deckIndex];
    const opened = slot === undefined ? undefined : openings.get(slot);
    if (slot === undefined) problems.push(`${shownName(shown)} has a deck index outside the deck.`);
    else if (opened === undefined) problems.push(`${shownName(shown)} has no opening for its slot, ${slot}.`);
    else if (opened.opening.card !== shown.card)
      problems.push(`${shownName(shown)} is not the card slot ${slot} opens to, ${cardName(opened.opening.card)}.`);
    else if (!opened.matches) problems.push(`${shownName(shown)} does not match its commitment (slot ${slot}).`);
    if (slot !== undefined) used.add(slot);
  }
  for (const [slot, { matches }] of openings) {
    if (!matches && !used.has(slot)) problems.push(`The opening of slot ${slot} does not match its commitment.`);
  }
  return problems.length === 0 ? { ok: true, checked: shownCards.length } : { ok: false, problems };
}
