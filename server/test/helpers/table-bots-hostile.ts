import type { Ack, LegalAction, TableActRequest, TablePrivateView, TableView } from 'shared-events/contracts';
import type { TableActResult } from '../../src/tables/table-actions';
import type { Queryable } from '../../src/db/database';
import { pick, type Bot, type Random } from './table-bots';
import { tableMarks } from './table-bots-checks';

/** An action a bot had applied: resending it (same actionId) must answer the same and change nothing. */
export interface AppliedAction {
  bot: Bot;
  actionId: string;
  payload: TableActRequest;
  ack: Ack<TableActResult>;
}

/** What the bots know when one of them tries something it must not. */
export interface HostileScene {
  random: Random;
  view: TableView;
  seq: number;
  actor: Bot;
  mine: TablePrivateView;
  /** Seated bots online besides the actor (out-of-turn attempts), and a spectator (not seated). */
  others: Bot[];
  spectator: Bot;
  applied: AppliedAction[];
}

interface Attempt {
  send(): Promise<Ack<unknown>>;
  /** The code it must be refused with; for a replay, the first answer itself. */
  expected: string | Ack<unknown>;
}

const boundsOf = (legal: LegalAction[]) => legal.find((option): option is Extract<LegalAction, { min: number }> => 'min' in option);

/** The attempts the scene allows, by kind: each is refused (or, a replay, answered as the first time). */
function attempts(scene: HostileScene): Record<string, Attempt> {
  const { view, seq, actor, mine, random } = scene;
  const { tableId } = view;
  const handNumber = view.hand!.handNumber;
  const now = { tableId, handNumber, seq };
  const legal = mine.legalActions!;
  const found: Record<string, Attempt> = {
    staleSeq: { send: () => actor.act({ ...now, seq: seq - 1, action: 'fold' }), expected: 'STALE_TABLE_STATE' },
    staleHand: { send: () => actor.act({ ...now, handNumber: handNumber > 1 ? handNumber - 1 : 2, action: 'fold' }), expected: 'STALE_TABLE_STATE' },
    notSeated: { send: () => scene.spectator.act({ ...now, action: 'fold' }), expected: 'NOT_SEATED' },
    badPayload: {
      send: () =>
        actor.act(
          pick(random, [
            { ...now, action: 'allIn' },
            { ...now, action: 'raise', amount: -10 },
            { ...now, action: 'bet', amount: 20.5 },
            { ...now, action: 'call', extra: true },
            { tableId, handNumber, action: 'call' },
            { ...now, tableId: String(tableId), action: 'call' },
            null,
          ]),
        ),
      expected: 'INVALID_PAYLOAD',
    },
  };
  const bystander = scene.others.length > 0 ? pick(random, scene.others) : undefined;
  if (bystander)
    found.outOfTurn = { send: () => bystander.act({ ...now, action: pick(random, ['fold', 'check', 'call'] as const) }), expected: 'NOT_YOUR_TURN' };
  const bounds = boundsOf(legal);
  if (bounds) {
    const type = bounds.type === 'bet' ? 'BET' : 'RAISE';
    const seat = view.seats.find((candidate) => candidate.userId === actor.id)!;
    // A maximum below the player's chips is the pot limit (PLO).
    const above = bounds.max < seat.stack + seat.bet ? 'ABOVE_POT_LIMIT' : 'ABOVE_STACK';
    found.belowMinimum = { send: () => actor.act({ ...now, action: bounds.type, amount: bounds.min - 1 }), expected: `${type}_BELOW_MINIMUM` };
    found.aboveMaximum = { send: () => actor.act({ ...now, action: bounds.type, amount: bounds.max + 1 }), expected: `${type}_${above}` };
  }
  if (legal.some((option) => option.type === 'muck')) {
    found.betAtShowdown = {
      send: () => actor.act({ ...now, action: pick(random, ['fold', 'check', 'call'] as const) }),
      expected: 'NOT_A_SHOWDOWN_ACTION',
    };
  }
  if (legal.some((option) => option.type === 'call')) {
    found.checkFacingBet = { send: () => actor.act({ ...now, action: 'check' }), expected: 'CANNOT_CHECK_FACING_BET' };
  }
  const replayable = scene.applied.filter((applied) => applied.bot.connected);
  if (replayable.length > 0) {
    const applied = pick(random, replayable);
    found.replay = { send: () => applied.bot.act(applied.payload, applied.actionId), expected: applied.ack };
    found.reusedActionId = {
      send: () => applied.bot.act({ ...applied.payload, seq: applied.payload.seq + 1 }, applied.actionId),
      expected: 'ACTION_ID_REUSED',
    };
  }
  return found;
}

/**
 * One bot of the scene tries one thing it must not, chosen at random: the answer must be the refusal's code (or the
 * first answer, for a replayed actionId), and the table unchanged: its row's version, its event log, its channel's seq.
 * Returns the kind tried and the code answered.
 */
export async function tryHostile(db: Queryable, scene: HostileScene): Promise<{ kind: string; code: string }> {
  const available = attempts(scene);
  const kind = pick(scene.random, Object.keys(available).sort());
  const { send, expected } = available[kind];
  const before = await tableMarks(db, scene.view.tableId);
  const answer = await send();
  const after = await tableMarks(db, scene.view.tableId);
  const context = `${kind} at table ${scene.view.tableId} (hand ${scene.view.hand!.handNumber}, seq ${scene.seq})`;
  if (typeof expected === 'string') {
    if (answer.ok || answer.code !== expected) throw new Error(`${context}: expected ${expected}, answered ${JSON.stringify(answer)}`);
  } else if (JSON.stringify(answer) !== JSON.stringify(expected)) {
    throw new Error(`${context}: a replay answered ${JSON.stringify(answer)}, first ${JSON.stringify(expected)}`);
  }
  if (JSON.stringify(after) !== JSON.stringify(before))
    throw new Error(`${context}: the table changed ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  return { kind, code: answer.ok ? 'replayed' : answer.code };
}
