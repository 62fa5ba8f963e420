import { DETAILED_DISPLAY_MS, formatDateTime, sinceDisplay, startsInDisplay } from './countdown-format';

const start = Date.parse('2030-01-01T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const times = { startsAt: start, lateRegEndsAt: start + 15 * MINUTE, endsAt: start + 2 * HOUR };

describe('startsInDisplay (24 h threshold)', () => {
  it('counts down in detail within 24 hours of the start', () => {
    expect(startsInDisplay(times, start - (2 * HOUR + 14 * MINUTE + 9 * SECOND))).toEqual({ text: '02h 14m 09s' });
    expect(startsInDisplay(times, start - DETAILED_DISPLAY_MS + 1)).toEqual({ text: '24h 00m 00s' });
  });

  it('still shows the last second under way, never zero before the start', () => {
    expect(startsInDisplay(times, start - 400)).toEqual({ text: '00h 00m 01s' });
  });

  it('shows the day count and the date from 24 hours on', () => {
    expect(startsInDisplay(times, start - DAY)).toEqual({ text: 'in 1 day', detail: formatDateTime(start) });
    expect(startsInDisplay(times, start - 3 * DAY - 5 * HOUR)).toEqual({ text: 'in 3 days', detail: formatDateTime(start) });
  });

  it('during late registration says it started and when late registration ends', () => {
    expect(startsInDisplay(times, start)).toEqual({ text: 'Started', detail: 'Late reg ends in 00h 15m 00s' });
    expect(startsInDisplay(times, start + 10 * MINUTE)).toEqual({ text: 'Started', detail: 'Late reg ends in 00h 05m 00s' });
  });

  it('after late registration says when the tournament ends', () => {
    expect(startsInDisplay(times, start + 15 * MINUTE)).toEqual({ text: 'Started', detail: 'Ends in 01h 45m 00s' });
  });

  it('shows the end date of a tournament running more than 24 hours longer', () => {
    const long = { ...times, endsAt: start + 3 * DAY };
    expect(startsInDisplay(long, start + HOUR)).toEqual({ text: 'Started', detail: `Ends ${formatDateTime(start + 3 * DAY)}` });
  });

  it('after the end says how long ago, then the date', () => {
    expect(startsInDisplay(times, times.endsAt + 90 * SECOND)).toEqual({ text: 'Ended', detail: '00h 01m 30s ago' });
    expect(startsInDisplay(times, times.endsAt + 2 * DAY)).toEqual({ text: 'Ended', detail: formatDateTime(times.endsAt) });
  });

  it('a cancelled tournament says so with its planned date, whatever the clock', () => {
    expect(startsInDisplay({ ...times, cancelled: true }, start - HOUR)).toEqual({ text: 'Cancelled', detail: formatDateTime(start) });
  });

  it('a tournament that ended before its clock did (one player held every chip) reads Ended, since it really did', () => {
    expect(startsInDisplay({ ...times, endedAt: start + 20 * MINUTE }, start + 21 * MINUTE)).toEqual({ text: 'Ended', detail: '00h 01m 00s ago' });
  });
});

describe('sinceDisplay', () => {
  it('is detailed within 24 hours and a date beyond', () => {
    expect(sinceDisplay(start, start + 2 * HOUR + 5 * SECOND)).toBe('02h 00m 05s ago');
    expect(sinceDisplay(start, start + DAY)).toBe(formatDateTime(start));
  });
});

describe('formatDateTime', () => {
  it('writes a medium date with a short time', () => {
    expect(formatDateTime(start)).toMatch(/^Jan 1, 2030, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});
