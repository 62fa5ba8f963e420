import { useEffect, useState } from 'react';
import type { LobbyBlinds, LobbyBreak } from 'shared-events/contracts';

export interface BlindClock {
  /** The level in play (undefined before the first starts). */
  currentLevel: number | undefined;
  /** The break in progress. */
  onBreak: LobbyBreak | undefined;
  /** The next level's start, while one is to come. */
  nextLevelAt: string | undefined;
  /** The next moment one of these changes. */
  nextChangeAt: number | undefined;
}

/** Where the tournament's clock stands at `now`, from the schedule the server sends (it runs on time alone). */
export function blindClock({ levels, breaks }: Pick<LobbyBlinds, 'levels' | 'breaks'>, now: number): BlindClock {
  const started = levels.filter((level) => Date.parse(level.startsAt) <= now);
  const next = levels.find((level) => Date.parse(level.startsAt) > now);
  const moments = [...levels.map((level) => level.startsAt), ...breaks.flatMap((pause) => [pause.startsAt, pause.endsAt])]
    .map(Date.parse)
    .filter((moment) => moment > now);
  return {
    currentLevel: started.at(-1)?.level,
    onBreak: breaks.find((pause) => Date.parse(pause.startsAt) <= now && now < Date.parse(pause.endsAt)),
    nextLevelAt: next?.startsAt,
    nextChangeAt: moments.length > 0 ? Math.min(...moments) : undefined,
  };
}

// setTimeout overflows past 2^31 - 1 ms; a farther change is waited for in steps.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** The blind clock, moved on at each level's start and each break's start and end. */
export function useBlindClock(blinds: LobbyBlinds): BlindClock {
  const [now, setNow] = useState(Date.now);
  const clock = blindClock(blinds, now);
  const { nextChangeAt } = clock;
  useEffect(() => {
    if (nextChangeAt === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(LONGEST_WAIT_MS, Math.max(0, nextChangeAt - Date.now())));
    return () => clearTimeout(timer);
  }, [nextChangeAt]);
  return clock;
}
