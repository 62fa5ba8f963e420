import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus, followTournament } from 'shared-events';
import { useNavigate } from 'shared-ui/router';
import { toast } from 'shared-ui';
import { standingKey, useTournamentStanding } from '../api/tournament-queries';

/**
 * Where a registered player's chips are while the tournament is in play (the standing's `you.tableId`), asked again
 * whenever the tournament's rooms change (the director seats and moves players through them) and every 15 s. A table
 * that appears while the page is open (the seating at the end of the join window) is announced and the player taken
 * there: it deals whether they look or not. One they already had is only offered (Back to your table).
 */
export function useYourTable(tournamentId: number, inPlay: boolean): number | null {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const standing = useTournamentStanding(tournamentId, inPlay);
  useEffect(() => {
    if (!inPlay) return;
    const stop = followTournament(tournamentId);
    const subscription = eventBus.on('tournament:roomsUpdate').subscribe((update) => {
      if (update.tournamentId === tournamentId) void queryClient.invalidateQueries({ queryKey: standingKey(tournamentId) });
    });
    return () => {
      subscription.unsubscribe();
      stop();
    };
  }, [inPlay, queryClient, tournamentId]);

  const tableId = inPlay ? (standing.data?.you?.tableId ?? null) : null;
  // undefined until the standing is read; then the table the player had (null: none).
  const known = useRef<number | null | undefined>(undefined);
  const loaded = standing.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const before = known.current;
    known.current = tableId;
    if (before === undefined || tableId === null || before === tableId) return;
    toast.success('Your table is ready');
    void navigate(`/game/${tableId}`);
  }, [loaded, tableId, navigate]);
  return tableId;
}
