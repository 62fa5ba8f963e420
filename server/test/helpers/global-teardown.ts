import { rmSync } from 'node:fs';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.PGLITE_TEMPLATE;
  if (template) rmSync(path.dirname(template), { recursive: true, force: true });
}
