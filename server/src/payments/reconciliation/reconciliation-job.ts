import { notify, type NotifyServices } from '../../notifications/notify';
import { microsToNumber } from '../../money/micro-usdt';
import { adminIds } from './reconciliation.repository';
import { reconcilePayments, type Reconciliation, type ReconciliationDeps } from './reconcile-payments';

/** The `type` of the notification each admin gets for a new payment alert (data: alertId, kind, difference in USDT). */
export const PAYMENT_ALERT_NOTIFICATION_TYPE = 'payment_alert';

/** How often the scheduled job compares the books with the chain. */
export const RECONCILIATION_INTERVAL_MS = 5 * 60_000;

export type ReconciliationServices = ReconciliationDeps & NotifyServices;

const TITLES = { deposits: 'Deposits differ from the chain', hot_wallet: 'The hot wallet differs from the books' } as const;

/**
 * A reconciliation, then every admin is told of each alert it holds open: once per admin and alert (the
 * notification's dedup key), however many runs see it again, so a new admin hears of an alert still open.
 */
export async function reconcileAndAlert(services: ReconciliationServices): Promise<Reconciliation | undefined> {
  const result = await reconcilePayments(services);
  if (!result || result.alertIds.size === 0) return result;
  const admins = await adminIds(services.db);
  for (const difference of result.differences) {
    const alertId = result.alertIds.get(difference.kind);
    if (alertId === undefined) continue;
    for (const adminId of admins)
      await notify(services, adminId, {
        type: PAYMENT_ALERT_NOTIFICATION_TYPE,
        title: TITLES[difference.kind],
        body: difference.message,
        data: { alertId, kind: difference.kind, difference: microsToNumber(difference.differenceMicros) },
        dedupKey: `payment-alert:${alertId}`,
      });
  }
  return result;
}

/**
 * The scheduled job 'payments-reconciliation'. A difference fails the pass with the alerts' messages, so the
 * scheduler logs it at error level on every run while the books and the chain disagree.
 */
export const reconciliationJob = (services: ReconciliationServices) => async (): Promise<void> => {
  const result = await reconcileAndAlert(services);
  if (result && !result.figures.ok)
    throw new Error(`Payments out of balance with the chain: ${result.differences.map((difference) => difference.message).join(' | ')}`);
};
