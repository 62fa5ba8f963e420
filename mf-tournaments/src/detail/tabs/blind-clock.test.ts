import { blindClock } from './blind-clock';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12) + minutes * 60_000).toISOString();
const schedule = {
  levels: [
    { level: 1, smallBlind: 50, bigBlind: 100, ante: 0, startsAt: at(0) },
    { level: 2, smallBlind: 75, bigBlind: 150, ante: 0, startsAt: at(50) },
    { level: 3, smallBlind: 100, bigBlind: 200, ante: 0, startsAt: at(65) },
  ],
  breaks: [{ startsAt: at(55), endsAt: at(60) }],
};
const now = (minutes: number) => Date.parse(at(minutes));

it('before the start no level is in play; the first level starts next', () => {
  expect(blindClock(schedule, now(-5))).toEqual({ currentLevel: undefined, onBreak: undefined, nextLevelAt: at(0), nextChangeAt: now(0) });
});

it('marks the last level started, the break in progress, and the next moment anything changes', () => {
  expect(blindClock(schedule, now(10))).toMatchObject({ currentLevel: 1, onBreak: undefined, nextLevelAt: at(50), nextChangeAt: now(50) });
  expect(blindClock(schedule, now(52))).toMatchObject({ currentLevel: 2, nextChangeAt: now(55) });
  expect(blindClock(schedule, now(57))).toMatchObject({ currentLevel: 2, onBreak: schedule.breaks[0], nextChangeAt: now(60) });
  expect(blindClock(schedule, now(60))).toMatchObject({ currentLevel: 2, onBreak: undefined, nextChangeAt: now(65) });
});

it('the last level lasts until the end: nothing more to wait for', () => {
  expect(blindClock(schedule, now(90))).toEqual({ currentLevel: 3, onBreak: undefined, nextLevelAt: undefined, nextChangeAt: undefined });
});
