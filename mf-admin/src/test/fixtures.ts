import {
  defaultBlindStructure,
  type AdminAuditEntry,
  type AdminTournament,
  type AdminTournamentPage,
  type SessionUser,
} from 'shared-events/contracts';
import { tournamentFixture } from 'shared-events/testing';

export const admin: SessionUser = {
  id: 1,
  username: 'operator',
  email: 'operator@example.com',
  firstName: 'Olga',
  country: 'EE',
  avatar: null,
  balance: 0,
  role: 'admin',
  registeredTournamentIds: [],
};

export const tournament = (id: number, patch: Partial<AdminTournament> = {}): AdminTournament => ({
  ...tournamentFixture({ id, name: `Daily Turbo #${id}` }),
  deletedAt: null,
  blindStructure: defaultBlindStructure(1500),
  ...patch,
});

export const tournamentPage = (tournaments: AdminTournament[], total = tournaments.length, page = 1): AdminTournamentPage => ({
  tournaments,
  total,
  page,
  pageSize: 25,
});

export function auditEntry(id: number, patch: Partial<AdminAuditEntry> = {}): AdminAuditEntry {
  return {
    id,
    at: '2026-11-28T10:15:00.000Z',
    actor: { id: 1, username: 'operator' },
    action: 'tournament.cancel',
    targetType: 'tournament',
    targetId: '7',
    before: { status: 'registering' },
    after: { status: 'cancelled', refundedRegistrations: 3, refundedAmount: 30 },
    ip: '203.0.113.9',
    ...patch,
  };
}
