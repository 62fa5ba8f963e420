import { MICROS_PER_USDT } from '../money/micro-usdt';
import type { SampleTournament } from './sample-tournaments';

/**
 * Demo accounts exist only so the sample lobby shows real player counts. Their addresses are on a
 * reserved top-level domain (.invalid, RFC 2606), so no mail can ever reach anyone through them.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.pokerlegends.invalid';

export interface DemoPlayer {
  username: string;
  firstName: string;
  country: string;
  email: string;
}

const PLAYERS: [username: string, firstName: string, country: string][] = [
  ['AceHunter', 'Lucas', 'Brazil'],
  ['RiverQueen', 'Sofia', 'Spain'],
  ['BluffMaster', 'Liam', 'Ireland'],
  ['PocketRockets', 'Emma', 'Canada'],
  ['NutFlush', 'Noah', 'United States of America'],
  ['ChipLeader', 'Mia', 'Germany'],
  ['TiltProof', 'Oliver', 'United Kingdom'],
  ['FoldEquity', 'Yuki', 'Japan'],
  ['SlowRoll', 'Mateo', 'Argentina'],
  ['CheckRaise', 'Chloe', 'France'],
  ['SuitedConnector', 'Lars', 'Sweden'],
  ['TurnCard', 'Aisha', 'Nigeria'],
  ['BigBlindBen', 'Ben', 'Australia'],
  ['ShortStack', 'Ana', 'Portugal'],
  ['FloatKing', 'Ivan', 'Ukraine'],
  ['ValueBet', 'Priya', 'India'],
  ['SetMiner', 'Marco', 'Italy'],
  ['GutShot', 'Hana', 'Korea(Republic of)'],
  ['Overpair', 'Jonas', 'Norway'],
  ['DonkSlayer', 'Elif', 'Turkey'],
  ['FullHouse', 'Diego', 'Mexico'],
  ['SnapCall', 'Zoe', 'New Zealand'],
  ['ColdDeck', 'Piotr', 'Poland'],
  ['ButtonRaise', 'Eva', 'Netherlands'],
  ['SqueezePlay', 'Tomas', 'Czechia'],
];

export function demoPlayers(): DemoPlayer[] {
  return PLAYERS.map(([username, firstName, country]) => ({
    username,
    firstName,
    country,
    email: `${username.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
  }));
}

export interface DemoRegistration {
  /** Indexes into the players and tournaments lists. */
  player: number;
  tournament: number;
}

/**
 * Who plays where: each tournament takes its `demoPlayers` count (at most everyone), starting at a
 * different player each time, so every player ends up in a few tournaments and fields overlap like real ones.
 */
export function demoRegistrations(playerCount: number, tournaments: Pick<SampleTournament, 'demoPlayers'>[]): DemoRegistration[] {
  const registrations: DemoRegistration[] = [];
  tournaments.forEach((tournament, index) => {
    const count = Math.min(tournament.demoPlayers, playerCount);
    const first = (index * 7) % Math.max(playerCount, 1);
    for (let offset = 0; offset < count; offset += 1) registrations.push({ player: (first + offset) % playerCount, tournament: index });
  });
  return registrations;
}

/** What each demo player keeps after paying its entries: a believable, varied wallet (20–260 USDT). */
export function demoSpareBalance(player: number): bigint {
  return BigInt(20 + ((player * 37) % 241)) * MICROS_PER_USDT;
}
