import type { PrizeShare } from 'shared-events/contracts';
import { MICROS_PER_USDT } from '../money/micro-usdt';

/** A tournament of the sample lobby, with its times already placed around "now". */
export interface SampleTournament {
  name: string;
  gameType: 'NLH' | 'PLO';
  entryFeeMicros: bigint;
  guaranteedPoolMicros: bigint;
  startsAt: Date;
  durationMinutes: number;
  lateRegMinutes: number;
  minPlayers: number;
  maxPlayers: number;
  startingStack: number;
  blindSpeedSeconds: number;
  /** A path the shell serves (shell/public/images), or null for the placeholder. */
  banner: string | null;
  theme: string;
  prizeStructure: PrizeShare[];
  /** How many demo players are registered to it, so the lobby's counts are not all zero. */
  demoPlayers: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const usdt = (amount: number) => BigInt(amount) * MICROS_PER_USDT;
const banner = (table: number) => `/images/landing/table-${table}.svg`;

const TOP_HEAVY: PrizeShare[] = [
  { place: '1', percent: 50 },
  { place: '2', percent: 30 },
  { place: '3', percent: 20 },
];
const MEDIUM_FIELD: PrizeShare[] = [
  { place: '1', percent: 35 },
  { place: '2', percent: 22 },
  { place: '3', percent: 15 },
  { place: '4', percent: 10 },
  { place: '5', percent: 8 },
  { place: '6-7', percent: 5 },
];
const LARGE_FIELD: PrizeShare[] = [
  { place: '1', percent: 28 },
  { place: '2', percent: 17 },
  { place: '3', percent: 11 },
  { place: '4', percent: 8 },
  { place: '5', percent: 6 },
  { place: '6', percent: 5 },
  { place: '7-9', percent: 3 },
  { place: '10-17', percent: 2 },
];

type Definition = Omit<SampleTournament, 'startsAt'> & { startsIn: number };

/**
 * The sample lobby: NLH and PLO, free and paid, a few with a guaranteed pool, registering at several
 * horizons, one in late registration, one running and one finished. Offsets are from "now".
 */
const DEFINITIONS: Definition[] = [
  {
    name: 'Midnight Turbo',
    gameType: 'NLH',
    entryFeeMicros: usdt(5),
    guaranteedPoolMicros: 0n,
    startsIn: 20 * MINUTE,
    durationMinutes: 90,
    lateRegMinutes: 10,
    minPlayers: 2,
    maxPlayers: 200,
    startingStack: 100,
    blindSpeedSeconds: 300,
    banner: banner(1),
    theme: 'midnight',
    prizeStructure: MEDIUM_FIELD,
    demoPlayers: 14,
  },
  {
    name: 'Omaha Thunder',
    gameType: 'PLO',
    entryFeeMicros: usdt(25),
    guaranteedPoolMicros: usdt(2_500),
    startsIn: 2 * HOUR,
    durationMinutes: 180,
    lateRegMinutes: 30,
    minPlayers: 6,
    maxPlayers: 300,
    startingStack: 300,
    blindSpeedSeconds: 600,
    banner: banner(2),
    theme: 'storm',
    prizeStructure: MEDIUM_FIELD,
    demoPlayers: 9,
  },
  {
    name: 'Daily Freeroll',
    gameType: 'NLH',
    entryFeeMicros: 0n,
    guaranteedPoolMicros: 0n,
    startsIn: 5 * HOUR,
    durationMinutes: 120,
    lateRegMinutes: 15,
    minPlayers: 2,
    maxPlayers: 1000,
    startingStack: 50,
    blindSpeedSeconds: 300,
    banner: banner(3),
    theme: 'emerald',
    prizeStructure: LARGE_FIELD,
    demoPlayers: 22,
  },
  {
    name: 'Bounty Hunter',
    gameType: 'NLH',
    entryFeeMicros: usdt(10),
    guaranteedPoolMicros: usdt(1_000),
    startsIn: 8 * HOUR,
    durationMinutes: 150,
    lateRegMinutes: 20,
    minPlayers: 4,
    maxPlayers: 400,
    startingStack: 200,
    blindSpeedSeconds: 480,
    banner: null,
    theme: 'crimson',
    prizeStructure: MEDIUM_FIELD,
    demoPlayers: 11,
  },
  {
    name: 'High Roller Showdown',
    gameType: 'NLH',
    entryFeeMicros: usdt(100),
    guaranteedPoolMicros: usdt(10_000),
    startsIn: DAY,
    durationMinutes: 240,
    lateRegMinutes: 45,
    minPlayers: 6,
    maxPlayers: 150,
    startingStack: 1_500,
    blindSpeedSeconds: 900,
    banner: banner(4),
    theme: 'gold',
    prizeStructure: TOP_HEAVY,
    demoPlayers: 4,
  },
  {
    name: 'PLO Freeroll Frenzy',
    gameType: 'PLO',
    entryFeeMicros: 0n,
    guaranteedPoolMicros: 0n,
    startsIn: DAY + 3 * HOUR,
    durationMinutes: 120,
    lateRegMinutes: 15,
    minPlayers: 2,
    maxPlayers: 500,
    startingStack: 100,
    blindSpeedSeconds: 360,
    banner: banner(5),
    theme: 'sapphire',
    prizeStructure: MEDIUM_FIELD,
    demoPlayers: 16,
  },
  {
    name: 'Deepstack Classic',
    gameType: 'NLH',
    entryFeeMicros: usdt(50),
    guaranteedPoolMicros: usdt(5_000),
    startsIn: 3 * DAY,
    durationMinutes: 300,
    lateRegMinutes: 60,
    minPlayers: 6,
    maxPlayers: 250,
    startingStack: 500,
    blindSpeedSeconds: 1_200,
    banner: banner(6),
    theme: 'classic',
    prizeStructure: MEDIUM_FIELD,
    demoPlayers: 5,
  },
  {
    name: 'Sunday Million',
    gameType: 'NLH',
    entryFeeMicros: usdt(100),
    guaranteedPoolMicros: usdt(50_000),
    startsIn: 7 * DAY,
    durationMinutes: 480,
    lateRegMinutes: 90,
    minPlayers: 10,
    maxPlayers: 1000,
    startingStack: 1_000,
    blindSpeedSeconds: 900,
    banner: banner(7),
    theme: 'royal',
    prizeStructure: LARGE_FIELD,
    demoPlayers: 7,
  },
  {
    name: 'Lunchtime Deepstack',
    gameType: 'NLH',
    entryFeeMicros: usdt(10),
    guaranteedPoolMicros: 0n,
    startsIn: -5 * MINUTE,
    durationMinutes: 150,
    lateRegMinutes: 30,
    minPlayers: 2,
    maxPlayers: 300,
    startingStack: 400,
    blindSpeedSeconds: 600,
    banner: banner(3),
    theme: 'emerald',
    prizeStructure: MEDIUM_FIELD,
    demoPlayers: 12,
  },
  {
    name: 'Omaha Rush',
    gameType: 'PLO',
    entryFeeMicros: usdt(5),
    guaranteedPoolMicros: 0n,
    startsIn: -40 * MINUTE,
    durationMinutes: 120,
    lateRegMinutes: 15,
    minPlayers: 2,
    maxPlayers: 100,
    startingStack: 150,
    blindSpeedSeconds: 300,
    banner: banner(2),
    theme: 'storm',
    prizeStructure: TOP_HEAVY,
    demoPlayers: 10,
  },
  {
    name: 'Sunrise Classic',
    gameType: 'NLH',
    entryFeeMicros: usdt(25),
    guaranteedPoolMicros: usdt(1_000),
    startsIn: -(DAY + 3 * HOUR),
    durationMinutes: 180,
    lateRegMinutes: 20,
    minPlayers: 4,
    maxPlayers: 200,
    startingStack: 300,
    blindSpeedSeconds: 600,
    banner: banner(1),
    theme: 'classic',
    prizeStructure: MEDIUM_FIELD,
    demoPlayers: 13,
  },
];

/** Whole minutes, so start times read cleanly in the lobby (a tournament at 20:37:12.481 looks like a bug). */
function toWholeMinute(at: number): Date {
  return new Date(Math.floor(at / MINUTE) * MINUTE);
}

/** The sample lobby placed around `now` (only the registering ones are rounded, so started ones keep their exact age). */
export function sampleTournaments(now: Date): SampleTournament[] {
  return DEFINITIONS.map(({ startsIn, ...definition }) => {
    const at = now.getTime() + startsIn;
    return { ...definition, startsAt: startsIn > 0 ? toWholeMinute(at + MINUTE) : new Date(at) };
  });
}
