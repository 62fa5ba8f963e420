import type { Locator, Page } from 'playwright-core';

/** SPEC §2 and §9: a room card's label is "Room #{tournamentId}-{room id padded to 3 digits}". */
export const roomLabel = (tournamentId: number, roomId: number) => `Room #${tournamentId}-${String(roomId).padStart(3, '0')}`;

/** /gamestage/{tournamentId}: the lobby sidebar and the grid of room cards. */
export class GameStagePage {
  constructor(readonly page: Page) {}

  async waitFor(tournamentId: number): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === `/gamestage/${tournamentId}`);
    await this.page.getByRole('heading', { name: 'Game Stage', exact: true }).waitFor();
  }

  /** The sidebar's own Enter Lobby (SPEC §2), shown only to a player who has not entered the lobby yet. */
  enterLobbyButton(): Locator {
    return this.page.getByRole('button', { name: 'Enter Lobby', exact: true });
  }

  /** The "In Lobby" indicator's panel. */
  lobbyPanel(): Locator {
    return this.page.getByRole('status').filter({ has: this.page.getByText('In Lobby', { exact: true }) });
  }

  triggerRoomCreation(): Promise<void> {
    return this.page.getByRole('button', { name: 'Trigger Room Creation (Debug)', exact: true }).click();
  }

  /** A card's action by its name: "Join Game" navigates (a link or a button, either is right), "Join" / "Full" act. */
  private action(scope: Page | Locator, name: string | RegExp): Locator {
    const options = { name, exact: typeof name === 'string' };
    return scope.getByRole('button', options).or(scope.getByRole('link', options));
  }

  /** The room's card: the innermost element holding its label and its Join / Join Game / Full action. */
  roomCard(label: string): Locator {
    return this.page
      .locator('*')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .filter({ has: this.action(this.page, /^(Join|Join Game|Full)$/) })
      .last();
  }

  roomButton(label: string, name: 'Join' | 'Join Game' | 'Full'): Locator {
    return this.action(this.roomCard(label), name);
  }
}

/** /game/{roomId}: the sidebar (state, controls, players) and the table's seats. */
export class RoomTablePage {
  constructor(readonly page: Page) {}

  async waitFor(roomId: number): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === `/game/${roomId}`);
  }

  /** The room's state as its badge (and the table, where it repeats it) reads it. */
  state(text: 'Waiting for Players' | 'Game in Progress' | 'Game Completed' | 'Cancelled'): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }

  /** Seats of the table that nobody holds ("Empty Seat / Join to play"). */
  emptySeats(): Locator {
    return this.page.getByText(/^Empty Seat/);
  }

  /** A seated player's username anywhere on the page (seat or player list). */
  player(username: string): Locator {
    return this.page.getByText(username, { exact: true }).first();
  }

  button(name: 'Start Game' | 'End Game' | 'Leave Room' | 'Leave Tournament'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Runs a room control: a button of the sidebar while the room waits, an item of the table menu while the game is played. */
  async choose(name: 'End Game' | 'Leave Room' | 'Leave Tournament'): Promise<void> {
    const menu = this.page.getByRole('button', { name: 'Table menu', exact: true });
    await menu.or(this.button(name)).first().waitFor();
    if ((await menu.count()) === 0) return this.button(name).click();
    await menu.click();
    await this.page.getByRole('menuitem', { name, exact: true }).click();
  }

  /** Waits until exactly `count` seats read "Empty Seat" (the count settles, whichever way it moves). */
  async waitForEmptySeats(count: number, timeout = 10_000): Promise<void> {
    await this.emptySeats()
      .nth(count - 1)
      .waitFor({ timeout });
    await this.emptySeats().nth(count).waitFor({ state: 'detached', timeout });
    const seen = await this.emptySeats().count();
    if (seen !== count) throw new Error(`expected ${count} empty seats, the table shows ${seen}`);
  }
}
