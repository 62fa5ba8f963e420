import { coalescedCalls } from '../src/timers';

describe('coalescedCalls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('makes the calls of one key within the delay one run, after the delay, each key apart', () => {
    const ran: number[] = [];
    const calls = coalescedCalls<number>(500, (key) => ran.push(key));
    calls.schedule(1);
    jest.advanceTimersByTime(300);
    calls.schedule(1);
    calls.schedule(2);
    jest.advanceTimersByTime(199);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual([1]);
    // The second call of key 1 joined the first run; a call after that run waits a delay of its own.
    calls.schedule(1);
    jest.advanceTimersByTime(300);
    expect(ran).toEqual([1, 2]);
    jest.advanceTimersByTime(200);
    expect(ran).toEqual([1, 2, 1]);
  });

  it('runs the waiting calls at once when flushed, and drops them when cancelled', () => {
    const ran: string[] = [];
    const calls = coalescedCalls<string>(1_000, (key) => ran.push(key));
    calls.schedule('a');
    calls.schedule('b');
    calls.flush();
    expect(ran).toEqual(['a', 'b']);
    jest.advanceTimersByTime(1_000);
    expect(ran).toEqual(['a', 'b']);
    calls.schedule('c');
    calls.cancel();
    jest.advanceTimersByTime(1_000);
    expect(ran).toEqual(['a', 'b']);
    // Cancelled, a key may be called again.
    calls.schedule('c');
    jest.advanceTimersByTime(1_000);
    expect(ran).toEqual(['a', 'b', 'c']);
  });
});
