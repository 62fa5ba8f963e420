import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../src/db/data-dir-lock';

describe('data directory lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'server-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second owner while the first is alive, and frees the lock on release', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`Data directory ${dir} is in use by process ${process.pid}`);
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a dead process', () => {
    writeFileSync(path.join(dir, 'server.lock'), '2147483646');
    const release = lockDataDir(dir);
    release();
  });
});
