import { waitText } from '../src/errors';
import { rateLimitSettings, retryAfterSeconds, slowdownMs, DEFAULT_RATE_LIMITS } from '../src/security/rate-limit-rules';

const rule = { limit: 3, windowSeconds: 600 };
const start = new Date('2030-01-01T00:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('retryAfterSeconds', () => {
  it('allows hits up to the limit', () => {
    expect(retryAfterSeconds({ hits: 3, windowStartedAt: start }, rule, later(10))).toBeUndefined();
  });

  it('answers the whole seconds left in the window beyond the limit, at least 1', () => {
    expect(retryAfterSeconds({ hits: 4, windowStartedAt: start }, rule, start)).toBe(600);
    expect(retryAfterSeconds({ hits: 9, windowStartedAt: start }, rule, later(120.5))).toBe(480);
    expect(retryAfterSeconds({ hits: 4, windowStartedAt: start }, rule, later(600))).toBe(1);
  });
});

describe('slowdownMs', () => {
  const slowdown = { freeFailures: 5, windowSeconds: 900, firstDelayMs: 250, maxDelayMs: 3000 };

  it('holds nothing back while failures are free, then doubles from the first delay up to the cap', () => {
    expect([0, 1, 5, 6, 7, 8, 9, 10, 11, 1000].map((failures) => slowdownMs(failures, slowdown))).toEqual([
      0, 0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000,
    ]);
  });
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%p s → %p', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('rateLimitSettings', () => {
  it('overrides only the rules given', () => {
    const settings = rateLimitSettings({ loginPerIp: { limit: 1, windowSeconds: 1 } });
    expect(settings).toEqual({ ...DEFAULT_RATE_LIMITS, loginPerIp: { limit: 1, windowSeconds: 1 } });
  });
});
