import type { AppServices } from './app-services';
import { tournamentRemindersJob } from './tournaments/tournament-reminders.job';
import { monitorRooms } from './rooms/room-monitor';
import { monitorStartedTournaments } from './rooms/rooms.repository';
import { tournamentStatusJob } from './tournaments/tournament-status.job';
import { scheduleInstancesJob } from './tournaments/tournament-schedules';
import type { Scheduler } from './scheduler/scheduler';
import type { Director } from './director/director';

/** Every timed job of the server, in one list (name, interval, job). Each job is safe to run twice at once. */
export function registerScheduledJobs(scheduler: Scheduler, services: AppServices, director?: Director): void {
  scheduler.every('tournament-status', 5_000, tournamentStatusJob(services));
  scheduler.every('tournament-reminders', 10_000, tournamentRemindersJob(services));
  scheduler.every('tournament-schedules', 60_000, scheduleInstancesJob(services));
  // Every tournament in play, though the tables nudge the director at each hand: a pass a process died in is done again.
  if (director) scheduler.every('tournament-director', 2_000, () => director.directAll());
  scheduler.every('room-monitor', 10_000, async (now) => {
    await monitorStartedTournaments(services.db, now);
    await monitorRooms(services, now);
  });
}
