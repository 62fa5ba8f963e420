import path from 'node:path';
import { startPlatform, type Platform } from '../support/platform';

/** The back office's account every bench build is started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };

/** A built checkout to compare against (e.g. a worktree at the previous commit), served and measured in the same run. */
export const BASELINE_ROOT = process.env.BENCH_BASELINE;

/**
 * This checkout's build, and with `BENCH_BASELINE` that checkout's first, each on a port and database of its own with
 * the bench's admin: labelled 'before' and 'after' when both run, unlabelled alone.
 */
export async function startBenchBuilds(): Promise<{ label: string; platform: Platform }[]> {
  const env = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
  return [
    ...(BASELINE_ROOT ? [{ label: 'before', platform: await startPlatform(env, path.resolve(BASELINE_ROOT)) }] : []),
    { label: BASELINE_ROOT ? 'after' : '', platform: await startPlatform(env) },
  ];
}
