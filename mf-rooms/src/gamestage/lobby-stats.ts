import type { Room, TournamentDetail } from 'shared-events/contracts';
import { formatAmount } from 'shared-ui/status';
import { roomAction } from '../room-cards/room-action';
import { roomLabel } from '../room-cards/room-format';

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

export const WAITING_FOR_ROOMS = 'Waiting for game rooms to be created...';

/**
 * What the In Lobby panel says (SPEC §2 Game stage): it waits for rooms only while there are none; then it names
 * the player's room, or how many rooms take players.
 */
export function lobbyStatusText(rooms: readonly Room[] | undefined, userId: number | undefined): string {
  if (!rooms?.length) return WAITING_FOR_ROOMS;
  const yours = rooms.find((room) => roomAction(room, userId) === 'member');
  if (yours) return `You're in Room #${roomLabel(yours.tournamentId, yours.id)}.`;
  const open = rooms.filter((room) => roomAction(room, userId) === 'join').length;
  if (open === 0) return 'No open room: waiting for a new one...';
  return open === 1 ? '1 room takes players: join it below.' : `${open} rooms take players: join one below.`;
}
