import type { AppServices } from './app-services';
import { tournamentRemindersJob } from './tournaments/tournament-reminders.job';
import { monitorRooms } from './rooms/room-monitor';
import { monitorStartedTournaments } from './rooms/rooms.repository';
import { tournamentStatusJob } from './tournaments/tournament-status.job';
import { scheduleInstancesJob } from './tournaments/tournament-schedules';
import type { Scheduler } from './scheduler/scheduler';
import type { Director } from './director/director';
import { watchDeposits } from './payments/deposits/deposit-watcher';
import { sweepDeposits } from './payments/deposits/deposit-sweeps';
import { runWithdrawalPass } from './payments/withdrawals/withdrawal-worker';
import { reconciliationJob, RECONCILIATION_INTERVAL_MS } from './payments/reconciliation/reconciliation-job';

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
  const { evmChain } = services;
  if (evmChain) {
    scheduler.every('chain-deposits', evmChain.config.pollMs, () => watchDeposits({ ...services, chain: evmChain }));
    // Each step of a sweep waits for the previous transaction to be mined: a minute between looks is plenty.
    scheduler.every('deposit-sweeps', 60_000, () => sweepDeposits({ ...services, chain: evmChain }));
  }
  // Signs, sends and settles withdrawals; its first pass re-sends what a stopped process signed and did not send.
  if (evmChain) scheduler.every('withdrawals', evmChain.config.pollMs, () => runWithdrawalPass({ ...services, chain: evmChain }));
  // The books against the chain: a difference raises an alert to the admins and fails the pass (logged as an error).
  if (evmChain) scheduler.every('payments-reconciliation', RECONCILIATION_INTERVAL_MS, reconciliationJob({ ...services, chain: evmChain }));
}
