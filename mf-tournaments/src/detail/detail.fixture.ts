import type { BlindLevel, TournamentDetail, TournamentRegistrationView } from 'shared-events/contracts';
import { tournament } from '../dialogs/test/fixtures';

/** The first levels of the server's default structure for a 10,000 stack: a big-blind ante from level 4. */
export const BLIND_STRUCTURE: BlindLevel[] = [
  { level: 1, smallBlind: 50, bigBlind: 100, ante: 0 },
  { level: 2, smallBlind: 75, bigBlind: 150, ante: 0 },
  { level: 3, smallBlind: 100, bigBlind: 200, ante: 0 },
  { level: 4, smallBlind: 150, bigBlind: 300, ante: 300 },
  { level: 5, smallBlind: 250, bigBlind: 500, ante: 500 },
];

/** Tests only: GET /api/users/tournaments/:id's answer, the list's tournament with its registrations and blinds. */
export function tournamentDetail(
  overrides: Parameters<typeof tournament>[0] & { Registrations?: TournamentRegistrationView[]; blindStructure?: BlindLevel[] } = {},
): TournamentDetail {
  const { Registrations = [], blindStructure = BLIND_STRUCTURE, ...rest } = overrides;
  return { ...tournament(rest), Registrations, blindStructure };
}

export function registration(userId: number, username: string, user: Partial<TournamentRegistrationView['User']> = {}): TournamentRegistrationView {
  return {
    userId,
    registeredAt: '2029-12-30T09:15:00.000Z',
    state: 'registered',
    User: { id: userId, username, avatar: null, country: 'Peru', ...user },
  };
}
