import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'server-config-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it('uses the documented defaults and generates a persistent private JWT secret', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: path.join(cwd, 'data'), nodeEnv: 'development' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toHaveLength(43);
    expect(statSync(path.join(cwd, 'data', 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, cwd).jwtSecret).toBe(config.jwtSecret);
    expect(path.basename(config.webRoot)).not.toBe('server');
  });

  it('reads the environment', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: 'state', JWT_SECRET: 's', WEB_ROOT: 'web', DATABASE_URL: 'postgres://x' }, cwd);
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.join(cwd, 'state'),
      jwtSecret: 's',
      webRoot: path.join(cwd, 'web'),
      databaseUrl: 'postgres://x',
    });
  });
});
