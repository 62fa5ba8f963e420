import type { TournamentDetail, TournamentRegistrationView } from 'shared-events/contracts';
import { tournament } from '../dialogs/test/fixtures';

/** Tests only: GET /api/users/tournaments/:id's answer, the list's tournament with its registrations. */
export function tournamentDetail(
  overrides: Parameters<typeof tournament>[0] & { Registrations?: TournamentRegistrationView[] } = {},
): TournamentDetail {
  const { Registrations = [], ...rest } = overrides;
  return { ...tournament(rest), Registrations };
}

export function registration(userId: number, username: string, user: Partial<TournamentRegistrationView['User']> = {}): TournamentRegistrationView {
  return {
    userId,
    registeredAt: '2029-12-30T09:15:00.000Z',
    state: 'registered',
    User: { id: userId, username, avatar: null, country: 'Peru', ...user },
  };
}
