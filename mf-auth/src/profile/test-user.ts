import type { SessionUser } from 'shared-events';

/** The signed-in player of the profile screen's tests. */
export const SIGNED_IN_USER: SessionUser = {
  id: 7,
  username: 'river_rat',
  email: 'ada@example.com',
  firstName: 'Ada',
  country: 'Malta',
  avatar: null,
  balance: 12.5,
  role: 'player',
  registeredTournamentIds: [],
};
