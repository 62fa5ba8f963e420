import type { TournamentReminderPayload } from 'shared-events/contracts';
import { tournamentClock } from 'shared-events/contracts';
import type { Job } from '../scheduler/scheduler';
import { notifyTournamentPlayers, type NotifyServices } from './notify';
import { dueReminder, FIRST_REMINDER_LEAD_MS, reminderDedupKey, reminderText, START_REMINDER_WINDOW_MS, startsInLabel } from './reminder-schedule';

export const TOURNAMENT_REMINDER_TYPE = 'tournament_reminder';

interface UpcomingTournamentRow {
  id: number;
  name: string;
  starts_at: Date;
  late_reg_minutes: number;
  duration_minutes: number;
}

/**
 * Sends each registered player the reminder due now (1day, 1hour, 15min, start), stored as a notification
 * with a per-player dedup key, then live as `notification`, `tournament:notification` and `tournament:reminder`.
 * Only rows this run inserted are pushed, so concurrent runs in several processes send each reminder once.
 */
export function tournamentRemindersJob(services: NotifyServices): Job {
  return async (now) => {
    for (const tournament of await upcomingTournaments(services, now)) {
      const { endsAt } = tournamentClock({
        startsAt: tournament.starts_at,
        lateRegMinutes: tournament.late_reg_minutes,
        durationMinutes: tournament.duration_minutes,
      });
      const reminder = dueReminder(tournament.starts_at, now, endsAt);
      if (!reminder) continue;
      const timeLabel = startsInLabel(reminder, new Date(tournament.starts_at).getTime() - now.getTime());
      const { title, message } = reminderText(reminder, tournament.name, timeLabel);
      const sent = await notifyTournamentPlayers(
        services,
        tournament.id,
        {
          type: TOURNAMENT_REMINDER_TYPE,
          title,
          body: message,
          data: { tournamentId: tournament.id, reminderType: reminder.type, tournamentName: tournament.name },
          dedupKey: reminderDedupKey(tournament.id, reminder.type),
        },
        // Whoever registers after the start joined a running tournament on purpose: no "starting now".
        reminder.type === 'start' ? { registeredBefore: new Date(tournament.starts_at) } : {},
      );
      const payload: TournamentReminderPayload = {
        tournamentId: tournament.id,
        tournamentName: tournament.name,
        timeLabel,
        message,
        type: reminder.type,
      };
      for (const row of sent) {
        services.realtime.toUser(row.user_id, 'tournament:notification', payload);
        services.realtime.toUser(row.user_id, 'tournament:reminder', payload);
      }
    }
  };
}

/** Tournaments with players whose start is within the first lead time, or just passed. */
async function upcomingTournaments({ db }: NotifyServices, now: Date): Promise<UpcomingTournamentRow[]> {
  const { rows } = await db.query<UpcomingTournamentRow>(
    `SELECT t.id, t.name, t.starts_at, t.late_reg_minutes, t.duration_minutes
       FROM tournaments t
      WHERE t.deleted_at IS NULL AND t.status <> 'cancelled'
        AND t.starts_at > $1 AND t.starts_at <= $2
        AND EXISTS (SELECT 1 FROM tournament_registrations r WHERE r.tournament_id = t.id AND r.state <> 'left')
      ORDER BY t.starts_at, t.id`,
    [new Date(now.getTime() - START_REMINDER_WINDOW_MS), new Date(now.getTime() + FIRST_REMINDER_LEAD_MS)],
  );
  return rows;
}
