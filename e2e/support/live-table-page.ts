import type { Locator, Page } from 'playwright-core';

/** A face-down card's accessible name (shared-ui's PlayingCard). */
export const HIDDEN_CARD = 'Hidden card';

const RANKS: Record<string, string> = Object.fromEntries(
  ['Ace A', 'King K', 'Queen Q', 'Jack J', 'Ten T', 'Nine 9', 'Eight 8', 'Seven 7', 'Six 6', 'Five 5', 'Four 4', 'Three 3', 'Two 2'].map((pair) =>
    pair.split(' '),
  ),
);

/** A card's accessible name ("Ace of Spades") as the wire writes it ("As"), to look for it in socket frames. */
export function cardNotation(name: string): string {
  const [rank, , suit] = name.split(' ');
  return `${RANKS[rank]}${suit.charAt(0).toLowerCase()}`;
}

/** How a seat reads from the accessibility tree: the cards as named, the chips, and the winner line if any. */
export interface SeatReading {
  cards: string[];
  stack: number;
  winner: string | null;
}

/**
 * /game/{roomId} once the room plays: the live table as a player perceives it, by accessible names only (seat groups
 * "Seat 3: river_rat", card images "Ace of Spades" / "Hidden card", the "Board" and "Pots" lists, the action
 * buttons, the "Hand log" section), never by CSS classes.
 */
export class LiveTablePage {
  constructor(readonly page: Page) {}

  /** A seat by its player: a group named "Seat {n}: {username}". */
  seat(username: string): Locator {
    return this.page.getByRole('group', { name: new RegExp(`^Seat \\d+: ${username}$`) });
  }

  holeCards(username: string): Locator {
    return this.seat(username).getByRole('list', { name: 'Hole cards', exact: true }).getByRole('img');
  }

  board(): Locator {
    return this.page.getByRole('list', { name: 'Board', exact: true }).getByRole('img');
  }

  /** Waits until the board shows `count` cards (none before the flop: the list is gone), and answers their names. */
  async boardOf(count: number): Promise<string[]> {
    if (count === 0) await this.page.getByRole('list', { name: 'Board', exact: true }).waitFor({ state: 'detached' });
    else
      await this.board()
        .nth(count - 1)
        .waitFor();
    const names = await namesOf(this.board());
    if (names.length !== count) throw new Error(`the board shows ${names.length} cards, expected ${count}`);
    return names;
  }

  /** The pots' lines ("Main pot: 20"), in order. */
  pots(): Locator {
    return this.page.getByRole('list', { name: 'Pots', exact: true }).getByRole('listitem');
  }

  /** An action button by its exact accessible name ("Check", "Fold") or a pattern ("Call 5"). */
  action(name: string | RegExp): Locator {
    return this.page.getByRole('region', { name: 'Your controls', exact: true }).getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** The bet or raise amount box of the controls. */
  amount(): Locator {
    return this.page.getByRole('region', { name: 'Your controls', exact: true }).getByRole('spinbutton', { name: 'Amount' });
  }

  /** Whether every button of the decision lies wholly inside the window, as it is scrolled now (nothing to scroll to act). */
  async actionsInView(): Promise<boolean> {
    const viewport = this.page.viewportSize()!;
    const boxes = await Promise.all((await this.actions().all()).map((button) => button.boundingBox()));
    return (
      boxes.length > 0 &&
      boxes.every((box) => box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width)
    );
  }

  /** Every button the controls offer for a decision (a beaten hand at the showdown: Show or Muck). */
  actions(): Locator {
    return this.action(/^(Fold|Check|Call \d+|Bet|Raise to|All-in|Show|Muck)$/);
  }

  handLog(): Locator {
    return this.page.getByRole('region', { name: 'Hand log', exact: true }).getByRole('listitem');
  }

  /** The winner line of a seat ("Wins 40 with Pair of Aces"). */
  winnerLine(username: string): Locator {
    return this.seat(username).getByText(/^(Winner\b|Wins \d)/);
  }

  async read(username: string): Promise<SeatReading> {
    const seat = this.seat(username);
    const text = await seat.innerText();
    const stack = /Stack\s*([\d,]+)/.exec(text)?.[1];
    if (!stack) throw new Error(`no stack in the seat of ${username}: ${JSON.stringify(text)}`);
    const winner = (await this.winnerLine(username).count()) > 0 ? await this.winnerLine(username).innerText() : null;
    return { cards: await namesOf(this.holeCards(username)), stack: Number(stack.replace(/,/g, '')), winner };
  }

  /** The page as the accessibility tree and the DOM hold it, to search for a name that must not be there. */
  async everything(): Promise<string> {
    return `${await this.page.locator('body').ariaSnapshot()}\n${await this.page.content()}`;
  }
}

async function namesOf(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((images) => images.map((image) => image.getAttribute('aria-label') ?? ''));
}
