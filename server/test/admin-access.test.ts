import type { LoginResponse } from 'shared-events/contracts';
import type { OpenApiDocument } from './helpers/bad-inputs';
import { bootstrapAdmin } from '../src/admin/bootstrap-admin';
import { hashPassword } from '../src/security/passwords';
import { findUserByEmail } from '../src/auth/users.repository';
import { createPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const ADMIN = { email: 'Boss@Example.com', password: 'operator-secret' };

beforeAll(async () => {
  t = await startTestApp({ config: { adminEmail: ADMIN.email, adminPassword: ADMIN.password } });
});
afterAll(() => t.close());

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/tournaments'],
  ['POST', '/api/admin/tournaments', {}],
  ['POST', '/api/admin/banners', {}],
  ['PATCH', '/api/admin/tournaments/1', { name: 'x' }],
  ['PUT', '/api/admin/tournaments/1', { name: 'x' }],
  ['POST', '/api/admin/tournaments/1/cancel'],
  ['DELETE', '/api/admin/tournaments/1'],
  ['POST', '/api/admin/tournaments/1/results', { places: [1] }],
  ['GET', '/api/admin/schedules'],
  ['POST', '/api/admin/schedules', {}],
  ['DELETE', '/api/admin/schedules/1'],
  ['POST', '/api/admin/schedules/1/pause'],
  ['POST', '/api/admin/schedules/1/resume'],
  ['GET', '/api/admin/live'],
  ['POST', '/api/admin/tournaments/1/move', { userId: 1, toTableId: 2 }],
  ['POST', '/api/admin/tournaments/1/pause'],
  ['POST', '/api/admin/tournaments/1/resume'],
  ['GET', '/api/admin/players'],
  ['GET', '/api/admin/players/1'],
  ['GET', '/api/admin/players/1/ledger'],
  ['POST', '/api/admin/players/1/suspend', { reason: 'Chip dumping' }],
  ['POST', '/api/admin/players/1/reinstate', { reason: 'Appeal granted' }],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/stats/series'],
  ['GET', '/api/admin/audit'],
  ['POST', '/api/admin/verify-email', { email: 'a@b.co' }],
  ['GET', '/api/admin/withdrawals'],
  ['POST', '/api/admin/withdrawals/1/approve'],
  ['POST', '/api/admin/withdrawals/1/reject', { reason: 'Not today' }],
  ['GET', '/api/admin/payments/reconciliation'],
  ['POST', '/api/admin/payments/reconciliation/run'],
  ['POST', '/api/admin/payments/fundings', { txHash: `0x${'ab'.repeat(32)}` }],
];

describe('admin routes', () => {
  // Rows of different lengths: jest would take a third parameter of a shorter row for a done callback.
  it.each(ROUTES.map(([method, path, body]) => [method, path, { body }] as const))(
    '%s %s answers 401 without a token and 403 to a player',
    async (method, path, { body }) => {
      const anonymous = await t.request(method, path, { body });
      expect([anonymous.status, anonymous.body]).toEqual([401, { code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' }]);
      const player = await createPlayer(t);
      const forbidden = await t.request(method, path, { body, headers: player.headers });
      expect([forbidden.status, forbidden.body]).toEqual([403, { code: 'ADMIN_REQUIRED', message: 'Admin access required' }]);
    },
  );

  it('are every admin route of the OpenAPI document: a new admin route cannot miss this attack list', async () => {
    const { body } = await t.get<OpenApiDocument>('/api/openapi.json');
    const documented = Object.entries(body.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const listed = ROUTES.map(([method, path]) => `${method} ${path.replace(/\/1(\/|$)/, '/{id}$1')}`);
    expect(documented.sort()).toEqual(listed.sort());
  });

  it('are all in the OpenAPI document', async () => {
    const { body } = await t.get<OpenApiDocument>('/api/openapi.json');
    for (const [method, path] of ROUTES) {
      const documented = path.replace(/\/1(\/|$)/, '/{id}$1');
      expect([documented, method, body.paths[documented]?.[method.toLowerCase()]?.tags]).toEqual([documented, method, ['admin']]);
    }
  });
});

describe('the first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  const log = { info: jest.fn(), warn: jest.fn() };

  it('is created verified at start-up and can log in and use the admin API', async () => {
    const login = await t.post<LoginResponse>('/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'boss@example.com', role: 'admin', username: 'admin' });
    const stats = await t.get('/api/admin/stats', { authorization: `Bearer ${login.body.token}` });
    expect(stats.status).toBe(200);
  });

  it('is kept as is on the next start: the environment never resets its password', async () => {
    const config = { adminEmail: ADMIN.email, adminPassword: 'another-password' };
    expect(await bootstrapAdmin(t.server.db, config, t.clock.now(), log)).toBe('kept');
    expect((await t.post('/api/auth/login', ADMIN)).status).toBe(200);
  });

  it('promotes an existing player only when ADMIN_PASSWORD is already its password', async () => {
    const insert = async (email: string, password: string) =>
      t.server.db.query(`INSERT INTO users (username, email, first_name, country, password_hash) VALUES ($1, $2, 'P', 'France', $3)`, [
        email.split('@')[0],
        email,
        await hashPassword(password),
      ]);
    await insert('squatter@example.com', 'attacker-pass');
    await insert('owner@example.com', 'owner-pass');

    expect(await bootstrapAdmin(t.server.db, { adminEmail: 'squatter@example.com', adminPassword: 'operator-pass' }, t.clock.now(), log)).toBe(
      'refused',
    );
    expect((await findUserByEmail(t.server.db, 'squatter@example.com'))!.role).toBe('player');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('not promoted'));

    expect(await bootstrapAdmin(t.server.db, { adminEmail: 'OWNER@example.com', adminPassword: 'owner-pass' }, t.clock.now(), log)).toBe('promoted');
    const owner = (await findUserByEmail(t.server.db, 'owner@example.com'))!;
    expect(owner.role).toBe('admin');
    expect(owner.email_verified_at).not.toBeNull();
  });

  it('is skipped without configuration and refuses half or weak configuration', async () => {
    expect(await bootstrapAdmin(t.server.db, {}, t.clock.now(), log)).toBe('skipped');
    await expect(bootstrapAdmin(t.server.db, { adminEmail: 'x@example.com' }, t.clock.now(), log)).rejects.toThrow('set together');
    await expect(bootstrapAdmin(t.server.db, { adminEmail: 'x@example.com', adminPassword: '123' }, t.clock.now(), log)).rejects.toThrow(
      'at least 6',
    );
  });

  it('takes another username when a player already holds "admin"', async () => {
    const config = { adminEmail: 'second-admin@example.com', adminPassword: 'second-pass' };
    expect(await bootstrapAdmin(t.server.db, config, t.clock.now(), log)).toBe('created');
    expect((await findUserByEmail(t.server.db, 'second-admin@example.com'))!.username).toMatch(/^admin-[0-9a-f]{6}$/);
  });
});
