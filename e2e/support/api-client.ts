import { randomUUID } from 'node:crypto';

// The e2e package talks to the API as any client would: these are only the fields the tests and the bench read.
export interface SessionUser {
  id: number;
  username: string;
  balance: number;
}
export interface Session {
  token: string;
  user: SessionUser;
}
export interface Account {
  username: string;
  firstName: string;
  country: string;
  email: string;
  password: string;
}

/** A test player's account, all derived from the username (first name: the part before the first underscore). */
export const accountNamed = (username: string): Account => ({
  username,
  firstName: username.replace(/_.*/, ''),
  country: 'Malta',
  email: `${username}@example.com`,
  password: `${username}-secret`,
});

export interface ApiAnswer<Body> {
  status: number;
  body: Body;
}

/** A JSON client for one platform: `send` answers whatever came back, `call` insists on a 2xx. */
export function apiClient(baseUrl: string) {
  async function send<Body>(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<Body>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
  }

  async function call<Body>(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Body> {
    const answer = await send<Body>(method, path, token, body, headers);
    if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  const logIn = (email: string, password: string) => call<Session>('POST', '/api/auth/login', undefined, { email, password });

  /** Signs a player up, has the admin verify the e-mail, logs in and deposits `deposit` USDT. */
  async function newPlayer(adminToken: string, account: Account, deposit: number): Promise<Session> {
    await call('POST', '/api/auth/register', undefined, { ...account, confirmPassword: account.password });
    await call('POST', '/api/admin/verify-email', adminToken, { email: account.email });
    const session = await logIn(account.email, account.password);
    if (deposit > 0) await depositTo(session.token, deposit);
    return session;
  }

  const depositTo = (token: string, amount: number) =>
    call<{ newBalance: number }>('POST', '/api/users/wallet/deposit', token, { amount, currency: 'USDT' }, { 'Idempotency-Key': randomUUID() });

  const balanceOf = async (token: string) => (await call<{ balance: number }>('GET', '/api/users/profile', token)).balance;

  return { send, call, logIn, newPlayer, depositTo, balanceOf };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A session as the shell keeps it in local storage after a login, for a context's init script. */
export function sessionInitScript(session: Session): string {
  return `localStorage.setItem('authToken', ${JSON.stringify(session.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`;
}

/** Resolves when the server's clock (the API's) has passed `iso`, checked against the local clock: both run on this machine. */
export async function untilPast(iso: string): Promise<void> {
  const wait = new Date(iso).getTime() - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
}
