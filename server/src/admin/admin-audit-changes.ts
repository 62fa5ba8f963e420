import type { FastifyRequest } from 'fastify';
import type { AdminAuditAction, AdminPlayer, PlayerMove, TournamentSchedule } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { SeatBeforeMove } from '../director/player-moves';
import { microsToNumber } from '../money/micro-usdt';
import type { PlacedPlayer } from '../tournaments/results.repository';
import { toAdminTournamentDto } from '../tournaments/tournament-dto';
import type { CancelOutcome } from '../tournaments/tournament-lifecycle';
import type { TournamentRow } from '../tournaments/tournaments.repository';
import { audited } from '../security/admin-audit-trail';
import type { StoredBanner } from './banner.routes';
import type { EmailVerification } from './admin-verify-email';

type Request = Pick<FastifyRequest, 'user' | 'ip'>;

/** A cancel's or a delete's refunds and the tournament after it, as the API answers them. */
export const cancelSummary = (outcome: CancelOutcome, at: Date) => ({
  refundedRegistrations: outcome.refundedRegistrations,
  refundedAmount: microsToNumber(outcome.refundedMicros),
  tournament: toAdminTournamentDto(outcome.tournament, at),
});

/** What each admin write records in the audit log: its target as the API shows it, before and after the change. */
export function auditedChanges(now: Clock) {
  return {
    tournament: (request: Request, action: AdminAuditAction) =>
      audited<TournamentRow | null, TournamentRow>(request, now, action, (before, after, at) => ({
        targetType: 'tournament',
        targetId: after.id,
        before: before && toAdminTournamentDto(before, at),
        after: toAdminTournamentDto(after, at),
      })),
    cancellation: (request: Request, action: AdminAuditAction) =>
      audited<TournamentRow, CancelOutcome>(request, now, action, (before, outcome, at) => ({
        targetType: 'tournament',
        targetId: before.id,
        before: toAdminTournamentDto(before, at),
        after: cancelSummary(outcome, at),
      })),
    results: (request: Request) =>
      audited<TournamentRow, { tournament: TournamentRow; placed: PlacedPlayer[] }>(
        request,
        now,
        'tournament.results',
        (before, { tournament, placed }, at) => ({
          targetType: 'tournament',
          targetId: before.id,
          before: toAdminTournamentDto(before, at),
          after: {
            tournament: toAdminTournamentDto(tournament, at),
            places: placed.map(({ place, userId, prizeMicros }) => ({ place, userId, prize: microsToNumber(prizeMicros) })),
          },
        }),
      ),
    schedule: (request: Request, action: AdminAuditAction) =>
      audited<TournamentSchedule | null, TournamentSchedule>(request, now, action, (before, after) => ({
        targetType: 'schedule',
        targetId: after.id,
        before,
        after,
      })),
    playerMove: (request: Request) =>
      audited<SeatBeforeMove, PlayerMove>(request, now, 'tournament.movePlayer', (before, after) => ({
        targetType: 'tournament',
        targetId: after.tournamentId,
        before,
        after,
      })),
    suspension: (request: Request, action: 'player.suspend' | 'player.reinstate', reason: string) =>
      audited<AdminPlayer, AdminPlayer>(request, now, action, (before, after) => ({
        targetType: 'player',
        targetId: after.id,
        before,
        after: { ...after, reason },
      })),
    banner: (request: Request) =>
      audited<null, StoredBanner>(request, now, 'banner.upload', (before, after) => ({
        targetType: 'banner',
        targetId: after.banner,
        before,
        after,
      })),
    emailVerification: (request: Request) =>
      audited<EmailVerification, EmailVerification>(request, now, 'user.verifyEmail', (before, after) => ({
        targetType: 'user',
        targetId: after.userId,
        before,
        after,
      })),
  };
}
