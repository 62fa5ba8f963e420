/** "m:ss" for the resend countdown, e.g. 60 → "1:00", 9 → "0:09". */
export function formatCooldown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole seconds left until `deadline` (ms epoch), rounded up so the display never shows 0:00 early. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
