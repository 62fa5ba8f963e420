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
    expect(config.allowedOrigins).toEqual([]);
    expect(config.socketLimits).toEqual({ perUser: 10, perAddress: 50, handshakesInSetup: 64 });
  });

  it('reads ALLOWED_ORIGINS as exact origins and refuses anything that is not one', () => {
    const config = loadConfig({ JWT_SECRET: 's', ALLOWED_ORIGINS: ' https://Poker.Example.com , http://127.0.0.1:8080/,https://a.example:443' }, cwd);
    expect(config.allowedOrigins).toEqual(['https://poker.example.com', 'http://127.0.0.1:8080', 'https://a.example']);
    for (const entry of [
      '*',
      'https://*.example.com',
      'poker.example.com',
      'https://poker.example.com/app',
      'ftp://x.example',
      'https://u:p@x.example',
      'https://x.example?a=1',
    ]) {
      expect(() => loadConfig({ JWT_SECRET: 's', ALLOWED_ORIGINS: entry }, cwd)).toThrow(
        `ALLOWED_ORIGINS must list origins such as https://poker.example.com, got "${entry}"`,
      );
    }
  });

  it('reads the socket caps and refuses values that are not positive whole numbers', () => {
    const env = { JWT_SECRET: 's', SOCKETS_PER_USER: '3', SOCKETS_PER_ADDRESS: '500', SOCKET_HANDSHAKES_IN_SETUP: '16' };
    expect(loadConfig(env, cwd).socketLimits).toEqual({ perUser: 3, perAddress: 500, handshakesInSetup: 16 });
    for (const name of ['SOCKETS_PER_ADDRESS', 'SOCKET_HANDSHAKES_IN_SETUP']) {
      for (const value of ['0', '-1', '1.5', 'ten', '1e3']) {
        expect(() => loadConfig({ JWT_SECRET: 's', [name]: value }, cwd)).toThrow(`${name} must be a positive whole number, got "${value}"`);
      }
    }
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
