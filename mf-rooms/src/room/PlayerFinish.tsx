import { Suspense, useState } from 'react';
import type { TournamentStanding } from 'shared-events/contracts';
import { FinishDialog, finishOf } from '../game';

/**
 * The player's finish, as a dialog over the table the moment the tournament places them (or crowns them), and again
 * when their prize is paid; closed, it stays closed for that result.
 */
export function PlayerFinish({ standing, tournamentName }: { standing: TournamentStanding | undefined; tournamentName: string | undefined }) {
  const finish = finishOf(standing);
  // A prize of 0 is no news: only a prize paid reopens a closed dialog.
  const result = finish && `${finish.tournamentId}:${finish.place}:${finish.prize || 'none'}`;
  const [closed, setClosed] = useState<string>();
  if (!finish || result === closed) return null;
  return (
    <Suspense fallback={null}>
      <FinishDialog finish={finish} tournamentName={tournamentName} onClose={() => setClosed(result)} />
    </Suspense>
  );
}
