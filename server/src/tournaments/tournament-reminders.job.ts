import type { TournamentReminderPayload } from 'shared-events/contracts';
import { tournamentClock, TOURNAMENT_REMINDER_NOTIFICATION_TYPE } from 'shared-events/contracts';
import type { Job } from '../scheduler/scheduler';
import { tournamentTimes } from './tournament-dto';
import { listTournamentsWithPlayersStartingBetween } from './tournaments.repository';
import { notifyTournamentPlayers, type NotifyServices } from '../notifications/notify';
import { dueReminder, FIRST_REMINDER_LEAD_MS, reminderDedupKey, reminderText, START_REMINDER_WINDOW_MS, startsInLabel } from './reminder-schedule';

/**
 * Sends each registered player the reminder due now (1day, 1hour, 15min, start), stored as a notification
 * with a per-player dedup key, then live as `notification`, `tournament:notification` and `tournament:reminder`.
 * Only rows this run inserted are pushed, so concurrent runs in several processes send each reminder once.
 */
export function tournamentRemindersJob(services: NotifyServices): Job {
  return async (now) => {
    // The first reminder is due a lead time before the start; the "start" one until a while after it.
    const from = new Date(now.getTime() - START_REMINDER_WINDOW_MS);
    const to = new Date(now.getTime() + FIRST_REMINDER_LEAD_MS);
    for (const tournament of await listTournamentsWithPlayersStartingBetween(services.db, from, to)) {
      const { endsAt } = tournamentClock(tournamentTimes(tournament), now);
      const reminder = dueReminder(tournament.starts_at, now, endsAt);
      if (!reminder) continue;
      const timeLabel = startsInLabel(reminder, new Date(tournament.starts_at).getTime() - now.getTime());
      const { title, message } = reminderText(reminder, tournament.name, timeLabel);
      const sent = await notifyTournamentPlayers(
        services,
        tournament.id,
        {
          type: TOURNAMENT_REMINDER_NOTIFICATION_TYPE,
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
