import type { FastifyPluginAsync } from 'fastify';
import type { AdminTournament } from 'shared-events/contracts';
import { pauseTournament, resumeTournament, type PauseServices } from '../director/tournament-pause';
import { errors } from '../errors';
import { idOf, idParams, type IdParams } from '../http/id-params';
import { toAdminTournamentDto } from '../tournaments/tournament-dto';
import { auditedChanges } from './admin-audit-changes';
import { route } from './admin.schemas';

export const pauseSchemas = {
  pauseTournament: route(
    'Pause a tournament in play between hands: the hands in play finish, then no table deals and its clock (levels, breaks, late registration, the scheduled end) stands still until resumed',
    { params: idParams },
  ),
  resumeTournament: route('Resume a paused tournament: its clock goes on from where it stood and every table deals at once', { params: idParams }),
};

/** An operator pauses and resumes a tournament in play (issue #26 item 4); registered inside adminRoutes (admins only). */
export const adminPauseRoutes: FastifyPluginAsync<PauseServices> = async (app, services) => {
  const { now } = services;
  const audit = auditedChanges(now);

  app.post<IdParams>('/tournaments/:id/pause', { schema: pauseSchemas.pauseTournament }, async (request): Promise<AdminTournament> =>
    toAdminTournamentDto(
      await pauseTournament(services, idOf(request, errors.tournamentNotFound), audit.tournament(request, 'tournament.pause')),
      now(),
    ),
  );

  app.post<IdParams>('/tournaments/:id/resume', { schema: pauseSchemas.resumeTournament }, async (request): Promise<AdminTournament> =>
    toAdminTournamentDto(
      await resumeTournament(services, idOf(request, errors.tournamentNotFound), audit.tournament(request, 'tournament.resume')),
      now(),
    ),
  );
};
