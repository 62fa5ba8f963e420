import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import type { TournamentTablePage } from '../pages/tournament-play.pages';

/** Which of the locators shows first; the others' waits are let go. */
export async function firstShown<Key extends string>(candidates: [Key, Locator][], timeout: number): Promise<Key> {
  const waits = candidates.map(([key, locator]) =>
    locator
      .first()
      .waitFor({ timeout })
      .then(() => key),
  );
  waits.forEach((wait) => wait.catch(() => undefined));
  return Promise.any(waits);
}

/**
 * Two players seated at one tournament table go all in (or call, or check) through the buttons, hand after hand, until
 * one's chips are gone (issue #23's flow, as tournament-play.test.ts plays it). Answers, from the finish dialogs'
 * titles, who busted and who won.
 */
export async function playAllInToTheEnd<Player extends string>(
  tables: Record<Player, TournamentTablePage>,
  tournamentName: string,
): Promise<{ winner: Player; busted: Player }> {
  const players = Object.keys(tables) as Player[];
  assert.equal(players.length, 2, 'two players, heads-up');
  for (let decisions = 0; ; decisions += 1) {
    assert.ok(decisions < 60, 'someone busts within 30 all-ins');
    const next = await firstShown<Player | 'over'>(
      [
        ...players.map((player): [Player, Locator] => [player, tables[player].decision()]),
        ...players.map((player): ['over', Locator] => ['over', tables[player].finishDialog()]),
      ],
      30_000,
    );
    if (next === 'over') break;
    await tables[next].decide();
    await tables[next].decision().first().waitFor({ state: 'detached' });
  }
  // The busted player's place comes with the director's next pass; the winner's finish with the payout after it.
  const titles = await Promise.all(
    players.map(async (player) => {
      await tables[player].finishDialog().waitFor({ timeout: 20_000 });
      return tables[player].finishDialog().getByRole('heading').innerText();
    }),
  );
  const winner = players[titles.indexOf(`You won ${tournamentName}!`)];
  const busted = players[titles.indexOf('Your tournament is over')];
  assert.ok(winner && busted, `one won and one busted: ${JSON.stringify(titles)}`);
  return { winner, busted };
}
