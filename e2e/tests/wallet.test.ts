import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startPlatform, type Platform } from '../support/platform';
import { launchBrowser, watchPageErrors } from '../support/browser';

// The fields these tests read (the e2e package checks the API as any client would, without the contracts package).
interface LoginResponse {
  token: string;
  user: object;
}
interface WalletTransactionsResponse {
  rows: { kind: string; amount: number; balanceAfter: number }[];
  count: number;
}

const ADMIN = { email: 'wallet.e2e@example.com', password: 'wallet-e2e-secret' };

let platform: Platform;
let browser: Browser;
let session: LoginResponse;

before(async () => {
  platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  const response = await fetch(`${platform.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  assert.equal(response.status, 200);
  session = (await response.json()) as LoginResponse;
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

async function api<Body>(path: string): Promise<Body> {
  const response = await fetch(`${platform.baseUrl}${path}`, { headers: { authorization: `Bearer ${session.token}` } });
  assert.equal(response.status, 200);
  return (await response.json()) as Body;
}

/** A browser context signed in as the test player (the session a login leaves in local storage). */
async function signedInContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return context;
}

/** The dashboard's wallet card and its dialogs. */
class WalletCard {
  readonly balance: Locator;
  constructor(private readonly page: Page) {
    this.balance = page.getByTestId('wallet-balance');
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/dashboard`);
    await this.balance.waitFor();
  }

  async expectBalance(text: string): Promise<void> {
    await this.page.getByTestId('wallet-balance').filter({ hasText: text }).waitFor({ timeout: 10_000 });
  }

  /** Opens Deposit or Withdraw, types the amount and returns the dialog's submit button (not clicked yet). */
  async prepare(action: 'Deposit' | 'Withdraw', amount: string): Promise<Locator> {
    await this.page.getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Amount (USDT)').fill(amount);
    return dialog.getByRole('button', { name: action, exact: true });
  }

  async submit(action: 'Deposit' | 'Withdraw', amount: string): Promise<void> {
    await (await this.prepare(action, amount)).click();
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
  }
}

test('deposit then withdraw update the balance on the dashboard card and in another open tab without reload', async () => {
  const context = await signedInContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  const errors = [...watchPageErrors(first), ...watchPageErrors(second)];
  const [card, otherTab] = [new WalletCard(first), new WalletCard(second)];
  await card.open(platform.baseUrl);
  await otherTab.open(platform.baseUrl);
  await card.expectBalance('$0.00');
  await otherTab.expectBalance('$0.00');
  // PAYMENTS unset: the money is labelled for what it is.
  await first.getByTestId('demo-funds').getByText('Demo funds', { exact: true }).waitFor();
  const navigations: string[] = [];
  second.on('framenavigated', (frame) => frame === second.mainFrame() && navigations.push(frame.url()));

  await card.submit('Deposit', '25.5');
  await card.expectBalance('$25.50');
  await otherTab.expectBalance('$25.50');

  await card.submit('Withdraw', '5.25');
  await card.expectBalance('$20.25');
  await otherTab.expectBalance('$20.25');

  assert.deepEqual(navigations, []);
  assert.equal(JSON.parse((await second.evaluate(() => localStorage.getItem('user'))) ?? '{}').balance, 20.25);
  const history = await api<WalletTransactionsResponse>('/api/users/wallet/transactions');
  assert.deepEqual(
    history.rows.map((row) => [row.kind, row.amount, row.balanceAfter]),
    [
      ['withdrawal', -5.25, 20.25],
      ['deposit', 25.5, 25.5],
    ],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('a double-clicked Deposit credits once', async () => {
  const before = await api<WalletTransactionsResponse>('/api/users/wallet/transactions');
  const context = await signedInContext();
  const page = await context.newPage();
  const card = new WalletCard(page);
  await card.open(platform.baseUrl);
  const startText = `$${before.rows[0]?.balanceAfter.toFixed(2) ?? '0.00'}`;
  await card.expectBalance(startText);

  const deposits: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/wallet/deposit')) deposits.push(request.headers()['idempotency-key'] ?? '');
  });
  const submit = await card.prepare('Deposit', '10');
  await submit.dblclick();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await card.expectBalance(`$${((before.rows[0]?.balanceAfter ?? 0) + 10).toFixed(2)}`);

  const afterwards = await api<WalletTransactionsResponse>('/api/users/wallet/transactions');
  assert.equal(afterwards.count, before.count + 1);
  assert.equal(afterwards.rows[0].amount, 10);
  assert.equal(new Set(deposits).size, 1, `one submission, one key: ${deposits.join(', ')}`);
  await context.close();
});
