import type { WalletPaymentsResponse } from 'shared-events';
import { fakeApi, type SentRequest } from 'shared-events/testing';

type Routes = Parameters<typeof fakeApi>[0];

export const DEMO_PAYMENTS: WalletPaymentsResponse = { mode: 'demo' };

/** `fakeApi` with the wallet's payments read answered: demo funds unless the test says otherwise. */
export function fakeWalletApi(routes: Routes, payments: WalletPaymentsResponse = DEMO_PAYMENTS): SentRequest[] {
  return fakeApi({ 'GET /api/users/wallet/payments': () => ({ status: 200, body: payments }), ...routes });
}

/** The writes among the requests sent (what a refused form must not send). */
export const writesIn = (sent: SentRequest[]) => sent.filter((request) => request.route.startsWith('POST '));
