import { lazy, Suspense } from 'react';
import type { Tournament } from 'shared-events/contracts';

// Not on screen at first: each dialog loads when a player opens it, so the list's first paint ships the table only.
const TournamentDetailsDialog = lazy(() => import('../dialogs/TournamentDetailsDialog'));
const RegistrationConfirmDialog = lazy(() => import('../dialogs/RegistrationConfirmDialog'));
const ResultsDialog = lazy(() => import('../dialogs/ResultsDialog'));
const BannerOverlay = lazy(() => import('../dialogs/BannerOverlay'));

export type LobbyDialogKind = 'details' | 'register' | 'results' | 'banner';

export interface OpenLobbyDialog {
  kind: LobbyDialogKind;
  tournamentId: number;
}

/**
 * The open dialog, if any, showing the list's current copy of its tournament, so a refetch (after registering,
 * or a live event) updates it; a tournament gone from the list closes it.
 */
export function LobbyDialogs({ open, tournaments, onClose }: { open?: OpenLobbyDialog; tournaments: readonly Tournament[]; onClose: () => void }) {
  const tournament = open && tournaments.find((candidate) => candidate.id === open.tournamentId);
  if (!open || !tournament) return null;
  return (
    <Suspense fallback={null}>
      {open.kind === 'details' && <TournamentDetailsDialog tournament={tournament} onClose={onClose} />}
      {open.kind === 'register' && <RegistrationConfirmDialog tournament={tournament} onClose={onClose} />}
      {open.kind === 'results' && <ResultsDialog tournament={tournament} onClose={onClose} />}
      {open.kind === 'banner' && tournament.banner && <BannerOverlay name={tournament.name} banner={tournament.banner} onClose={onClose} />}
    </Suspense>
  );
}
