/**
 * Finishing places (issue #23 item 5). Busts are placed in the order they happened, each group (one hand, or one
 * hand-for-hand round) below everyone still in: the group's players place by their stacks at the start of that hand,
 * the larger stack better; equal stacks share a place (and its prizes: see prizes.ts).
 */
/** The bust group of a hand-for-hand round: `round:{n}`. */
export const HAND_FOR_HAND_GROUP = 'round:';

export interface Bust {
  entryId: number;
  group: string;
  startStack: number;
}

/**
 * Places for `busts` (in bust order), given `alive`: the entries still in after all of them. The first group to bust
 * takes the worst places.
 */
export function placeBusts(busts: readonly Bust[], alive: number): { entryId: number; place: number }[] {
  const groups: Bust[][] = [];
  for (const bust of busts) {
    const group = groups.find((candidate) => candidate[0].group === bust.group);
    if (group) group.push(bust);
    else groups.push([bust]);
  }
  let worst = alive + busts.length;
  const places: { entryId: number; place: number }[] = [];
  for (const group of groups) {
    const best = worst - group.length + 1;
    // Busted in the same hand-for-hand round (at any table): one shared place (TDA 2024 RP-8).
    const shared = group[0].group.startsWith(HAND_FOR_HAND_GROUP);
    const ordered = [...group].sort((a, b) => b.startStack - a.startStack);
    ordered.forEach((bust) => {
      const tiedWith = shared ? 0 : ordered.findIndex((other) => other.startStack === bust.startStack);
      places.push({ entryId: bust.entryId, place: best + tiedWith });
    });
    worst = best - 1;
  }
  return places;
}
