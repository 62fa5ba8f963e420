import { dueReminder, REMINDER_QUIET_MS, reminderDedupKey, reminderText, REMINDERS, startsInLabel } from '../src/tournaments/reminder-schedule';

const start = Date.parse('2030-01-02T12:00:00Z');
const at = (offsetMinutes: number) => start + offsetMinutes * 60_000;
const typeAt = (offsetMinutes: number, endsAt?: number) => dueReminder(start, at(offsetMinutes), endsAt)?.type;

describe('dueReminder', () => {
  it('is nothing more than a day before the start', () => {
    expect(typeAt(-24 * 60 - 1)).toBeUndefined();
    expect(typeAt(-48 * 60)).toBeUndefined();
  });

  it('is the nearest lead time reached: 1day, 1hour, 15min, then start', () => {
    expect(typeAt(-24 * 60)).toBe('1day');
    expect(typeAt(-70)).toBe('1day');
    expect(typeAt(-60)).toBe('1hour');
    expect(typeAt(-25)).toBe('1hour');
    expect(typeAt(-15)).toBe('15min');
    expect(typeAt(-10)).toBe('15min'); // registered 10 minutes before: 15min, never 1day or 1hour
    expect(typeAt(0)).toBe('start');
    expect(typeAt(14)).toBe('start');
  });

  it('holds a late reminder back while the next one is less than 10 minutes away', () => {
    expect(REMINDER_QUIET_MS).toBe(10 * 60_000);
    expect(typeAt(-17)).toBeUndefined(); // not "starts in 17 minutes", then "starts in 15 minutes" two minutes later
    expect(typeAt(-24.99)).toBeUndefined();
    expect(typeAt(-69)).toBeUndefined();
    expect(typeAt(-9)).toBeUndefined();
    expect(dueReminder(start, start - 1)).toBeUndefined();
  });

  it('stops offering the start reminder after the join window or the end', () => {
    expect(typeAt(15)).toBeUndefined();
    expect(typeAt(5, at(5))).toBeUndefined();
    expect(typeAt(4, at(5))).toBe('start');
  });

  it('labels and words each reminder', () => {
    expect(REMINDERS.map((reminder) => [reminder.type, reminder.timeLabel])).toEqual([
      ['start', 'now'],
      ['15min', '15 minutes'],
      ['1hour', '1 hour'],
      ['1day', '1 day'],
    ]);
    expect(reminderText(REMINDERS[2], 'Sunday Major', '1 hour')).toEqual({ title: 'Tournament reminder', message: 'Sunday Major starts in 1 hour.' });
    expect(reminderText(REMINDERS[0], 'Sunday Major', 'now').message).toBe('Sunday Major is starting now. Enter the lobby to take your seat.');
    expect(reminderDedupKey(7, '15min')).toBe('reminder:7:15min');
  });

  it('says the true distance when a reminder goes out later than its lead time', () => {
    const [start, quarter, hour, day] = REMINDERS;
    const minute = 60_000;
    expect(startsInLabel(day, 24 * 60 * minute)).toBe('1 day');
    expect(startsInLabel(day, 24 * 60 * minute - 5_000)).toBe('1 day');
    expect(startsInLabel(day, 5 * 60 * minute)).toBe('5 hours');
    expect(startsInLabel(hour, 60 * minute - 5_000)).toBe('1 hour');
    expect(startsInLabel(hour, 30 * minute)).toBe('30 minutes');
    expect(startsInLabel(day, 75 * minute)).toBe('75 minutes');
    expect(startsInLabel(day, 150 * minute)).toBe('3 hours');
    expect(startsInLabel(quarter, 15 * minute)).toBe('15 minutes');
    expect(startsInLabel(quarter, 40_000)).toBe('1 minute');
    expect(startsInLabel(start, -60_000)).toBe('now');
  });
});
