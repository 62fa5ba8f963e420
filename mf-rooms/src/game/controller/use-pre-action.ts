import { useEffect, useState } from 'react';
import type { PlayerActionType, TablePrivateView, TableView } from 'shared-events/contracts';
import { decisionFor, sameMoment, type PreAction, type PreActionMoment } from './pre-action';

/**
 * The box ticked before your turn, for this street of this hand only; when your turn comes it is sent as its decision
 * and unticked.
 */
export function usePreAction(
  view: TableView,
  mine: TablePrivateView | undefined,
  act: (action: PlayerActionType) => unknown,
): [PreAction | null, (choice: PreAction | null) => void] {
  const moment: PreActionMoment | null = view.hand ? { handNumber: view.hand.handNumber, street: view.hand.street } : null;
  const [picked, setPicked] = useState<{ choice: PreAction; moment: PreActionMoment } | null>(null);
  const choice = picked && sameMoment(picked.moment, moment) ? picked.choice : null;
  const legal = mine?.legalActions;

  useEffect(() => {
    if (!choice || !legal) return;
    const decision = decisionFor(choice, legal);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the box is spent the moment the turn it waited for comes
    setPicked(null);
    if (decision) act(decision);
  }, [choice, legal, act]);

  return [choice, (next) => setPicked(next && moment ? { choice: next, moment } : null)];
}
