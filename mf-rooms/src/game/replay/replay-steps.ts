import { applyPhhAction, createHand, handConfigFromPhh, parsePhh, restoreHand, serializeHand, type HandState } from 'poker-engine';

/** One moment of a replayed hand: the engine's state after the PHH action line that led to it. */
export interface ReplayStep {
  state: HandState;
  /** The line played to get here; null for the first step (blinds posted, hole cards dealt). */
  line: string | null;
}

const isHoleDeal = (line: string) => line.startsWith('d dh ');

/**
 * Plays a recorded hand (PHH, as the review gives it: cards the viewer may not see are `??`) through the poker engine,
 * one step per action after the deal: the first step has the blinds posted and the hole cards dealt. Throws when the
 * record cannot be played (a bug, never a player's input).
 */
export function replaySteps(phh: string): ReplayStep[] {
  const hand = parsePhh(phh);
  const state = createHand(handConfigFromPhh(hand));
  const steps: ReplayStep[] = [];
  hand.actions.forEach((line, index) => {
    const outcome = applyPhhAction(state, line);
    if (!outcome.ok) throw new Error(`action ${index + 1} '${line}': ${outcome.reason}`);
    const dealing = isHoleDeal(line) && index + 1 < hand.actions.length && isHoleDeal(hand.actions[index + 1]);
    if (dealing) return;
    steps.push({ state: restoreHand(serializeHand(state)), line: isHoleDeal(line) ? null : line });
  });
  return steps;
}
