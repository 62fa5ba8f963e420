import type { Locator, Page } from 'playwright-core';

/**
 * A tournament that plays itself (issue #23), as a player's screens show it, by accessible names: the table's
 * tournament standing ("Tournament standing" region, a description list), the decision a turn offers, the finish
 * dialog ("You finished 2nd of 2", "You won Sunday Million!") and a finished table's last word on the felt.
 */
export class TournamentTablePage {
  constructor(readonly page: Page) {}

  /** The value of one fact of the standing strip ("Players left" → "2 / 2"). */
  async standing(label: 'Winner' | 'Players left' | 'Average stack' | 'Your rank' | 'Your place' | 'Places paid' | 'Next break'): Promise<string> {
    const region = this.page.getByRole('region', { name: 'Tournament standing', includeHidden: true });
    return region
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
  }

  /** The decisions this test's players make: all in when they may, else call (an all-in), else check. */
  decision(): Locator {
    const controls = this.page.getByRole('region', { name: 'Your controls', exact: true });
    return controls.getByRole('button', { name: /^(All-in|Call [\d,]+|Check)$/ });
  }

  /** Goes all in if it may, else calls, else checks: the button the player has now. */
  async decide(): Promise<void> {
    const controls = this.page.getByRole('region', { name: 'Your controls', exact: true });
    for (const name of [/^All-in$/, /^Call [\d,]+$/, /^Check$/]) {
      const button = controls.getByRole('button', { name });
      if ((await button.count()) > 0) return button.click();
    }
    throw new Error('no decision offered');
  }

  /** "Your tournament is over" (its text: "You finished 2nd of 2"), or "You won {name}!" for the winner. */
  finishDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(Your tournament is over|You won .+!)$/ });
  }

  /** The finish dialog's text: "You finished 2nd of 2", "You finished 1st of 2 and won 20.00 USDT". */
  async finishText(): Promise<string> {
    const dialog = this.finishDialog();
    return dialog.locator(`[id="${await dialog.getAttribute('aria-describedby')}"]`).innerText();
  }

  /** What a finished table says in its middle ("Tournament over", "Winner: …"), seen even behind a dialog. */
  closedTable(): Locator {
    return this.page.locator('[role="status"]', { hasText: /^Tournament over/ });
  }
}

/** /tournaments/{id}: the tournament page's status badge, its Results section and the way back to a table. */
export class TournamentDetailPage {
  constructor(readonly page: Page) {}

  async waitFor(tournamentId: number): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === `/tournaments/${tournamentId}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** The Results section's rows: place, player (with "(You)" and the country) and prize as they read. */
  async results(): Promise<string[][]> {
    const section = this.page.getByRole('region', { name: 'Results' });
    await section.getByRole('row').nth(1).waitFor();
    return section
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => Array.from(row.children, (cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
      );
  }

  status(label: string): Locator {
    return this.page.getByText(label, { exact: true }).first();
  }
}
