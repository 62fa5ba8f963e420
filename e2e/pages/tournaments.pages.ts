import type { Locator, Page } from 'playwright-core';

/** The lobby table's columns, SPEC §2 "Tournament lobby list". */
export type LobbyColumn = 'Tournament' | 'Buy-in' | 'Prize Pool' | 'Starts In' | 'Status' | 'Players' | 'Detail' | 'Attend';

/** Text of a cell, one way a player reads it: trimmed, runs of white space as one space. */
const readable = (text: string) => text.replace(/\s+/g, ' ').trim();

/** /tournaments as a user sees it: the table, its rows and their Attend buttons. */
export class TournamentLobbyPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/tournaments`);
    await this.page.getByRole('columnheader', { name: 'Attend' }).waitFor();
  }

  /** The table row of a tournament, found by its name. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /**
   * The row's Attend button with the given label (e.g. "Registering Now", "Registered", "Enter Lobby"): its accessible
   * name starts with the visible label and may go on to say which tournament it is for.
   */
  attend(name: string, label: string): Locator {
    return this.row(name).getByRole('button', { name: new RegExp(`^${label}\\b`) }); // the spec's labels are plain words
  }

  /** One cell of a row, located by the column header's position (the header names are the spec's). */
  async cell(name: string, column: LobbyColumn): Promise<Locator> {
    const headers = (await this.page.getByRole('columnheader').allTextContents()).map(readable);
    const index = headers.indexOf(column);
    if (index < 0) throw new Error(`no "${column}" column among ${JSON.stringify(headers)}`);
    // The Tournament column may be the row's header cell: count both kinds, in the row's order.
    const row = this.row(name);
    return row.getByRole('cell').or(row.getByRole('rowheader')).nth(index);
  }

  /** Waits until a cell reads `expected` (a regular expression against its readable text). */
  async waitForCell(name: string, column: LobbyColumn, expected: RegExp, timeout = 10_000): Promise<void> {
    const cell = await this.cell(name, column);
    try {
      await cell.filter({ hasText: expected }).waitFor({ timeout });
    } catch (error) {
      const seen = await cell.textContent().catch(() => null);
      throw new Error(`${column} of "${name}" never read ${expected}: it reads ${JSON.stringify(seen && readable(seen))}`, { cause: error });
    }
  }

  /** "Registering Now" then "Okay" in the registration confirmation. */
  async register(name: string): Promise<void> {
    await this.attend(name, 'Registering Now').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Okay', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
