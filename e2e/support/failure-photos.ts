import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

const SCREENSHOTS = path.resolve(__dirname, '../test-results');

/**
 * A test's steps: when one fails, every page of `contexts` is photographed into e2e/test-results/
 * ({prefix}-{step}-{n}.png) and the error goes on with the files and the page errors seen so far.
 */
export function photographedSteps(prefix: string, contexts: readonly BrowserContext[], pageErrors: readonly string[]) {
  return async function step(name: string, body: () => Promise<void>): Promise<void> {
    try {
      await body();
    } catch (error) {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      const pages = contexts.flatMap((context) => context.pages());
      const shots = await Promise.all(
        pages.map(async (page, index) => {
          const file = path.join(SCREENSHOTS, `${prefix}-${name}-${index + 1}.png`);
          await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          return `${file} (${page.url()})`;
        }),
      );
      const logged = pageErrors.length ? `\npage errors:\n${pageErrors.join('\n')}` : '';
      throw new Error(`${(error as Error).message}\nscreenshots:\n${shots.join('\n')}${logged}`, { cause: error });
    }
  };
}
