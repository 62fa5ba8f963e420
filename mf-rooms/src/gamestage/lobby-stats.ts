import type { TournamentDetail } from 'shared-events/contracts';
import { formatAmount } from 'shared-ui/status';

type Registrations = Pick<TournamentDetail, 'Registrations'>;

/** Participants (SPEC §2 Game stage): registrations of players who have not left the tournament. */
export function participantCount(tournament: Registrations): number {
  return tournament.Registrations.filter((registration) => registration.state !== 'left').length;
}

/** The player has entered the lobby: their own registration carries when (the server shows it only to them). */
export function hasEnteredLobby(tournament: Registrations, userId: number | undefined): boolean {
  return tournament.Registrations.some(
    (registration) => registration.userId === userId && registration.state !== 'left' && !!registration.lobbyEnteredAt,
  );
}

export interface PrizePoolText {
  total: string;
  breakdown: string;
}

/** Prize Pool = registrations × entry fee, two decimals and the currency (SPEC §9), with its sum written out. */
export function prizePoolText(participants: number, entryFee: number, currency: string): PrizePoolText {
  // In micro-units, so 3 × 0.1 is 0.30 and not 0.30000000000000004 rounded by luck.
  const total = (participants * Math.round(entryFee * 1e6)) / 1e6;
  return { total: formatAmount(total, currency), breakdown: `${participants} × ${formatAmount(entryFee, currency)}` };
}
